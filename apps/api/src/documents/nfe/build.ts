// NF-e layout 4.00 (docs/product/documentos-fiscais.md §2): writes an authorized-style nfeProc document. A
// careful string writer rather than a generic XML builder: the bytes of infNFe are also its canonical
// (inclusive C14N) form, which a generic builder would not keep (it escapes quotes in text).
//
// Signing: a real NF-e is signed (xmldsig, RSA-SHA1) with the emitter's ICP-Brasil certificate.
// The demo ERP has none, so the document is issued in homologation (tpAmb 2) and says so in
// infCpl; the Signature element has the real structure and a real DigestValue (SHA-1, base64, of
// the inclusive-C14N form of infNFe, which this writer produces byte for byte), while
// SignatureValue and X509Certificate are left empty.
import { createHash } from 'node:crypto';
import { buildAccessKey, parseAccessKey, UF_CODES, type Uf } from '@portal/shared/fiscal/nfe';
import { escapeXmlAttr, escapeXmlText } from './canonical';

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
const DSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const VERSAO = '4.00';

// ---------------------------------------------------------------- input

export interface NfeEndereco {
  xLgr: string;
  nro: string;
  xCpl?: string | null;
  xBairro: string;
  /** IBGE municipality code, 7 digits. */
  cMun: string;
  xMun: string;
  UF: string;
  CEP: string;
  fone?: string | null;
}

export interface NfeEmitente {
  CNPJ: string;
  xNome: string;
  xFant?: string | null;
  ender: NfeEndereco;
  IE: string;
  /** 1 Simples Nacional, 2 Simples excess, 3 regime normal. */
  CRT: 1 | 2 | 3;
}

export interface NfeDestinatario {
  CNPJ?: string | null;
  CPF?: string | null;
  xNome: string;
  ender: NfeEndereco;
  /** 1 ICMS taxpayer, 2 exempt, 9 non-taxpayer. */
  indIEDest: 1 | 2 | 9;
  IE?: string | null;
  email?: string | null;
}

export interface NfeItemInput {
  cProd: string;
  /** GTIN or 'SEM GTIN'. */
  cEAN?: string;
  xProd: string;
  NCM: string;
  CFOP: string;
  uCom: string;
  qCom: number;
  /** Unit price, cent precision. */
  vUnCom: number;
  /** Origin of the goods (0 national). */
  orig?: number;
  /** ICMS rate in percent (CST 00, base = item value). */
  pICMS: number;
  /**
   * IPI rate in percent, for an emitter that is an IPI taxpayer (industrial or equiparado): the item
   * gets IPITrib CST 50. Absent = no IPI group: a wholesaler that resells goods bought from third
   * parties and is not equiparado a industrial is not an IPI taxpayer (the demo distributor).
   */
  pIPI?: number;
  /** PIS and COFINS rates in percent (CST 01, non-cumulative: 1.65 and 7.6 by default). */
  pPIS?: number;
  pCOFINS?: number;
}

export interface NfeVolume {
  /** Number of volumes; absent for bulk goods (esp 'A GRANEL'). */
  qVol?: number | null;
  esp: string;
  marca?: string | null;
  nVol?: string | null;
  pesoL: number;
  pesoB: number;
}

/**
 * Units of goods shipped loose in the truck body (sand, gravel, crushed stone): cubic metres and
 * tons. Such goods are declared 'A GRANEL' without a number of volumes.
 */
export const BULK_UNITS: ReadonlySet<string> = new Set(['M3', 'TON', 'TL', 'TN', 'T']);
export const isBulkUnit = (uCom: string) => BULK_UNITS.has(uCom.trim().toUpperCase());

/**
 * The transp/vol groups of an invoice's items: bulk goods (BULK_UNITS) as one 'A GRANEL' group
 * with their weight and no qVol; packed goods as one group counting their units ('SACOS' when all
 * are bags, otherwise 'VOLUMES'). Weights in kg; gross = net + 1 %.
 */
