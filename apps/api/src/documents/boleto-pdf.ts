// Boleto bancário PDF to the FEBRABAN layout (docs/product/documentos-fiscais.md §1): A4 with the printing
// instructions, the recibo do pagador, the cut line and the ficha de compensação with every field,
// the Interleaved 2 of 5 barcode (wide = 3 × narrow, 103 mm × 13 mm) drawn as rectangles; a boleto com
// Pix (docs/product/documentos-fiscais.md §5) has the Pix QR, drawn as vector modules, and its copia e
// cola text in the recibo do pagador, beside the demonstrativo.
import QRCode from 'qrcode';
import {
  bankCodeWithDv,
  barcodeToLinhaDigitavel,
  buildBarcode,
  buildFreeField,
  formatLinhaDigitavel,
  i25Bars,
  itauContaDac,
  itauNossoNumeroDac,
  mod11Bank,
  santanderNossoNumeroDv,
  type FreeFieldInput,
} from '@portal/shared/fiscal/boleto';
import { formatCents, formatCpfCnpj, formatDate } from '@portal/shared/format';
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

export interface BoletoPdfInput {
  banco: {
    /** 001, 033, 104, 237 or 341. */
    codigo: string;
    agencia: string;
    /** Account, optionally with its DV ('45120-8'). */
    conta: string;
    carteira: string;
    /** BB convênio (7 digits), Santander beneficiary code (7), Caixa beneficiary code (6). */
    convenio?: string | null;
    /** Nosso número without DV (BB: convênio + 10-digit complement = 17 digits). */
    nossoNumero: string;
  };
  beneficiario: { nome: string; documento: string; endereco: string };
  pagador: { nome: string; documento: string; endereco: string; cidade: string };
  sacadorAvalista?: string | null;
  /** Nº do documento as the beneficiary identifies it (e.g. '000012345/A'). */
  numeroDocumento: string;
  /** 'YYYY-MM-DD'. */
  dataDocumento: string;
  dataProcessamento: string;
  vencimento: string;
  valorCents: number;
  especieDoc?: string;
  aceite?: 'S' | 'N';
  instrucoes: string[];
  localPagamento?: string;
  /** The title's Pix BR Code (copia e cola); null or absent: a boleto without Pix. */
  pix?: string | null;
}

export interface BoletoCodes {
  barcode: string;
  /** 47 digits. */
  linhaDigitavel: string;
  /** 'AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV'. */
  linhaFormatada: string;
  bancoComDv: string;
  nossoNumero: string;
  agenciaCodigo: string;
}

const BANK_NAMES: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '104': 'CAIXA',
  '237': 'Bradesco',
  '341': 'Itaú',
};

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
/** Account number without its DV ('45120-8' -> '45120'). */
const contaSemDv = (c: string) => digits(c.split('-')[0]);

/** BB agência DV: weights 5,4,3,2 from the left, mod 11; 10 -> X, 11 -> 0. */
function bbAgenciaDv(agencia: string): string {
  const d = digits(agencia).padStart(4, '0').slice(-4);
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (5 - i), 0);
  const r = 11 - (sum % 11);
  return r === 10 ? 'X' : r === 11 ? '0' : String(r);
}

/** Bradesco nosso-número DV: carteira + NN, weights 2…7 from the right; remainder 1 -> P, 0 -> 0. */
function bradescoNossoNumeroDv(carteira: string, nn: string): string {
  const s = carteira + nn;
  let sum = 0;
  for (let i = s.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) sum += Number(s[i]) * w;
  const r = sum % 11;
  return r === 0 ? '0' : r === 1 ? 'P' : String(11 - r);
}

