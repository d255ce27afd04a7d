// Approvals (/gestor/alcadas, docs/product/gestor-crm-vendas.md §2.5): registrations on the Pending (P,
// default) and Blocked (B) tabs, a search (upper-cased, 1000 ms after typing), approve (L, empty reason) and
// reprove (B, reason required; disabled on the Blocked tab), the 4 s result messages after a 204, and the
// detail of each registration's records. The tab and the search are kept in the URL.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { formatCpfCnpj, formatDateTime } from '@portal/shared/format';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { AprovacaoItem } from '@portal/shared/schemas/gestor';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { ListPage, onePage, type ListColumn } from '../../ui/ListPage';
import { notify } from '../../ui/notify';
import { useServerList } from '../../ui/use-server-list';
import { useAprovacoes, useDecide } from './api/alcadas';
import { ReasonField } from './components/ReasonField';

const detailUrl = (a: AprovacaoItem) => {
  const q = new URLSearchParams({ usuario: String(a.usuarioId) });
  if (a.filialId !== null) q.set('filial', String(a.filialId));
  if (a.clienteId !== null) q.set('cliente', String(a.clienteId));
  return `/gestor/alcadas/detalhe/aprovacao?${q.toString()}`;
};

export default function AprovacoesPage() {
  const decision = useDecide();
  const list = useServerList({ st: 'P' });
  const st = list.state.filters.st === 'B' ? 'B' : 'P';
  const query = useAprovacoes(st, list.state.search);
  const dialog = useDialog<{ motivo: string }>();
  const guard = list.guard;

  const run = async (item: AprovacaoItem, status: 'L' | 'B', motivo: string) => {
    if (status === 'B' && !motivo.trim()) {
      notify('warning', MSG.approvalReasonRequired, { duration: NOTIFY_DURATIONS.VALIDATION });
      return;
    }
    if (!guard()) return;
    dialog.setActionLoading('confirm', true);
    const res = await decision.mutateAsync({ item, status, motivo: motivo.trim() });
    dialog.setActionLoading('confirm', false);
    if (!res.ok) return;
    dialog.close();
    notify('success', status === 'L' ? MSG.userApproved : MSG.userReproved, {
      duration: NOTIFY_DURATIONS.APPROVAL,
    });
  };

  const askApprove = (item: AprovacaoItem) =>
    dialog.open({
      size: 'xs',
      title: L.approveTitle,
      content: <Typography>{L.approveConfirm(item.usuarioNome)}</Typography>,
      actions: [
        {
          key: 'confirm',
          label: L.approve,
          variant: 'contained',
          color: 'secondary',
          onClick: () => void run(item, 'L', ''),
        },
        { key: 'cancel', label: L.cancel, onClick: () => dialog.close(), autoFocus: true },
      ],
    });

  const askReprove = (item: AprovacaoItem) => {
    const state = { motivo: '' };
    dialog.open({
      size: 'sm',
      title: L.reproveTitle,
      content: (
        <Stack spacing={2}>
          <Typography>{L.reproveConfirm(item.usuarioNome)}</Typography>
          <ReasonField onChange={(v) => (state.motivo = v)} />
        </Stack>
      ),
      actions: [
        {
          key: 'confirm',
          label: L.reprove,
          variant: 'contained',
          color: 'error',
          onClick: () => void run(item, 'B', state.motivo),
        },
        { key: 'cancel', label: L.cancel, onClick: () => dialog.close() },
      ],
    });
  };

  const columns: ListColumn<AprovacaoItem>[] = [
    {
      header: L.colUsuario,
      cell: (a) => (
        <>
          {a.usuarioNome}
          <Typography variant="body2" color="text.secondary">
            {a.usuarioEmail}
          </Typography>
        </>
      ),
    },
    {
      header: L.colCliente,
      cell: (a) => (
        <>
          {a.clienteRazao ?? '-'}
          {a.clienteCgc ? (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatCpfCnpj(a.clienteCgc)}
            </Typography>
          ) : null}
        </>
      ),
    },
    { header: L.colFilial, cell: (a) => a.filialDescricao ?? '-' },
    {
      header: L.colDate,
      cell: (a) => formatDateTime(st === 'B' ? a.decidedDate : a.createdDate),
      nowrap: true,
    },
    ...(st === 'B' ? [{ header: L.colReason, cell: (a: AprovacaoItem) => a.motivo }] : []),
  ];

  return (
    <>
      <ListPage
        title={L.approvals}
        searchLabel={L.approvalsSearch}
        list={list}
        above={
          <Tabs
            value={st}
            onChange={(_, v: 'P' | 'B') => list.setFilter('st', v)}
            aria-label={L.approvals}
            textColor="secondary"
            indicatorColor="secondary"
            sx={{ mb: 2 }}
          >
            <Tab value="P" label={L.tabPending} />
            <Tab value="B" label={L.tabBlocked} />
          </Tabs>
        }
        fetching={query.isFetching}
        columns={columns}
        data={onePage(query.data)}
        rowKey={(a) => `${a.usuarioId}-${a.filialId}-${a.clienteId}`}
        tableLabel={st === 'P' ? L.tabPending : L.tabBlocked}
        actions={(a) => (
          <>
            <Button
              size="small"
              color="success"
              startIcon={<CheckIcon />}
              onClick={() => askApprove(a)}
              aria-label={`${L.approve} ${a.usuarioNome}`}
            >
              {L.approve}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<CloseIcon />}
              disabled={st === 'B'}
              onClick={() => askReprove(a)}
              aria-label={`${L.reprove} ${a.usuarioNome}`}
            >
              {L.reprove}
            </Button>
          </>
        )}
        details={(a) => ({ to: detailUrl(a), name: a.usuarioNome })}
      />
      <AppDialog dialog={dialog} />
    </>
  );
}