export function volumesOf(itens: { uCom: string; qCom: number; pesoKg: number }[]): NfeVolume[] {
  const gross = (kg: number) => Math.round(kg * 1.01 * 1000) / 1000;
  const net = (list: typeof itens) =>
    Math.round(list.reduce((s, it) => s + it.qCom * it.pesoKg, 0) * 1000) / 1000;
  const bulk = itens.filter((it) => isBulkUnit(it.uCom));
  const packed = itens.filter((it) => !isBulkUnit(it.uCom));
  const vols: NfeVolume[] = [];
  if (bulk.length) {
    const pesoL = net(bulk);
    vols.push({ esp: 'A GRANEL', pesoL, pesoB: gross(pesoL) });
  }
  if (packed.length) {
    const pesoL = net(packed);
    vols.push({
      qVol: Math.max(1, Math.round(packed.reduce((s, it) => s + it.qCom, 0))),
      esp: packed.every((it) => it.uCom.trim().toUpperCase() === 'SC') ? 'SACOS' : 'VOLUMES',
      marca: 'DIVERSAS',
      pesoL,
      pesoB: gross(pesoL),
    });
  }
  return vols;
}

export interface NfeDuplicata {
  nDup: string;
  /** 'YYYY-MM-DD'. */
  dVenc: string;
  vDup: number;
}

export interface NfeInput {
  /** 8-digit random code (≠ nNF). */
  cNF: string;
  serie: number;
  nNF: number;
  dhEmi: Date;
  dhSaiEnt?: Date;
  natOp?: string;
  /** 0 entrada, 1 saída. */
  tpNF?: 0 | 1;
  emit: NfeEmitente;
  dest: NfeDestinatario;
  itens: NfeItemInput[];
  /** 0 CIF (sender), 1 FOB (recipient), 9 no transport. */
  modFrete: 0 | 1 | 9;
  transporta?: {
    CNPJ?: string | null;
    CPF?: string | null;
    xNome: string;
    IE?: string | null;
    xEnder?: string | null;
    xMun?: string | null;
    UF?: string | null;
  };
  veicTransp?: { placa: string; UF: string; RNTC?: string | null };
  /** Volumes: one group or several (bulk goods and packed goods of one invoice). */
  vol?: NfeVolume | NfeVolume[];
  /** Payment (pag/detPag); default: boleto (15) on credit with duplicatas, otherwise 90 no payment. */
  pagamento?: { indPag: 0 | 1; tPag: string };
  /** Invoice and installments (the boletos); their sum must equal the invoice total. */
  fatura?: { nFat: string; duplicatas: NfeDuplicata[] };
  /** Extra text for infCpl (the homologation notice is always added). */
  infCpl?: string | null;
  protocolo: { nProt: string; dhRecbto: Date; verAplic?: string };
  verProc?: string;
}

export interface BuiltNfe {
  xml: string;
  chave: string;
  /** Invoice total (vNF). */
  vNF: number;
  /** DigestValue of infNFe (also protNFe/digVal). */
  digVal: string;
}

// ---------------------------------------------------------------- writer helpers

/** NF-e text fields: no leading/trailing or repeated white space. */
const clean = (v: string) => v.replace(/\s+/g, ' ').trim();

type Content = string | number | null | undefined | false | Content[];

/** An element; null/undefined/empty content omits it (optional groups). Arrays are child elements. */
function e(name: string, content: Content, attrs?: Record<string, string>): string {
  if (content === null || content === undefined || content === false) return '';
  const a = attrs
    ? Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeXmlAttr(v)}"`)
        .join('')
    : '';
  let inner: string;
  if (Array.isArray(content)) inner = flatten(content);
  else if (typeof content === 'number') inner = String(content);
  else inner = escapeXmlText(clean(content));
  if (inner === '' && !Array.isArray(content)) return '';
  return `<${name}${a}>${inner}</${name}>`;
}

