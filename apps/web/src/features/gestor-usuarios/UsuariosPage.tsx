// Users list (/gestor/usuarios, spec 02 §2.3): title 'Usuários', upper-cased search (on Enter, the
// search icon, or 1 s after typing), status and profile filters, 50 rows a page sortable by ID,
// NOME and E-MAIL, 'Bloquear' with its confirmation and 'Detalhes'; the list state is kept in the URL.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { STATUSES, STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { formatCpfCnpj } from '@portal/shared/format';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { adminOnlyTarget, type UsuarioListItem } from '@portal/shared/schemas/gestor';
import { useSession } from '../../state/session';
import { useCanWrite } from '../../state/gestor-access';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { ListPage, type ListColumn } from '../../ui/ListPage';
import { notify } from '../../ui/notify';
import { StatusChip } from '../../ui/StatusChip';
import { useServerList } from '../../ui/use-server-list';
import { useBlockUsuario, usePerfis, useUsuariosList } from './api/usuarios';

const COLUMNS: ListColumn<UsuarioListItem>[] = [
  { header: L.colId, cell: (u) => u.id, sortKey: 'id' },
  { header: L.colName, cell: (u) => u.nome, sortKey: 'nome' },
  { header: L.colEmail, cell: (u) => u.email, sortKey: 'email' },
  { header: L.colCpf, cell: (u) => formatCpfCnpj(u.cpf), nowrap: true },
  { header: L.colProfiles, cell: (u) => u.perfils.map((p) => p.descricao).join(', ') },
  { header: L.colStatus, cell: (u) => <StatusChip status={u.status} label={u.statusDesc} /> },
];

export default function UsuariosPage() {
  const canWrite = useCanWrite();
  const myId = useSession((s) => s.usuario?.id);
  const block = useBlockUsuario();
  const myPerfils = useSession((s) => s.usuario?.perfils);
  const myRoles = (myPerfils ?? []).map((p) => p.role);
  /** Why BLOQUEAR is not offered on a row (the API's rules), or null when it is. */
  const blockRefusal = (u: UsuarioListItem): string | null => {
    if (!canWrite) return MSG.managerReadOnly;
    if (u.id === myId) return MSG.blockSelfNotAllowed;
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
  const dialog = useDialog<UsuarioListItem>();

  const confirmBlock = async (u: UsuarioListItem) => {
    dialog.setActionLoading('block', true);
    const res = await block.mutateAsync(u.id);
    dialog.setActionLoading('block', false);
    if (!res.ok) return;
    dialog.close();
    notify('success', MSG.userBlocked(u.nome));
  };
  const askBlock = (u: UsuarioListItem) =>
    dialog.open({
      size: 'xs',
      title: MSG.blockUserTitle,
      content: <Typography>{MSG.blockUserConfirm(u.nome)}</Typography>,
      data: u,
      actions: [
        {
          key: 'block',
          label: L.block,
          color: 'error',
          variant: 'contained',
          onClick: () => void confirmBlock(u),
        },
        { key: 'cancel', label: L.cancel, onClick: () => dialog.close(), autoFocus: true },
      ],
    });

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
        actions={(u) => (
          <Tooltip title={blockRefusal(u) ?? ''}>
            <span>
              <Button
                size="small"
                color="error"
                startIcon={<BlockIcon />}
                disabled={blockRefusal(u) !== null || u.status === 'B'}
                onClick={() => askBlock(u)}
                aria-label={`${L.block} ${u.nome}`}
              >
                {L.block}
              </Button>
            </span>
          </Tooltip>
        )}
        details={(u) => ({ to: `/gestor/usuarios/${u.id}`, name: u.nome })}
      />
      <AppDialog dialog={dialog} />
    </>
  );
}
