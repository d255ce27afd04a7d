import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES } from '@portal/shared/constants';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import type { Db } from '../../db/client';
import {
  clientes,
  notasFiscais,
  obras,
  pedidoItemUpdates,
  pedidoItens,
  pedidoStatusHistorico,
  pedidos,
  titulos,
  unidades,
  usuarios,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { spDay, ymd } from './dates';
import { pedidoAccessCondition } from './pedido-access';

const STATUS_LABEL = new Map<number, string>(ORDER_STATUSES.map((s) => [s.id, s.label]));
export const statusDesc = (id: number) => STATUS_LABEL.get(id) ?? String(id);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order header with its unit and client, if the caller may see it. */
export async function findPedidoHeader(db: Db, user: AuthUser, where: SQL) {
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
    })
    .from(pedidos)
    .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
    .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
    .leftJoin(usuarios, eq(usuarios.id, pedidos.usuarioId))
    .where(and(where, pedidoAccessCondition(user)))
    .limit(1);
  return row ?? null;
}

/** The full Order entity of spec 01 §3 (items with their ERP updates, history, invoices, titles). */
export async function findPedido(db: Db, user: AuthUser, where: SQL, now: Date): Promise<Pedido | null> {
  const h = await findPedidoHeader(db, user, where);
  if (!h) return null;
  const p = h.pedido;
  const [itens, updates, historico, notas, tits] = await Promise.all([
    db
      .select({ item: pedidoItens, obraNome: obras.nome })
      .from(pedidoItens)
      .leftJoin(obras, eq(obras.id, pedidoItens.obraId))
      .where(eq(pedidoItens.pedidoId, p.id))
      .orderBy(asc(pedidoItens.item)),
    db
      .select({ u: pedidoItemUpdates })
      .from(pedidoItemUpdates)
      .innerJoin(pedidoItens, eq(pedidoItens.id, pedidoItemUpdates.pedidoItemId))
      .where(eq(pedidoItens.pedidoId, p.id))
      .orderBy(asc(pedidoItemUpdates.datacad), asc(pedidoItemUpdates.id)),
    db
      .select({ h: pedidoStatusHistorico, usuarioNome: usuarios.nome })
      .from(pedidoStatusHistorico)
      .leftJoin(usuarios, eq(usuarios.id, pedidoStatusHistorico.usuarioId))
      .where(eq(pedidoStatusHistorico.pedidoId, p.id))
      .orderBy(asc(pedidoStatusHistorico.createdDate), asc(pedidoStatusHistorico.id)),
    db
      .select({
        emissao: notasFiscais.emissao,
        doc: notasFiscais.doc,
        serie: notasFiscais.serie,
        chave: notasFiscais.chave,
        valbrut: notasFiscais.valbrut,
      })
      .from(notasFiscais)
      .where(eq(notasFiscais.pedidoId, p.id))
      .orderBy(asc(notasFiscais.emissao), asc(notasFiscais.doc)),
    db
      .select()
      .from(titulos)
      .where(eq(titulos.pedidoId, p.id))
      .orderBy(asc(titulos.titulo), asc(titulos.parcela)),
  ]);
  const today = spDay(now);
  return {
    id: p.id,
    ref: p.ref,
    statusId: p.statusId,
    status: p.statusId,
    statusDesc: statusDesc(p.statusId),
    emissao: p.emissao.toISOString(),
    total: p.total,
    qtdItens: p.qtdItens,
    qtdPeso: p.qtdPeso,
    unidadeId: p.unidadeId,
    unidadeDesc: `${h.unidade.empresaCod}/${h.unidade.filialCod}`,
    unidadeDescricao: h.unidade.descricao,
    empresaCod: h.unidade.empresaCod,
    filialCod: h.unidade.filialCod,
    clienteId: p.clienteId,
    clienteCodigo: h.cliente.codigo,
    clienteLoja: h.cliente.loja,
    clienteRazao: h.cliente.razao,
    clienteCgc: h.cliente.cgc,
    clienteEntregaCodigo: p.clienteEntregaCodigo,
    clienteEntregaLoja: p.clienteEntregaLoja,
    clienteEntregaCgc: p.clienteEntregaCgc,
    clienteEntregaDescricao: p.clienteEntregaDescricao,
    obsnf: p.obsnf,
    usuarioId: p.usuarioId,
    usuarioNome: h.usuarioNome,
    vendedorId: p.vendedorId,
    message: p.message,
    log: p.log,
    itens: itens.map(({ item: i, obraNome }) => ({
      id: i.id,
      item: i.item,
      statusId: i.statusId,
      statusDesc: statusDesc(i.statusId),
      produtoId: i.produtoId,
      produtoSku: i.produtoSku,
      produtoDesc: i.produtoDesc,
      produtoUM: i.produtoUM,
      produtoPesoUnit: i.produtoPesoUnit,
      produtoQuant: i.produtoQuant,
      produtoValorUnit: i.produtoValorUnit,
      produtoValorTotal: i.produtoValorTotal,
      isObra: i.isObra,
      obraId: i.obraId,
      obraNome: obraNome ?? null,
      modalidadeId: i.modalidadeId,
      modalidadeSku: i.modalidadeSku,
      pagamentoFormaId: i.pagamentoFormaId,
      pagamentoFormaSku: i.pagamentoFormaSku,
      pagamentoFormaDescricao: i.pagamentoFormaDescricao,
      pagamentoCondicaoId: i.pagamentoCondicaoId,
      pagamentoCondicaoSku: i.pagamentoCondicaoSku,
      pagamentoCondicaoDescricao: i.pagamentoCondicaoDescricao,
      motoristaSku: i.motoristaSku,
      veiculoPlaca: i.veiculoPlaca,
      fobVeiculoModelo: i.fobVeiculoModelo,
      fobVeiculoMarca: i.fobVeiculoMarca,
      fobVeiculoPlaca: i.fobVeiculoPlaca,
      fobVeiculoPlacaCarreta: i.fobVeiculoPlacaCarreta,
      fobMotoristaNome: i.fobMotoristaNome,
      fobMotoristaCpf: i.fobMotoristaCpf,
      fobEmpresaNome: i.fobEmpresaNome,
      fobCompradorNome: i.fobCompradorNome,
      dataEmbarque: i.dataEmbarque,
      updates: updates
        .filter(({ u }) => u.pedidoItemId === i.id)
        .map(({ u }) => ({
          datacad: u.datacad.toISOString(),
          agendamento: iso(u.agendamento),
          ordemcarreg: u.ordemcarreg,
          nota1: u.nota1,
          serie1: u.serie1,
          chave1: u.chave1,
          nota2: u.nota2,
          serie2: u.serie2,
          chave2: u.chave2,
        })),
    })),
    historico: historico.map(({ h: x, usuarioNome }) => ({
      statusId: x.statusId,
      statusDesc: statusDesc(x.statusId),
      observacao: x.observacao,
      origem: x.origem,
      usuarioNome: usuarioNome ?? null,
      createdDate: x.createdDate.toISOString(),
    })),
    notas: notas.map((n) => ({
      emissao: n.emissao.toISOString(),
      documento: n.doc,
      serie: n.serie,
      chave: n.chave,
      valbrut: n.valbrut,
    })),
    titulos: tits.map((t) => ({
      emissao: ymd(t.emissao),
      titulo: t.titulo,
      prefixo: t.prefixo,
      parcela: t.parcela,
      vencimento: ymd(t.vencrea),
      vencrea: ymd(t.vencrea),
      baixa: t.baixa ? ymd(t.baixa) : null,
      valor: t.valor,
      valor_ori: t.valorOri,
      saldo: t.saldo,
      numero_conta: t.numeroConta,
      situacao: t.saldo <= 0 ? 'QUITADO' : t.vencrea < today ? 'VENCIDO' : 'EMDIA',
    })),
  };
}

export const byId = (id: number) => eq(pedidos.id, id);

/** By reference and unit (GET /api/pedidos/ref/{ref}). */
export const byRef = (ref: string, unidadeId: number) =>
  and(eq(pedidos.ref, ref), eq(pedidos.unidadeId, unidadeId))!;