function flatten(c: Content[]): string {
  return c.map((x) => (Array.isArray(x) ? flatten(x) : typeof x === 'string' ? x : '')).join('');
}

/** Element that is written even when empty (xmldsig placeholders). */
const eEmpty = (name: string, attrs?: Record<string, string>, inner = '') =>
  `<${name}${
    attrs
      ? Object.entries(attrs)
          .map(([k, v]) => ` ${k}="${escapeXmlAttr(v)}"`)
          .join('')
      : ''
  }>${inner}</${name}>`;

const cents = (v: number) => Math.round(v * 100);
const money = (c: number) => (c / 100).toFixed(2);
const dec = (v: number, places: number) => v.toFixed(places);
/** Rate in hundredths of a percent (18 -> 1800, 1.65 -> 165). */
const bp = (p: number) => Math.round(p * 100);
/** Tax in cents of a base in cents at a rate in basis points of a percent. */
const tax = (baseCents: number, rateBp: number) => Math.round((baseCents * rateBp) / 10000);

/** 'YYYY-MM-DDTHH:mm:ss-03:00' (Brasília, no daylight saving since 2019). */
export function brDateTime(d: Date): string {
  const s = new Date(d.getTime() - 3 * 3600_000).toISOString();
  return `${s.slice(0, 19)}-03:00`;
}

