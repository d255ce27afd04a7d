// Boletos (docs/product/portal-cliente.md §2 Finance, §4 Boleto button state, §8, §9): the customer's titles
// at the branch due in the filter's period, by title then parcel, with the totals of principal and balance.
// Each title has one button: the PDF of a title in time; a red warning for an overdue one; a green PAGO
// with the payment date; a blocked one when the ERP has no account. After each load the overdue
// figure of the session (the header's) is read again, so both agree.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Boleto } from '@portal/shared/schemas/financeiro';
import { loadLimiteCredito, loadTitulosVencidos } from '../../api/credito';
import { useSession } from '../../state/session';
import { useDialog } from '../../ui/Dialog';
import { boletoColumns } from '../../ui/BoletoButton';
import { ResponsiveTable, type Column } from '../../ui/ResponsiveTable';
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

  const columns = useMemo<Column<Boleto>[]>(
    () => [
      {
        key: 'titulo',
        header: L.colTituloParcela,
        card: 'title',
        nowrap: true,
        sx: { fontWeight: 600 },
        cell: (b) => `${b.titulo}/${b.parcela}`,
      },
      { key: 'prefixo', header: L.colPrefixo, cell: (b) => b.prefixo },
      { key: 'emissao', header: L.colEmissao, cell: (b) => formatDate(b.emissao) },
      { key: 'vencimento', header: L.colVencimento, cell: (b) => formatDate(b.vencrea) },
      { key: 'baixa', header: L.colBaixa, cell: (b) => formatDate(b.baixa) },
      ...boletoColumns<Boleto>(owner),
    ],
    [owner],
  );
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
        <ResponsiveTable
          label={L.boletosTable}
          columns={columns}
          rows={itens}
          rowKey={(b) => `${b.prefixo}-${b.titulo}-${b.parcela}-${b.loja}`}
          busy={boletos.isFetching}
          footer={[
            {
              label: L.totals,
              values: { valor: formatCurrency(totais.valor), saldo: formatCurrency(totais.saldo) },
            },
          ]}
        />
      )}
      <BoletoFilterDialog dialog={dialog} value={filter} defaults={defaults} onApply={setFilter} />
    </>
  );
}