/** Barcode, linha digitável and the bank-specific displays of a boleto. */
export function computeBoleto(input: BoletoPdfInput): BoletoCodes {
  const b = input.banco;
  const bank = b.codigo;
  const conta = contaSemDv(b.conta);
  const nn = digits(b.nossoNumero);
  let ff: FreeFieldInput;
  let nossoNumero: string;
  let agenciaCodigo: string;
  switch (bank) {
    case '001': {
      const convenio = digits(b.convenio).padStart(7, '0');
      const complement = (nn.length === 17 ? nn.slice(7) : nn).padStart(10, '0').slice(-10);
      ff = { bank, convenio, complement, carteira: digits(b.carteira).padStart(2, '0') };
      nossoNumero = convenio + complement;
      agenciaCodigo = `${b.agencia}-${bbAgenciaDv(b.agencia)} / ${b.conta}`;
      break;
    }
    case '341': {
      const nn8 = nn.padStart(8, '0').slice(-8);
      ff = { bank, carteira: b.carteira, nossoNumero: nn8, agencia: b.agencia, conta };
      nossoNumero = `${b.carteira}/${nn8}-${itauNossoNumeroDac(ff)}`;
      agenciaCodigo = `${b.agencia} / ${conta.padStart(5, '0')}-${itauContaDac(b.agencia, conta)}`;
      break;
    }
    case '237': {
      const nn11 = nn.padStart(11, '0').slice(-11);
      const carteira = digits(b.carteira).padStart(2, '0');
      ff = { bank, agencia: b.agencia, carteira, nossoNumero: nn11, conta };
      nossoNumero = `${carteira}/${nn11}-${bradescoNossoNumeroDv(carteira, nn11)}`;
      agenciaCodigo = `${b.agencia} / ${b.conta}`;
      break;
    }
    case '033': {
      const nn12 = nn.padStart(12, '0').slice(-12);
      ff = { bank, beneficiaryCode: digits(b.convenio), nossoNumero: nn12, carteira: b.carteira };
      nossoNumero = `${nn12}-${santanderNossoNumeroDv(nn12)}`;
      agenciaCodigo = `${b.agencia} / ${digits(b.convenio)}`;
      break;
    }
    case '104': {
      const nn17 = nn.padStart(17, '0').slice(-17);
      const beneficiary = digits(b.convenio).padStart(6, '0');
      ff = { bank, beneficiary, nossoNumero: nn17 };
      nossoNumero = `${nn17}-${mod11Bank(nn17)}`;
      agenciaCodigo = `${b.agencia} / ${beneficiary}-${mod11Bank(beneficiary)}`;
      break;
    }
    default:
      throw new RangeError(`banco não suportado: ${bank}`);
  }
  const barcode = buildBarcode({
    bank,
    dueDate: input.vencimento,
    amountCents: input.valorCents,
    freeField: buildFreeField(ff),
  });
  const linhaDigitavel = barcodeToLinhaDigitavel(barcode);
  return {
    barcode,
    linhaDigitavel,
    linhaFormatada: formatLinhaDigitavel(linhaDigitavel),
    bancoComDv: bankCodeWithDv(bank),
    nossoNumero,
    agenciaCodigo,
  };
}

// ---------------------------------------------------------------- layout

const LEFT = 10 * MM;
const WIDTH = A4.width - 2 * LEFT;
const RIGHT_COL = 50 * MM;
const LABEL = 5.5;
const VALUE = 8.5;

/** A bordered field with its label at the top and the value below. */
function field(
  doc: Pdf,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value = '',
  o: { align?: 'left' | 'right'; bold?: boolean; size?: number } = {},
) {
  doc.lineWidth(0.5).strokeColor('#000').rect(x, y, w, h).stroke();
  line(doc, label, x + 2, y + 1.5, w - 4, { size: LABEL });
  if (value)
    line(doc, value, x + 2.5, y + h - (o.size ?? VALUE) - 2.5, w - 5, {
      size: o.size ?? VALUE,
      bold: o.bold,
      align: o.align ?? 'left',
    });
}

/** Bank header: name (logo area), code with DV in bold between bars, and right-side text. */
function bankHeader(
  doc: Pdf,
  y: number,
  bankName: string,
  bancoComDv: string,
  right: string,
  rightSize: number,
) {
  const h = 9 * MM;
  const logoW = 42 * MM;
  const codeW = 20 * MM;
  line(doc, bankName, LEFT, y + h - 15, logoW - 4, { size: 13, bold: true });
  doc
    .lineWidth(1.2)
    .moveTo(LEFT + logoW, y + 2)
    .lineTo(LEFT + logoW, y + h)
    .moveTo(LEFT + logoW + codeW, y + 2)
    .lineTo(LEFT + logoW + codeW, y + h)
    .stroke();
  line(doc, bancoComDv, LEFT + logoW, y + h - 17, codeW, { size: 15, bold: true, align: 'center' });
  line(doc, right, LEFT + logoW + codeW + 4, y + h - rightSize - 4, WIDTH - logoW - codeW - 4, {
    size: rightSize,
    bold: true,
    align: 'right',
  });
  doc
    .lineWidth(1.2)
    .moveTo(LEFT, y + h)
    .lineTo(LEFT + WIDTH, y + h)
    .stroke();
  return y + h;
}

