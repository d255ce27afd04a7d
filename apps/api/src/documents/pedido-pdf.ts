// Order print (GET /api/pedidos/{id}/impressao): A4 portrait with the brand, the order reference,
// emission date and status, customer and unit, delivery customer, payment and freight, the items
// table (repeated header on every page), totals in R$, kg and tons, and the invoice note.
// Standard Helvetica fonts: real, selectable text (WinAnsi covers the Portuguese accents).
import PDFDocument from 'pdfkit';
import {
  formatCpfCnpj,
  formatCurrency,
  formatDecimal,
  formatMoney,
  formatTons,
  formatWeightKg,
} from '@portal/shared/format';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { formatPrecoUm, formatQuantidade, umLabel } from '@portal/shared/unidades';
import {
  A4,
  brandHeader,
  fieldRows,
  itemsTable,
  pageFooters,
  spDateTime,
  textBlock,
  totalLines,
  type DocumentBrand,
  type TableColumn,
} from './pdf-common';

export type PedidoPdfBrand = DocumentBrand;

const M = 36;
const W = A4.width - 2 * M;

const day = (isoDay: string | null) =>
  isoDay ? `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}` : '';

const COLS: TableColumn<Pedido['itens'][number]>[] = [
  { title: 'Item', width: 26, align: 'center', value: (i) => String(i.item) },
  { title: 'Código', width: 58, align: 'left', value: (i) => i.produtoSku },
  {
    title: 'Descrição',
    width: 143,
    align: 'left',
    value: (i) => i.produtoDesc + (i.dataEmbarque ? `\nEmbarque: ${day(i.dataEmbarque)}` : ''),
  },
  { title: 'UM', width: 24, align: 'center', value: (i) => umLabel(i.produtoUM) },
  { title: 'Qtd.', width: 46, align: 'right', value: (i) => formatQuantidade(i.produtoQuant) },
  // Per the product's unit: 'R$ 36,99 / SC', 'R$ 145,00 / t'.
  {
    title: 'Preço unit.',
    width: 82,
    align: 'right',
    value: (i) => formatPrecoUm(i.produtoValorUnit, i.produtoUM),
  },
  { title: 'Total (R$)', width: 70, align: 'right', value: (i) => formatMoney(i.produtoValorTotal) },
  {
    title: 'Peso (kg)',
    width: 74.28,
    align: 'right',
    value: (i) => formatDecimal(i.produtoQuant * i.produtoPesoUnit, 2),
  },
];

/** Renders the order as a PDF. */
export function renderPedidoPdf(p: Pedido, brand: PedidoPdfBrand, printedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: {
      Title: `Pedido ${p.ref}`,
      Subject: `Pedido ${p.ref} - ${p.clienteRazao}`,
      Author: brand.nome,
      Creator: brand.nome,
    },
    pdfVersion: '1.4',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // ---- header
  let y = brandHeader(
    doc,
    brand,
    {
      title: `PEDIDO Nº ${p.ref}`,
      lines: [{ text: `Emissão: ${spDateTime(p.emissao)}` }, { text: `Status: ${p.statusDesc}`, bold: true }],
    },
    M,
    W,
  );

  // ---- parties, payment and freight
  const condicoes = [
    ...new Set(
      p.itens.map((i) =>
        [i.pagamentoFormaDescricao, i.pagamentoCondicaoDescricao].filter(Boolean).join(' - '),
      ),
    ),
  ].filter(Boolean);
  const modalidades = [...new Set(p.itens.map((i) => i.modalidadeSku))];
  const entrega = p.clienteEntregaCodigo
    ? `${p.clienteEntregaCodigo}/${p.clienteEntregaLoja ?? ''} - ${p.clienteEntregaDescricao ?? ''}${p.clienteEntregaCgc ? ` (CNPJ/CPF ${formatCpfCnpj(p.clienteEntregaCgc)})` : ''}`
    : 'O próprio cliente';
  const fob = p.itens.find((i) => i.motoristaSku || i.fobMotoristaNome);
  const rows: [string, string][] = [
    ['Cliente', `${p.clienteCodigo}/${p.clienteLoja} - ${p.clienteRazao}`],
    ['CNPJ/CPF', p.clienteCgc ? formatCpfCnpj(p.clienteCgc) : 'NENHUM'],
    ['Unidade', `${p.unidadeDesc} ${p.unidadeDescricao}`],
    ['Cliente de entrega', entrega],
    ['Condição de pagamento', condicoes.join('; ') || '-'],
    ['Modalidade (frete)', modalidades.join(', ') || '-'],
  ];
  if (fob) {
    rows.push([
      'Retirada',
      fob.motoristaSku
        ? `Motorista ${fob.motoristaSku}, veículo ${fob.veiculoPlaca ?? ''}`
        : `${fob.fobMotoristaNome ?? ''} (CPF ${fob.fobMotoristaCpf ?? ''}), ${fob.fobVeiculoMarca ?? ''} ${fob.fobVeiculoModelo ?? ''} placa ${fob.fobVeiculoPlaca ?? ''}${fob.fobVeiculoPlacaCarreta ? `/${fob.fobVeiculoPlacaCarreta}` : ''}, empresa ${fob.fobEmpresaNome ?? ''}, comprador ${fob.fobCompradorNome ?? ''}`,
    ]);
  }
  if (p.usuarioNome) rows.push(['Realizado por', p.usuarioNome]);
  y = fieldRows(doc, rows, M, y, W);

  // ---- items
  y = itemsTable(doc, COLS, p.itens, { x: M, y, width: W, bottom: A4.height - M - 30, pageTop: M });

  // ---- totals and note
  if (y + 90 > A4.height - M - 30) {
    doc.addPage();
    y = M;
  }
  y += 8;
  totalLines(
    doc,
    [
      ['Itens:', String(p.qtdItens)],
      ['Peso total:', `${formatWeightKg(p.qtdPeso)} (${formatTons(p.qtdPeso)})`],
      ['Total do pedido:', formatCurrency(p.total), true],
    ],
    M,
    y,
    W,
  );
  y += 44;
  if (p.obsnf) {
    textBlock(doc, 'Observação para a nota fiscal:', M, y, W, { bold: true });
    textBlock(doc, p.obsnf, M, y + 12, W);
  }

  // ---- footer on every page
  pageFooters(
    doc,
    (page, pages) =>
      `${brand.nome} - pedido ${p.ref} - impresso em ${spDateTime(printedAt)} - página ${page} de ${pages}`,
    M,
    W,
    A4.height,
  );
  doc.end();
  return done;
}
