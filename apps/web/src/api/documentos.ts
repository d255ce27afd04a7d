// The customer's documents, saved through the client's download helper (which sends the token,
// saves the file with the server's name and shows a non-200 answer's message as 'Atenção:' for 8 s).
import { download } from './client';

/** The user and branch every document call repeats (?user&emp&fil). */
export interface DocumentOwner {
  user: number;
  emp: string;
  fil: string;
}

/** GET /boletos/geraBoletoCliente?user&emp&fil&numBol&prefixo&parcela: the boleto PDF, saved. */
export function baixarBoleto(o: DocumentOwner, t: { titulo: string; prefixo: string; parcela: string }) {
  return download('/boletos/geraBoletoCliente', {
    query: { ...o, numBol: t.titulo, prefixo: t.prefixo, parcela: t.parcela },
  });
}

/** GET /nfe/geraDanfeSimplesClinte?user&emp&fil&doc&serie: the DANFE PDF, saved. */
export function baixarDanfe(o: DocumentOwner, n: { doc: string; serie: string }) {
  return download('/nfe/geraDanfeSimplesClinte', { query: { ...o, doc: n.doc, serie: n.serie } });
}

/** GET /nfe/geraXMLClinte?user&emp&fil&doc&serie: the authorized XML, saved. */
export function baixarXml(o: DocumentOwner, n: { doc: string; serie: string }) {
  return download('/nfe/geraXMLClinte', { query: { ...o, doc: n.doc, serie: n.serie } });
}
