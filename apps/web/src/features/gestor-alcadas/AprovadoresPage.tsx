// Approvers (/gestor/alcadas/aprovadores, spec 02 §2.6): the list filtered by status (L by
// default), branch and text (1000 ms after typing), with add, edit and remove.
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { STATUSES, STATUS_DESCRIPTIONS, TIMINGS } from '@portal/shared/constants';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Aprovador } from '@portal/shared/schemas/gestor';
import { useConfig } from '../../api/config';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notifyFailure } from '../../api/failure';
import { useRefreshingMutation } from '../../api/mutation';
import { notify } from '../../ui/notify';
import { alcadasKey, deleteAprovador, useAprovadores } from './api/alcadas';
import { useCanWrite } from '../../state/gestor-access';
import { AprovadorDialog } from './components/AprovadorDialog';
import { useDebounced } from '../../ui/use-debounced';
import { useTokenGuard } from '../../ui/use-token-guard';

export default function AprovadoresPage() {
  const guard = useTokenGuard();
  const canWrite = useCanWrite();
  const { data: config } = useConfig();
  const unidades = useMemo(() => config?.unidades ?? [], [config]);
  const [status, setStatus] = useState('L');
  const [filial, setFilial] = useState<number | ''>('');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), TIMINGS.MANAGER_LIST_SEARCH_DELAY);
  const list = useAprovadores({ status, filial, search });
  const [form, setForm] = useState<{ open: boolean; editing: Aprovador | null }>({
    open: false,
    editing: null,
  });
  const confirm = useDialog();
  useEffect(() => {
    guard();
  }, [guard]);

  const aprovadoresKey = [...alcadasKey, 'aprovadores'];
  const removeAprovador = useRefreshingMutation(deleteAprovador, aprovadoresKey);

  const remove = async (a: Aprovador) => {
    if (!guard()) return;
    confirm.setActionLoading('remove', true);
    const res = await removeAprovador.mutateAsync(a.id);
    confirm.setActionLoading('remove', false);
    confirm.close();
    if (res.ok) notify('success', MSG.approverRemoved);
    else notifyFailure(res, MSG.failRemoveApprover);
  };
  const askRemove = (a: Aprovador) =>
    confirm.open({
      size: 'xs',
      title: L.removeApproverTitle,
      content: <Typography>{L.removeApproverConfirm(a.usuarioNome, a.filialDescricao)}</Typography>,
      actions: [
        {
          key: 'remove',
          label: L.remove,
          color: 'error',
          variant: 'contained',
          onClick: () => void remove(a),
        },
        { key: 'cancel', label: L.cancel, onClick: () => confirm.close(), autoFocus: true },
      ],
    });

  const items = list.data ?? [];
  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {L.approvers}
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={!canWrite}
          onClick={() => guard() && setForm({ open: true, editing: null })}
        >
          {L.add}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={L.status}
          value={status}
          onChange={(e) => guard() && setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_DESCRIPTIONS[s]}
            </MenuItem>
          ))}
          <MenuItem value="TODOS">{L.all}</MenuItem>
        </TextField>
        <TextField
          select
          label={L.branch}
          value={filial}
          onChange={(e) => guard() && setFilial(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{L.allBranches}</MenuItem>
          {unidades.map((u) => (
            <MenuItem key={u.id} value={u.id}>{`${u.empresaCod}/${u.filialCod} - ${u.descricao}`}</MenuItem>
          ))}
        </TextField>
        <TextField
          label={L.approversSearch}
          value={text}
          onChange={(e) => setText(e.target.value.toUpperCase())}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </Stack>
      <Paper>
        {list.isFetching ? <LinearProgress aria-label={MSG.loading} /> : null}
        <TableContainer>
          <Table size="small" aria-label={L.approvers}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colId}</TableCell>
                <TableCell>{L.colUser}</TableCell>
                <TableCell>{L.colEmail}</TableCell>
                <TableCell>{L.colBranch}</TableCell>
                <TableCell>{L.colLevel}</TableCell>
                <TableCell>{L.colStatus}</TableCell>
                <TableCell align="right">{L.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data && items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} align="center">
                    {MSG.noRecords}
                  </TableCell>
                </TableRow>
              ) : null}
              {items.map((a) => (
                <TableRow key={a.id} hover>
                  <TableCell>{a.id}</TableCell>
                  <TableCell>{a.usuarioNome}</TableCell>
                  <TableCell>{a.usuarioEmail}</TableCell>
                  <TableCell>{a.filialDescricao}</TableCell>
                  <TableCell>{a.masterDescricao}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={a.statusDescricao}
                      color={a.status === 'L' ? 'success' : a.status === 'B' ? 'error' : 'warning'}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<EditIcon />}
                      disabled={!canWrite}
                      onClick={() => guard() && setForm({ open: true, editing: a })}
                      aria-label={`${L.edit} ${a.usuarioNome} ${a.filialDescricao}`}
                    >
                      {L.edit}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      disabled={!canWrite}
                      onClick={() => askRemove(a)}
                      aria-label={`${L.remove} ${a.usuarioNome} ${a.filialDescricao}`}
                    >
                      {L.remove}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <AprovadorDialog
        open={form.open}
        editing={form.editing}
        unidades={unidades}
        onClose={() => setForm({ open: false, editing: null })}
        onSaved={() => {
          setForm({ open: false, editing: null });
        }}
      />
      <AppDialog dialog={confirm} />
    </Box>
  );
}