/**
 * Text that must be read whole (an address with its CEP): one line, shrunk down to `minSize`, or
 * wrapped in two lines at `minSize` when it still does not fit; never cut with an ellipsis.
 */
function wholeText(doc: Pdf, text: string, x: number, y: number, width: number, size: number, minSize = 5.5) {
  doc.font(FONT);
  let s = size;
  while (s > minSize && doc.fontSize(s).widthOfString(text) > width) s -= 0.25;
  if (doc.fontSize(s).widthOfString(text) <= width) {
    doc.fillColor('#000').text(text, x, y, { width, lineBreak: false });
    return;
  }
  doc
    .fontSize(minSize)
    .fillColor('#000')
    .text(text, x, y - minSize * 0.6, { width, lineGap: -0.5 });
}

/** Side of the printed Pix QR: with ECC M a 512-character code still has modules ≥ 0.4 mm. */
const PIX_QR_SIDE = 36 * MM;
/** Height of the recibo's demonstrativo when it holds the Pix. */
const PIX_BLOCK_H = 46 * MM;

/**
 * The copia e cola text cut into lines of at most `perLine` characters, never next to a space (a
 * space at a line's end or start would be lost by whoever copies the lines back together).
 */
export function pixLines(payload: string, perLine: number): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < payload.length) {
    let end = Math.min(payload.length, i + perLine);
    while (end < payload.length && end > i + 1 && (payload[end - 1] === ' ' || payload[end] === ' ')) end--;
    out.push(payload.slice(i, end));
    i = end;
  }
  return out;
}

/** The Pix QR as filled squares (runs of dark modules merged per row), `side` points wide. */
function drawQr(doc: Pdf, payload: string, x: number, y: number, side: number) {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const m = side / n;
  doc.save().fillColor('#000');
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && qr.modules.get(r, c)) c++;
      // a hair of overlap so no seam shows between neighbouring rows when rasterised
      doc.rect(x + start * m, y + r * m, (c - start) * m, m + 0.05);
    }
  }
  doc.fill().restore();
}

/** 'Pague com Pix': the QR at the right of the box and the copia e cola text beside it. */
function drawPix(doc: Pdf, payload: string, x: number, y: number, w: number, h: number) {
  const quiet = 3 * MM;
  const qx = x + w - PIX_QR_SIDE - quiet;
  const qy = y + (h - PIX_QR_SIDE) / 2;
  drawQr(doc, payload, qx, qy, PIX_QR_SIDE);
  const tw = qx - quiet - (x + 2.5);
  line(doc, 'Pague com Pix', x + 2.5, y + 4, tw, { size: 9, bold: true });
  line(doc, 'Leia o QR Code no app do seu banco ou use o Pix Copia e Cola:', x + 2.5, y + 15, tw, {
    size: 6.5,
  });
  const size = 6.5;
  doc.font('Courier').fontSize(size).fillColor('#000');
  const perLine = Math.max(20, Math.floor(tw / doc.widthOfString('0')));
  let ly = y + 25;
  for (const text of pixLines(payload, perLine)) {
    doc.text(text, x + 2.5, ly, { lineBreak: false });
    ly += size + 1.5;
  }
  doc.font(FONT);
}

function money(cents: number) {
  return formatCents(cents);
}