const onlyDigits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
const docDigits = (v: string | null | undefined) => (v ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

function endereco(tag: string, a: NfeEndereco): string {
  return e(tag, [
    e('xLgr', a.xLgr),
    e('nro', a.nro || 'S/N'),
    e('xCpl', a.xCpl),
    e('xBairro', a.xBairro),
    e('cMun', a.cMun),
    e('xMun', a.xMun),
    e('UF', a.UF),
    e('CEP', onlyDigits(a.CEP)),
    e('cPais', '1058'),
    e('xPais', 'BRASIL'),
    e('fone', onlyDigits(a.fone) || null),
  ]);
}

// ---------------------------------------------------------------- builder

export const HOMOLOGATION_NOTICE =
  'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL. ' +
  'DOCUMENTO DO ERP DE DEMONSTRACAO DO PORTAL B2B (TPAMB 2), NAO ASSINADO: SEM CERTIFICADO ICP-BRASIL, ' +
  'SIGNATUREVALUE E X509CERTIFICATE VAZIOS; NAO E DOCUMENTO FISCAL AUTORIZADO.';

interface ItemTotals {
  vProd: number;
  vBC: number;
  vICMS: number;
  vIPI: number;
  vPIS: number;
  vCOFINS: number;
}

/** Amounts of one item in cents (quantity in ten-thousandths). */
function itemAmounts(it: NfeItemInput) {
  const q4 = Math.round(it.qCom * 10000);
  const unit = cents(it.vUnCom);
  const vProd = Math.round((q4 * unit) / 10000);
  const vBC = vProd;
  const vICMS = tax(vBC, bp(it.pICMS));
  const pIPI = it.pIPI ?? 0;
  const vIPI = it.pIPI === undefined ? 0 : tax(vProd, bp(pIPI));
  // PIS/COFINS base without the ICMS (STF Tema 69; Lei 14.592/2023).
  const basePisCofins = vProd - vICMS;
  const pPIS = it.pPIS ?? 1.65;
  const pCOFINS = it.pCOFINS ?? 7.6;
  return {
    q4,
    unit,
    vProd,
    vBC,
    vICMS,
    pIPI,
    vIPI,
    basePisCofins,
    pPIS,
    pCOFINS,
    vPIS: tax(basePisCofins, bp(pPIS)),
    vCOFINS: tax(basePisCofins, bp(pCOFINS)),
  };
}

/** Invoice total (vNF, in reais) the builder will compute for these items: products + IPI. */
export function computeNfeTotal(itens: NfeItemInput[]): number {
  return (
    itens.reduce((s, it) => {
      const a = itemAmounts(it);
      return s + a.vProd + a.vIPI;
    }, 0) / 100
  );
}

/** The nfeProc document (NFe + protNFe) of an invoice; amounts computed in cents so that totals add up. */
export function buildNfeProcXml(input: NfeInput): BuiltNfe {
  const uf = input.emit.ender.UF as Uf;
  const cUF = UF_CODES[uf];
  if (!cUF) throw new RangeError(`UF do emitente desconhecida: ${input.emit.ender.UF}`);
  if (input.itens.length === 0 || input.itens.length > 990)
    throw new RangeError('a NF-e deve ter de 1 a 990 itens');
  const dhEmi = brDateTime(input.dhEmi);
  const chave = buildAccessKey({
    uf,
    dhEmi,
    cnpj: input.emit.CNPJ,
    serie: input.serie,
    nNF: input.nNF,
    cNF: input.cNF,
  });
  const key = parseAccessKey(chave)!;
  const interstate = input.emit.ender.UF !== input.dest.ender.UF;

  const sum: ItemTotals = { vProd: 0, vBC: 0, vICMS: 0, vIPI: 0, vPIS: 0, vCOFINS: 0 };
  const dets = input.itens.map((it, i) => {
    const { q4, unit, vProd, vBC, vICMS, pIPI, vIPI, basePisCofins, pPIS, pCOFINS, vPIS, vCOFINS } =
      itemAmounts(it);
    sum.vProd += vProd;
    sum.vBC += vBC;
    sum.vICMS += vICMS;
    sum.vIPI += vIPI;
    sum.vPIS += vPIS;
    sum.vCOFINS += vCOFINS;
    const qCom = dec(q4 / 10000, 4);
    const vUnCom = dec(unit / 100, 10);
    return e(
      'det',
      [
        e('prod', [
          e('cProd', it.cProd),
          e('cEAN', it.cEAN ?? 'SEM GTIN'),
          e('xProd', it.xProd),
          e('NCM', it.NCM),
          e('CFOP', it.CFOP),
          e('uCom', it.uCom),
          e('qCom', qCom),
          e('vUnCom', vUnCom),
          e('vProd', money(vProd)),
          e('cEANTrib', it.cEAN ?? 'SEM GTIN'),
          e('uTrib', it.uCom),
          e('qTrib', qCom),
          e('vUnTrib', vUnCom),
          e('indTot', '1'),
        ]),
        e('imposto', [
          e('ICMS', [
            e('ICMS00', [
              e('orig', String(it.orig ?? 0)),
              e('CST', '00'),
              e('modBC', '3'),
              e('vBC', money(vBC)),
              e('pICMS', dec(it.pICMS, 4)),
              e('vICMS', money(vICMS)),
            ]),
          ]),
          it.pIPI !== undefined &&
            e('IPI', [
              e('cEnq', '999'),
              e('IPITrib', [
                e('CST', '50'),
                e('vBC', money(vProd)),
                e('pIPI', dec(pIPI, 4)),
                e('vIPI', money(vIPI)),
              ]),
            ]),
          e('PIS', [
            e('PISAliq', [
              e('CST', '01'),
              e('vBC', money(basePisCofins)),
              e('pPIS', dec(pPIS, 4)),
              e('vPIS', money(vPIS)),
            ]),
          ]),
          e('COFINS', [
            e('COFINSAliq', [
              e('CST', '01'),
              e('vBC', money(basePisCofins)),
              e('pCOFINS', dec(pCOFINS, 4)),
              e('vCOFINS', money(vCOFINS)),
            ]),
          ]),
        ]),
      ],
      { nItem: String(i + 1) },
    );
  });

  const vNF = sum.vProd + sum.vIPI; // − vDesc + vST + vFCPST + vFrete + vSeg + vOutro + vII + vIPIDevol, all 0 here
  const dups = input.fatura?.duplicatas ?? [];
  if (dups.length) {
    const dupSum = dups.reduce((s, d) => s + cents(d.vDup), 0);
    if (dupSum !== vNF)
      throw new RangeError(
        `a soma das duplicatas (${money(dupSum)}) difere do total da nota (${money(vNF)})`,
      );
  }

  const dest = input.dest;
  const destDoc = dest.CNPJ ? e('CNPJ', docDigits(dest.CNPJ)) : e('CPF', onlyDigits(dest.CPF));
  const t = input.transporta;
  const infCpl = [input.infCpl, HOMOLOGATION_NOTICE].filter(Boolean).join(' ');

  const infNFeInner = flatten([
    e('ide', [
      e('cUF', String(cUF)),
      e('cNF', key.cNF),
      e('natOp', input.natOp ?? 'VENDA DE MERCADORIA ADQUIRIDA DE TERCEIROS'),
      e('mod', '55'),
      e('serie', String(input.serie)),
      e('nNF', String(input.nNF)),
      e('dhEmi', dhEmi),
      e('dhSaiEnt', brDateTime(input.dhSaiEnt ?? input.dhEmi)),
      e('tpNF', String(input.tpNF ?? 1)),
      e('idDest', interstate ? '2' : '1'),
      e('cMunFG', input.emit.ender.cMun),
      e('tpImp', '1'),
      e('tpEmis', '1'),
      e('cDV', String(key.cDV)),
      e('tpAmb', '2'),
      e('finNFe', '1'),
      e('indFinal', dest.indIEDest === 9 ? '1' : '0'),
      e('indPres', '2'),
      e('indIntermed', '0'),
      e('procEmi', '0'),
      e('verProc', input.verProc ?? 'PORTAL-B2B-ERP-DEMO 1.0'),
    ]),
    e('emit', [
      e('CNPJ', docDigits(input.emit.CNPJ)),
      e('xNome', input.emit.xNome),
      e('xFant', input.emit.xFant),
      endereco('enderEmit', input.emit.ender),
      e('IE', onlyDigits(input.emit.IE)),
      e('CRT', String(input.emit.CRT)),
    ]),
    e('dest', [
      destDoc,
      e('xNome', dest.xNome),
      endereco('enderDest', dest.ender),
      e('indIEDest', String(dest.indIEDest)),
      dest.indIEDest === 1 ? e('IE', onlyDigits(dest.IE)) : '',
      e('email', dest.email),
    ]),
    ...dets,
    e('total', [
      e('ICMSTot', [
        e('vBC', money(sum.vBC)),
        e('vICMS', money(sum.vICMS)),
        e('vICMSDeson', '0.00'),
        e('vFCP', '0.00'),
        e('vBCST', '0.00'),
        e('vST', '0.00'),
        e('vFCPST', '0.00'),
        e('vFCPSTRet', '0.00'),
        e('vProd', money(sum.vProd)),
        e('vFrete', '0.00'),
        e('vSeg', '0.00'),
        e('vDesc', '0.00'),
        e('vII', '0.00'),
        e('vIPI', money(sum.vIPI)),
        e('vIPIDevol', '0.00'),
        e('vPIS', money(sum.vPIS)),
        e('vCOFINS', money(sum.vCOFINS)),
        e('vOutro', '0.00'),
        e('vNF', money(vNF)),
      ]),
    ]),
    e('transp', [
      e('modFrete', String(input.modFrete)),
      t
        ? e('transporta', [
            t.CNPJ ? e('CNPJ', docDigits(t.CNPJ)) : e('CPF', onlyDigits(t.CPF) || null),
            e('xNome', t.xNome),
            e('IE', onlyDigits(t.IE) || null),
            e('xEnder', t.xEnder),
            e('xMun', t.xMun),
            e('UF', t.UF),
          ])
        : '',
      input.veicTransp
        ? e('veicTransp', [
            e('placa', input.veicTransp.placa),
            e('UF', input.veicTransp.UF),
            e('RNTC', input.veicTransp.RNTC),
          ])
        : '',
      ...(input.vol === undefined ? [] : Array.isArray(input.vol) ? input.vol : [input.vol]).map((v) =>
        e('vol', [
          v.qVol === undefined || v.qVol === null ? '' : e('qVol', String(v.qVol)),
          e('esp', v.esp),
          e('marca', v.marca),
          e('nVol', v.nVol),
          e('pesoL', dec(v.pesoL, 3)),
          e('pesoB', dec(v.pesoB, 3)),
        ]),
      ),
    ]),
    input.fatura
      ? e('cobr', [
          e('fat', [
            e('nFat', input.fatura.nFat),
            e('vOrig', money(vNF)),
            e('vDesc', '0.00'),
            e('vLiq', money(vNF)),
          ]),
          ...dups.map((d) =>
            e('dup', [e('nDup', d.nDup), e('dVenc', d.dVenc), e('vDup', money(cents(d.vDup)))]),
          ),
        ])
      : '',
    e('pag', [
      e('detPag', [
        e('indPag', String(input.pagamento?.indPag ?? (dups.length > 0 ? 1 : 0))),
        e('tPag', input.pagamento?.tPag ?? (dups.length > 0 ? '15' : '90')),
        e('vPag', money((input.pagamento ? input.pagamento.tPag !== '90' : dups.length > 0) ? vNF : 0)),
      ]),
    ]),
    e('infAdic', [e('infCpl', infCpl)]),
  ]);

  const id = `NFe${chave}`;
  // Canonical (inclusive C14N) form of infNFe inside NFe: the in-scope default namespace is
  // rendered on the apex, namespace declaration first, then attributes in lexical order.
  const canonicalInfNFe = `<infNFe xmlns="${NFE_NAMESPACE}" Id="${id}" versao="${VERSAO}">${infNFeInner}</infNFe>`;
  const digVal = createHash('sha1').update(canonicalInfNFe, 'utf8').digest('base64');
  const infNFe = `<infNFe Id="${id}" versao="${VERSAO}">${infNFeInner}</infNFe>`;

  const signature = eEmpty(
    'Signature',
    { xmlns: DSIG_NAMESPACE },
    eEmpty(
      'SignedInfo',
      undefined,
      eEmpty('CanonicalizationMethod', { Algorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315' }) +
        eEmpty('SignatureMethod', { Algorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1' }) +
        eEmpty(
          'Reference',
          { URI: `#${id}` },
          eEmpty(
            'Transforms',
            undefined,
            eEmpty('Transform', { Algorithm: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature' }) +
              eEmpty('Transform', { Algorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315' }),
          ) +
            eEmpty('DigestMethod', { Algorithm: 'http://www.w3.org/2000/09/xmldsig#sha1' }) +
            eEmpty('DigestValue', undefined, digVal),
        ),
    ) +
      eEmpty('SignatureValue') +
      eEmpty('KeyInfo', undefined, eEmpty('X509Data', undefined, eEmpty('X509Certificate'))),
  );

  const prot = e(
    'protNFe',
    [
      e(
        'infProt',
        [
          e('tpAmb', '2'),
          e('verAplic', input.protocolo.verAplic ?? 'SP_NFE_PL009_V4'),
          e('chNFe', chave),
          e('dhRecbto', brDateTime(input.protocolo.dhRecbto)),
          e('nProt', input.protocolo.nProt),
          e('digVal', digVal),
          e('cStat', '100'),
          e('xMotivo', 'Autorizado o uso da NF-e'),
        ],
        { Id: `ID${input.protocolo.nProt}` },
      ),
    ],
    { versao: VERSAO },
  );

  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<nfeProc versao="${VERSAO}" xmlns="${NFE_NAMESPACE}">` +
    `<NFe xmlns="${NFE_NAMESPACE}">${infNFe}${signature}</NFe>` +
    prot +
    '</nfeProc>';
  return { xml, chave, vNF: vNF / 100, digVal };
}
