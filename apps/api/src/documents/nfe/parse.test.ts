import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkNfeXml } from '../../erp/upsert-notas';
import { buildNfeProcXml, NFE_NAMESPACE, type NfeInput } from './build';
import { canonicalInfNFe } from './canonical';
import { parseNfeXml } from './parse';
import { MAX_XML_CHARS, parseXml } from './xml';

const ender = {
  xLgr: 'RUA DAS FLORES',
  nro: '100',
  xCpl: 'GALPAO 2',
  xBairro: 'CENTRO',
  cMun: '3550308',
  xMun: 'SAO PAULO',
  UF: 'SP',
  CEP: '01310-100',
  fone: '(11) 5555-1234',
};
const input: NfeInput = {
  cNF: '87654321',
  serie: 1,
  nNF: 12345,
  dhEmi: new Date('2026-11-20T13:00:00Z'),
  emit: { CNPJ: '11222333000181', xNome: 'EMITENTE & FILHOS <LTDA>', ender, IE: '110042490114', CRT: 3 },
  dest: {
    CNPJ: '11444777000161',
    xNome: 'JOSÉ D\'ÁVILA "ZÉ"',
    ender: { ...ender, UF: 'RJ', cMun: '3304557', xMun: 'RIO DE JANEIRO' },
    indIEDest: 1,
    IE: '12345678',
    email: 'compras@exemplo.com.br',
  },
  itens: [
    {
      cProd: 'A1',
      xProd: 'CIMENTO CP II',
      NCM: '25232910',
      CFOP: '6102',
      uCom: 'SC',
      qCom: 10,
      vUnCom: 34.9,
      pICMS: 12,
      pIPI: 5,
    },
    {
      cProd: 'B2',
      cEAN: '7891234567895',
      xProd: 'AREIA MEDIA',
      NCM: '25051000',
      CFOP: '6102',
      uCom: 'M3',
      qCom: 2.5,
      vUnCom: 120,
      pICMS: 12,
    },
  ],
  modFrete: 0,
  transporta: {
    CNPJ: '12345678000195',
    xNome: 'RODO CERTO',
    IE: '112233445119',
    xEnder: 'RUA X, 5',
    xMun: 'GUARULHOS',
    UF: 'SP',
  },
  veicTransp: { placa: 'FTR4E21', UF: 'SP' },
  vol: { qVol: 3, esp: 'PALETE', pesoL: 900, pesoB: 930.5 },
  fatura: {
    nFat: '12345',
    duplicatas: [
      { nDup: '001', dVenc: '2026-12-20', vDup: 333.23 },
      { nDup: '002', dVenc: '2027-01-19', vDup: 333.22 },
    ],
  },
  infCpl: 'PEDIDO 4711',
  protocolo: { nProt: '135260000000001', dhRecbto: new Date('2026-11-20T13:00:03Z') },
};
const built = buildNfeProcXml(input);
const sha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('base64');

/** The builder's document rewritten the way other writers do it (same information). */
const rewrite = {
  /** Every element in the nfe prefix, declared instead of the default namespace. */
  prefixed: (xml: string) =>
    xml
      .replace(/<(\/?)([A-Za-z])/g, '<$1nfe:$2')
      .replace(/ xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe"/g, ` xmlns:nfe="${NFE_NAMESPACE}"`)
      .replace(
        /<(\/?)nfe:(Signature|SignedInfo|CanonicalizationMethod|SignatureMethod|Reference|Transforms|Transform|DigestMethod|DigestValue|SignatureValue|KeyInfo|X509Data|X509Certificate)\b/g,
        '<$1$2',
      ),
  /** Indented, one element a line, CRLF line ends. */
  pretty: (xml: string) => xml.replace(/></g, '>\r\n  <'),
  /** Attributes in another order, single quotes and white space around '='. */
  attrs: (xml: string) =>
    xml
      .replace(/<infNFe Id="([^"]*)" versao="4.00">/, "<infNFe versao = '4.00'\n\tId='$1' >")
      .replace(/<nfeProc versao="4.00" xmlns="([^"]*)">/, "<nfeProc xmlns='$1' versao='4.00'>"),
  /** Comments between and inside elements (one holding what looks like a closing tag). */
  comments: (xml: string) =>
    xml
      .replace('<ide>', '<!-- gerado pelo ERP; fim do grupo: </infNFe> --><ide>')
      .replace('<xNome>EMITENTE', '<xNome><!-- razão social -->EMITENTE'),
  /** Text as CDATA and as character references. */
  cdataAndRefs: (xml: string) =>
    xml
      .replace(
        '<xNome>EMITENTE &amp; FILHOS &lt;LTDA&gt;</xNome>',
        '<xNome><![CDATA[EMITENTE & FILHOS <LTDA>]]></xNome>',
      )
      .replace(`JOSÉ D'ÁVILA "ZÉ"`, 'JOS&#201; D&apos;&#xC1;VILA &quot;Z&#xc9;&quot;'),
};

