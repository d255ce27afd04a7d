// Approvals (/gestor/alcadas, spec 02 §2.5): registrations on the Pending (P, default) and Blocked
// (B) tabs, a search (upper-cased, 1000 ms after typing), approve (L, empty reason) and reprove (B,
// reason required; disabled on the Blocked tab), the 4 s result messages after a 204, and the
// detail of each registration's records.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { formatCpfCnpj, formatDateTime } from '@portal/shared/format';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { AprovacaoItem } from '@portal/shared/schemas/gestor';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { useAprovacoes, useDecide } from './api/alcadas';
import { ReasonField } from './components/ReasonField';
import { useDebounced } from '../../ui/use-debounced';
import { useTokenGuard } from '../../ui/use-token-guard';

const detailUrl = (a: AprovacaoItem) => {
  const q = new URLSearchParams({ usuario: String(a.usuarioId) });
  if (a.filialId !== null) q.set('filial', String(a.filialId));
  if (a.clienteId !== null) q.set('cliente', String(a.clienteId));
  return `/gestor/alcadas/detalhe/aprovacao?${q.toString()}`;
};

export default function AprovacoesPage() {
  const guard = useTokenGuard();
  const decision = useDecide();
  const [st, setSt] = useState<'P' | 'B'>('P');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), TIMINGS.MANAGER_LIST_SEARCH_DELAY);
  const list = useAprovacoes(st, search);
  const dialog = useDialog<{ motivo: string }>();
  useEffect(() => {
    guard();
  }, [guard]);

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

  const items = list.data ?? [];
  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" gutterBottom>
        {L.approvals}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Tabs
          value={st}
          onChange={(_, v: 'P' | 'B') => guard() && setSt(v)}
          aria-label={L.approvals}
          textColor="secondary"
          indicatorColor="secondary"
          sx={{ flexGrow: 1 }}
        >
          <Tab value="P" label={L.tabPending} />
          <Tab value="B" label={L.tabBlocked} />
        </Tabs>
        <TextField
          label={L.approvalsSearch}
          value={text}
          onChange={(e) => setText(e.target.value.toUpperCase())}
          sx={{ minWidth: { md: 420 } }}
          size="small"
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </Stack>
      <Paper>
        {list.isFetching ? <LinearProgress aria-label={MSG.loading} /> : null}
        <TableContainer>
          <Table size="small" aria-label={st === 'P' ? L.tabPending : L.tabBlocked}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colUser}</TableCell>
                <TableCell>{L.colClient}</TableCell>
                <TableCell>{L.colBranch}</TableCell>
                <TableCell>{L.colDate}</TableCell>
                {st === 'B' ? <TableCell>{L.colReason}</TableCell> : null}
                <TableCell align="right">{L.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data && items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={st === 'B' ? 6 : 5} align="center">
                    {MSG.noRecords}
                  </TableCell>
                </TableRow>
              ) : null}
              {items.map((a) => (
                <TableRow key={`${a.usuarioId}-${a.filialId}-${a.clienteId}`} hover>
                  <TableCell>
                    {a.usuarioNome}
                    <Typography variant="body2" color="text.secondary">
                      {a.usuarioEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {a.clienteRazao ?? '-'}
                    {a.clienteCgc ? (
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {formatCpfCnpj(a.clienteCgc)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{a.filialDescricao ?? '-'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(st === 'B' ? a.decidedDate : a.createdDate)}
                  </TableCell>
                  {st === 'B' ? <TableCell>{a.motivo}</TableCell> : null}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                    <Button
                      size="small"
                      component={RouterLink}
                      to={detailUrl(a)}
                      aria-label={`${L.details} ${a.usuarioNome}`}
                    >
                      {L.details}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <AppDialog dialog={dialog} />
    </Box>
  );
}
