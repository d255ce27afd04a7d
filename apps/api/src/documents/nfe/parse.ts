// Reading an NF-e (an authorized nfeProc as the ERP posts it and the portal stores it, or a bare
// NFe) into the typed structure the portal uses: the ERP's checks, the boleto's beneficiary, the
// tracking answer and the DANFE. The XML itself is read by ./xml (fast-xml-parser, no DTDs).
import { parseXml, xmlChild, xmlChildren, xmlText, type XmlElement } from './xml';

const xmlNum = (el: XmlElement | undefined, path: string) => {
  const t = xmlText(el, path);
  return t === '' ? 0 : Number(t);
};

export interface NfeParsedEndereco {
  xLgr: string;
  nro: string;
  xCpl: string;
  xBairro: string;
  cMun: string;
  xMun: string;
  UF: string;
  CEP: string;
  fone: string;
}

export interface NfeParsedItem {
  nItem: number;
  cProd: string;
  cEAN: string;
  xProd: string;
  NCM: string;
  CFOP: string;
  uCom: string;
  qCom: number;
  vUnCom: number;
  vProd: number;
  /** Origin + CST (or CSOSN), e.g. '000'. */
  cst: string;
  vBC: number;
  pICMS: number;
  vICMS: number;
  pIPI: number;
  vIPI: number;
  vPIS: number;
  vCOFINS: number;
}

export interface NfeData {
  chave: string;
  versao: string;
  ide: {
    cUF: string;
    cNF: string;
    natOp: string;
    mod: string;
    serie: string;
    nNF: string;
    dhEmi: string;
    dhSaiEnt: string;
    tpNF: string;
    idDest: string;
    tpImp: string;
    tpEmis: string;
    cDV: string;
    tpAmb: string;
    finNFe: string;
  };
  emit: {
    CNPJ: string;
    CPF: string;
    xNome: string;
    xFant: string;
    ender: NfeParsedEndereco;
    IE: string;
    IEST: string;
    CRT: string;
  };
  dest: {
    CNPJ: string;
    CPF: string;
    xNome: string;
    ender: NfeParsedEndereco;
    indIEDest: string;
    IE: string;
    email: string;
  };
  itens: NfeParsedItem[];
  total: Record<
    | 'vBC'
    | 'vICMS'
    | 'vICMSDeson'
    | 'vFCP'
    | 'vBCST'
    | 'vST'
    | 'vFCPST'
    | 'vFCPSTRet'
    | 'vProd'
    | 'vFrete'
    | 'vSeg'
    | 'vDesc'
    | 'vII'
    | 'vIPI'
    | 'vIPIDevol'
    | 'vPIS'
    | 'vCOFINS'
    | 'vOutro'
    | 'vNF'
    | 'vTotTrib',
    number
  >;
  transp: {
    modFrete: string;
    transporta: { doc: string; xNome: string; IE: string; xEnder: string; xMun: string; UF: string } | null;
    veiculo: { placa: string; UF: string; RNTC: string } | null;
    vols: { qVol: string; esp: string; marca: string; nVol: string; pesoL: number; pesoB: number }[];
  };
  cobr: {
    fat: { nFat: string; vOrig: number; vDesc: number; vLiq: number } | null;
    dups: { nDup: string; dVenc: string; vDup: number }[];
  };
  pag: { indPag: string; tPag: string; vPag: number }[];
  infCpl: string;
  infAdFisco: string;
  signature: { referenceUri: string; digestValue: string } | null;
  prot: {
    tpAmb: string;
    verAplic: string;
    chNFe: string;
    dhRecbto: string;
    nProt: string;
    digVal: string;
    cStat: string;
    xMotivo: string;
  } | null;
}

function parseEndereco(el: XmlElement | undefined): NfeParsedEndereco {
  const f = (k: string) => xmlText(el, k);
  return {
    xLgr: f('xLgr'),
    nro: f('nro'),
    xCpl: f('xCpl'),
    xBairro: f('xBairro'),
    cMun: f('cMun'),
    xMun: f('xMun'),
    UF: f('UF'),
    CEP: f('CEP'),
    fone: f('fone'),
  };
}

/** First element child (the ICMS00/ICMS10/…/ICMSSN102 group inside ICMS). */
const firstGroup = (el: XmlElement | undefined) => el?.children[0];