function drawBoleto(doc: Pdf, input: BoletoPdfInput, codes: BoletoCodes) {
  const bankName = BANK_NAMES[input.banco.codigo] ?? input.banco.codigo;
  const benef = `${input.beneficiario.nome} - CNPJ ${formatCpfCnpj(input.beneficiario.documento)}`;
  const pagador = `${input.pagador.nome} - CPF/CNPJ ${formatCpfCnpj(input.pagador.documento)}`;
  const venc = formatDate(input.vencimento);
  const valor = money(input.valorCents);
  const especieDoc = input.especieDoc ?? 'DM';
  const aceite = input.aceite ?? 'N';

  // ---- printing instructions
  let y = 9 * MM;
  line(doc, 'Instruções de Impressão', LEFT, y, WIDTH, { size: 9, bold: true, align: 'center' });
  y += 13;
  para(
    doc,
    'Imprima em impressora jato de tinta (ink jet) ou laser em qualidade normal ou alta (não use modo econômico). ' +
      'Utilize folha A4 (210 x 297 mm) ou Carta (216 x 279 mm) e margens mínimas à esquerda e à direita do formulário. ' +
      'Corte na linha indicada. Não rasure, risque, fure ou dobre a região onde se encontra o código de barras. ' +
      'Caso não apareça o código de barras no final, pressione F5 para atualizar esta tela.',
    LEFT,
    y,
    WIDTH,
    { size: 7, align: 'justify' },
  );
  y += 36;
  doc
    .save()
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke()
    .restore();
  y += 14;

  // ---- recibo do pagador
  line(doc, 'RECIBO DO PAGADOR', LEFT, y, WIDTH, { size: 8, bold: true, align: 'right' });
  y += 10;
  y = bankHeader(doc, y, bankName, codes.bancoComDv, codes.linhaFormatada, 10.5);
  const rh = 8 * MM;
  const c3 = 42 * MM;
  const wBenef = WIDTH - 2 * c3;
  field(doc, LEFT, y, wBenef, rh, 'Beneficiário', benef);
  field(doc, LEFT + wBenef, y, c3, rh, 'Agência/Código do Beneficiário', codes.agenciaCodigo, {
    align: 'right',
  });
  field(doc, LEFT + wBenef + c3, y, c3, rh, 'Vencimento', venc, { align: 'right', bold: true });
  y += rh;
  field(doc, LEFT, y, wBenef, rh, 'Endereço do Beneficiário');
  wholeText(doc, input.beneficiario.endereco, LEFT + 2.5, y + rh - 7 - 2.5, wBenef - 5, 7);
  field(doc, LEFT + wBenef, y, c3, rh, 'Nosso Número', codes.nossoNumero, { align: 'right' });
  field(doc, LEFT + wBenef + c3, y, c3, rh, '(=) Valor do Documento', valor, { align: 'right', bold: true });
  y += rh;
  const cols: [string, string, number][] = [
    ['Nº do Documento', input.numeroDocumento, 30],
    ['Data do Documento', formatDate(input.dataDocumento), 26],
    ['Espécie', 'R$', 14],
    ['Quantidade', '', 18],
    ['(-) Desconto/Abatimento', '', 34],
    ['(+) Mora/Multa', '', 34],
    ['(=) Valor Cobrado', '', 0],
  ];
  let x = LEFT;
  cols.forEach(([label, value, wmm], i) => {
    const w = i === cols.length - 1 ? LEFT + WIDTH - x : wmm * MM;
    field(doc, x, y, w, rh, label, value);
    x += w;
  });
  y += rh;
  field(doc, LEFT, y, WIDTH, 11 * MM, 'Pagador', '');
  line(doc, pagador, LEFT + 2.5, y + 9, WIDTH - 5, { size: VALUE });
  line(doc, `${input.pagador.endereco} - ${input.pagador.cidade}`, LEFT + 2.5, y + 19.5, WIDTH - 5, {
    size: VALUE - 0.5,
  });
  y += 11 * MM;
  const pix = input.pix ?? null;
  const demoH = pix ? PIX_BLOCK_H : 24 * MM;
  // with a Pix, the demonstrativo keeps the left and the Pix takes the right (QR + copia e cola)
  const demoW = pix ? WIDTH - 118 * MM : WIDTH;
  doc.lineWidth(0.5).rect(LEFT, y, WIDTH, demoH).stroke();
  line(doc, 'Demonstrativo', LEFT + 2, y + 1.5, 100, { size: LABEL });
  let dy = y + 10;
  for (const ins of input.instrucoes) {
    dy += para(doc, ins, LEFT + 2.5, dy, demoW - 6, { size: 7.5, maxHeight: y + demoH - dy - 2 }) + 1.5;
    if (dy > y + demoH - 8) break;
  }
  if (pix) {
    doc
      .lineWidth(0.5)
      .moveTo(LEFT + demoW, y)
      .lineTo(LEFT + demoW, y + demoH)
      .stroke();
    drawPix(doc, pix, LEFT + demoW, y, WIDTH - demoW, demoH);
  }
  y += demoH;
  line(doc, 'Autenticação mecânica', LEFT + WIDTH - 60 * MM, y + 3, 60 * MM, { size: 6.5, align: 'right' });

  // ---- ficha de compensação (anchored to the bottom of the page), below the cut line
  const fichaHeight =
    9 * MM + 8 * MM + 11 * MM + 2 * 7.5 * MM + 5 * 7 * MM + 15 * MM + 4 * MM + 13 * MM + 10 * MM;
  const fichaTop = Math.max(y + 22 * MM, A4.height - 8 * MM - fichaHeight);
  const cut = fichaTop - 8 * MM;
  line(doc, 'Corte na linha pontilhada', LEFT, cut - 9, WIDTH, { size: 6, align: 'right' });
  doc
    .save()
    .dash(3, { space: 2 })
    .lineWidth(0.6)
    .moveTo(LEFT + 14, cut)
    .lineTo(LEFT + WIDTH, cut)
    .stroke()
    .restore();
  // a small pair of scissors: two rings and the blades
  doc
    .save()
    .lineWidth(0.6)
    .circle(LEFT + 2, cut - 2.5, 1.6)
    .circle(LEFT + 2, cut + 2.5, 1.6)
    .moveTo(LEFT + 3.4, cut - 1.8)
    .lineTo(LEFT + 11, cut + 1.2)
    .moveTo(LEFT + 3.4, cut + 1.8)
    .lineTo(LEFT + 11, cut - 1.2)
    .stroke()
    .restore();
  y = fichaTop;
  y = bankHeader(doc, y, bankName, codes.bancoComDv, codes.linhaFormatada, 11.5);
  const lw = WIDTH - RIGHT_COL;
  const rx = LEFT + lw;
  field(
    doc,
    LEFT,
    y,
    lw,
    8 * MM,
    'Local de Pagamento',
    input.localPagamento ?? 'PAGÁVEL EM QUALQUER BANCO, MESMO APÓS O VENCIMENTO',
  );
  field(doc, rx, y, RIGHT_COL, 8 * MM, 'Vencimento', venc, { align: 'right', bold: true, size: 9.5 });
  y += 8 * MM;
  field(doc, LEFT, y, lw, 11 * MM, 'Beneficiário', '');
  line(doc, benef, LEFT + 2.5, y + 9, lw - 5, { size: VALUE });
  wholeText(doc, input.beneficiario.endereco, LEFT + 2.5, y + 20, lw - 5, VALUE - 0.5);
  field(doc, rx, y, RIGHT_COL, 11 * MM, 'Agência/Código do Beneficiário', codes.agenciaCodigo, {
    align: 'right',
  });
  y += 11 * MM;
  const r3: [string, string, number][] = [
    ['Data do Documento', formatDate(input.dataDocumento), 24],
    ['Nº do Documento', input.numeroDocumento, 33],
    ['Espécie Doc.', especieDoc, 18],
    ['Aceite', aceite, 14],
    ['Data do Processamento', formatDate(input.dataProcessamento), 0],
  ];
  x = LEFT;
  r3.forEach(([label, value, wmm], i) => {
    const w = i === r3.length - 1 ? rx - x : wmm * MM;
    field(doc, x, y, w, 7.5 * MM, label, value);
    x += w;
  });
  field(doc, rx, y, RIGHT_COL, 7.5 * MM, 'Nosso Número', codes.nossoNumero, { align: 'right' });
  y += 7.5 * MM;
  const r4: [string, string, number][] = [
    ['Uso do Banco', '', 24],
    ['Carteira', input.banco.carteira, 18],
    ['Espécie', 'R$', 15],
    ['Quantidade', '', 32],
    ['x Valor', '', 0],
  ];
  x = LEFT;
  r4.forEach(([label, value, wmm], i) => {
    const w = i === r4.length - 1 ? rx - x : wmm * MM;
    field(doc, x, y, w, 7.5 * MM, label, value);
    x += w;
  });
  field(doc, rx, y, RIGHT_COL, 7.5 * MM, '(=) Valor do Documento', valor, {
    align: 'right',
    bold: true,
    size: 9.5,
  });
  y += 7.5 * MM;
  const instrH = 5 * 7 * MM;
  doc.lineWidth(0.5).rect(LEFT, y, lw, instrH).stroke();
  line(doc, 'Instruções (Texto de responsabilidade do beneficiário)', LEFT + 2, y + 1.5, lw - 4, {
    size: LABEL,
  });
  let iy = y + 10;
  for (const ins of input.instrucoes) {
    iy += para(doc, ins, LEFT + 2.5, iy, lw - 6, { size: 7.5, maxHeight: y + instrH - iy - 2 }) + 1.5;
    if (iy > y + instrH - 8) break;
  }
  const rightRows = [
    '(-) Desconto/Abatimento',
    '(-) Outras Deduções',
    '(+) Mora/Multa',
    '(+) Outros Acréscimos',
    '(=) Valor Cobrado',
  ];
  rightRows.forEach((label, i) => field(doc, rx, y + i * 7 * MM, RIGHT_COL, 7 * MM, label, ''));
  y += instrH;
  const pagH = 15 * MM;
  doc.lineWidth(0.5).rect(LEFT, y, WIDTH, pagH).stroke();
  line(doc, 'Pagador', LEFT + 2, y + 1.5, 40, { size: LABEL });
  line(doc, pagador, LEFT + 30, y + 3, WIDTH - 32 - RIGHT_COL, { size: VALUE });
  line(doc, input.pagador.endereco, LEFT + 30, y + 13, WIDTH - 32 - RIGHT_COL, { size: VALUE - 0.5 });
  line(doc, input.pagador.cidade, LEFT + 30, y + 22.5, WIDTH - 32 - RIGHT_COL, { size: VALUE - 0.5 });
  line(doc, 'Sacador/Avalista', LEFT + 2, y + pagH - 8, 50, { size: LABEL });
  line(doc, input.sacadorAvalista ?? '', LEFT + 50, y + pagH - 9, WIDTH - 52 - RIGHT_COL, { size: 7.5 });
  line(doc, 'Código de baixa', rx + 2, y + pagH - 8, RIGHT_COL - 4, { size: LABEL });
  y += pagH;
  line(doc, 'Autenticação mecânica - Ficha de Compensação', LEFT + WIDTH - 80 * MM, y + 2, 80 * MM, {
    size: 7,
    bold: true,
    align: 'right',
  });

  // ---- barcode: I2of5, 405 modules in 103 mm, 13 mm high, below the ficha at the left
  const bars = i25Bars(codes.barcode, 3);
  const modules = bars.reduce((s, w) => s + w, 0);
  drawBars(doc, bars, LEFT, y + 4 * MM, (103 * MM) / modules, 13 * MM);
}

