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
import { formatPrecoUm, formatQuantidade, umLabel } from '@portal/shared/unidades';
import {
  A4,
  brandHeader,
  createPdf,
  dayText,
  fieldRows,
  itemsTable,
  pageFooters,
  spDateTime,
  textBlock,
  totalLines,
  type DocumentBrand,
  type TableColumn,
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

/** The items table's columns; with `many` payment conditions each line says its own under the description. */
const columns = (many: boolean): TableColumn<OrcamentoPdfItem>[] => [
  { title: 'Item', width: 24, align: 'center', value: (i) => String(i.item) },
  { title: 'Código', width: 56, align: 'left', value: (i) => i.produtoSku },
  {
    title: 'Descrição',
    width: 130,
    align: 'left',
    value: (i) => i.produtoDesc + (many && i.condicao ? `\nPgto.: ${i.condicao}` : ''),
  },
  { title: 'UM', width: 22, align: 'center', value: (i) => umLabel(i.produtoUM) },
  { title: 'Qtd.', width: 44, align: 'right', value: (i) => formatQuantidade(i.produtoQuant) },
  { title: 'Frete', width: 30, align: 'center', value: (i) => i.modalidadeSku },
  // Per the product's unit: 'R$ 36,99 / SC', 'R$ 145,00 / t'.
  {
    title: 'Preço unit.',
    width: 80,
    align: 'right',
    value: (i) => formatPrecoUm(i.produtoValorUnit, i.produtoUM),
  },
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
  y = fieldRows(doc, rows, M, y, W);

  const cols = columns(condicoes.length > 1);
  y = itemsTable(doc, cols, o.itens, { x: M, y, width: W, bottom: A4.height - M - 30, pageTop: M });

  if (y + 100 > A4.height - M - 30) {
    doc.addPage();
    y = M;
  }
  y += 8;
  totalLines(
    doc,
    [
      ['Itens:', String(o.itens.length)],
      ['Peso total:', `${formatWeightKg(o.pesoTotal)} (${formatTons(o.pesoTotal)})`],
      ['Total do orçamento:', formatCurrency(o.total), true],
    ],
    M,
    y,
    W,
  );
  y += 48;
  textBlock(
    doc,
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
