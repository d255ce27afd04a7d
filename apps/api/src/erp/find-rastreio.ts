import { asc, eq } from 'drizzle-orm';
import { isValidAccessKey } from '@portal/shared/fiscal/nfe';
import { MSG } from '@portal/shared/messages';
import type { RastreioResponse } from '@portal/shared/schemas/integracao';
import { parseNfeXml } from '../documents/nfe/parse';
import { clientes, notasFiscais, pedidos, rastreioEventos } from '../db/schema';
import { brDateTime, type ErpContext } from './common';

export const RASTREIO_MSG = {
  found: 'Documento localizado com sucesso.',
  notFound: 'Nenhum documento localizado para a chave informada.',
  invalidKey: 'Chave NF-e inválida.',
} as const;

/**
 * The carriers' tracking answer for an NF-e key (docs/product/documentos-fiscais.md §4), from the tracking
 * events the ERP or the demo ERP recorded and the invoice and order behind the key. Events oldest first.
 */
export async function findRastreio(ctx: Pick<ErpContext, 'db'>, chaveNfe: string): Promise<RastreioResponse> {
  const chave = (chaveNfe ?? '').replace(/\s/g, '').toUpperCase();
  if (!chave) return { success: false, message: MSG.nfeKeyMissing };
  if (!isValidAccessKey(chave)) return { success: false, message: RASTREIO_MSG.invalidKey };
  const eventos = await ctx.db
    .select()
    .from(rastreioEventos)
    .where(eq(rastreioEventos.chave, chave))
    .orderBy(asc(rastreioEventos.dataHora), asc(rastreioEventos.id));
  if (eventos.length === 0) return { success: false, message: RASTREIO_MSG.notFound };
  const [nota] = await ctx.db
    .select({ doc: notasFiscais.doc, xml: notasFiscais.xml, razao: clientes.razao, ref: pedidos.ref })
    .from(notasFiscais)
    .innerJoin(clientes, eq(clientes.id, notasFiscais.clienteId))
    .leftJoin(pedidos, eq(pedidos.id, notasFiscais.pedidoId))
    .where(eq(notasFiscais.chave, chave))
    .limit(1);
  let remetente = '';
  let destinatario = nota?.razao ?? '';
  if (nota) {
    try {
      const nfe = parseNfeXml(nota.xml);
      remetente = nfe.emit.xNome;
      destinatario = nfe.dest.xNome || destinatario;
    } catch {
      // A stored XML always parsed when it came in; keep the header partial rather than fail.
    }
  }
  return {
    success: true,
    message: RASTREIO_MSG.found,
    documento: {
      header: {
        remetente,
        destinatario,
        nro_nf: nota ? String(Number(nota.doc)) : String(Number(chave.slice(25, 34))),
        pedido: nota?.ref ?? '',
      },
      tracking: eventos.map((e) => ({
        data_hora: brDateTime(e.dataHora),
        dominio: e.dominio,
        filial: e.filial,
        cidade: e.cidade,
        ocorrencia: e.ocorrencia,
        descricao: e.descricao,
        tipo: e.tipo,
        data_hora_efetiva: brDateTime(e.dataHora),
        nome_recebedor: e.nomeRecebedor,
        nro_doc_recebedor: e.nroDocRecebedor,
      })),
    },
  };
}