/** Renders the boleto PDF; the same input gives the same bytes (dated by the processing date). */
export async function renderBoletoPdf(input: BoletoPdfInput): Promise<{ pdf: Buffer; codes: BoletoCodes }> {
  const codes = computeBoleto(input);
  const { doc, done } = createPdf({
    Title: `Boleto ${input.numeroDocumento}`,
    Subject: `Linha digitável ${codes.linhaFormatada}`,
    Author: input.beneficiario.nome,
    CreationDate: new Date(`${input.dataProcessamento}T00:00:00-03:00`),
  });
  doc.font(FONT);
  drawBoleto(doc, input, codes);
  doc.font(FONT_BOLD);
  doc.end();
  return { pdf: await done, codes };
}

/** Rendered boletos kept in memory (a boleto is about 8 kB): 32 MB per process. */
const cache = new DocumentCache(32 * 1024 * 1024);

/**
 * Renders through the document cache. The key is the title id plus `version`, a hash of everything
 * the input is made from (the title row, customer, unit, NF-e, brand, processing day): an ERP update
 * or a payment of the title is another key, so it is drawn again, never served from an old copy.
 * `input` is only called to draw.
 */
export async function renderBoletoPdfCached(
  tituloId: number,
  version: string,
  input: () => BoletoPdfInput,
): Promise<CachedDocument & { cached: boolean }> {
  return cache.get(`${tituloId}:${version}`, async () => (await renderBoletoPdf(input())).pdf);
}

export function clearBoletoCache() {
  cache.clear();
}
