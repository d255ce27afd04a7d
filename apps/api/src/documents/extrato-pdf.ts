// Financial statement (extrato financeiro) PDF: a customer's titles at one unit in a period, with
// balances, a summary per situation and totals; A4 portrait, the header repeated on each page.
import type { TitleSituation } from '@portal/shared/constants';
import type { ChargeRates } from '@portal/shared/fiscal/encargos';
import { formatCpfCnpj, formatCurrency, formatDate, formatMoney } from '@portal/shared/format';
import { A4, createPdf, FONT, line, MM, para, type Pdf } from './pdf-common';

export interface ExtratoTitulo {
  prefixo: string;
  titulo: string;
  parcela: string;
  /** 'YYYY-MM-DD'. */
  emissao: string;
  vencrea: string;
  baixa: string | null;
  valor: number;
  saldo: number;
  situacao: TitleSituation;
  numeroConta: string | null;
  /** Overdue: calendar days late and saldo + fine + interest to `hoje` (0 / saldo otherwise). */
  diasAtraso: number;
  atualizado: number;
}

export interface ExtratoInput {
  emissor: { nome: string; cnpj: string | null };
  unidade: {
    descricao: string;
    empresaCod: string;
    filialCod: string;
    cidade: string | null;
    uf: string | null;
  };
  cliente: { razao: string; codigo: string; loja: string; cgc: string | null; endereco: string };
  /** 'YYYY-MM-DD', inclusive; the titles' due dates (vencimento). */
  periodo: { inicio: string; fim: string };
  emitidoEm: Date;
  titulos: ExtratoTitulo[];
  totais: { valor: number; pago: number; saldo: number; atualizado: number };
  /** The customer's credit figures at the unit (all due dates), as in the portal's header. */
  credito: { limite: number; devedor: number; saldo: number };
  /** 'YYYY-MM-DD': the day the updated amounts are computed to. */
  hoje: string;
  encargos: ChargeRates;
}

/** 'DD/MM/YYYY HH:mm' in Brasília (UTC−3). */
function brasiliaDateTime(d: Date): string {
  const s = new Date(d.getTime() - 3 * 3600_000).toISOString();
  return `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)} ${s.slice(11, 16)}`;
}

const M = 12 * MM;
const W = A4.width - 2 * M;
const ROW_H = 14;
const SITUACAO_LABEL: Record<TitleSituation, string> = {
  EMDIA: 'EM DIA',
  VENCIDO: 'VENCIDO',
  QUITADO: 'QUITADO',
};
const SITUACAO_COLOR: Record<TitleSituation, string> = {
  EMDIA: '#1565c0',
  VENCIDO: '#c62828',
  QUITADO: '#2e7d32',
};

const COLS: [label: string, wmm: number, align: 'left' | 'right' | 'center'][] = [
  ['Emissão', 17, 'center'],
  ['Título/Parcela', 25, 'left'],
  ['Vencimento', 21, 'center'],
  ['Baixa', 17, 'center'],
  ['Valor', 23, 'right'],
  ['Saldo', 23, 'right'],
  ['Atraso', 15, 'right'],
  ['Atualizado', 23, 'right'],
  ['Situação', 0, 'center'],
];
const widths = () => {
  const fixed = COLS.slice(0, -1).map(([, w]) => w * MM);
  return [...fixed, W - fixed.reduce((s, w) => s + w, 0)];
};