/** Groups of infNFe the layout requires (the others are optional: dest, cobr, infAdic, …). */
const REQUIRED_GROUPS = ['ide', 'emit', 'det', 'total/ICMSTot', 'transp', 'pag'] as const;

/** Reads an NF-e (nfeProc, or a bare NFe) into what the DANFE needs; throws when it is not one. */
export function parseNfeXml(xml: string): NfeData {
  const root = parseXml(xml);
  const nfe = root.name === 'NFe' ? root : xmlChild(root, 'NFe');
  const inf = xmlChild(nfe, 'infNFe');
  if (!nfe || !inf) throw new Error('XML não é uma NF-e (infNFe ausente)');
  const infPath = root === nfe ? `${nfe.qname}/${inf.qname}` : `${root.qname}/${nfe.qname}/${inf.qname}`;
  for (const group of REQUIRED_GROUPS) {
    if (!xmlChild(inf, group))
      throw new Error(`XML não é uma NF-e (grupo obrigatório ${infPath}/${group} ausente)`);
  }
  const chave = (inf.attrs.Id ?? '').replace(/^NFe/, '');
  const ide = xmlChild(inf, 'ide');
  const emit = xmlChild(inf, 'emit');
  const dest = xmlChild(inf, 'dest');
  const tot = xmlChild(inf, 'total/ICMSTot');
  const transp = xmlChild(inf, 'transp');
  const cobr = xmlChild(inf, 'cobr');
  const protInf = xmlChild(root, 'protNFe/infProt');
  const sig = xmlChild(nfe, 'Signature');
  const ideField = (k: string) => xmlText(ide, k);
  const totalKeys = [
    'vBC',
    'vICMS',
    'vICMSDeson',
    'vFCP',
    'vBCST',
    'vST',
    'vFCPST',
    'vFCPSTRet',
    'vProd',
    'vFrete',
    'vSeg',
    'vDesc',
    'vII',
    'vIPI',
    'vIPIDevol',
    'vPIS',
    'vCOFINS',
    'vOutro',
    'vNF',
    'vTotTrib',
  ] as const;
  const total = Object.fromEntries(totalKeys.map((k) => [k, xmlNum(tot, k)])) as NfeData['total'];
  const transporta = xmlChild(transp, 'transporta');
  const veic = xmlChild(transp, 'veicTransp');
  const fat = xmlChild(cobr, 'fat');
  return {
    chave,
    versao: inf.attrs.versao ?? '',
    ide: {
      cUF: ideField('cUF'),
      cNF: ideField('cNF'),
      natOp: ideField('natOp'),
      mod: ideField('mod'),
      serie: ideField('serie'),
      nNF: ideField('nNF'),
      dhEmi: ideField('dhEmi'),
      dhSaiEnt: ideField('dhSaiEnt'),
      tpNF: ideField('tpNF'),
      idDest: ideField('idDest'),
      tpImp: ideField('tpImp'),
      tpEmis: ideField('tpEmis'),
      cDV: ideField('cDV'),
      tpAmb: ideField('tpAmb'),
      finNFe: ideField('finNFe'),
    },
    emit: {
      CNPJ: xmlText(emit, 'CNPJ'),
      CPF: xmlText(emit, 'CPF'),
      xNome: xmlText(emit, 'xNome'),
      xFant: xmlText(emit, 'xFant'),
      ender: parseEndereco(xmlChild(emit, 'enderEmit')),
      IE: xmlText(emit, 'IE'),
      IEST: xmlText(emit, 'IEST'),
      CRT: xmlText(emit, 'CRT'),
    },
    dest: {
      CNPJ: xmlText(dest, 'CNPJ'),
      CPF: xmlText(dest, 'CPF'),
      xNome: xmlText(dest, 'xNome'),
      ender: parseEndereco(xmlChild(dest, 'enderDest')),
      indIEDest: xmlText(dest, 'indIEDest'),
      IE: xmlText(dest, 'IE'),
      email: xmlText(dest, 'email'),
    },
    itens: xmlChildren(inf, 'det').map((det) => {
      const prod = xmlChild(det, 'prod');
      const icms = firstGroup(xmlChild(det, 'imposto/ICMS'));
      const ipiTrib = xmlChild(det, 'imposto/IPI/IPITrib');
      const pis = firstGroup(xmlChild(det, 'imposto/PIS'));
      const cofins = firstGroup(xmlChild(det, 'imposto/COFINS'));
      return {
        nItem: Number(det.attrs.nItem ?? 0),
        cProd: xmlText(prod, 'cProd'),
        cEAN: xmlText(prod, 'cEAN'),
        xProd: xmlText(prod, 'xProd'),
        NCM: xmlText(prod, 'NCM'),
        CFOP: xmlText(prod, 'CFOP'),
        uCom: xmlText(prod, 'uCom'),
        qCom: xmlNum(prod, 'qCom'),
        vUnCom: xmlNum(prod, 'vUnCom'),
        vProd: xmlNum(prod, 'vProd'),
        cst: xmlText(icms, 'orig') + (xmlText(icms, 'CST') || xmlText(icms, 'CSOSN')),
        vBC: xmlNum(icms, 'vBC'),
        pICMS: xmlNum(icms, 'pICMS'),
        vICMS: xmlNum(icms, 'vICMS'),
        pIPI: xmlNum(ipiTrib, 'pIPI'),
        vIPI: xmlNum(ipiTrib, 'vIPI'),
        vPIS: xmlNum(pis, 'vPIS'),
        vCOFINS: xmlNum(cofins, 'vCOFINS'),
      };
    }),
    total,
    transp: {
      modFrete: xmlText(transp, 'modFrete'),
      transporta: transporta
        ? {
            doc: xmlText(transporta, 'CNPJ') || xmlText(transporta, 'CPF'),
            xNome: xmlText(transporta, 'xNome'),
            IE: xmlText(transporta, 'IE'),
            xEnder: xmlText(transporta, 'xEnder'),
            xMun: xmlText(transporta, 'xMun'),
            UF: xmlText(transporta, 'UF'),
          }
        : null,
      veiculo: veic
        ? { placa: xmlText(veic, 'placa'), UF: xmlText(veic, 'UF'), RNTC: xmlText(veic, 'RNTC') }
        : null,
      vols: xmlChildren(transp, 'vol').map((v) => ({
        qVol: xmlText(v, 'qVol'),
        esp: xmlText(v, 'esp'),
        marca: xmlText(v, 'marca'),
        nVol: xmlText(v, 'nVol'),
        pesoL: xmlNum(v, 'pesoL'),
        pesoB: xmlNum(v, 'pesoB'),
      })),
    },
    cobr: {
      fat: fat
        ? {
            nFat: xmlText(fat, 'nFat'),
            vOrig: xmlNum(fat, 'vOrig'),
            vDesc: xmlNum(fat, 'vDesc'),
            vLiq: xmlNum(fat, 'vLiq'),
          }
        : null,
      dups: xmlChildren(cobr, 'dup').map((d) => ({
        nDup: xmlText(d, 'nDup'),
        dVenc: xmlText(d, 'dVenc'),
        vDup: xmlNum(d, 'vDup'),
      })),
    },
    pag: xmlChildren(xmlChild(inf, 'pag'), 'detPag').map((p) => ({
      indPag: xmlText(p, 'indPag'),
      tPag: xmlText(p, 'tPag'),
      vPag: xmlNum(p, 'vPag'),
    })),
    infCpl: xmlText(inf, 'infAdic/infCpl'),
    infAdFisco: xmlText(inf, 'infAdic/infAdFisco'),
    signature: sig
      ? {
          referenceUri: xmlChild(sig, 'SignedInfo/Reference')?.attrs.URI ?? '',
          digestValue: xmlText(sig, 'SignedInfo/Reference/DigestValue'),
        }
      : null,
    prot: protInf
      ? {
          tpAmb: xmlText(protInf, 'tpAmb'),
          verAplic: xmlText(protInf, 'verAplic'),
          chNFe: xmlText(protInf, 'chNFe'),
          dhRecbto: xmlText(protInf, 'dhRecbto'),
          nProt: xmlText(protInf, 'nProt'),
          digVal: xmlText(protInf, 'digVal'),
          cStat: xmlText(protInf, 'cStat'),
          xMotivo: xmlText(protInf, 'xMotivo'),
        }
      : null,
  };
}
