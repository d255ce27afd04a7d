// Users list (/gestor/usuarios, docs/product/gestor-crm-vendas.md §2.3): title 'Usuários', upper-cased search
// (on Enter, the search icon, or 1 s after typing), status and profile filters, 50 rows a page sortable by
// ID, NOME and E-MAIL, 'Bloquear' (released and pending users) or 'Liberar' (blocked ones), each confirmed
// with a required reason and never on one's own row, and 'Detalhes'; the list state is kept in the URL.
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { STATUSES, STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { formatCpfCnpj } from '@portal/shared/format';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { adminOnlyTarget, type UsuarioListItem } from '@portal/shared/schemas/gestor';
import { useSession } from '../../state/session';
import { useCanWrite } from '../../domain/sessao';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { ListPage, type ListColumn } from '../../ui/ListPage';
import { notify } from '../../ui/notify';
import { StatusChip } from '../../ui/StatusChip';
import { useServerList } from '../../ui/use-server-list';
import { usePerfis, useSetUsuarioStatus, useUsuariosList } from './api/usuarios';
import { StatusReasonField, statusReasonError } from './components/StatusReasonField';

const COLUMNS: ListColumn<UsuarioListItem>[] = [
  { header: L.colId, cell: (u) => u.id, sortKey: 'id' },
  { header: L.colNome, cell: (u) => u.nome, sortKey: 'nome' },
  { header: L.colEmail, cell: (u) => u.email, sortKey: 'email' },
  { header: L.colCpf, cell: (u) => formatCpfCnpj(u.cpf), nowrap: true },
  { header: L.colProfiles, cell: (u) => u.perfils.map((p) => p.descricao).join(', ') },
  { header: L.colStatus, cell: (u) => <StatusChip status={u.status} label={u.statusDesc} /> },
];

/**
 * The change a row offers: release a blocked user, block a released or pending one
 * (docs/product/gestor-crm-vendas.md §2.3, §2.5).
 */
const changeFor = (u: UsuarioListItem): 'L' | 'B' => (u.status === 'B' ? 'L' : 'B');

interface StatusChange {
  user: UsuarioListItem;
  status: 'L' | 'B';
}

export default function UsuariosPage() {
  const canWrite = useCanWrite();
  const myId = useSession((s) => s.usuario?.id);
  const setStatus = useSetUsuarioStatus();
  const myPerfils = useSession((s) => s.usuario?.perfils);
  const myRoles = (myPerfils ?? []).map((p) => p.role);
  /** Why the row's change is not offered (the API's rules), or null when it is. */
  const changeRefusal = (u: UsuarioListItem): string | null => {
    if (!canWrite) return MSG.managerReadOnly;
    if (
      adminOnlyTarget(
        myRoles,
        u.perfils.map((p) => p.role),
      )
    )
      return MSG.userAdminOnly;
    return null;
  };
  const list = useServerList({ status: '', perfil: '' });
  const { filters } = list.state;
  const query = useUsuariosList(list.state);
  const perfis = usePerfis('');
  const dialog = useDialog<StatusChange>();
  // The reason typed in the dialog (a ref too: the dialog's buttons read it when clicked).
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef('');
  const requiredMessage = (status: 'L' | 'B') =>
    status === 'B' ? MSG.approvalReasonRequired : MSG.releaseReasonRequired;
  const typeReason = (value: string, status: 'L' | 'B') => {
    reasonRef.current = value;
    setReason(value);
    // Said as soon as it is too long; 'required' waits for the confirmation.
    const error = statusReasonError(value, requiredMessage(status));
    setReasonError(error === requiredMessage(status) ? null : error);
  };

  const confirmChange = async ({ user, status }: StatusChange) => {
    const error = statusReasonError(reasonRef.current, requiredMessage(status));
    setReasonError(error);
    if (error) return;
    dialog.setActionLoading('confirm', true);
    const res = await setStatus.mutateAsync({ id: user.id, status, motivo: reasonRef.current.trim() });
    dialog.setActionLoading('confirm', false);
    if (!res.ok) return;
    dialog.close();
    notify('success', status === 'B' ? MSG.userBlocked(user.nome) : MSG.userReleased(user.nome));
  };
  const askChange = (user: UsuarioListItem) => {
    const change: StatusChange = { user, status: changeFor(user) };
    reasonRef.current = '';
    setReason('');
    setReasonError(null);
    const block = change.status === 'B';
    dialog.open({
      size: 'sm',
      title: block ? MSG.blockUserTitle : MSG.releaseUserTitle,
      data: change,
      actions: [
        {
          key: 'confirm',
          label: block ? L.block : L.release,
          color: block ? 'error' : 'secondary',
          variant: 'contained',
          onClick: () => void confirmChange(change),
        },
        { key: 'cancel', label: L.cancel, onClick: () => dialog.close() },
      ],
    });
  };
  const change = dialog.state.data;

  return (
    <>
      <ListPage
        title={SCREEN_TITLES.usuarios}
        add={{ to: '/gestor/usuarios/add', disabled: !canWrite }}
        searchLabel={L.usersSearch}
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
              <MenuItem value="">{L.all}</MenuItem>
              {STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {STATUS_DESCRIPTIONS[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={L.profile}
              value={perfis.data ? filters.perfil : ''}
              onChange={(e) => list.setFilter('perfil', e.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{L.all}</MenuItem>
              {(perfis.data ?? []).map((p) => (
                <MenuItem key={p.id} value={p.role}>
                  {p.descricao}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        fetching={query.isFetching}
        columns={COLUMNS}
        data={query.data}
        rowKey={(u) => u.id}
        actions={(u) => {
          // Never on one's own row: nobody blocks or releases himself.
          if (u.id === myId) return null;
          const status = changeFor(u);
          const label = status === 'B' ? L.block : L.release;
          const refusal = changeRefusal(u);
          return (
            <Tooltip title={refusal ?? ''}>
              <span>
                <Button
                  size="small"
                  color={status === 'B' ? 'error' : 'secondary'}
                  startIcon={status === 'B' ? <BlockIcon /> : <LockOpenIcon />}
                  disabled={refusal !== null}
                  onClick={() => askChange(u)}
                  aria-label={`${label} ${u.nome}`}
                >
                  {label}
                </Button>
              </span>
            </Tooltip>
          );
        }}
        details={(u) => ({ to: `/gestor/usuarios/${u.id}`, name: u.nome })}
      />
      <AppDialog dialog={dialog}>
        {change ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {change.status === 'B'
                ? MSG.blockUserConfirm(change.user.nome)
                : MSG.releaseUserConfirm(change.user.nome)}
            </Typography>
            <StatusReasonField
              value={reason}
              onChange={(v) => typeReason(v, change.status)}
              error={reasonError}
            />
          </Stack>
        ) : null}
      </AppDialog>
    </>
  );
}