function pageHeader(doc: Pdf, input: ExtratoInput): number {
  let y = 12 * MM;
  line(doc, input.emissor.nome, M, y, W * 0.6, { size: 12, bold: true });
  line(doc, 'EXTRATO FINANCEIRO', M + W * 0.5, y, W * 0.5, { size: 12, bold: true, align: 'right' });
  y += 16;
  line(doc, `CNPJ ${formatCpfCnpj(input.emissor.cnpj ?? '')}`, M, y, W * 0.6, { size: 8 });
  line(
    doc,
    `Período (vencimento): ${formatDate(input.periodo.inicio)} a ${formatDate(input.periodo.fim)}`,
    M + W * 0.4,
    y,
    W * 0.6,
    { size: 8, align: 'right' },
  );
  y += 11;
  const u = input.unidade;
  line(
    doc,
    `Unidade: ${u.descricao} (${u.empresaCod}/${u.filialCod})${u.cidade ? ` - ${u.cidade}/${u.uf ?? ''}` : ''}`,
    M,
    y,
    W * 0.6,
    { size: 8 },
  );
  line(doc, `Emitido em ${brasiliaDateTime(input.emitidoEm)}`, M + W * 0.4, y, W * 0.6, {
    size: 8,
    align: 'right',
  });
  y += 14;
  doc
    .lineWidth(1)
    .strokeColor('#263238')
    .moveTo(M, y)
    .lineTo(M + W, y)
    .stroke();
  y += 6;
  // customer block
  doc.save().roundedRect(M, y, W, 40, 3).fill('#f3f5f7').restore();
  const c = input.cliente;
  line(doc, 'CLIENTE', M + 8, y + 5, 100, { size: 6.5, bold: true, color: '#546e7a' });
  line(doc, c.razao, M + 8, y + 14, W * 0.62, { size: 10, bold: true });
  line(doc, c.endereco, M + 8, y + 27, W * 0.62, { size: 7.5 });
  line(doc, `CNPJ/CPF ${formatCpfCnpj(c.cgc ?? '')}`, M + W * 0.6, y + 14, W * 0.4 - 8, {
    size: 8.5,
    align: 'right',
  });
  line(doc, `Código ${c.codigo} / Loja ${c.loja}`, M + W * 0.6, y + 27, W * 0.4 - 8, {
    size: 8,
    align: 'right',
  });
  return y + 40 + 10;
}

function tableHeader(doc: Pdf, y: number): number {
  const ws = widths();
  doc
    .save()
    .rect(M, y, W, ROW_H + 2)
    .fill('#263238')
    .restore();
  let x = M;
  COLS.forEach(([label, , align], i) => {
    line(doc, label.toUpperCase(), x + 4, y + 5, ws[i] - 8, { size: 7, bold: true, align, color: '#fff' });
    x += ws[i];
  });
  return y + ROW_H + 2;
}

function titleRow(doc: Pdf, y: number, t: ExtratoTitulo, stripe: boolean) {
  const ws = widths();
  if (stripe) doc.save().rect(M, y, W, ROW_H).fill('#f5f5f5').restore();
  const cells = [
    formatDate(t.emissao),
    `${t.prefixo} ${t.titulo}/${t.parcela}`,
    formatDate(t.vencrea),
    t.baixa ? formatDate(t.baixa) : '-',
    formatCurrency(t.valor),
    formatCurrency(t.saldo),
    t.situacao === 'VENCIDO' ? `${t.diasAtraso} ${t.diasAtraso === 1 ? 'dia' : 'dias'}` : '-',
    t.situacao === 'VENCIDO' ? formatCurrency(t.atualizado) : '-',
    SITUACAO_LABEL[t.situacao],
  ];
  let x = M;
  cells.forEach((text, i) => {
    const last = i === cells.length - 1;
    line(doc, text, x + 4, y + 4, ws[i] - 8, {
      size: 7.5,
      align: COLS[i][2],
      bold: last,
      color: last ? SITUACAO_COLOR[t.situacao] : '#000',
    });
    x += ws[i];
  });
}

