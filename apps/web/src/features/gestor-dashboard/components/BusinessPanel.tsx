// The dashboard's business panel (beyond docs/product/gestor-crm-vendas.md §2.2): the orders of the filter's
// period and branches. BusinessFigures: sold value, orders and average ticket with the change against the
// previous period (first on the page, a compact grid on a phone). BusinessPanel: the daily sales
// line (plain SVG: the web has no chart library), orders by status, the top customers and products
// and the sellers, as narrow tables that wrap instead of scrolling sideways.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatDate, formatDecimal } from '@portal/shared/format';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import type { Comparacao, PainelNegocios } from '@portal/shared/schemas/painel-negocios';

const shortDate = (d: string) => formatDate(d).slice(0, 5);

/** +12,3% / -4,0% / 0,0%. */
export function formatVariacao(v: number): string {
  const s = formatDecimal(Math.abs(v) * 100, 1);
  return `${v > 0 ? '+' : v < 0 ? '-' : ''}${s}%`;
}

function Figure({
  id,
  label,
  value,
  c,
  anterior,
}: {
  id: string;
  label: string;
  value: string;
  c: Comparacao;
  anterior: { de: string; ate: string };
}) {
  const de = shortDate(anterior.de);
  const ate = shortDate(anterior.ate);
  const up = (c.variacao ?? 0) > 0;
  const down = (c.variacao ?? 0) < 0;
  return (
    <Paper
      component="article"
      aria-labelledby={`${id}-titulo`}
      data-testid={id}
      sx={{ p: { xs: 1.5, sm: 2 }, height: '100%', borderTop: 4, borderColor: 'secondary.main' }}
    >
      <Typography id={`${id}-titulo`} variant="subtitle2" component="h3" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        data-testid={`${id}-valor`}
        sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      <Typography
        variant="caption"
        component="p"
        data-testid={`${id}-variacao`}
        sx={{ color: up ? 'success.dark' : down ? 'error.dark' : 'text.secondary' }}
      >
        {c.variacao === null
          ? L.painelSemAnterior(de, ate)
          : L.painelVsAnterior(`${up ? '▲' : down ? '▼' : '='} ${formatVariacao(c.variacao)}`, de, ate)}
      </Typography>
    </Paper>
  );
}

export function BusinessFigures({ data }: { data: PainelNegocios }) {
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} data-testid="painel-indicadores">
      <Grid size={{ xs: 12, md: 4 }}>
        <Figure
          id="painel-vendido"
          label={L.painelVendido}
          value={formatCurrency(data.vendido.atual)}
          c={data.vendido}
          anterior={data.anterior}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <Figure
          id="painel-pedidos"
          label={L.painelPedidos}
          value={formatDecimal(data.pedidos.atual, 0)}
          c={data.pedidos}
          anterior={data.anterior}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <Figure
          id="painel-ticket"
          label={L.painelTicket}
          value={formatCurrency(data.ticketMedio.atual)}
          c={data.ticketMedio}
          anterior={data.anterior}
        />
      </Grid>
    </Grid>
  );
}

