// Boletos (docs/product/portal-cliente.md §2 Finance, §4 Boleto button state, §8, §9): the customer's titles
// at the branch due in the filter's period, by title then parcel, with the totals of principal and balance.
// Each title has one button: the PDF of a title in time; a red warning for an overdue one; a green PAGO
// with the payment date; a blocked one when the ERP has no account. After each load the overdue
// figure of the session (the header's) is read again, so both agree. Open títulos of one store can be
// selected (checkboxes) and paid together with one Pix (PixBar, PixIntencaoDialog, loaded lazily).
import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatCurrency, formatDate } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { PIX_LABELS } from '@portal/shared/pix-intencao';
import type { Boleto } from '@portal/shared/schemas/financeiro';
import type { PixIntencao } from '@portal/shared/schemas/pix-intencao';
import { loadLimiteCredito, loadTitulosVencidos } from '../../api/credito';
import { useSession } from '../../state/session';
import { useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { boletoColumns } from '../../domain/financeiro';
import { ResponsiveTable, type Column } from '../../ui/ResponsiveTable';
import { listarBoletos, type DocumentOwner } from './api';
import { CreditSummary } from './components/CreditSummary';
import { BoletoFilterDialog } from './components/FilterDialogs';
import { Empty, Failure, FilterBar, Loading } from './components/ListParts';
import { PixBar } from './components/PixBar';
import {
  boletosQuery,
  boletoTotals,
  emptyBoletoFilter,
  sortBoletos,
  type BoletoFilter,
  type FinanceTarget,
  type Periodo,
} from './finance-rules';
import { criarPixIntencao, listarPixIntencoes, pixIntencoesKey } from './pix-api';
import { emptySelection, pruneSelection, selectable, selectedSaldo, toggleTitulo } from './pix-selection';

const PixIntencaoDialog = lazy(() => import('./PixIntencaoDialog'));

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

  // Pix of several títulos: the open ones of the customer here, the selection, the dialog.
  const queryClient = useQueryClient();
  const unidade = `${target.empresaCod}/${target.filialCod}`;
  const pixKey = pixIntencoesKey(target);
  const abertas = useQuery({ queryKey: pixKey, queryFn: ({ signal }) => listarPixIntencoes(target, signal) });
  const emPix = useMemo(() => {
    const m = new Map<number, PixIntencao>();
    for (const i of abertas.data ?? []) for (const t of i.titulos) m.set(t.id, i);
    return m;
  }, [abertas.data]);
  const [rawSelection, setSelection] = useState(emptySelection);
  const rows = useMemo(() => itens.map((b) => ({ ...b, unidade })), [itens, unidade]);
  const selection = useMemo(
    () => pruneSelection(rawSelection, rows, new Set(emPix.keys())),
    [rawSelection, rows, emPix],
  );
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<PixIntencao | null>(null);
  const shownPaid =
    !!shown && shown.titulos.every((t) => itens.find((b) => b.id === t.id)?.situacao === 'QUITADO');
  const toggle = (b: Boleto, on: boolean) => {
    const r = toggleTitulo(selection, { ...b, unidade }, on);
    if ('error' in r) notify('warning', r.error);
    else setSelection(r.selection);
  };
  const pay = async () => {
    setCreating(true);
    const created = await criarPixIntencao(selection.ids);
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: pixKey });
    if (created) {
      setSelection(emptySelection);
      setShown(created);
    }
  };
  const anyOpen = itens.some((b) => selectable(b, false));

  // Rebuilt each render: the selection column follows the selection.
  const columns: Column<Boleto>[] = [
    {
      key: 'pix',
      header: PIX_LABELS.colunaSelecao,
      card: 'badge',
      align: 'center',
      cell: (b) => {
        const open = emPix.get(b.id);
        if (open)
          return (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={PIX_LABELS.emPix}
              title={PIX_LABELS.emPixDica(open.expiraEm)}
            />
          );
        if (!selectable(b, false)) return null;
        return (
          <Checkbox
            size="small"
            checked={selection.ids.includes(b.id)}
            onChange={(e) => toggle(b, e.target.checked)}
            slotProps={{ input: { 'aria-label': PIX_LABELS.selecionar(b.titulo, b.parcela) } }}
            sx={{ p: 0.5 }}
          />
        );
      },
    },
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
  ];
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
      {anyOpen || (abertas.data?.length ?? 0) > 0 ? (
        <PixBar
          count={selection.ids.length}
          saldo={selectedSaldo(selection, itens)}
          creating={creating}
          abertas={abertas.data ?? []}
          onPay={() => void pay()}
          onClear={() => setSelection(emptySelection)}
          onOpen={setShown}
        />
      ) : null}
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
      {shown ? (
        <Suspense fallback={null}>
          <PixIntencaoDialog intencao={shown} pagos={shownPaid} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