function drawExtrato(doc: Pdf, input: ExtratoInput) {
  const bottom = A4.height - 18 * MM;
  let y = tableHeader(doc, pageHeader(doc, input));
  if (input.titulos.length === 0) {
    line(doc, 'Nenhum título no período.', M, y + 8, W, { size: 8.5, align: 'center', color: '#546e7a' });
    y += 26;
  }
  input.titulos.forEach((t, i) => {
    if (y + ROW_H > bottom) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = tableHeader(doc, pageHeader(doc, input));
    }
    titleRow(doc, y, t, i % 2 === 1);
    y += ROW_H;
  });
  doc
    .lineWidth(0.8)
    .strokeColor('#263238')
    .moveTo(M, y)
    .lineTo(M + W, y)
    .stroke();

  // totals and summary per situation, then the credit figures
  const summaryH = 4 * 15 + 15 + 30 + 40;
  if (y + summaryH > bottom) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = pageHeader(doc, input);
  }
  const ws = widths();
  const valorX = M + ws[0] + ws[1] + ws[2] + ws[3];
  const atualizadoX = valorX + ws[4] + ws[5] + ws[6];
  y += 5;
  const total = (pred: (t: ExtratoTitulo) => boolean) => {
    const list = input.titulos.filter(pred);
    const cents = (k: 'valor' | 'saldo' | 'atualizado') =>
      list.reduce((s, t) => s + Math.round(t[k] * 100), 0) / 100;
    return { n: list.length, valor: cents('valor'), saldo: cents('saldo'), atualizado: cents('atualizado') };
  };
  const rows: [string, ReturnType<typeof total>, boolean][] = [
    ['Em dia', total((t) => t.situacao === 'EMDIA'), false],
    ['Vencidos', total((t) => t.situacao === 'VENCIDO'), false],
    ['Quitados', total((t) => t.situacao === 'QUITADO'), false],
    ['TOTAL', total(() => true), true],
  ];
  for (const [label, s, bold] of rows) {
    if (bold) {
      doc
        .save()
        .rect(M, y - 2, W, 15)
        .fill('#eceff1')
        .restore();
    }
    line(doc, `${label} (${s.n} ${s.n === 1 ? 'título' : 'títulos'})`, M + 4, y + 2, valorX - M - 8, {
      size: 8,
      bold,
      align: 'right',
    });
    line(doc, formatCurrency(s.valor), valorX + 4, y + 2, ws[4] - 8, { size: 8, bold, align: 'right' });
    line(doc, formatCurrency(s.saldo), valorX + ws[4] + 4, y + 2, ws[5] - 8, {
      size: 8,
      bold,
      align: 'right',
    });
    line(doc, formatCurrency(s.atualizado), atualizadoX + 4, y + 2, ws[7] - 8, {
      size: 8,
      bold,
      align: 'right',
    });
    y += 15;
  }
  line(doc, 'Pago no período (valor - saldo)', M + 4, y + 2, valorX - M - 8, { size: 8, align: 'right' });
  line(doc, formatCurrency(input.totais.pago), valorX + 4, y + 2, ws[4] - 8, { size: 8, align: 'right' });
  y += 20;

  // credit figures: the same as the portal's header (all due dates)
  doc.save().roundedRect(M, y, W, 30, 3).fill('#f3f5f7').restore();
  line(doc, 'SITUAÇÃO DE CRÉDITO (TODOS OS VENCIMENTOS)', M + 8, y + 4, W - 16, {
    size: 6.5,
    bold: true,
    color: '#546e7a',
  });
  const c = input.credito;
  const figures: [string, number][] = [
    ['Limite', c.limite],
    ['Devedor (títulos em aberto)', c.devedor],
    ['Saldo de crédito', c.saldo],
  ];
  const shares = [0.27, 0.43, 0.3];
  let fx = M + 8;
  figures.forEach(([label, value], i) => {
    const w = (W - 16) * shares[i];
    line(doc, `${label}: ${formatCurrency(value)}`, fx, y + 15, w - 4, { size: 8.5, bold: i === 1 });
    fx += w;
  });
  y += 38;
  const r = input.encargos;
  para(
    doc,
    `Valores em reais. Saldo = valor em aberto do título. Atualizado = saldo + multa de ${formatMoney(r.multaPct)}% + juros de mora de ${formatMoney(r.jurosMesPct)}% ao mês (por dia de atraso) até ${formatDate(input.hoje)}, as mesmas regras do boleto. Títulos vencidos: entre em contato com o nosso financeiro. Extrato emitido pelo Portal B2B a partir dos dados do ERP.`,
    M,
    y,
    W,
    { size: 6.5, color: '#546e7a' },
  );

  // page numbers
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    line(doc, `${input.cliente.razao} - Extrato financeiro`, M, A4.height - 12 * MM, W * 0.7, {
      size: 6.5,
      color: '#546e7a',
    });
    line(doc, `Página ${i + 1} de ${range.count}`, M + W * 0.7, A4.height - 12 * MM, W * 0.3, {
      size: 6.5,
      align: 'right',
      color: '#546e7a',
    });
  }
}

export async function renderExtratoPdf(input: ExtratoInput): Promise<Buffer> {
  const { doc, done } = createPdf(
    { Title: `Extrato financeiro - ${input.cliente.razao}`, Author: input.emissor.nome },
    { bufferPages: true },
  );
  doc.font(FONT);
  drawExtrato(doc, input);
  doc.end();
  return done;
}
