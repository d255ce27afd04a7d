// DANFE (portrait A4) rendered from the stored NF-e XML (docs/product/documentos-fiscais.md §3, MOC Anexo
// II): canhoto, emitter, the DANFE box, the access key as a Code 128C barcode (drawn as rectangles)
// and in 11 groups of 4, natureza/protocolo/IE/CNPJ, destinatário, fatura/duplicatas, cálculo do
// imposto, transportador/volumes, produtos (continued on further sheets when needed) and dados
// adicionais. Block titles 6 pt bold upper case, field labels 5.5 pt, values ≥ 6.5 pt, 'DANFE' 14 pt.
import { createHash } from 'node:crypto';
import { code128AutoValues, code128Bars, code128cValues } from '@portal/shared/fiscal/nfe';
import {
  formatCep,
  formatCpfCnpj,
  formatCurrency,
  formatDecimal,
  formatNfeKey,
  formatPhone,
} from '@portal/shared/format';
import { parseNfeXml, type NfeData, type NfeParsedItem } from './nfe/parse';
import {
  A4,
  createPdf,
  DocumentCache,
  drawBars,
  FONT,
  FONT_BOLD,
  line,
  MM,
  para,
  type CachedDocument,
  type Pdf,
} from './pdf-common';

const M = 6 * MM; // page margin
const W = A4.width - 2 * M;
const LABEL = 5.5;
const VALUE = 7.5;
const TITLE = 6;
const ROW = 7 * MM;

/** 'YYYY-MM-DDTHH:mm:ss±hh:mm' read as written (the emitter's local time). */
const brDate = (iso: string) =>
  /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
const brTime = (iso: string) => /T(\d{2}:\d{2}:\d{2})/.exec(iso)?.[1] ?? '';
const num = (v: number, d = 2) => formatDecimal(v, d);
/** 12345 -> '000.012.345'. */
const nfNumber = (n: string) => n.padStart(9, '0').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');

interface BoxOpts {
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
}

/** A field: border, label on top, value on the bottom line. Coordinates in points. */
function box(
  doc: Pdf,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value = '',
  o: BoxOpts = {},
) {
  doc.lineWidth(0.5).strokeColor('#000').rect(x, y, w, h).stroke();
  if (label) line(doc, label.toUpperCase(), x + 1.5, y + 1.2, w - 3, { size: LABEL });
  if (value)
    line(doc, value, x + 2, y + h - (o.size ?? VALUE) - 2.2, w - 4, {
      size: o.size ?? VALUE,
      bold: o.bold,
      align: o.align ?? 'left',
    });
}

/** A row of fields with widths in mm (the last takes the rest). */
function row(
  doc: Pdf,
  y: number,
  cells: [label: string, value: string, wmm: number, opts?: BoxOpts][],
  h = ROW,
) {
  let x = M;
  cells.forEach(([label, value, wmm, opts], i) => {
    const w = i === cells.length - 1 ? M + W - x : wmm * MM;
    box(doc, x, y, w, h, label, value, opts);
    x += w;
  });
  return y + h;
}

function blockTitle(doc: Pdf, y: number, title: string) {
  line(doc, title.toUpperCase(), M, y + 1, W, { size: TITLE, bold: true });
  return y + 3.6 * MM;
}

function keyBars(chave: string) {
  return code128Bars(/^\d{44}$/.test(chave) ? code128cValues(chave) : code128AutoValues(chave));
}

