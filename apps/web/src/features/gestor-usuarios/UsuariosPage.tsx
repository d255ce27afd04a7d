// Users list (/gestor/usuarios, spec 02 §2.3): title 'Usuários', upper-cased search on Enter or the
// search icon, status and profile filters, 50 rows a page, 'Bloquear' with its confirmation and
// 'Detalhes'.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import SearchIcon from '@mui/icons-material/Search';
import { STATUSES, STATUS_DESCRIPTIONS } from '@portal/shared/constants';
import { formatCpfCnpj } from '@portal/shared/format';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { adminOnlyTarget, type UsuarioListItem } from '@portal/shared/schemas/gestor';
import { useSession } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { useBlockUsuario, usePerfis, useUsuariosList, type UsuariosFilter } from './api/usuarios';
import { useCanWrite } from '../../state/gestor-access';
import { Pager } from './components/Pager';
import { useTokenGuard } from '../../ui/use-token-guard';

export default function UsuariosPage() {
  const guard = useTokenGuard();
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
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<UsuariosFilter>({ status: '', perfil: '', search: '', page: 1 });
  const list = useUsuariosList(filter);
  const perfis = usePerfis('');
  const dialog = useDialog<UsuarioListItem>();
  useEffect(() => {
    guard();
  }, [guard]);

  const change = (patch: Partial<UsuariosFilter>) => {
    if (!guard()) return;
    setFilter((f) => ({ ...f, page: 1, ...patch }));
  };
  const runSearch = () => change({ search: text.trim() });

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

  const data = list.data;
  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {SCREEN_TITLES.usuarios}
        </Typography>
        <Button
          component={RouterLink}
          to="/gestor/usuarios/add"
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={!canWrite}
        >
          {L.add}
        </Button>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={L.usersSearch}
          value={text}
          onChange={(e) => setText(e.target.value.toUpperCase())}
          onKeyDown={(e) => {
            if (e.key === 'Enter') runSearch();
          }}
          sx={{ flexGrow: 1 }}
          slotProps={{
            htmlInput: { maxLength: 120 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={L.search} onClick={runSearch} edge="end">
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl sx={{ minWidth: 180 }}>
          <InputLabel id="usuarios-status">{L.status}</InputLabel>
          <Select
            labelId="usuarios-status"
            label={L.status}
            value={filter.status}
            onChange={(e) => change({ status: e.target.value })}
          >
            <MenuItem value="">{L.all}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_DESCRIPTIONS[s]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 200 }}>
          <InputLabel id="usuarios-perfil">{L.profile}</InputLabel>
          <Select
            labelId="usuarios-perfil"
            label={L.profile}
            value={filter.perfil}
            onChange={(e) => change({ perfil: e.target.value })}
          >
            <MenuItem value="">{L.all}</MenuItem>
            {(perfis.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.role}>
                {p.descricao}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>

      <Paper>
        {list.isFetching ? <LinearProgress aria-label={MSG.loading} /> : null}
        <TableContainer>
          <Table size="small" aria-label={SCREEN_TITLES.usuarios}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colId}</TableCell>
                <TableCell>{L.colName}</TableCell>
                <TableCell>{L.colEmail}</TableCell>
                <TableCell>{L.colCpf}</TableCell>
                <TableCell>{L.colProfiles}</TableCell>
                <TableCell>{L.colStatus}</TableCell>
                <TableCell align="right">{L.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data && data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} align="center">
                    {MSG.noRecords}
                  </TableCell>
                </TableRow>
              ) : null}
              {(data?.items ?? []).map((u) => (
                <TableRow key={u.id} hover>
                  <TableCell>{u.id}</TableCell>
                  <TableCell>{u.nome}</TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCpfCnpj(u.cpf)}</TableCell>
                  <TableCell>{u.perfils.map((p) => p.descricao).join(', ')}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={u.statusDesc}
                      color={u.status === 'L' ? 'success' : u.status === 'B' ? 'error' : 'warning'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/gestor/usuarios/${u.id}`}
                      aria-label={`${L.details} ${u.nome}`}
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
      {data ? (
        <Pager
          page={data.page}
          pages={data.pages}
          onPage={(page) => guard() && setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
      <AppDialog dialog={dialog} />
    </Box>
  );
}
