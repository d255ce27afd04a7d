import { isValidAccessKey, parseAccessKey } from '@portal/shared/fiscal/nfe';
import type { BatchResult, NotaItem } from '@portal/shared/schemas/integracao';
import { parseNfeXml, type NfeData } from '../documents/nfe/parse';
import { notasFiscais } from '../db/schema';
import {
  BatchCounter,
  BatchErrors,
  ERP_MSG,
  ErpKeys,
  cents,
  inTransaction,
  upsertRow,
  type ErpContext,
} from './common';

/** Authorization statuses of an NF-e that may be stored (100 authorized, 150 authorized late). */
const AUTHORIZED = new Set(['100', '150']);

export interface NotaXmlFacts {
  doc: string;
  serie: string;
  emissao: Date;
  valbrut: number;
  protocolo: string;
  emitCnpj: string;
}

/**
 * Checks an authorized nfeProc against its key: the XML parses, it is an NF-e 4.00 with protNFe
 * (cStat 100/150), infNFe/@Id and protNFe/infProt/chNFe equal the key, the key's DV is right and
 * ide/cNF, ide/cDV, nNF and série are the key's. Returns the facts stored beside the XML, or the
 * field and message of the first problem.
 */
export function checkNfeXml(
  chave: string,
  xml: string,
): { ok: true; facts: NotaXmlFacts } | { ok: false; field: 'chave' | 'xml'; message: string } {
  if (!isValidAccessKey(chave))
    return { ok: false, field: 'chave', message: 'chave de acesso com DV incorreto.' };
  let nfe: NfeData;
  try {
    nfe = parseNfeXml(xml);
  } catch (err) {
    return { ok: false, field: 'xml', message: (err as Error).message };
  }
  if (!nfe.prot)
    return { ok: false, field: 'xml', message: 'XML sem protocolo de autorização (nfeProc/protNFe).' };
  if (nfe.prot.chNFe !== chave)
    return {
      ok: false,
      field: 'chave',
      message: `difere da chave do XML (protNFe/infProt/chNFe ${nfe.prot.chNFe || 'ausente'}).`,
    };
  if (nfe.chave !== chave)
    return { ok: false, field: 'xml', message: 'infNFe/@Id difere da chave do protocolo.' };
  if (!AUTHORIZED.has(nfe.prot.cStat))
    return {
      ok: false,
      field: 'xml',
      message: `NF-e não autorizada (cStat ${nfe.prot.cStat || 'ausente'}).`,
    };
  if (nfe.versao !== '4.00')
    return {
      ok: false,
      field: 'xml',
      message: `versão do leiaute não suportada (${nfe.versao || 'ausente'}); esperada 4.00.`,
    };
  const key = parseAccessKey(chave)!;
  const ide = nfe.ide;
  if (ide.cNF !== key.cNF || Number(ide.cDV) !== key.cDV)
    return { ok: false, field: 'xml', message: 'ide/cNF ou ide/cDV difere da chave.' };
  if (Number(ide.nNF) !== key.nNF || Number(ide.serie) !== key.serie)
    return { ok: false, field: 'xml', message: 'ide/nNF ou ide/serie difere da chave.' };
  const emissao = new Date(ide.dhEmi);
  if (Number.isNaN(emissao.getTime()) || emissao.getUTCFullYear() < 2006 || emissao.getUTCFullYear() > 2999) {
    return { ok: false, field: 'xml', message: 'ide/dhEmi inválido.' };
  }
  if (!/^\d{15}$/.test(nfe.prot.nProt))
    return { ok: false, field: 'xml', message: 'protNFe/infProt/nProt inválido (15 dígitos).' };
  if (!Number.isFinite(nfe.total.vNF) || nfe.total.vNF < 0 || nfe.total.vNF >= 1e13)
    return { ok: false, field: 'xml', message: 'total/ICMSTot/vNF inválido.' };
  return {
    ok: true,
    facts: {
      doc: String(key.nNF).padStart(9, '0'),
      serie: String(key.serie),
      emissao,
      valbrut: cents(nfe.total.vNF),
      protocolo: nfe.prot.nProt,
      emitCnpj: nfe.emit.CNPJ,
    },
  };
}

/**
 * Invoices by access key, with their authorized XML (stored as sent). The unit's CNPJ, when
 * known, must be the emitter's; the customer and the optional portal order must exist.
 */
export async function upsertNotas(ctx: ErpContext, itens: NotaItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const errors = new BatchErrors();
    const rows: (typeof notasFiscais.$inferInsert)[] = [];
    for (const [i, it] of itens.entries()) {
      const unit = await keys.unit(it.empresa, it.filial);
      if (!unit) errors.item(i, 'empresa', ERP_MSG.unitNotFound);
      const clienteId = await keys.cliente(it.codigo, it.loja);
      if (!clienteId) errors.item(i, 'codigo', ERP_MSG.customerNotFound);
      let pedidoId: number | null = null;
      if (it.pedidoRef && unit) {
        const p = await keys.pedido(it.pedidoRef, unit.id);
        if (!p) errors.item(i, 'pedidoRef', ERP_MSG.orderNotFound);
        pedidoId = p?.id ?? null;
      }
      const checked = checkNfeXml(it.chave, it.xml);
      if (!checked.ok) {
        errors.item(i, checked.field, checked.message);
        continue;
      }
      if (unit?.cnpj && checked.facts.emitCnpj !== unit.cnpj)
        errors.item(i, 'xml', `CNPJ do emitente (${checked.facts.emitCnpj}) difere do CNPJ da unidade.`);
      if (unit && clienteId) {
        const { emitCnpj: _emit, ...facts } = checked.facts;
        rows.push({ clienteId, unidadeId: unit.id, pedidoId, chave: it.chave, xml: it.xml, ...facts });
      }
    }
    errors.throwIfAny();
    const counter = new BatchCounter();
    for (const row of rows) {
      const r = await upsertRow(db, notasFiscais, [notasFiscais.chave], row, {
        clienteId: row.clienteId,
        unidadeId: row.unidadeId,
        pedidoId: row.pedidoId,
        doc: row.doc,
        serie: row.serie,
        emissao: row.emissao,
        valbrut: row.valbrut,
        protocolo: row.protocolo,
        xml: row.xml,
      });
      counter.count(r.outcome);
    }
    return counter.result();
  });
}