function logo(doc: Pdf, x: number, y: number, size: number, name: string) {
  const initials = name
    .replace(/[^A-Za-zÀ-ú0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /\d/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  doc.save().roundedRect(x, y, size, size, 2.5).fill('#263238').restore();
  doc
    .save()
    .fillColor('#ffb300')
    .rect(x, y + size - 3, size, 3)
    .fill()
    .restore();
  line(doc, initials, x, y + size / 2 - 7, size, { size: 13, bold: true, align: 'center', color: '#fff' });
}

/** 'FOLHA x/y' inside the DANFE box of a header drawn at y. */
function folha(doc: Pdf, y: number, text: string) {
  line(doc, `FOLHA ${text}`, M + 80 * MM, y + 80, 34 * MM, { size: 7.5, align: 'center' });
}

/** Emitter, DANFE box and key block (without the sheet number); returns the y below it. */
function header(doc: Pdf, d: NfeData, y: number) {
  const h = 33 * MM;
  const emitW = 80 * MM;
  const danfeW = 34 * MM;
  const keyX = M + emitW + danfeW;
  const keyW = W - emitW - danfeW;
  // emitter
  doc.lineWidth(0.5).rect(M, y, emitW, h).stroke();
  line(doc, 'IDENTIFICAÇÃO DO EMITENTE', M + 1.5, y + 1.2, emitW - 3, { size: LABEL });
  logo(doc, M + 3, y + 9, 15 * MM, d.emit.xFant || d.emit.xNome);
  const tx = M + 3 + 15 * MM + 3;
  const tw = emitW - (tx - M) - 3;
  let ty = y + 8;
  doc.font(FONT_BOLD).fontSize(8.5);
  ty += para(doc, d.emit.xNome, tx, ty, tw, { size: 8.5, bold: true, maxHeight: 22 }) + 3;
  const e = d.emit.ender;
  const addr = [
    `${e.xLgr}, ${e.nro}${e.xCpl ? ` - ${e.xCpl}` : ''}`,
    `${e.xBairro} - CEP ${formatCep(e.CEP)}`,
    `${e.xMun} - ${e.UF}`,
    e.fone ? `Fone: ${formatPhone(e.fone)}` : '',
  ].filter(Boolean);
  for (const a of addr) ty += para(doc, a, tx, ty, tw, { size: 7, maxHeight: 17 }) + 1;
  // DANFE box
  const dx = M + emitW;
  doc.lineWidth(0.5).rect(dx, y, danfeW, h).stroke();
  line(doc, 'DANFE', dx, y + 3, danfeW, { size: 14, bold: true, align: 'center' });
  para(doc, 'DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA', dx + 3, y + 19, danfeW - 6, {
    size: 6.5,
    align: 'center',
  });
  line(doc, '0 - ENTRADA', dx + 4, y + 38, danfeW - 26, { size: 6.5 });
  line(doc, '1 - SAÍDA', dx + 4, y + 46, danfeW - 26, { size: 6.5 });
  doc
    .lineWidth(0.8)
    .rect(dx + danfeW - 20, y + 36, 13, 15)
    .stroke();
  line(doc, d.ide.tpNF || '1', dx + danfeW - 20, y + 39, 13, { size: 11, bold: true, align: 'center' });
  line(doc, `Nº ${nfNumber(d.ide.nNF)}`, dx, y + 58, danfeW, { size: 8.5, bold: true, align: 'center' });
  line(doc, `SÉRIE ${d.ide.serie.padStart(3, '0')}`, dx, y + 69, danfeW, {
    size: 8.5,
    bold: true,
    align: 'center',
  });
  // barcode + key + consultation notice
  const barH = 13 * MM;
  doc.lineWidth(0.5).rect(keyX, y, keyW, barH).stroke();
  const bars = keyBars(d.chave);
  const modules = bars.reduce((s, w) => s + w, 0);
  const module = Math.min(0.27 * MM, (keyW - 8 * MM) / modules);
  const bw = modules * module;
  drawBars(doc, bars, keyX + (keyW - bw) / 2, y + 1.5 * MM, module, barH - 3 * MM);
  box(doc, keyX, y + barH, keyW, 8 * MM, 'CHAVE DE ACESSO', formatNfeKey(d.chave), {
    bold: true,
    size: 8,
    align: 'center',
  });
  const ny = y + barH + 8 * MM;
  doc
    .lineWidth(0.5)
    .rect(keyX, ny, keyW, h - barH - 8 * MM)
    .stroke();
  para(
    doc,
    'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora',
    keyX + 4,
    ny + 6,
    keyW - 8,
    {
      size: 7.5,
      align: 'center',
    },
  );
  return y + h;
}

function canhoto(doc: Pdf, d: NfeData, y: number) {
  const rightW = 36 * MM;
  const leftW = W - rightW;
  const h1 = 9 * MM;
  const h2 = 9 * MM;
  doc.lineWidth(0.5).rect(M, y, leftW, h1).stroke();
  const dest = d.dest;
  para(
    doc,
    `RECEBEMOS DE ${d.emit.xNome} OS PRODUTOS E/OU SERVIÇOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA ABAIXO. ` +
      `EMISSÃO: ${brDate(d.ide.dhEmi)} VALOR TOTAL: ${formatCurrency(d.total.vNF)} DESTINATÁRIO: ${dest.xNome} - ` +
      `${dest.ender.xLgr}, ${dest.ender.nro} ${dest.ender.xBairro} ${dest.ender.xMun}-${dest.ender.UF}`,
    M + 2,
    y + 3,
    leftW - 4,
    { size: 6.5, maxHeight: h1 - 4 },
  );
  box(doc, M, y + h1, 42 * MM, h2, 'DATA DE RECEBIMENTO');
  box(doc, M + 42 * MM, y + h1, leftW - 42 * MM, h2, 'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR');
  const rx = M + leftW;
  doc
    .lineWidth(0.5)
    .rect(rx, y, rightW, h1 + h2)
    .stroke();
  line(doc, 'NF-e', rx, y + 6, rightW, { size: 12, bold: true, align: 'center' });
  line(doc, `Nº ${nfNumber(d.ide.nNF)}`, rx, y + 23, rightW, { size: 9, bold: true, align: 'center' });
  line(doc, `SÉRIE ${d.ide.serie.padStart(3, '0')}`, rx, y + 35, rightW, {
    size: 9,
    bold: true,
    align: 'center',
  });
  const cut = y + h1 + h2 + 2.5 * MM;
  doc
    .save()
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .moveTo(M, cut)
    .lineTo(M + W, cut)
    .stroke()
    .restore();
  return cut + 2.5 * MM;
}

const PRODUCT_COLS: [label: string, wmm: number, align: 'left' | 'right' | 'center'][] = [
  ['CÓDIGO PRODUTO', 17, 'left'],
  ['DESCRIÇÃO DO PRODUTO / SERVIÇO', 50, 'left'],
  ['NCM/SH', 13, 'center'],
  ['O/CST', 8, 'center'],
  ['CFOP', 8, 'center'],
  ['UN', 7, 'center'],
  ['QUANT', 14, 'right'],
  ['VALOR UNIT', 14, 'right'],
  ['VALOR TOTAL', 15, 'right'],
  ['B.CÁLC ICMS', 15, 'right'],
  ['VALOR ICMS', 12, 'right'],
  ['VALOR IPI', 10, 'right'],
  ['ALÍQ. ICMS', 7, 'right'],
  ['ALÍQ. IPI', 0, 'right'],
];

function colWidths(): number[] {
  const fixed = PRODUCT_COLS.slice(0, -1).map(([, w]) => w * MM);
  return [...fixed, W - fixed.reduce((s, w) => s + w, 0)];
}

const ITEM_SIZE = 6.5;
const ITEM_LINE = ITEM_SIZE * 1.25;

function itemCells(it: NfeParsedItem): string[] {
  const unitDecimals = Math.round(it.vUnCom * 100) === it.vUnCom * 100 ? 2 : 4;
  return [
    it.cProd,
    it.xProd,
    it.NCM,
    it.cst,
    it.CFOP,
    it.uCom,
    num(it.qCom, 4),
    num(it.vUnCom, unitDecimals),
    num(it.vProd),
    num(it.vBC),
    num(it.vICMS),
    num(it.vIPI),
    num(it.pICMS),
    num(it.pIPI),
  ];
}

function itemHeight(doc: Pdf, it: NfeParsedItem, widths: number[]) {
  doc.font(FONT).fontSize(ITEM_SIZE);
  const h = doc.heightOfString(it.xProd, { width: widths[1] - 3 });
  return Math.min(3, Math.max(1, Math.round(h / doc.currentLineHeight()))) * ITEM_LINE + 3;
}

/** Products table from y to bottom; draws the given items; returns nothing. */
function productsTable(doc: Pdf, y: number, bottom: number, items: NfeParsedItem[], homologation: boolean) {
  y = blockTitle(doc, y, 'DADOS DOS PRODUTOS / SERVIÇOS');
  const widths = colWidths();
  const headH = 6 * MM;
  doc
    .lineWidth(0.5)
    .rect(M, y, W, bottom - y)
    .stroke();
  doc
    .moveTo(M, y + headH)
    .lineTo(M + W, y + headH)
    .stroke();
  let x = M;
  PRODUCT_COLS.forEach(([label], i) => {
    para(doc, label, x + 1, y + 2, widths[i] - 2, { size: 5.5, align: 'center', maxHeight: headH - 2 });
    x += widths[i];
    if (i < PRODUCT_COLS.length - 1) doc.lineWidth(0.5).moveTo(x, y).lineTo(x, bottom).stroke();
  });
  if (homologation) {
    doc.save();
    doc.rotate(-18, { origin: [M + W / 2, (y + bottom) / 2] });
    doc.font(FONT_BOLD).fontSize(34).fillColor('#d9d9d9').fillOpacity(0.6);
    doc.text('SEM VALOR FISCAL', M, (y + bottom) / 2 - 17, { width: W, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
  }
  let ry = y + headH + 1.5;
  for (const it of items) {
    const h = itemHeight(doc, it, widths);
    const cells = itemCells(it);
    let cx = M;
    cells.forEach((text, i) => {
      const w = widths[i];
      if (i === 1) {
        para(doc, text, cx + 1.5, ry, w - 3, { size: ITEM_SIZE, maxHeight: h - 2 });
      } else {
        line(doc, text, cx + 1, ry, w - 2, { size: ITEM_SIZE, align: PRODUCT_COLS[i][2] });
      }
      cx += w;
    });
    ry += h;
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#9e9e9e')
      .dash(1, { space: 1.5 })
      .moveTo(M, ry - 1.5)
      .lineTo(M + W, ry - 1.5)
      .stroke()
      .restore();
  }
}

/** Splits items into sheets: the first holds fewer (it carries every block). */
function paginate(
  doc: Pdf,
  items: NfeParsedItem[],
  firstSpace: number,
  nextSpace: number,
): NfeParsedItem[][] {
  const widths = colWidths();
  const pages: NfeParsedItem[][] = [[]];
  let left = firstSpace;
  for (const it of items) {
    const h = itemHeight(doc, it, widths);
    if (h > left && pages[pages.length - 1].length > 0) {
      pages.push([]);
      left = nextSpace;
    }
    pages[pages.length - 1].push(it);
    left -= h;
  }
  return pages;
}

function drawDanfe(doc: Pdf, d: NfeData) {
  const homologation = d.ide.tpAmb === '2';
  const dest = d.dest;
  const t = d.total;
  const addTitleH = 3.6 * MM;
  const addH = 30 * MM;
  const bottom = A4.height - M;
  const productsHeader = 3.6 * MM + 6 * MM + 1.5;

  // ---- sheet 1
  let y = canhoto(doc, d, M);
  const headerY = y;
  y = header(doc, d, y);
  const prot = d.prot ? `${d.prot.nProt} - ${brDate(d.prot.dhRecbto)} ${brTime(d.prot.dhRecbto)}` : '';
  y = row(doc, y, [
    ['NATUREZA DA OPERAÇÃO', d.ide.natOp, 114],
    ['PROTOCOLO DE AUTORIZAÇÃO DE USO', prot, 0, { align: 'center', bold: true }],
  ]);
  y = row(doc, y, [
    ['INSCRIÇÃO ESTADUAL', d.emit.IE, 65],
    ['INSCRIÇÃO ESTADUAL DO SUBST. TRIBUT.', d.emit.IEST, 65],
    ['CNPJ', formatCpfCnpj(d.emit.CNPJ || d.emit.CPF), 0],
  ]);
  y = blockTitle(doc, y, 'DESTINATÁRIO / REMETENTE');
  y = row(doc, y, [
    ['NOME / RAZÃO SOCIAL', dest.xNome, 118],
    ['CNPJ / CPF', formatCpfCnpj(dest.CNPJ || dest.CPF), 45, { align: 'center' }],
    ['DATA DA EMISSÃO', brDate(d.ide.dhEmi), 0, { align: 'center' }],
  ]);
  y = row(doc, y, [
    [
      'ENDEREÇO',
      `${dest.ender.xLgr}, ${dest.ender.nro}${dest.ender.xCpl ? ` - ${dest.ender.xCpl}` : ''}`,
      98,
    ],
    ['BAIRRO / DISTRITO', dest.ender.xBairro, 45],
    ['CEP', formatCep(dest.ender.CEP), 20, { align: 'center' }],
    ['DATA DA SAÍDA/ENTRADA', brDate(d.ide.dhSaiEnt), 0, { align: 'center' }],
  ]);
  y = row(doc, y, [
    ['MUNICÍPIO', dest.ender.xMun, 73],
    ['FONE / FAX', formatPhone(dest.ender.fone), 35],
    ['UF', dest.ender.UF, 10, { align: 'center' }],
    ['INSCRIÇÃO ESTADUAL', dest.IE, 45],
    ['HORA DA SAÍDA/ENTRADA', brTime(d.ide.dhSaiEnt), 0, { align: 'center' }],
  ]);

  // ---- fatura / duplicatas
  y = blockTitle(doc, y, 'FATURA / DUPLICATAS');
  const fatH = 9 * MM;
  doc.lineWidth(0.5).rect(M, y, W, fatH).stroke();
  const dups = d.cobr.dups;
  if (dups.length === 0) {
    const pag = d.pag[0];
    line(
      doc,
      pag?.tPag === '90' ? 'SEM PAGAMENTO' : pag?.indPag === '0' ? 'PAGAMENTO À VISTA' : 'SEM DUPLICATAS',
      M + 2,
      y + 9,
      W - 4,
      { size: VALUE, bold: true },
    );
  } else {
    const fat = d.cobr.fat;
    const fatW = 44 * MM;
    if (fat) {
      line(doc, `FATURA Nº ${fat.nFat}`, M + 2, y + 2, fatW - 4, { size: 6.2, bold: true });
      line(doc, `Valor original ${formatCurrency(fat.vOrig)}`, M + 2, y + 10, fatW - 4, { size: 6.2 });
      line(doc, `Valor líquido ${formatCurrency(fat.vLiq)}`, M + 2, y + 18, fatW - 4, {
        size: 6.2,
        bold: true,
      });
      doc
        .moveTo(M + fatW, y)
        .lineTo(M + fatW, y + fatH)
        .stroke();
    }
    const perRow = 6;
    const cw = (W - (fat ? fatW : 0)) / perRow;
    dups.slice(0, perRow).forEach((dp, i) => {
      const cx = M + (fat ? fatW : 0) + i * cw;
      if (i > 0)
        doc
          .moveTo(cx, y + 2)
          .lineTo(cx, y + fatH - 2)
          .lineWidth(0.3)
          .stroke();
      line(doc, `Num. ${dp.nDup}`, cx + 2, y + 2, cw - 4, { size: 6.2 });
      line(doc, `Venc. ${brDate(dp.dVenc)}`, cx + 2, y + 10, cw - 4, { size: 6.2 });
      line(doc, `Valor ${formatCurrency(dp.vDup)}`, cx + 2, y + 18, cw - 4, { size: 6.2, bold: true });
    });
  }
  y += fatH;

  // ---- cálculo do imposto
  y = blockTitle(doc, y, 'CÁLCULO DO IMPOSTO');
  const nine = W / MM / 9;
  const v = (n: number) => num(n);
  y = row(doc, y, [
    ['BASE CÁLC. DO ICMS', v(t.vBC), nine, { align: 'right' }],
    ['VALOR DO ICMS', v(t.vICMS), nine, { align: 'right' }],
    ['BASE CÁLC. ICMS S.T.', v(t.vBCST), nine, { align: 'right' }],
    ['VALOR ICMS SUBST.', v(t.vST), nine, { align: 'right' }],
    ['V. IMP. IMPORTAÇÃO', v(t.vII), nine, { align: 'right' }],
    ['V. ICMS UF REMET.', v(0), nine, { align: 'right' }],
    ['V. FCP UF DEST.', v(t.vFCP), nine, { align: 'right' }],
    ['V. PIS', v(t.vPIS), nine, { align: 'right' }],
    ['V. TOTAL PRODUTOS', v(t.vProd), 0, { align: 'right', bold: true }],
  ]);
  y = row(doc, y, [
    ['VALOR DO FRETE', v(t.vFrete), nine, { align: 'right' }],
    ['VALOR DO SEGURO', v(t.vSeg), nine, { align: 'right' }],
    ['DESCONTO', v(t.vDesc), nine, { align: 'right' }],
    ['OUTRAS DESPESAS', v(t.vOutro), nine, { align: 'right' }],
    ['VALOR TOTAL IPI', v(t.vIPI), nine, { align: 'right' }],
    ['V. ICMS UF DEST.', v(0), nine, { align: 'right' }],
    ['V. TOT. TRIB.', v(t.vTotTrib), nine, { align: 'right' }],
    ['V. COFINS', v(t.vCOFINS), nine, { align: 'right' }],
    ['V. TOTAL DA NOTA', v(t.vNF), 0, { align: 'right', bold: true }],
  ]);

  // ---- transportador / volumes
  y = blockTitle(doc, y, 'TRANSPORTADOR / VOLUMES TRANSPORTADOS');
  const tr = d.transp;
  const modFrete: Record<string, string> = {
    '0': '0-REMETENTE (CIF)',
    '1': '1-DESTINATÁRIO (FOB)',
    '2': '2-TERCEIROS',
    '3': '3-PRÓPRIO REMETENTE',
    '4': '4-PRÓPRIO DESTINATÁRIO',
    '9': '9-SEM TRANSPORTE',
  };
  y = row(doc, y, [
    ['NOME / RAZÃO SOCIAL', tr.transporta?.xNome ?? '', 62],
    // wide enough for the longest modality, '4-PRÓPRIO DESTINATÁRIO'
    ['FRETE POR CONTA', modFrete[tr.modFrete] ?? tr.modFrete, 40, { align: 'center' }],
    ['CÓDIGO ANTT', tr.veiculo?.RNTC ?? '', 20, { align: 'center' }],
    ['PLACA DO VEÍCULO', tr.veiculo?.placa ?? '', 20, { align: 'center' }],
    ['UF', tr.veiculo?.UF ?? '', 8, { align: 'center' }],
    ['CNPJ / CPF', formatCpfCnpj(tr.transporta?.doc ?? ''), 0, { align: 'center' }],
  ]);
  y = row(doc, y, [
    ['ENDEREÇO', tr.transporta?.xEnder ?? '', 92],
    ['MUNICÍPIO', tr.transporta?.xMun ?? '', 44],
    ['UF', tr.transporta?.UF ?? '', 10, { align: 'center' }],
    ['INSCRIÇÃO ESTADUAL', tr.transporta?.IE ?? '', 0],
  ]);
  // one row for all the volume groups: bulk goods ('A GRANEL') have no quantity, so the quantity
  // is the counted volumes only; species, brands and numbers are listed; weights are summed
  const vols = tr.vols;
  const list = (k: 'esp' | 'marca' | 'nVol') =>
    [...new Set(vols.map((v) => v[k]).filter(Boolean))].join(' / ');
  const counted = vols.filter((v) => v.qVol !== '');
  const qVol = counted.length ? String(counted.reduce((s, v) => s + Number(v.qVol), 0)) : '';
  const weight = (k: 'pesoB' | 'pesoL') =>
    vols.length
      ? num(
          vols.reduce((s, v) => s + v[k], 0),
          3,
        )
      : '';
  y = row(doc, y, [
    ['QUANTIDADE', qVol, 25, { align: 'right' }],
    ['ESPÉCIE', list('esp'), 35],
    ['MARCA', list('marca'), 35],
    ['NUMERAÇÃO', list('nVol'), 30],
    ['PESO BRUTO', weight('pesoB'), 35, { align: 'right' }],
    ['PESO LÍQUIDO', weight('pesoL'), 0, { align: 'right' }],
  ]);

  // ---- products (sheet 1); the items decide how many sheets there are
  const addTop = bottom - addTitleH - addH;
  const firstSpace = addTop - 1 * MM - y - productsHeader;
  const nextSpace = bottom - (M + 33 * MM + 2 * MM) - productsHeader;
  const pages = paginate(doc, d.itens, firstSpace, nextSpace);
  const total = pages.length;
  folha(doc, headerY, `1/${total}`);
  productsTable(doc, y, addTop - 1 * MM, pages[0], homologation);

  // ---- dados adicionais
  let ay = blockTitle(doc, addTop, 'DADOS ADICIONAIS');
  const infW = 130 * MM;
  doc
    .lineWidth(0.5)
    .rect(M, ay, infW, addH)
    .stroke()
    .rect(M + infW, ay, W - infW, addH)
    .stroke();
  line(doc, 'INFORMAÇÕES COMPLEMENTARES', M + 1.5, ay + 1.2, infW - 3, { size: LABEL });
  line(doc, 'RESERVADO AO FISCO', M + infW + 1.5, ay + 1.2, W - infW - 3, { size: LABEL });
  ay += 8;
  const extra = [
    d.infCpl,
    d.infAdFisco ? `Inf. fisco: ${d.infAdFisco}` : '',
    d.prot
      ? `Protocolo de autorização ${d.prot.nProt} em ${brDate(d.prot.dhRecbto)} ${brTime(d.prot.dhRecbto)} (cStat ${d.prot.cStat} - ${d.prot.xMotivo}).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  para(doc, extra, M + 2, ay, infW - 4, { size: 6.5, maxHeight: addH - 10 });
  if (homologation) {
    para(
      doc,
      'NF-e EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
      M + infW + 3,
      ay + 4,
      W - infW - 6,
      { size: 7, bold: true, align: 'center' },
    );
  }

  // ---- continuation sheets: header and products only
  pages.slice(1).forEach((items, i) => {
    doc.addPage({ size: 'A4', margin: 0 });
    const hy = header(doc, d, M);
    folha(doc, M, `${i + 2}/${total}`);
    productsTable(doc, hy + 2 * MM, bottom, items, homologation);
  });
}

/** Renders the DANFE of parsed NF-e data; the same data gives the same bytes (dated by the emission). */
export async function renderDanfeFromData(d: NfeData): Promise<Buffer> {
  const emitted = new Date(d.ide.dhEmi);
  const { doc, done } = createPdf({
    Title: `DANFE NF-e ${d.ide.nNF} série ${d.ide.serie}`,
    Subject: `Chave de acesso ${d.chave}`,
    Author: d.emit.xNome,
    CreationDate: Number.isNaN(emitted.getTime()) ? undefined : emitted,
  });
  doc.font(FONT);
  drawDanfe(doc, d);
  doc.end();
  return done;
}

/** Renders the DANFE of a stored nfeProc XML. */
export function renderDanfePdf(xml: string): Promise<Buffer> {
  return renderDanfeFromData(parseNfeXml(xml));
}

/** Rendered DANFEs kept in memory: 32 MB per process. */
const cache = new DocumentCache(32 * 1024 * 1024);

/**
 * Renders through the document cache, keyed by the invoice id and a hash of its stored XML (the
 * DANFE is drawn from the XML alone): an invoice the ERP sends again with another XML is drawn again.
 */
export function renderDanfePdfCached(
  notaId: number,
  xml: string,
): Promise<CachedDocument & { cached: boolean }> {
  return cache.get(`${notaId}:${createHash('sha1').update(xml).digest('base64url')}`, () =>
    renderDanfePdf(xml),
  );
}
