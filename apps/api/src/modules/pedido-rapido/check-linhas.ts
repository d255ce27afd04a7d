// The quick order's check (POST /api/pedido-rapido/verificar): each line's code and quantity
// against the catalogue of the client at the unit, in ONE statement for the whole list (the
// products by code through their unique index, with their prices at the unit for the client,
// categories and picture), then the pure rules of @portal/shared/pedido-rapido per line. A line
// whose code is no product's and that was written as a name ('cimento cp2 20') is searched with
// the catalogue's own search (searchCatalogo: grades, synonyms, typo correction), at most
// PEDIDO_RAPIDO_MAX_NOMES of them, and comes back with the products to choose from.
import { sql } from 'drizzle-orm';
import { DEFAULT_MODALIDADE } from '@portal/shared/constants';
import { formatDecimal, truncate } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import { clientePodeComprar } from '@portal/shared/pedido-rules';
import {
  checkQuantidade,
  fatorMulti,
  PEDIDO_RAPIDO_MAX_CANDIDATOS,
  PEDIDO_RAPIDO_MAX_CODIGO,
  PEDIDO_RAPIDO_MAX_NOMES,
  PEDIDO_RAPIDO_MAX_QUANTIDADE,
  PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO,
  type LinhaErro,
} from '@portal/shared/pedido-rapido';
import type { EstoqueUnidade } from '@portal/shared/estoque';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { formatQuantidade, multiploTexto, regraQuantidade } from '@portal/shared/unidades';
import type {
  PedidoRapidoCandidato,
  PedidoRapidoLinha,
  PedidoRapidoLinhaBody,
  PedidoRapidoProposta,
  PedidoRapidoResponse,
} from '@portal/shared/schemas/pedido-rapido';
import type { AppContext } from '../../context';
import { cachedStatement } from '../../db/statements';
import type { AuthUser } from '../../http/auth';
import { businessWarning } from '../../http/errors';
import { readParametros } from '../../lib/read-parametros';
import { produtoImagemUrl, searchCatalogo, withDetails, type ProdutoSearchRow } from '../catalogo';
import { resolveClienteUnidadeById } from '../clientes';
import { estoqueJson, lerEstoque } from '../estoques';

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
    estoque: EstoqueUnidade | null;
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
             from produto_categorias pc join categorias c on c.id = pc.categoria_id where pc.produto_id = p.id),
          'estoque', ${estoqueJson(sql`p.id`, v.unidadeId)}
        )), '[]')
        from produtos p where p.sku = any(${v.skus}::varchar[])) as produtos`,
  { prepared: false },
);

/** A text array literal for the statement ('{"A","B"}'), quoting each code. */
const textArray = (xs: readonly string[]) =>
  `{${xs.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** The price per unit a new cart line takes: the CIF table's when active and priced, else the first. */
function precoPadrao(p: Produto): number | null {
  const active = p.modalidades.filter((m) => m.ativo && m.valor > 0);
  return (active.find((m) => m.sku === DEFAULT_MODALIDADE) ?? active[0])?.valor ?? null;
}

/** Products of a search looked at for the candidates: a few past the list, for those without a price. */
const SEARCHED_ROWS = PEDIDO_RAPIDO_MAX_CANDIDATOS * 2;

/**
 * The names' searches, one per distinct text (the first PEDIDO_RAPIDO_MAX_NOMES name lines, in
 * order), then the found products' prices in one statement: each name's priced candidates, best
 * first. A line past the bound is not in the answer.
 */
async function searchNomes(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  alvo: { clienteId: number; unidadeId: number },
  nomes: readonly string[],
): Promise<Map<string, { candidatos: PedidoRapidoCandidato[]; corrigida: string | null }>> {
  const found = new Map<string, { ids: number[]; corrigida: string | null }>();
  const rows = new Map<number, ProdutoSearchRow>();
  for (const busca of nomes) {
    if (found.has(busca)) continue;
    const r = await searchCatalogo(ctx, alvo, { busca });
    const some = r.rows.slice(0, SEARCHED_ROWS);
    for (const row of some) rows.set(row.id, row);
    found.set(busca, { ids: some.map((x) => x.id), corrigida: r.corrigida });
  }
  const produtos = new Map(
    (await withDetails(ctx.db, alvo.clienteId, alvo.unidadeId, [...rows.values()])).map((p) => [
      p.produtoId,
      p,
    ]),
  );
  const out = new Map<string, { candidatos: PedidoRapidoCandidato[]; corrigida: string | null }>();
  for (const [busca, { ids, corrigida }] of found) {
    const candidatos: PedidoRapidoCandidato[] = [];
    for (const id of ids) {
      const p = produtos.get(id);
      const preco = p ? precoPadrao(p) : null;
      if (!p || preco === null) continue;
      candidatos.push({ sku: p.produtoSku, descricao: p.produtoDesc, um: p.produtoUM, preco });
      if (candidatos.length === PEDIDO_RAPIDO_MAX_CANDIDATOS) break;
    }
    out.set(busca, { candidatos, corrigida });
  }
  return out;
}

/**
 * Checks the lines for the client at the unit (the same access rule as the catalogue search: a
 * customer its own clients, a seller its clients). Each line comes back with its outcome: the
 * product and the quantity that goes into the cart, or why it cannot; a line written as a name
 * whose code is no product's, the products to choose from (or that none was found).
 */
export async function checkLinhas(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: AuthUser,
  body: { clienteId: number; filialId: number; linhas: readonly PedidoRapidoLinhaBody[] },
): Promise<PedidoRapidoResponse> {
  const { db } = ctx;
  const { cliente, unidade } = await resolveClienteUnidadeById(db, user, body.clienteId, body.filialId);
  if (!clientePodeComprar(cliente.status)) throw businessWarning(MSG.clientOrderingRefused(cliente.status));
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
  const codigoDe = (sku: string) => bySku.get(sku) ?? bySku.get(sku.toUpperCase());
  // The lines written as names whose code is no product's: the first PEDIDO_RAPIDO_MAX_NOMES are searched.
  const nomeBusca = (l: PedidoRapidoLinhaBody) => l.nome?.busca.trim() ?? '';
  const nomes = body.linhas
    .filter((l) => nomeBusca(l) !== '' && !codigoDe(l.sku.trim()))
    .map(nomeBusca)
    .slice(0, PEDIDO_RAPIDO_MAX_NOMES);
  const buscados = nomes.length
    ? await searchNomes(ctx, { clienteId: cliente.id, unidadeId: unidade.id }, nomes)
    : new Map<string, { candidatos: PedidoRapidoCandidato[]; corrigida: string | null }>();
  let nomesRespondidos = 0;
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
      estoque: lerEstoque(p.estoque),
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
    const found = sku ? codigoDe(sku) : undefined;
    const busca = nomeBusca(l);
    if (!found && busca) {
      // A name: what was written comes back as the line's code and quantity.
      const nome = {
        ...base,
        sku: truncate(busca, PEDIDO_RAPIDO_MAX_CODIGO),
        quantidadeInformada: truncate(l.nome!.quantidade.trim(), PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO),
      };
      const refuseNome = (motivo: LinhaErro, mensagem: string): PedidoRapidoLinha => ({
        ...refuse(motivo, mensagem),
        ...nome,
      });
      if (nomesRespondidos >= PEDIDO_RAPIDO_MAX_NOMES)
        return refuseNome('nomes-demais', MSG.quickOrderNamesOverCap(PEDIDO_RAPIDO_MAX_NOMES));
      nomesRespondidos++;
      const achados = buscados.get(busca);
      if (!achados?.candidatos.length) return refuseNome('nao-encontrado', MSG.quickOrderNameNotFound(busca));
      const proposta: PedidoRapidoProposta = {
        busca,
        corrigida: achados.corrigida,
        melhor: achados.candidatos.length === 1 ? achados.candidatos[0] : null,
        candidatos: achados.candidatos,
      };
      return {
        ...nome,
        situacao: 'escolher',
        motivo: null,
        quantidade: null,
        mensagens: [],
        produto: null,
        proposta,
      };
    }
    if (!sku) return refuse('sem-codigo', MSG.quickOrderNoCode);
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
