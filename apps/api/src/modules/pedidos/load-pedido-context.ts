import { sql, type SQL } from 'drizzle-orm';
import type { EstoqueUnidade } from '@portal/shared/estoque';
import type { PedidoCreateBody } from '@portal/shared/schemas/pedidos';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { perAccessRule } from '../../http/scope';
import { estoqueJson, lerEstoque } from '../estoques';
import { cachedStatement } from '../../db/statements';

export interface ProdutoData {
  id: number;
  sku: string;
  descricao: string;
  um: string;
  peso: number;
  quantMin: number;
  /** The product's own multiple (measured units); null: none. */
  multiplo: number | null;
  ativo: boolean;
  /** Stock at the order's unit; null: the ERP sent none ('Sob consulta'). */
  estoque: EstoqueUnidade | null;
}
export interface PrecoData {
  produtoId: number;
  tabelaPrecoId: number;
  clienteId: number | null;
  valor: number;
}
export interface TabelaData {
  id: number;
  unidadeId: number;
  sku: string;
  descricao: string;
  ativo: boolean;
}
export interface CondicaoData {
  id: number;
  pgtoFormaId: number;
  sku: string;
  descricao: string;
  formaSku: string;
  formaDescricao: string;
  formaStatus: string;
}
export interface ObraData {
  id: number;
  clienteId: number;
  unidadeId: number;
  produtoId: number | null;
  precoCif: number;
  precoFob: number;
  ativo: boolean;
}

/** Everything POST /api/pedidos needs to validate and price a cart, read in one round trip. */
export interface PedidoContext {
  idem: { requestHash: string; rota: string; statusCode: number | null; resposta: unknown } | null;
  cliente: {
    id: number;
    status: string;
    codigo: string;
    loja: string;
    razao: string;
    vendedorId: number | null;
    allowed: boolean;
    linked: boolean;
  } | null;
  unidade: { id: number; descricao: string; empresaCod: string; filialCod: string; ativo: boolean } | null;
  params: Record<string, string>;
  /** Payment methods enabled for the client. */
  formas: number[];
  condicoes: CondicaoData[];
  produtos: ProdutoData[];
  precos: PrecoData[];
  tabelas: TabelaData[];
  obras: ObraData[];
  motoristas: string[];
  veiculos: string[];
  entrega: { codigo: string; loja: string; cgc: string | null; razao: string } | null;
}

const PARAMS = [
  'ALTERA_PRECO_ITEM',
  'CAD_MOTORISTA_CARRINHO',
  'DATA_EMBARQUE',
  'CLIENTES_ENTREGAS',
  'FATOR_MULTI',
  'BLOQUEIA_PEDIDO_SEM_LIMITE',
  'PERMITE_PEDIDO_ACIMA_ESTOQUE',
];

const uniq = <T>(xs: (T | null | undefined)[]) => [
  ...new Set(xs.filter((x): x is T => x !== null && x !== undefined)),
];
const upperPlate = (p: string | null | undefined) => (p ? p.replace(/[-\s]/g, '').toUpperCase() : null);

type ContextSlot =
  | 'uid'
  | 'key'
  | 'cid'
  | 'unidadeId'
  | 'params'
  | 'condIds'
  | 'produtoIds'
  | 'tabelaIds'
  | 'obraIds'
  | 'motoristas'
  | 'placas'
  | 'entregaCodigo'
  | 'entregaLoja';

/**
 * One statement with scalar sub-selects: the stored idempotent answer, the client with the caller's
 * access (the rule of http/scope.ts) and its link to the unit, the parameters, and the products,
 * prices (customer-specific and general), price tables, payment conditions, works, drivers and
 * vehicles the cart refers to, and the delivery customer (only a released delivery customer, the
 * ones GET /clientes/erp/filter?clienteEntrega=S offers: any other client's code is not one). Rendered once per access variant (manager, seller, customer).
 */
