// The demo ERP's "boleto com Pix" (docs/product/documentos-fiscais.md §5): the dynamic BR Code a bank
// returns when it registers a boleto, in shape only. The location is on a demo PSP host that serves
// nothing (a payer's app would find no charge there), the txid is '***' as in every dynamic code, and
// the CRC is right, so the portal stores, checks and prints it as it would a real bank's.
import { createHash } from 'node:crypto';
import { PIX_GUI, asciiPix, crc16Pix, valorPix } from '@portal/shared/fiscal/pix';

/** The demo PSP's host; no such service exists. */
export const DEMO_PSP_HOST = 'pix.demo-psp.example';

const tlv = (id: string, value: string) => id + String(value.length).padStart(2, '0') + value;

/**
 * A dynamic-style Pix of a demo título: 26-25 `pix.demo-psp.example/qr/v2/<32 hex>` (the hex a hash of
 * `ref`, so a título keeps its code across runs), txid '***', field 54 only when `valorCentavos` is given.
 */
export function pixDinamicoDemo(p: {
  ref: string;
  nome: string;
  cidade: string;
  valorCentavos?: number;
}): string {
  const id = createHash('sha256').update(`pix-demo:${p.ref}`).digest('hex').slice(0, 32);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', PIX_GUI) + tlv('25', `${DEMO_PSP_HOST}/qr/v2/${id}`)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (p.valorCentavos ? tlv('54', valorPix(p.valorCentavos)) : '') +
    tlv('58', 'BR') +
    tlv('59', asciiPix(p.nome).slice(0, 25).trim()) +
    tlv('60', asciiPix(p.cidade).slice(0, 15).trim()) +
    tlv('62', tlv('05', '***')) +
    '6304';
  return body + crc16Pix(body);
}
