import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUSES, PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { encargosParams } from '@portal/shared/fiscal/encargos';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import type { Db } from '../../db/client';
import { clientes, pedidos, unidades, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { cachedStatement } from '../../db/statements';
import { pixDoTitulo } from '../financeiro';
import { spDay } from './dates';
import { accessKind, pedidoAccess, type AccessKind } from './pedido-access';

const STATUS_LABEL = new Map<number, string>(ORDER_STATUSES.map((s) => [s.id, s.label]));
export const statusDesc = (id: number) => STATUS_LABEL.get(id) ?? String(id);

/** The same labels in SQL: `statusDesc(col)` computed by the database. */
export const statusDescSql = (col: SQL) =>
  sql`(case ${col} ${sql.raw(
    ORDER_STATUSES.map((s) => `when ${s.id} then '${s.label.replaceAll("'", "''")}'`).join(' '),
  )} else ${col}::text end)`;
/** A timestamptz as `Date.toISOString()` writes it (UTC, milliseconds, 'Z'). */
export const isoSql = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How an order is looked up: by id, or by reference and unit (GET /api/pedidos/ref/{ref}). */
export type PedidoKey = { id: number } | { ref: string; unidadeId: number };
export const byId = (id: number): PedidoKey => ({ id });
export const byRef = (ref: string, unidadeId: number): PedidoKey => ({ ref, unidadeId });

const keyCondition = (key: PedidoKey): SQL =>
  'id' in key ? eq(pedidos.id, key.id) : and(eq(pedidos.ref, key.ref), eq(pedidos.unidadeId, key.unidadeId))!;

/** The order header with its unit and client, if the caller may see it. */
export async function findPedidoHeader(db: Db, user: AuthUser, key: PedidoKey) {
  const [row] = await db
    .select({
      pedido: pedidos,
      unidade: {
        descricao: unidades.descricao,
        empresaCod: unidades.empresaCod,
        filialCod: unidades.filialCod,
      },
      cliente: { codigo: clientes.codigo, loja: clientes.loja, razao: clientes.razao, cgc: clientes.cgc },
      usuarioNome: usuarios.nome,
      allowed: sql<boolean>`${pedidoAccess(accessKind(user), user.id)}`,
    })
    .from(pedidos)
    .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
    .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
    .leftJoin(usuarios, eq(usuarios.id, pedidos.usuarioId))
    .where(keyCondition(key))
    .limit(1);
  if (!row || !row.allowed) return null;
  const { allowed: _allowed, ...header } = row;
  return header;
}

type DetailSlot = 'uid' | 'id' | 'ref' | 'unidadeId' | 'today';

/**
 * The whole detail in ONE statement (one round trip, one pooled connection per request): the order
 * found by its primary key (or its unique ref + unit), the caller's access as a column, and the
 * items (each with its ERP updates), history, invoices and titles as JSON arrays already in the
 * answer's shape (labels, ISO instants, YYYYMMDD days and the title situation against `today`, the
 * São Paulo day). Rendered once per access rule and key kind; runs as a prepared statement.
 */
function detailStatement(kind: AccessKind, by: 'id' | 'ref') {
  return cachedStatement<DetailSlot>((v) => {
    const where =
      by === 'id'
        ? sql`${pedidos.id} = ${v.id}::int`
        : sql`${pedidos.ref} = ${v.ref}::text and ${pedidos.unidadeId} = ${v.unidadeId}::int`;
    const ymd = (col: SQL) => sql`to_char(${col}, 'YYYYMMDD')`;
    return sql`
    select
      ${pedidoAccess(kind, v.uid)} as allowed,
      json_build_object(
        'id', pedidos.id, 'ref', pedidos.ref, 'statusId', pedidos.status_id, 'status', pedidos.status_id,
        'statusDesc', ${statusDescSql(sql`pedidos.status_id`)}, 'emissao', ${isoSql(sql`pedidos.emissao`)},
        'total', pedidos.total, 'qtdItens', pedidos.qtd_itens, 'qtdPeso', pedidos.qtd_peso,
        'unidadeId', pedidos.unidade_id, 'unidadeDesc', u.empresa_cod || '/' || u.filial_cod, 'unidadeDescricao', u.descricao,
        'empresaCod', u.empresa_cod, 'filialCod', u.filial_cod,
        'clienteId', pedidos.cliente_id, 'clienteCodigo', c.codigo, 'clienteLoja', c.loja, 'clienteRazao', c.razao, 'clienteCgc', c.cgc,
        'clienteEntregaCodigo', pedidos.cliente_entrega_codigo, 'clienteEntregaLoja', pedidos.cliente_entrega_loja,
        'clienteEntregaCgc', pedidos.cliente_entrega_cgc, 'clienteEntregaDescricao', pedidos.cliente_entrega_descricao,
        'obsnf', pedidos.obsnf, 'usuarioId', pedidos.usuario_id, 'usuarioNome', us.nome, 'vendedorId', pedidos.vendedor_id,
        'message', pedidos.message, 'log', pedidos.log,
        'itens', coalesce((
          select json_agg(json_build_object(
            'id', i.id, 'item', i.item, 'statusId', i.status_id, 'statusDesc', ${statusDescSql(sql`i.status_id`)},
            'produtoId', i.produto_id, 'produtoSku', i.produto_sku, 'produtoDesc', i.produto_desc, 'produtoUM', i.produto_um,
            'produtoPesoUnit', i.produto_peso_unit, 'produtoQuant', i.produto_quant, 'produtoValorUnit', i.produto_valor_unit,
            'produtoValorTotal', i.produto_valor_total, 'isObra', i.is_obra, 'obraId', i.obra_id, 'obraNome', o.nome,
            'modalidadeId', i.modalidade_id, 'modalidadeSku', i.modalidade_sku,
            'pagamentoFormaId', i.pagamento_forma_id, 'pagamentoFormaSku', i.pagamento_forma_sku,
            'pagamentoFormaDescricao', i.pagamento_forma_descricao, 'pagamentoCondicaoId', i.pagamento_condicao_id,
            'pagamentoCondicaoSku', i.pagamento_condicao_sku, 'pagamentoCondicaoDescricao', i.pagamento_condicao_descricao,
            'motoristaSku', i.motorista_sku, 'veiculoPlaca', i.veiculo_placa, 'fobVeiculoModelo', i.fob_veiculo_modelo,
            'fobVeiculoMarca', i.fob_veiculo_marca, 'fobVeiculoPlaca', i.fob_veiculo_placa,
            'fobVeiculoPlacaCarreta', i.fob_veiculo_placa_carreta, 'fobMotoristaNome', i.fob_motorista_nome,
            'fobMotoristaCpf', i.fob_motorista_cpf, 'fobEmpresaNome', i.fob_empresa_nome, 'fobCompradorNome', i.fob_comprador_nome,
            'dataEmbarque', i.data_embarque, 'dentroEstoque', i.dentro_estoque, 'estoquePrevisao', i.estoque_previsao,
            'updates', coalesce((
              select json_agg(json_build_object(
                'datacad', ${isoSql(sql`x.datacad`)}, 'agendamento', ${isoSql(sql`x.agendamento`)}, 'ordemcarreg', x.ordemcarreg,
                'nota1', x.nota1, 'serie1', x.serie1, 'chave1', x.chave1, 'nota2', x.nota2, 'serie2', x.serie2, 'chave2', x.chave2
              ) order by x.datacad, x.id)
              from pedido_item_updates x where x.pedido_item_id = i.id), '[]'::json)
          ) order by i.item)
          from pedido_itens i left join obras o on o.id = i.obra_id
          where i.pedido_id = pedidos.id), '[]'::json),
        'historico', coalesce((
          select json_agg(json_build_object(
            'statusId', hs.status_id, 'statusDesc', ${statusDescSql(sql`hs.status_id`)}, 'observacao', hs.observacao,
            'origem', hs.origem, 'usuarioNome', hu.nome, 'createdDate', ${isoSql(sql`hs.created_date`)}
          ) order by hs.created_date, hs.id)
          from pedido_status_historico hs left join usuarios hu on hu.id = hs.usuario_id
          where hs.pedido_id = pedidos.id), '[]'::json),
        'notas', coalesce((
          select json_agg(json_build_object(
            'emissao', ${isoSql(sql`n.emissao`)}, 'documento', n.doc, 'serie', n.serie, 'chave', n.chave, 'valbrut', n.valbrut
          ) order by n.emissao, n.doc)
          from notas_fiscais n where n.pedido_id = pedidos.id), '[]'::json),
        'titulos', coalesce((
          select json_agg(json_build_object(
            'emissao', ${ymd(sql`t.emissao`)}, 'titulo', t.titulo, 'prefixo', t.prefixo, 'parcela', t.parcela,
            'vencimento', ${ymd(sql`t.vencrea`)}, 'vencrea', ${ymd(sql`t.vencrea`)}, 'baixa', ${ymd(sql`t.baixa`)},
            'valor', t.valor, 'valor_ori', t.valor_ori, 'saldo', t.saldo, 'numero_conta', t.numero_conta,
            'situacao', case when t.saldo <= 0 then 'QUITADO' when t.vencrea < ${v.today}::date then 'VENCIDO' else 'EMDIA' end,
            '_pix', json_build_object('payload', t.pix_payload, 'vencrea', t.vencrea, 'baixa', t.baixa,
              'multaPercentual', t.multa_percentual, 'jurosMesPercentual', t.juros_mes_percentual, 'diasLimite', t.dias_limite)
          ) order by t.titulo, t.parcela)
          from titulos t where t.pedido_id = pedidos.id), '[]'::json),
        '_pix', json_build_object('empresaCod', u.empresa_cod, 'filialCod', u.filial_cod,
          'pixChave', u.pix_chave, 'pixNome', u.pix_nome, 'pixCidade', u.pix_cidade,
          'encargos', (select json_object_agg(p.nome, p.valor) from parametros p
            where p.nome in ('BOLETO_MULTA_PERCENTUAL', 'BOLETO_JUROS_MES_PERCENTUAL', 'BOLETO_DIAS_LIMITE')))
      ) as pedido
    from ${pedidos}
    join unidades u on u.id = pedidos.unidade_id
    join clientes c on c.id = pedidos.cliente_id
    left join usuarios us on us.id = pedidos.usuario_id
    where ${where}
    limit 1`;
  });
}

const DETAIL: Record<AccessKind, Record<'id' | 'ref', ReturnType<typeof detailStatement>>> = {
  manager: { id: detailStatement('manager', 'id'), ref: detailStatement('manager', 'ref') },
  seller: { id: detailStatement('seller', 'id'), ref: detailStatement('seller', 'ref') },
  customer: { id: detailStatement('customer', 'id'), ref: detailStatement('customer', 'ref') },
};

/**
 * The full Order entity of docs/product/portal-cliente.md §3 (items with their ERP updates, history,
 * invoices, titles).
 */
export async function findPedido(db: Db, user: AuthUser, key: PedidoKey, now: Date): Promise<Pedido | null> {
  const statement = DETAIL[accessKind(user)]['id' in key ? 'id' : 'ref'];
  const today = spDay(now);
  const [row] = await statement<{ allowed: boolean; pedido: DetailRow }>(db, {
    uid: user.id,
    today,
    ...('id' in key ? { id: key.id } : { ref: key.ref, unidadeId: key.unidadeId }),
  } as Record<DetailSlot, unknown>);
  if (!row?.allowed) return null;
  return withPix(row.pedido, today);
}

/** What the detail statement reads for each title's Pix, beside the answer's fields. */
interface TituloPixRow {
  payload: string | null;
  vencrea: string;
  baixa: string | null;
  multaPercentual: number | null;
  jurosMesPercentual: number | null;
  diasLimite: number | null;
}
type DetailRow = Omit<Pedido, 'titulos'> & {
  titulos: (Omit<Pedido['titulos'][number], 'pix'> & { _pix: TituloPixRow })[];
  _pix: {
    empresaCod: string;
    filialCod: string;
    pixChave: string | null;
    pixNome: string | null;
    pixCidade: string | null;
    encargos: Record<string, string> | null;
  };
};

/** Each title's `pix` flag by the finance module's one rule (pixDoTitulo); the helper fields dropped. */
function withPix(row: DetailRow, today: string): Pedido {
  const { _pix: unit, titulos, ...pedido } = row;
  const params = encargosParams(unit.encargos ?? {}, PARAMETER_DEFAULTS);
  const cancelado = pedido.statusId === ORDER_STATUS.CANCELADO;
  return {
    ...pedido,
    titulos: titulos.map(({ _pix: p, ...t }) => ({
      ...t,
      pix:
        pixDoTitulo(
          { ...t, ...p, saldo: Number(t.saldo), numeroConta: t.numero_conta, pixPayload: p.payload },
          unit,
          params,
          today,
          cancelado,
        ) !== null,
    })),
  };
}
