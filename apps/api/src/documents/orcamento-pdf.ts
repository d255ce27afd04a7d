// Quote of the cart (GET /api/orcamentos/{id}/pdf): A4 portrait under the brand, the quote's number,
// issue and validity dates, client and unit, payment conditions and freight modalities, the seller
// who made it, the items table (header repeated on every page) and the totals in R$ and kg.
// Drawn only from the stored quote, with its issue instant as the creation date: the same quote
// always gives the same bytes.
import {
  formatCpfCnpj,
  formatCurrency,
  formatDecimal,
  formatMoney,
  formatTons,
  formatWeightKg,
} from '@portal/shared/format';
import {
  A4,
  brandHeader,
  createPdf,
  dayText,
  FONT,
  FONT_BOLD,
  pageFooters,
  spDateTime,
  type DocumentBrand,
} from './pdf-common';

export interface OrcamentoPdfItem {
  item: number;
  produtoSku: string;
  produtoDesc: string;
  produtoUM: string;
  produtoQuant: number;
  produtoPesoUnit: number;
  produtoValorUnit: number;
  produtoValorTotal: number;
  modalidadeSku: string;
  /** 'FORMA - CONDIÇÃO'. */
  pagamento: string;
  /** The condition alone ('28/56 DIAS'), under the description when the lines differ in it. */
  condicao: string;
}

export interface OrcamentoPdf {
  numero: string;
  emissao: Date;
  /** 'YYYY-MM-DD'. */
  validoAte: string;
  clienteCodigo: string;
  clienteLoja: string;
  clienteRazao: string;
  clienteCgc: string | null;
  unidadeDescricao: string;
  vendedorNome: string | null;
  total: number;
  pesoTotal: number;
  itens: OrcamentoPdfItem[];
}

const M = 36;
const W = A4.width - 2 * M;
const LINE = '#999';

const qty = (n: number) => formatDecimal(n, Number.isInteger(n) ? 0 : 3);

interface Col {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (i: OrcamentoPdfItem, manyConditions: boolean) => string;
}

const COLS: Col[] = [
  { title: 'Item', width: 24, align: 'center', value: (i) => String(i.item) },
  { title: 'Código', width: 56, align: 'left', value: (i) => i.produtoSku },
  {
    title: 'Descrição',
    width: 150,
    align: 'left',
    value: (i, many) => i.produtoDesc + (many && i.condicao ? `\nPgto.: ${i.condicao}` : ''),
  },
  { title: 'UM', width: 22, align: 'center', value: (i) => i.produtoUM },
  { title: 'Qtd.', width: 44, align: 'right', value: (i) => qty(i.produtoQuant) },
  { title: 'Frete', width: 30, align: 'center', value: (i) => i.modalidadeSku },
  { title: 'Preço unit. (R$)', width: 60, align: 'right', value: (i) => formatMoney(i.produtoValorUnit) },
  { title: 'Total (R$)', width: 66, align: 'right', value: (i) => formatMoney(i.produtoValorTotal) },
  {
    title: 'Peso (kg)',
    width: W - 452,
    align: 'right',
    value: (i) => formatDecimal(i.produtoQuant * i.produtoPesoUnit, 2),
  },
];

/** Renders the stored quote as a PDF. */
export function renderOrcamentoPdf(o: OrcamentoPdf, brand: DocumentBrand): Promise<Buffer> {
  const { doc, done } = createPdf(
    {
      Title: `Orçamento ${o.numero}`,
      Subject: `Orçamento ${o.numero} - ${o.clienteRazao}`,
      Author: brand.nome,
      CreationDate: o.emissao,
    },
    { bufferPages: true },
  );
  const text = (
    s: string,
    x: number,
    y: number,
    width: number,
    opt: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'center'; color?: string } = {},
  ) => {
    doc
      .font(opt.bold ? FONT_BOLD : FONT)
      .fontSize(opt.size ?? 8.5)
      .fillColor(opt.color ?? '#000');
    doc.text(s, x, y, { width, align: opt.align ?? 'left' });
    return doc.y;
  };
  const rule = (y: number) =>
    doc
      .moveTo(M, y)
      .lineTo(M + W, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();

  let y = brandHeader(
    doc,
    brand,
    {
      title: `ORÇAMENTO Nº ${o.numero}`,
      lines: [
        { text: `Emissão: ${spDateTime(o.emissao)}` },
        { text: `Válido até: ${dayText(o.validoAte)}`, bold: true },
      ],
    },
    M,
    W,
  );

  const condicoes = [...new Set(o.itens.map((i) => i.pagamento).filter(Boolean))];
  const modalidades = [...new Set(o.itens.map((i) => i.modalidadeSku))];
  const rows: [string, string][] = [
    ['Cliente', `${o.clienteCodigo}/${o.clienteLoja} - ${o.clienteRazao}`],
    ['CNPJ/CPF', o.clienteCgc ? formatCpfCnpj(o.clienteCgc) : 'NENHUM'],
    ['Unidade', o.unidadeDescricao],
    ['Condição de pagamento', condicoes.join('; ') || '-'],
    ['Modalidade (frete)', modalidades.join(', ') || '-'],
  ];
  if (o.vendedorNome) rows.push(['Vendedor', o.vendedorNome]);
  for (const [label, value] of rows) {
    text(`${label}:`, M, y, 120, { bold: true });
    y = Math.max(text(value, M + 122, y, W - 122), y + 11) + 2;
  }
  y += 6;

  const many = condicoes.length > 1;
  const header = (top: number) => {
    doc.rect(M, top, W, 16).fillColor('#eee').fill();
    let x = M;
    for (const c of COLS) {
      text(c.title, x + 2, top + 4, c.width - 4, { bold: true, size: 7.5, align: c.align });
      x += c.width;
    }
    return top + 18;
  };
  y = header(y);
  doc.font(FONT).fontSize(8);
  for (const item of o.itens) {
    const h =
      Math.max(...COLS.map((c) => doc.heightOfString(c.value(item, many), { width: c.width - 4 }))) + 4;
    if (y + h > A4.height - M - 30) {
      doc.addPage();
      y = header(M);
    }
    let x = M;
    for (const c of COLS) {
      text(c.value(item, many), x + 2, y + 2, c.width - 4, { size: 8, align: c.align });
      x += c.width;
    }
    y += h;
    rule(y);
  }

  if (y + 100 > A4.height - M - 30) {
    doc.addPage();
    y = M;
  }
  y += 8;
  const label = (s: string, v: string, top: number, bold = false) => {
    text(s, M + W - 260, top, 150, { align: 'right', bold });
    text(v, M + W - 105, top, 105, { align: 'right', bold });
  };
  label('Itens:', String(o.itens.length), y);
  label('Peso total:', `${formatWeightKg(o.pesoTotal)} (${formatTons(o.pesoTotal)})`, y + 12);
  label('Total do orçamento:', formatCurrency(o.total), y + 24, true);
  y += 48;
  text(
    `Orçamento válido até ${dayText(o.validoAte)}. Preços da tabela da unidade para o cliente na data de emissão; ` +
      'frete conforme a modalidade de cada item. Este documento não é um pedido: o pedido é feito pelo portal.',
    M,
    y,
    W,
    { size: 8, color: '#333' },
  );

  pageFooters(
    doc,
    (page, pages) =>
      `${brand.nome} - orçamento ${o.numero} - emitido em ${spDateTime(o.emissao)} - página ${page} de ${pages}`,
    M,
    W,
    A4.height,
  );
  doc.end();
  return done;
}
