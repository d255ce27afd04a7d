// Approvers (/gestor/alcadas/aprovadores, docs/product/gestor-crm-vendas.md §2.6): the list filtered by
// status (L by default), branch and text (1000 ms after typing), kept in the URL, with add, edit and remove.
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { STATUSES, STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Aprovador } from '@portal/shared/schemas/gestor';
import { useConfig } from '../../api/config';
import { notifyFailure } from '../../api/failure';
import { useRefreshingMutation } from '../../api/mutation';
import { useCanWrite } from '../../domain/sessao';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { ListPage, onePage, type ListColumn } from '../../ui/ListPage';
import { notify } from '../../ui/notify';
import { StatusChip } from '../../ui/StatusChip';
import { useServerList } from '../../ui/use-server-list';
import { alcadasKey, deleteAprovador, useAprovadores } from './api/alcadas';
import { AprovadorDialog } from './components/AprovadorDialog';

const COLUMNS: ListColumn<Aprovador>[] = [
  { header: L.colId, cell: (a) => a.id },
  { header: L.colUsuario, cell: (a) => a.usuarioNome },
  { header: L.colEmail, cell: (a) => a.usuarioEmail },
  { header: L.colFilial, cell: (a) => a.filialDescricao },
  { header: L.colLevel, cell: (a) => a.masterDescricao },
  { header: L.colStatus, cell: (a) => <StatusChip status={a.status} label={a.statusDescricao} /> },
];

export default function AprovadoresPage() {
  const canWrite = useCanWrite();
  const { data: config } = useConfig();
  const unidades = useMemo(() => config?.unidades ?? [], [config]);
  const list = useServerList({ status: 'L', filial: '' });
  const { filters } = list.state;
  const query = useAprovadores({
    status: filters.status,
    filial: /^\d+$/.test(filters.filial) ? Number(filters.filial) : '',
    search: list.state.search,
  });
  const guard = list.guard;
  const [form, setForm] = useState<{ open: boolean; editing: Aprovador | null }>({
    open: false,
    editing: null,
  });
  const confirm = useDialog();

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

  return (
    <>
      <ListPage
        title={L.approvers}
        add={{ onClick: () => guard() && setForm({ open: true, editing: null }), disabled: !canWrite }}
        searchLabel={L.approversSearch}
        list={list}
        filters={
          <>
            <TextField
              select
              label={L.status}
              value={filters.status}
              onChange={(e) => list.setFilter('status', e.target.value)}
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
              value={unidades.length ? filters.filial : ''}
              onChange={(e) => list.setFilter('filial', String(e.target.value))}
              sx={{ minWidth: 260 }}
            >
              <MenuItem value="">{L.allBranches}</MenuItem>
              {unidades.map((u) => (
                <MenuItem key={u.id} value={String(u.id)}>
                  {`${u.empresaCod}/${u.filialCod} - ${u.descricao}`}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        fetching={query.isFetching}
        columns={COLUMNS}
        data={onePage(query.data)}
        rowKey={(a) => a.id}
        actions={(a) => (
          <>
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
          </>
        )}
      />
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
    </>
  );
}
