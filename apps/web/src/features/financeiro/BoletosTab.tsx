// Boletos (spec 01 §2 Finance, §4 Boleto button state, §8, §9): the customer's titles at the branch
// due in the filter's period, by title then parcel, with the totals of principal and balance. Each
// title has one button: the PDF of a title in time; a red warning for an overdue one; a green PAGO
// with the payment date; a blocked one when the ERP has no account. After each load the overdue
// figure of the session (the header's) is read again, so both agree.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { loadLimiteCredito, loadTitulosVencidos } from '../../api/credito';
import { useSession } from '../../state/session';
import { useDialog } from '../../ui/Dialog';
import { BoletoCells } from '../../ui/BoletoButton';
import { listarBoletos, type DocumentOwner } from './api';
import { CreditSummary } from './components/CreditSummary';
import { BoletoFilterDialog } from './components/FilterDialogs';
import { Empty, Failure, FilterBar, Loading } from './components/ListParts';
import {
  boletosQuery,
  boletoTotals,
  emptyBoletoFilter,
  sortBoletos,
  type BoletoFilter,
  type FinanceTarget,
  type Periodo,
} from './finance-rules';

function filterChips(f: BoletoFilter): string[] {
  const chips: string[] = [];
  if (f.titulo) chips.push(L.activeFilter(L.titulo, f.titulo));
  if (f.valor) chips.push(L.activeFilter(L.valor, f.valor));
  if (f.quitado) chips.push(L.activeFilter(L.quitado, f.quitado === 'S' ? L.quitadoSim : L.quitadoNao));
  return chips;
}

function OverdueFigure() {
  const total = useSession((s) => s.usuario?.titulosVencidos ?? null);
  if (total === null) return null;
  return (
    <Chip
      role="status"
      aria-live="polite"
      color={total > 0 ? 'error' : 'default'}
      icon={total > 0 ? <WarningAmberIcon /> : undefined}
      label={L.overdueCount(total)}
    />
  );
}

interface Props {
  target: FinanceTarget;
  owner: DocumentOwner;
  periodoPadrao: Periodo;
}

export function BoletosTab({ target, owner, periodoPadrao }: Props) {
  const defaults = useMemo(() => emptyBoletoFilter(periodoPadrao), [periodoPadrao]);
  const [filter, setFilter] = useState(defaults);
  const dialog = useDialog();
  const query = useMemo(() => boletosQuery(target, filter), [target, filter]);

  const boletos = useQuery({
    queryKey: ['financeiro', 'boletos', query],
    queryFn: async ({ signal }) => {
      const data = await listarBoletos(query, signal);
      // The header's overdue figure and credit figures follow the list the user is looking at.
      void loadTitulosVencidos({ notify: false });
      void loadLimiteCredito({ keep: true });
      return data;
    },
    staleTime: 0,
  });
  const itens = useMemo(() => sortBoletos(boletos.data?.itens ?? []), [boletos.data]);
  const totais = useMemo(() => boletoTotals(itens), [itens]);

  const headers = [L.colTituloParcela, L.colPrefixo, L.colEmissao, L.colVencimento, L.colBaixa];
  return (
    <>
      <FilterBar
        period={L.boletosPeriod(filter.inicio, filter.fim)}
        chips={filterChips(filter)}
        onFilter={() => dialog.open({ title: L.filterBoletos, size: 'sm' })}
      >
        <OverdueFigure />
      </FilterBar>
      {boletos.data?.credito ? <CreditSummary credito={boletos.data.credito} /> : null}
      {boletos.isPending ? (
        <Loading />
      ) : boletos.isError ? (
        <Failure onRetry={() => void boletos.refetch()} />
      ) : itens.length === 0 ? (
        <Empty text={MSG.noBoletos} />
      ) : (
        <TableContainer component={Paper} variant="outlined" aria-busy={boletos.isFetching}>
          {boletos.isFetching ? <LinearProgress aria-label={MSG.loading} /> : null}
          <Table size="small" aria-label={L.boletosTable}>
            <TableHead>
              <TableRow>
                {headers.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
                <TableCell align="right">{L.colValor}</TableCell>
                <TableCell align="right">{L.colSaldo}</TableCell>
                <TableCell>{L.colSituacao}</TableCell>
                <TableCell align="center">{L.colBoleto}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {itens.map((b) => (
                <TableRow key={`${b.prefixo}-${b.titulo}-${b.parcela}-${b.loja}`} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {b.titulo}/{b.parcela}
                  </TableCell>
                  <TableCell>{b.prefixo}</TableCell>
                  <TableCell>{formatDate(b.emissao)}</TableCell>
                  <TableCell>{formatDate(b.vencrea)}</TableCell>
                  <TableCell>{formatDate(b.baixa)}</TableCell>
                  <BoletoCells titulo={b} owner={owner} />
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell
                  component="th"
                  scope="row"
                  colSpan={5}
                  sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' }}
                >
                  {L.totals}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary', whiteSpace: 'nowrap' }}
                >
                  {formatCurrency(totais.valor)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.primary', whiteSpace: 'nowrap' }}
                >
                  {formatCurrency(totais.saldo)}
                </TableCell>
                <TableCell colSpan={2} />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
      <BoletoFilterDialog dialog={dialog} value={filter} defaults={defaults} onApply={setFilter} />
    </>
  );
}
