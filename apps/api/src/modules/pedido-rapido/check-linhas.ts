// The quick order's check (POST /api/pedido-rapido/verificar): each line's code and quantity
// against the catalogue of the client at the unit, in ONE statement for the whole list (the
// products by code through their unique index, with their prices at the unit for the client,
// categories and picture), then the pure rules of @portal/shared/pedido-rapido per line.
import { sql } from 'drizzle-orm';
import { DEFAULT_MODALIDADE } from '@portal/shared/constants';
import { formatDecimal, truncate } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import {
  checkQuantidade,
  fatorMulti,
  PEDIDO_RAPIDO_MAX_CODIGO,
  PEDIDO_RAPIDO_MAX_QUANTIDADE,
  PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO,
  type LinhaErro,
} from '@portal/shared/pedido-rapido';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { formatQuantidade, multiploTexto, regraQuantidade } from '@portal/shared/unidades';
import type {
  PedidoRapidoLinha,
  PedidoRapidoLinhaBody,
  PedidoRapidoResponse,
} from '@portal/shared/schemas/pedido-rapido';
import type { AppContext } from '../../context';
import { cachedStatement } from '../../db/statements';
import type { AuthUser } from '../../http/auth';
import { readParametros } from '../../lib/read-parametros';
import { produtoImagemUrl } from '../catalogo';
import { resolveClienteUnidadeById } from '../clientes';

interface Row {
  tables: { id: number; sku: string; descricao: string; ativo: boolean }[];
  produtos: {
    id: number;
    sku: string;
    descricao: string;
    um: string;
    peso: number;
    quantMin: number;
    multiplo: number | null;
    ativo: boolean;
    etag: string | null;
    prices: { t: number; c: number | null; v: number }[] | null;
    cats: { id: number; descricao: string }[] | null;
  }[];
}

/**
 * The unit's price tables and the listed codes' products in one statement: `skus` is every code of
 * the request (as written and upper-cased), matched through produtos_sku_uk; the prices are the
 * unit's general ones and the client's negotiated ones.
 */
const linhasStatement = cachedStatement<'unidadeId' | 'clienteId' | 'skus'>(
  (v) => sql`select
      (select coalesce(json_agg(json_build_object('id', t.id, 'sku', t.sku, 'descricao', t.descricao, 'ativo', t.ativo) order by t.id), '[]')
        from tabelas_preco t where t.unidade_id = ${v.unidadeId}) as tables,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'sku', p.sku, 'descricao', p.descricao, 'um', p.um, 'peso', p.peso::float8,
          'quantMin', p.quant_min, 'multiplo', p.multiplo::float8, 'ativo', p.ativo,
          'etag', (select i.etag from produto_imagens i where i.produto_id = p.id),
          'prices', (select json_agg(json_build_object('t', pr.tabela_preco_id, 'c', pr.cliente_id, 'v', pr.valor::float8))
             from precos pr
             where pr.produto_id = p.id and pr.unidade_id = ${v.unidadeId}
               and (pr.cliente_id is null or pr.cliente_id = ${v.clienteId})),
          'cats', (select json_agg(json_build_object('id', c.id, 'descricao', c.descricao) order by c.descricao)
             from produto_categorias pc join categorias c on c.id = pc.categoria_id where pc.produto_id = p.id)
        )), '[]')
        from produtos p where p.sku = any(${v.skus}::varchar[])) as produtos`,
  { prepared: false },
);