/** The daily sales line: value by day, with the highest day and the first and last dates. */
function DailyChart({ diario }: { diario: PainelNegocios['diario'] }) {
  const W = 600;
  const H = 180;
  const pad = { l: 8, r: 8, t: 12, b: 22 };
  const max = Math.max(0, ...diario.map((d) => d.valor));
  const top = diario.reduce((a, d) => (d.valor > a.valor ? d : a), diario[0] ?? { dia: '', valor: 0 });
  const x = (i: number) => pad.l + (diario.length <= 1 ? 0 : (i * (W - pad.l - pad.r)) / (diario.length - 1));
  const y = (v: number) => H - pad.b - (max === 0 ? 0 : (v / max) * (H - pad.t - pad.b));
  const points = diario.map((d, i) => `${x(i).toFixed(1)},${y(d.valor).toFixed(1)}`).join(' ');
  const summary = L.painelDiarioResumo(
    diario.length,
    formatCurrency(max),
    top.dia ? formatDate(top.dia) : '-',
  );
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" data-testid="painel-diario-resumo">
        {summary}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${L.painelDiario}: ${summary}`}
        data-testid="painel-diario"
        sx={{ width: '100%', height: 180, display: 'block' }}
      >
        <line x1={pad.l} x2={W - pad.r} y1={H - pad.b} y2={H - pad.b} stroke="#bdbdbd" strokeWidth={1} />
        <line x1={pad.l} x2={W - pad.r} y1={pad.t} y2={pad.t} stroke="#eeeeee" strokeWidth={1} />
        {diario.length > 0 ? (
          <>
            <polygon
              points={`${x(0)},${H - pad.b} ${points} ${x(diario.length - 1)},${H - pad.b}`}
              fill="#ffccbc"
              fillOpacity={0.6}
            />
            <polyline
              points={points}
              fill="none"
              stroke="#e64a19"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          </>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }} aria-hidden>
        <Typography variant="caption" color="text.secondary">
          {diario[0] ? formatDate(diario[0].dia) : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {L.painelColValor}: 0 – {formatCurrency(max)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {diario.length ? formatDate(diario[diario.length - 1].dia) : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/** A narrow table: the first column wraps, the numbers stay on one line. */
function ListTable({
  testId,
  label,
  head,
  rows,
}: {
  testId: string;
  label: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {L.painelSemPedidos}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label} data-testid={testId} sx={{ tableLayout: 'auto', width: '100%' }}>
      <TableHead>
        <TableRow>
          {head.map((h, i) => (
            <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={{ px: 1, whiteSpace: 'nowrap' }}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            {r.cells.map((c, i) => (
              <TableCell
                key={i}
                align={i === 0 ? 'left' : 'right'}
                sx={i === 0 ? { px: 1, overflowWrap: 'break-word' } : { px: 1, whiteSpace: 'nowrap' }}
              >
                {c}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, flexGrow: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function BusinessPanel({ data }: { data: PainelNegocios }) {
  const n = (v: number) => formatDecimal(v, 0);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Block title={L.painelDiario}>
          <DailyChart diario={data.diario} />
        </Block>
        <Block title={L.painelVendedores}>
          <ListTable
            testId="painel-vendedores"
            label={L.painelVendedores}
            head={[L.painelColVendedor, L.painelColPedidos, L.painelColValor]}
            rows={data.vendedores.map((v) => ({
              key: v.vendedorId ?? 'sem',
              cells: [v.nome, n(v.pedidos), formatCurrency(v.valor)],
            }))}
          />
        </Block>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Block title={L.painelPorStatus}>
          <ListTable
            testId="painel-status"
            label={L.painelPorStatus}
            head={[L.painelColStatus, L.painelColPedidos, L.painelColValor]}
            rows={data.porStatus.map((s) => ({
              key: s.statusId,
              cells: [s.descricao, n(s.pedidos), formatCurrency(s.valor)],
            }))}
          />
        </Block>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block title={L.painelTopClientes}>
          <ListTable
            testId="painel-top-clientes"
            label={L.painelTopClientes}
            head={[L.painelColCliente, L.painelColPedidos, L.painelColValor]}
            rows={data.topClientes.map((c) => ({
              key: c.clienteId,
              cells: [`${c.codigo}/${c.loja} - ${c.razao}`, n(c.pedidos), formatCurrency(c.valor)],
            }))}
          />
        </Block>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block title={L.painelTopProdutos}>
          <ListTable
            testId="painel-top-produtos"
            label={L.painelTopProdutos}
            head={[L.painelColProduto, L.painelColQuantidade, L.painelColValor]}
            rows={data.topProdutos.map((p) => ({
              key: p.produtoId,
              cells: [
                `${p.sku} - ${p.descricao}`,
                `${formatDecimal(p.quantidade, Number.isInteger(p.quantidade) ? 0 : 3)} ${p.um}`,
                formatCurrency(p.valor),
              ],
            }))}
          />
        </Block>
      </Grid>
    </Grid>
  );
}
