// Pix BR Code ("copia e cola"): build, parse and check. docs/product/documentos-fiscais.md §5.
//
// A payload is a string of TLV fields: ID (2 digits) + length (2 digits, 01–99) + value, ASCII only.
// `00` comes first and `63` (CRC-16/CCITT-FALSE over everything up to and including `6304`) last;
// templates 26 (Pix account) and 62 (additional data) nest TLVs in their value. The portal builds
// static payloads (key + amount + txid) and checks the ones the ERP sends (usually dynamic: a
// location URL in 26-25 and txid '***'). Fields it does not use (80, Pix Automático…) are accepted.

/** The longest payload the portal stores (a bank's dynamic payload fits well within). */
export const PIX_PAYLOAD_MAX = 512;
export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_NOME_MAX = 25;
export const PIX_CIDADE_MAX = 15;
export const PIX_CHAVE_MAX = 77;
export const PIX_TXID_MAX = 25;

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor; 4 hex digits. */
export function crc16Pix(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let b = 0; b < 8; b++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Accents out, then only printable ASCII (the payload is counted in bytes = characters). */
export function asciiPix(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

function tlv(id: string, value: string): string {
  if (value.length < 1 || value.length > 99)
    throw new RangeError(`Campo ${id} do Pix com ${value.length} caracteres.`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** The txid a static payload may carry: up to 25 of [A-Za-z0-9] ('***' when none). */
export function txidPix(text: string): string {
  const clean = text.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX);
  return clean === '' ? '***' : clean;
}

/** Amount as the BR Code writes it: dot decimal, two places, no thousands separator. */
export function valorPix(centavos: number): string {
  if (!Number.isInteger(centavos) || centavos <= 0) throw new RangeError('Valor do Pix inválido.');
  return (centavos / 100).toFixed(2);
}

export interface PixEstatico {
  /** The receiver's Pix key (CNPJ, e-mail, phone +55…, or random key), ≤ 77. */
  chave: string;
  /** Receiver name, cut to 25 after accents are removed. */
  nome: string;
  /** Receiver city, cut to 15 after accents are removed. */
  cidade: string;
  /** Amount in centavos (> 0). */
  valorCentavos: number;
  /** Identifies what is paid (a título, an intent); cut to 25 alphanumerics. */
  txid: string;
}

/** A static BR Code for one amount: one function for the boleto, the dialog and payment intents. */
export function buildPixEstatico(p: PixEstatico): string {
  const chave = p.chave.trim();
  if (chave === '' || chave.length > PIX_CHAVE_MAX) throw new RangeError('Chave Pix inválida.');
  const nome = asciiPix(p.nome).slice(0, PIX_NOME_MAX).trim();
  const cidade = asciiPix(p.cidade).slice(0, PIX_CIDADE_MAX).trim();
  if (nome === '' || cidade === '')
    throw new RangeError('Nome e cidade do recebedor do Pix são obrigatórios.');
  const body =
    tlv('00', '01') +
    tlv('26', tlv('00', PIX_GUI) + tlv('01', chave)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', valorPix(p.valorCentavos)) +
    tlv('58', 'BR') +
    tlv('59', nome) +
    tlv('60', cidade) +
    tlv('62', tlv('05', txidPix(p.txid))) +
    '6304';
  return body + crc16Pix(body);
}

export interface CampoPix {
  id: string;
  value: string;
}

/** Splits one level of TLV; null when the text is not a well-formed sequence of fields. */
export function splitTlv(text: string): CampoPix[] | null {
  const out: CampoPix[] = [];
  let i = 0;
  while (i < text.length) {
    const head = text.slice(i, i + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const len = Number(head.slice(2));
    if (len < 1 || i + 4 + len > text.length) return null;
    out.push({ id: head.slice(0, 2), value: text.slice(i + 4, i + 4 + len) });
    i += 4 + len;
  }
  return out;
}

export interface PixLido {
  /** 'estatico' (a key in 26-01) or 'dinamico' (a location in 26-25). */
  tipo: 'estatico' | 'dinamico';
  chave?: string;
  location?: string;
  /** Amount in centavos when field 54 is present. */
  valorCentavos?: number;
  nome: string;
  cidade: string;
  txid?: string;
  crc: string;
}

/** Which part of a payload is wrong, for the pt-BR message. */
export type PixErro =
  | 'vazio'
  | 'longo'
  | 'caracteres'
  | 'estrutura'
  | 'formato'
  | 'crc'
  | 'gui'
  | 'moeda'
  | 'pais'
  | 'valor'
  | 'nome'
  | 'cidade'
  | 'txid';

/** What each error says to whoever sent the payload (the ERP's field message names the part). */
export const PIX_ERRO_TEXTO: Record<PixErro, string> = {
  vazio: 'código Pix vazio',
  longo: `código Pix com mais de ${PIX_PAYLOAD_MAX} caracteres`,
  caracteres: 'código Pix com caracteres fora do padrão (somente ASCII)',
  estrutura: 'código Pix mal formado (campos ID-tamanho-valor)',
  formato: 'código Pix sem o indicador de formato 01 no início',
  crc: 'código Pix com CRC (campo 63) que não confere',
  gui: 'código Pix sem a conta Pix br.gov.bcb.pix (campo 26)',
  moeda: 'código Pix com moeda diferente de 986 (campo 53)',
  pais: 'código Pix com país diferente de BR (campo 58)',
  valor: 'código Pix com valor (campo 54) inválido',
  nome: 'código Pix sem nome do recebedor (campo 59)',
  cidade: 'código Pix sem cidade do recebedor (campo 60)',
  txid: 'código Pix com identificador (campo 62-05) inválido',
};

export type PixResultado = { ok: true; pix: PixLido } | { ok: false; erro: PixErro };

/** Parses and checks a payload: structure, CRC, GUI, currency, country, amount, name and city. */
export function parsePix(payload: string): PixResultado {
  const fail = (erro: PixErro): PixResultado => ({ ok: false, erro });
  if (payload.length === 0) return fail('vazio');
  if (payload.length > PIX_PAYLOAD_MAX) return fail('longo');
  if (!/^[\x20-\x7e]+$/.test(payload)) return fail('caracteres');
  const fields = splitTlv(payload);
  if (!fields || fields.length < 2) return fail('estrutura');
  if (fields[0]!.id !== '00' || fields[0]!.value !== '01') return fail('formato');
  const last = fields[fields.length - 1]!;
  if (last.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) return fail('crc');
  if (crc16Pix(payload.slice(0, -4)) !== last.value.toUpperCase()) return fail('crc');
  const get = (id: string) => fields.find((f) => f.id === id)?.value;
  const conta = get('26');
  const sub = conta ? splitTlv(conta) : null;
  if (!sub || sub.find((f) => f.id === '00')?.value.toLowerCase() !== PIX_GUI) return fail('gui');
  const chave = sub.find((f) => f.id === '01')?.value;
  const location = sub.find((f) => f.id === '25')?.value;
  if (!chave && !location) return fail('gui');
  if (get('53') !== '986') return fail('moeda');
  if (get('58') !== 'BR') return fail('pais');
  const valor = get('54');
  let valorCentavos: number | undefined;
  if (valor !== undefined) {
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(valor) || valor.length > 13) return fail('valor');
    valorCentavos = Math.round(Number(valor) * 100);
    if (valorCentavos <= 0) return fail('valor');
  }
  const nome = get('59');
  if (!nome || nome.length > PIX_NOME_MAX) return fail('nome');
  const cidade = get('60');
  if (!cidade || cidade.length > PIX_CIDADE_MAX) return fail('cidade');
  let txid: string | undefined;
  const adicional = get('62');
  if (adicional !== undefined) {
    const extra = splitTlv(adicional);
    if (!extra) return fail('estrutura');
    txid = extra.find((f) => f.id === '05')?.value;
    if (txid !== undefined && txid !== '***' && !/^[A-Za-z0-9]{1,35}$/.test(txid)) return fail('txid');
  }
  return {
    ok: true,
    pix: {
      tipo: location ? 'dinamico' : 'estatico',
      ...(chave ? { chave } : {}),
      ...(location ? { location } : {}),
      ...(valorCentavos !== undefined ? { valorCentavos } : {}),
      nome,
      cidade,
      ...(txid !== undefined ? { txid } : {}),
      crc: last.value.toUpperCase(),
    },
  };
}