/** A text array literal for the statement ('{"A","B"}'), quoting each code. */
const textArray = (xs: readonly string[]) =>
  `{${xs.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/**
 * Checks the lines for the client at the unit (the same access rule as the catalogue search: a
 * customer its own clients, a seller its clients). Each line comes back with its outcome: the
 * product and the quantity that goes into the cart, or why it cannot.
 */
export async function checkLinhas(
  ctx: Pick<AppContext, 'db'>,
  user: AuthUser,
  body: { clienteId: number; filialId: number; linhas: readonly PedidoRapidoLinhaBody[] },
): Promise<PedidoRapidoResponse> {
  const { db } = ctx;
  const { cliente, unidade } = await resolveClienteUnidadeById(db, user, body.clienteId, body.filialId);
  const { FATOR_MULTI } = await readParametros(db, ['FATOR_MULTI']);
  const factor = fatorMulti(FATOR_MULTI);
  const skus = new Set<string>();
  for (const l of body.linhas) {
    const sku = l.sku.trim();
    // A longer code is no product's (a spreadsheet's cell may hold one).
    if (sku && sku.length <= PEDIDO_RAPIDO_MAX_CODIGO) skus.add(sku).add(sku.toUpperCase());
  }
  const [row] = skus.size
    ? await linhasStatement<Row>(db, {
        unidadeId: unidade.id,
        clienteId: cliente.id,
        skus: textArray([...skus]),
      })
    : [{ tables: [], produtos: [] } as Row];
  const bySku = new Map(row.produtos.map((p) => [p.sku, p]));
  const unitLabel = `${unidade.empresaCod}/${unidade.filialCod} ${unidade.descricao}`;

  const toProduto = (p: Row['produtos'][number]): Produto => {
    // The customer's negotiated price wins over the unit's general one.
    const priceOf = new Map<number, number>();
    for (const pr of p.prices ?? []) if (pr.c !== null || !priceOf.has(pr.t)) priceOf.set(pr.t, Number(pr.v));
    return {
      produtoId: p.id,
      produtoSku: p.sku,
      produtoUM: p.um,
      produtoPeso: Number(p.peso),
      produtoDesc: p.descricao,
      produtoQuant: 0,
      produtoQuantMin: p.quantMin,
      produtoMultiplo: p.multiplo,
      categorias: p.cats ?? [],
      imagem: p.etag ? produtoImagemUrl(p.id, p.etag) : null,
      modalidades: row.tables.map((t) => {
        const valor = priceOf.get(t.id);
        return {
          id: t.id,
          sku: t.sku,
          descricao: t.descricao,
          valor: valor ?? 0,
          ativo: t.ativo && (valor ?? 0) > 0,
        };
      }),
    };
  };
  const cache = new Map<number, Produto>();

  const linhas = body.linhas.map((l, i): PedidoRapidoLinha => {
    const sku = l.sku.trim();
    // What was written comes back cut to the bounds of the check's own body (a cell may be longer).
    const informada = truncate(
      typeof l.quantidade === 'number' ? String(l.quantidade) : l.quantidade.trim(),
      PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO,
    );
    const skuInformado = truncate(sku, PEDIDO_RAPIDO_MAX_CODIGO);
    const base = { linha: i + 1, sku: skuInformado, quantidadeInformada: informada };
    const refuse = (
      motivo: LinhaErro,
      mensagem: string,
      produto: Produto | null = null,
    ): PedidoRapidoLinha => ({
      ...base,
      situacao: 'erro',
      motivo,
      quantidade: null,
      mensagens: [mensagem],
      produto,
    });
    if (!sku) return refuse('sem-codigo', MSG.quickOrderNoCode);
    const found = bySku.get(sku) ?? bySku.get(sku.toUpperCase());
    if (!found) return refuse('desconhecido', MSG.quickOrderUnknown(skuInformado));
    let produto = cache.get(found.id);
    if (!produto) cache.set(found.id, (produto = toProduto(found)));
    const linha = { ...base, sku: found.sku };
    if (!found.ativo) return { ...refuse('inativo', MSG.quickOrderInactive, produto), sku: found.sku };
    const active = produto.modalidades.filter((m) => m.ativo);
    if (!(active.find((m) => m.sku === DEFAULT_MODALIDADE) ?? active[0]))
      return { ...refuse('sem-preco', MSG.quickOrderNoPrice(unitLabel), produto), sku: found.sku };
    const regra = regraQuantidade(found, factor);
    const q = checkQuantidade(l.quantidade, found, factor);
    if (!q.ok) {
      const msg =
        q.motivo === 'vazia'
          ? MSG.quickOrderQuantityEmpty
          : q.motivo === 'grande'
            ? MSG.quickOrderQuantityTooLarge(formatDecimal(PEDIDO_RAPIDO_MAX_QUANTIDADE, 0))
            : q.motivo === 'fracao'
              ? MSG.orderQuantityWhole(found.sku, found.um)
              : MSG.quickOrderQuantityInvalid(informada);
      return { ...refuse('quantidade-invalida', msg, produto), sku: found.sku };
    }
    const mensagens: string[] = [];
    if (q.minimo) mensagens.push(MSG.minQuantityAdjusted(formatQuantidade(regra.minimo)));
    if (q.arredondada)
      mensagens.push(
        MSG.quickOrderRounded(
          formatQuantidade(q.minimo ? regra.minimo : q.informada),
          formatQuantidade(q.quantidade),
          multiploTexto(regra),
        ),
      );
    return {
      ...linha,
      situacao: mensagens.length ? 'ajustada' : 'ok',
      motivo: null,
      quantidade: q.quantidade,
      mensagens,
      produto,
    };
  });
  return { clienteId: cliente.id, filialId: unidade.id, fatorMulti: factor, linhas };
}