describe('NF-e parser (fast-xml-parser)', () => {
  it('reads back what the builder wrote', () => {
    const d = parseNfeXml(built.xml);
    expect(d.chave).toBe(built.chave);
    expect(d.versao).toBe('4.00');
    expect(d.ide).toMatchObject({
      cNF: '87654321',
      nNF: '12345',
      serie: '1',
      mod: '55',
      idDest: '2',
      tpAmb: '2',
    });
    expect(d.emit).toMatchObject({ CNPJ: '11222333000181', xNome: 'EMITENTE & FILHOS <LTDA>', CRT: '3' });
    expect(d.emit.ender).toEqual({ ...ender, CEP: '01310100', fone: '1155551234' });
    expect(d.dest).toMatchObject({ CNPJ: '11444777000161', xNome: `JOSÉ D'ÁVILA "ZÉ"`, IE: '12345678' });
    expect(d.itens.map((i) => [i.nItem, i.cProd, i.qCom, i.vUnCom, i.vProd, i.cst])).toEqual([
      [1, 'A1', 10, 34.9, 349, '000'],
      [2, 'B2', 2.5, 120, 300, '000'],
    ]);
    expect(d.total.vNF).toBe(built.vNF);
    expect(d.total.vNF).toBe(666.45);
    expect(d.transp.transporta).toMatchObject({ doc: '12345678000195', xNome: 'RODO CERTO' });
    expect(d.transp.vols).toEqual([
      { qVol: '3', esp: 'PALETE', marca: '', nVol: '', pesoL: 900, pesoB: 930.5 },
    ]);
    expect(d.cobr.dups).toEqual([
      { nDup: '001', dVenc: '2026-12-20', vDup: 333.23 },
      { nDup: '002', dVenc: '2027-01-19', vDup: 333.22 },
    ]);
    expect(d.pag).toEqual([{ indPag: '1', tPag: '15', vPag: 666.45 }]);
    expect(d.prot).toMatchObject({
      chNFe: built.chave,
      cStat: '100',
      nProt: '135260000000001',
      digVal: built.digVal,
    });
    expect(d.signature).toEqual({ referenceUri: `#NFe${built.chave}`, digestValue: built.digVal });
    expect(sha1(canonicalInfNFe(built.xml)!)).toBe(built.digVal);
    expect(checkNfeXml(built.chave, built.xml)).toMatchObject({
      ok: true,
      facts: { doc: '000012345', valbrut: 666.45 },
    });
  });

  it('reads prefixes, white space, attribute order and quotes, comments, CDATA and references alike', () => {
    const expected = parseNfeXml(built.xml);
    for (const [name, f] of Object.entries(rewrite)) {
      const xml = f(built.xml);
      expect(xml, name).not.toBe(built.xml);
      expect(parseNfeXml(xml), name).toEqual(expected);
      expect(checkNfeXml(built.chave, xml), name).toMatchObject({ ok: true });
    }
    const all = rewrite.pretty(rewrite.comments(rewrite.cdataAndRefs(rewrite.attrs(built.xml))));
    expect(parseNfeXml(all)).toEqual(expected);
  });

  it('canonicalises infNFe however the document was written (the regex version mis-read these)', () => {
    // Same canonical bytes, so the same DigestValue. The regex version returned null for the
    // reordered, single-quoted attributes, cut infNFe at the '</infNFe>' inside the comment, and
    // kept CDATA sections and character references as written.
    for (const name of ['attrs', 'comments', 'cdataAndRefs'] as const)
      expect(sha1(canonicalInfNFe(rewrite[name](built.xml))!), name).toBe(built.digVal);
    // White space between elements is content: it is kept (CR as the parser normalises it).
    const pretty = canonicalInfNFe(rewrite.pretty(built.xml))!;
    expect(pretty).toContain('>\n  <ide>\n  <cUF>');
    expect(pretty.replace(/\n {2}/g, '')).toBe(canonicalInfNFe(built.xml));
    // With a prefix the canonical form has the prefix and declares it on the apex (the regex version: null).
    const prefixed = canonicalInfNFe(rewrite.prefixed(built.xml))!;
    expect(
      prefixed.startsWith(
        `<nfe:infNFe xmlns:nfe="${NFE_NAMESPACE}" Id="NFe${built.chave}" versao="4.00"><nfe:ide>`,
      ),
    ).toBe(true);
    expect(prefixed.replace(/<(\/?)nfe:/g, '<$1').replace(' xmlns:nfe=', ' xmlns=')).toBe(
      canonicalInfNFe(built.xml),
    );
    expect(canonicalInfNFe('<x><y/></x>')).toBeNull();
  });

  it("malformed XML: a pt-BR error with line and column, under the item's xml field", () => {
    const xml = built.xml.replace('</nfeProc>', '</nfeprocx>');
    const col = xml.indexOf('</nfeprocx>') + 1;
    expect(checkNfeXml(built.chave, xml)).toEqual({
      ok: false,
      field: 'xml',
      message: `XML inválido (fechamento </nfeprocx> onde se esperava </nfeProc>) na linha 1, coluna ${col}`,
    });
    expect(() => parseXml('<a><b></a>')).toThrow(
      'XML inválido (fechamento </a> onde se esperava </b>) na linha 1, coluna 7',
    );
    expect(() => parseXml('<a:x xmlns:a="u" xmlns:b="u"></b:x>')).toThrow(
      /fechamento <\/b:x> onde se esperava <\/a:x>/,
    );
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow(
      'XML inválido (atributo x repetido) na linha 1, coluna 10',
    );
    expect(() => parseXml('<a>x & y</a>')).toThrow(/caractere '&' inesperado/);
    expect(() => parseXml('<a/><b/>')).toThrow(/mais de um elemento raiz/);
    expect(() => parseXml('<a></a>resto')).toThrow(/texto após o elemento raiz/);
    // fast-xml-parser alone accepts these two and drops the text
    expect(() => parseXml('<a/>resto')).toThrow(/texto após o elemento raiz/);
    expect(() => parseXml('<a/><!-- c -->x')).toThrow(/texto após o elemento raiz/);
    expect(() => parseXml('<a/><![CDATA[x]]>')).toThrow(/CDATA fora do elemento raiz/);
    expect(parseXml('<?xml version="1.0"?><!-- c --><a x="/>"><!-- vazio --></a>\n').attrs).toEqual({
      x: '/>',
    });
    expect(() => parseXml('<a>')).toThrow(/elemento <a> não fechado/);
    expect(() => parseXml('')).toThrow(/documento vazio/);
  });

  it('no DTD and no entities beyond the predefined ones: the entity bomb is refused before any expansion', () => {
    const bomb =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n' +
      Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">\n`).join(
        '',
      ) +
      ']>\n<lolz>&lol9;</lolz>';
    expect(() => parseXml(bomb)).toThrow('XML inválido (DTD/DOCTYPE não permitido) na linha 2, coluna 1');
    const withDoctype = built.xml.replace(
      '<nfeProc',
      '<!DOCTYPE nfeProc SYSTEM "file:///etc/passwd"><nfeProc',
    );
    expect(checkNfeXml(built.chave, withDoctype)).toMatchObject({
      ok: false,
      field: 'xml',
      message: expect.stringMatching(/DTD/),
    });
    // an entity that would need a DTD, in text and in an attribute
    expect(() => parseXml('<a>&lol9;</a>')).toThrow('XML inválido (entidade não declarada &lol9;) em a');
    expect(() => parseXml('<a><b x="&ext;"/></a>')).toThrow(
      'XML inválido (entidade não declarada &ext;) em a/b/@x',
    );
    expect(() => parseXml('<a>&#0;</a>')).toThrow(/caractere não permitido &#0;/);
    // '<!DOCTYPE' inside a comment or CDATA is text, not a declaration
    expect(parseXml('<a><!-- <!DOCTYPE x> --><![CDATA[<!DOCTYPE y>]]></a>').text).toBe('<!DOCTYPE y>');
  });

  it('bounded: size and depth', () => {
    expect(() => parseXml(`<a>${'x'.repeat(MAX_XML_CHARS)}</a>`)).toThrow(
      /documento com mais de 5000000 caracteres/,
    );
    expect(() => parseXml('<a>'.repeat(100) + '</a>'.repeat(100))).toThrow(/aninhados em mais de 64 níveis/);
  });

  it('a missing required group names its path', () => {
    const without = (tag: string) => built.xml.replace(new RegExp(`<${tag}>.*</${tag}>`), '');
    for (const [tag, path] of [
      ['emit', 'nfeProc/NFe/infNFe/emit'],
      ['ide', 'nfeProc/NFe/infNFe/ide'],
      ['total', 'nfeProc/NFe/infNFe/total/ICMSTot'],
      ['transp', 'nfeProc/NFe/infNFe/transp'],
      ['pag', 'nfeProc/NFe/infNFe/pag'],
    ]) {
      expect(checkNfeXml(built.chave, without(tag)), tag).toEqual({
        ok: false,
        field: 'xml',
        message: `XML não é uma NF-e (grupo obrigatório ${path} ausente)`,
      });
    }
    const noItems = built.xml.replace(/<det nItem="1">.*<\/det>(?=<total>)/, '');
    expect(() => parseNfeXml(noItems)).toThrow(
      'XML não é uma NF-e (grupo obrigatório nfeProc/NFe/infNFe/det ausente)',
    );
    const prefixedNoEmit = rewrite.prefixed(built.xml).replace(/<nfe:emit>.*<\/nfe:emit>/, '');
    expect(() => parseNfeXml(prefixedNoEmit)).toThrow(
      '(grupo obrigatório nfe:nfeProc/nfe:NFe/nfe:infNFe/emit ausente)',
    );
    // optional groups may be absent
    const noCobr = built.xml.replace(/<cobr>.*<\/cobr>/, '');
    expect(parseNfeXml(noCobr).cobr).toEqual({ fat: null, dups: [] });
    expect(() => parseNfeXml('<nfeProc><protNFe/></nfeProc>')).toThrow('XML não é uma NF-e (infNFe ausente)');
  });
});