function contextStatement(access: (uid: SQL) => SQL) {
  return cachedStatement<ContextSlot>(
    (v) => sql`
    select
      (select json_build_object('requestHash', k.request_hash, 'rota', k.rota, 'statusCode', k.status_code, 'resposta', k.resposta)
         from idempotency_keys k where k.usuario_id = ${v.uid}::int and k.chave = ${v.key}::text) as idem,
      (select json_build_object('id', ${clientes.id}, 'status', ${clientes.status}, 'codigo', ${clientes.codigo}, 'loja', ${clientes.loja},
              'razao', ${clientes.razao}, 'vendedorId', ${clientes.vendedorId}, 'allowed', ${access(v.uid)},
              'linked', exists (select 1 from cliente_unidades cu where cu.cliente_id = ${clientes.id} and cu.unidade_id = ${v.unidadeId}::int))
         from ${clientes} where ${clientes.id} = ${v.cid}::int) as cliente,
      (select json_build_object('id', u.id, 'descricao', u.descricao, 'empresaCod', u.empresa_cod, 'filialCod', u.filial_cod, 'ativo', u.ativo)
         from unidades u where u.id = ${v.unidadeId}::int) as unidade,
      (select json_object_agg(p.nome, p.valor) from parametros p where p.nome = any(${v.params}::text[])) as params,
      (select json_agg(cp.pgto_forma_id) from cliente_pagamentos cp where cp.cliente_id = ${v.cid}::int) as formas,
      (select json_agg(json_build_object('id', pc.id, 'pgtoFormaId', pc.pgto_forma_id, 'sku', pc.sku, 'descricao', pc.descricao,
              'formaSku', pf.sku, 'formaDescricao', pf.descricao, 'formaStatus', pf.status))
         from pagamento_condicoes pc join pagamento_formas pf on pf.id = pc.pgto_forma_id where pc.id = any(${v.condIds}::int[])) as condicoes,
      (select json_agg(json_build_object('id', p.id, 'sku', p.sku, 'descricao', p.descricao, 'um', p.um, 'peso', p.peso,
              'quantMin', p.quant_min, 'multiplo', p.multiplo::float8, 'ativo', p.ativo,
              'estoque', ${estoqueJson(sql`p.id`, sql`${v.unidadeId}::int`)}))
         from produtos p where p.id = any(${v.produtoIds}::int[])) as produtos,
      (select json_agg(json_build_object('produtoId', pr.produto_id, 'tabelaPrecoId', pr.tabela_preco_id, 'clienteId', pr.cliente_id, 'valor', pr.valor))
         from precos pr where pr.produto_id = any(${v.produtoIds}::int[]) and pr.tabela_preco_id = any(${v.tabelaIds}::int[])
          and (pr.cliente_id is null or pr.cliente_id = ${v.cid}::int)) as precos,
      (select json_agg(json_build_object('id', t.id, 'unidadeId', t.unidade_id, 'sku', t.sku, 'descricao', t.descricao, 'ativo', t.ativo))
         from tabelas_preco t where t.id = any(${v.tabelaIds}::int[])) as tabelas,
      (select json_agg(json_build_object('id', o.id, 'clienteId', o.cliente_id, 'unidadeId', o.unidade_id, 'produtoId', o.produto_id,
              'precoCif', o.preco_cif, 'precoFob', o.preco_fob, 'ativo', o.ativo))
         from obras o where o.id = any(${v.obraIds}::int[])) as obras,
      (select json_agg(m.sku) from motoristas m where m.cliente_id = ${v.cid}::int and m.sku = any(${v.motoristas}::text[])) as motoristas,
      (select json_agg(ve.placa) from veiculos ve where ve.cliente_id = ${v.cid}::int and ve.placa = any(${v.placas}::text[])) as veiculos,
      (select json_build_object('codigo', e.codigo, 'loja', e.loja, 'cgc', e.cgc, 'razao', e.razao)
         from clientes e where e.codigo = ${v.entregaCodigo}::text and e.loja = ${v.entregaLoja}::text
          and e.entrega and e.status = 'L') as entrega
  `,
  );
}

// The caller's access to the client, by the same rule as http/scope.ts (the user id is a slot).
const statementFor = perAccessRule(contextStatement);

export async function loadPedidoContext(
  db: Db,
  user: AuthUser,
  body: PedidoCreateBody,
  idemKey: string,
): Promise<PedidoContext> {
  const [r] = await statementFor(user)<Record<string, unknown>>(db, {
    uid: user.id,
    key: idemKey,
    cid: body.clienteId,
    unidadeId: body.unidadeId,
    params: PARAMS,
    condIds: uniq(body.itens.map((i) => i.pagamentoCondicaoId)),
    produtoIds: uniq(body.itens.map((i) => i.produtoId)),
    tabelaIds: uniq(body.itens.map((i) => i.modalidadeId)),
    obraIds: uniq(body.itens.map((i) => (i.isObra ? i.obraId : null))),
    motoristas: uniq(body.itens.map((i) => i.motoristaSku?.trim().toUpperCase() || null)),
    placas: uniq(body.itens.map((i) => upperPlate(i.veiculoPlaca))),
    entregaCodigo: body.clienteEntregaCodigo?.trim() || null,
    entregaLoja: body.clienteEntregaLoja?.trim() || '01',
  });
  const list = <T>(v: unknown) => (v ?? []) as T[];
  return {
    idem: (r.idem ?? null) as PedidoContext['idem'],
    cliente: (r.cliente ?? null) as PedidoContext['cliente'],
    unidade: (r.unidade ?? null) as PedidoContext['unidade'],
    params: (r.params ?? {}) as Record<string, string>,
    formas: list<number>(r.formas),
    condicoes: list<CondicaoData>(r.condicoes),
    produtos: list<ProdutoData>(r.produtos).map((p) => ({ ...p, estoque: lerEstoque(p.estoque) })),
    precos: list<PrecoData>(r.precos),
    tabelas: list<TabelaData>(r.tabelas),
    obras: list<ObraData>(r.obras),
    motoristas: list<string>(r.motoristas),
    veiculos: list<string>(r.veiculos),
    entrega: (r.entrega ?? null) as PedidoContext['entrega'],
  };
}
