// User detail (/gestor/usuarios/{id} and /gestor/usuarios/add, docs/product/gestor-crm-vendas.md §2.4): tabs
// Data, Units, Clients and Profiles. Each add or remove is one call with its own success or failure message,
// and reloads the user. A route id that is not an integer shows the spec's message.
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { formatCpfCnpj } from '@portal/shared/format';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Usuario } from '@portal/shared/schemas/auth';
import { adminOnlyTarget } from '@portal/shared/schemas/gestor';
import { useSession } from '../../state/session';
import { useConfig } from '../../api/config';
import { useRefreshingMutation } from '../../api/mutation';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { askRemoval } from '../../ui/confirm-removal';
import { notifyFailure } from '../../api/failure';
import { notify } from '../../ui/notify';
import { useRecordRoute } from '../../ui/route-id';
import {
  addVinculo,
  removeVinculo,
  useClientesBusca,
  usePerfis,
  useUsuario,
  usuariosKey,
  type VinculoKind,
} from './api/usuarios';
import { useCanWrite, useIsAdmin } from '../../domain/sessao';
import { DadosTab } from './components/DadosTab';
import { PickDialog } from '../../ui/PickDialog';
import { StatusChip } from '../../ui/StatusChip';

interface PickItem {
  id: number;
  primary: string;
  secondary: string;
  disabled: boolean;
}
import { VinculoTable } from './components/VinculoTable';
import { useDebounced } from '../../ui/use-debounced';
import { useTokenGuard } from '../../ui/use-token-guard';

const MESSAGES: Record<VinculoKind, { added: string; removed: string; addFail: string; removeFail: string }> =
  {
    unidade: {
      added: MSG.unitAdded,
      removed: MSG.unitRemoved,
      addFail: MSG.failAddClientToUser,
      removeFail: MSG.genericFailure,
    },
    cliente: {
      added: MSG.clientAdded,
      removed: MSG.clientRemoved,
      addFail: MSG.failAddClientToUser,
      removeFail: MSG.genericFailure,
    },
    perfil: {
      added: MSG.profileAdded,
      removed: MSG.profileRemoved,
      addFail: MSG.failAddProfile,
      removeFail: MSG.failRemoveProfile,
    },
  };

function TabPanel({ value, index, children }: { value: number; index: number; children: React.ReactNode }) {
  if (value !== index) return null;
  return (
    <Box
      role="tabpanel"
      id={`usuario-tab-${index}`}
      aria-labelledby={`usuario-tab-btn-${index}`}
      sx={{ pt: 2 }}
    >
      {children}
    </Box>
  );
}

export default function UsuarioDetailPage() {
  const { rawId, isNew, id, invalidId } = useRecordRoute();
  const guard = useTokenGuard();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const isAdmin = useIsAdmin();
  const { data: config } = useConfig();
  const unidades = useMemo(() => config?.unidades ?? [], [config]);
  const detail = useUsuario(id);
  const usuario = detail.data ?? null;
  const myPerfils = useSession((st) => st.usuario?.perfils);
  /** The API's rule: only an administrator changes an administrator (otherwise 403). */
  const canChange =
    canWrite &&
    !(
      usuario &&
      adminOnlyTarget(
        (myPerfils ?? []).map((p) => p.role),
        usuario.perfils.map((p) => p.role),
      )
    );
  const [tab, setTab] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const confirm = useDialog();
  const [unitToAdd, setUnitToAdd] = useState<number | ''>('');
  const [picker, setPicker] = useState<'cliente' | 'perfil' | null>(null);
  const openPicker = (kind: 'cliente' | 'perfil') => {
    setPickSearch('');
    setPicker(kind);
  };
  const [pickSearch, setPickSearch] = useState('');
  const debouncedPick = useDebounced(pickSearch, TIMINGS.MANAGER_RECORD_SEARCH_DELAY);
  const perfis = usePerfis(picker === 'perfil' ? debouncedPick : '');
  const clientes = useClientesBusca(debouncedPick, picker === 'cliente');

  useEffect(() => {
    if (invalidId) notify('warning', MSG.userIdInvalid(rawId ?? ''), { duration: NOTIFY_DURATIONS.TYPICAL });
    else guard();
  }, [invalidId, rawId, guard]);
  useEffect(() => setTab(0), [rawId]);

  type Link = { kind: VinculoKind; usuarioId: number; fk: number };
  const addLink = useRefreshingMutation((v: Link) => addVinculo(v.kind, v.usuarioId, v.fk), usuariosKey);
  const removeLink = useRefreshingMutation(
    (v: Link) => removeVinculo(v.kind, v.usuarioId, v.fk),
    usuariosKey,
  );

  const link = async (kind: VinculoKind, fk: number) => {
    if (!usuario || !guard()) return;
    setBusyId(fk);
    const res = await addLink.mutateAsync({ kind, usuarioId: usuario.id, fk });
    setBusyId(null);
    if (res.ok) notify('success', MESSAGES[kind].added);
    else notifyFailure(res, MESSAGES[kind].addFail);
  };
  const unlink = async (kind: VinculoKind, fk: number) => {
    if (!usuario || !guard()) return;
    setBusyId(fk);
    const res = await removeLink.mutateAsync({ kind, usuarioId: usuario.id, fk });
    setBusyId(null);
    if (res.ok) notify('success', MESSAGES[kind].removed);
    else notifyFailure(res, MESSAGES[kind].removeFail);
  };

  const onSaved = (u: Usuario, created: boolean) => {
    if (created) void navigate(`/gestor/usuarios/${u.id}`, { replace: true });
  };

  if (invalidId) {
    return (
      <Box component="section" aria-labelledby="page-title">
        <Typography id="page-title" variant="h4" component="h1" gutterBottom>
          {SCREEN_TITLES.usuarioDetail}
        </Typography>
        <Alert severity="warning">{MSG.userIdInvalid(rawId ?? '')}</Alert>
      </Box>
    );
  }

  const linkedUnits = new Set(usuario?.unidades.map((u) => u.id));
  const linkedProfiles = new Set(usuario?.perfils.map((p) => p.id));
  const linkedClients = new Set(usuario?.clientes.map((c) => c.id));

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Button component={RouterLink} to="/gestor/usuarios" startIcon={<ArrowBackIcon />}>
          {L.back}
        </Button>
        <Box>
          <Typography id="page-title" variant="h4" component="h1">
            {isNew ? SCREEN_TITLES.usuarioNovo : L.userHeading}
          </Typography>
          {!isNew ? (
            <Typography color="text.secondary" data-testid="usuario-subtitulo">
              {usuario ? `[${usuario.id}] ${usuario.nome}` : detail.isPending ? MSG.loading : null}
            </Typography>
          ) : null}
        </Box>
      </Stack>

      {!isNew && detail.isPending ? <CircularProgress aria-label={MSG.loading} /> : null}
      {!isNew && detail.isError ? <Alert severity="warning">{MSG.userIdInvalid(rawId ?? '')}</Alert> : null}

      {isNew || usuario ? (
        <Paper sx={{ p: 2 }}>
          <Tabs
            value={tab}
            onChange={(_, v: number) => setTab(v)}
            aria-label={L.userHeading}
            variant="scrollable"
          >
            <Tab label={L.tabData} id="usuario-tab-btn-0" aria-controls="usuario-tab-0" />
            <Tab label={L.tabUnits} id="usuario-tab-btn-1" aria-controls="usuario-tab-1" disabled={isNew} />
            <Tab label={L.tabClients} id="usuario-tab-btn-2" aria-controls="usuario-tab-2" disabled={isNew} />
            <Tab
              label={L.tabProfiles}
              id="usuario-tab-btn-3"
              aria-controls="usuario-tab-3"
              disabled={isNew}
            />
          </Tabs>

          <TabPanel value={tab} index={0}>
            <DadosTab usuario={usuario} unidades={unidades} canWrite={canChange} onSaved={onSaved} />
          </TabPanel>

          {usuario ? (
            <>
              <TabPanel value={tab} index={1}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ mb: 2, alignItems: { sm: 'center' } }}
                >
                  <FormControl sx={{ minWidth: { xs: '100%', sm: 320 } }} size="small">
                    <InputLabel id="unidade-add">{L.branch}</InputLabel>
                    <Select
                      labelId="unidade-add"
                      label={L.branch}
                      value={unitToAdd}
                      onChange={(e) => setUnitToAdd(e.target.value as number)}
                    >
                      {unidades
                        .filter((u) => !linkedUnits.has(u.id))
                        .map((u) => (
                          <MenuItem
                            key={u.id}
                            value={u.id}
                          >{`${u.empresaCod}/${u.filialCod} - ${u.descricao}`}</MenuItem>
                        ))}
                    </Select>
                  </FormControl>
                  <Button
                    variant="contained"
                    color="secondary"
                    startIcon={<AddIcon />}
                    disabled={!canChange || unitToAdd === '' || busyId !== null}
                    onClick={() => {
                      const fk = unitToAdd as number;
                      setUnitToAdd('');
                      void link('unidade', fk);
                    }}
                  >
                    {L.addUnit}
                  </Button>
                </Stack>
                <VinculoTable
                  label={L.tabUnits}
                  headers={[L.colId, L.colUnidade, L.colDescricao]}
                  canWrite={canChange}
                  busyId={busyId}
                  onRemove={(fk, name) =>
                    askRemoval(confirm, MSG.removeUnitConfirm(name), () => unlink('unidade', fk))
                  }
                  rows={usuario.unidades.map((u) => ({
                    id: u.id,
                    name: u.descricao,
                    cells: [
                      <Link key="id" component={RouterLink} to={`/gestor/filiais/${u.id}`}>
                        {u.id}
                      </Link>,
                      `${u.empresaCod}/${u.filialCod}`,
                      u.descricao,
                    ],
                  }))}
                />
              </TabPanel>

              <TabPanel value={tab} index={2}>
                <VinculoTable
                  add={{ label: L.addClient, onClick: () => openPicker('cliente') }}
                  label={L.tabClients}
                  headers={[L.colId, L.colCodigo, L.colRazao, L.colCnpj, L.colStatus]}
                  canWrite={canChange}
                  busyId={busyId}
                  onRemove={(fk, name) =>
                    askRemoval(confirm, MSG.removeClientConfirm(name), () => unlink('cliente', fk))
                  }
                  rows={usuario.clientes.map((c) => ({
                    id: c.id,
                    name: c.razao,
                    cells: [
                      <Link key="id" component={RouterLink} to={`/gestor/clientes/${c.id}`}>
                        {c.id}
                      </Link>,
                      `${c.codigo}/${c.loja}`,
                      c.razao,
                      formatCpfCnpj(c.cgc),
                      <StatusChip key="status" status={c.status} />,
                    ],
                  }))}
                />
              </TabPanel>

              <TabPanel value={tab} index={3}>
                <VinculoTable
                  add={{ label: L.addProfile, onClick: () => openPicker('perfil') }}
                  label={L.tabProfiles}
                  headers={[L.colId, L.colRole, L.colDescricao]}
                  canWrite={canChange}
                  busyId={busyId}
                  onRemove={(fk, name) =>
                    askRemoval(confirm, MSG.removeProfileConfirm(name), () => unlink('perfil', fk))
                  }
                  rows={usuario.perfils.map((p) => ({
                    id: p.id,
                    name: p.descricao,
                    cells: [p.id, p.role, p.descricao],
                  }))}
                />
              </TabPanel>
            </>
          ) : null}
        </Paper>
      ) : null}

      <AppDialog dialog={confirm} />
      <PickDialog<PickItem>
        open={picker !== null}
        title={picker === 'perfil' ? L.addProfile : L.addClient}
        searchLabel={picker === 'perfil' ? L.searchProfile : L.searchClient}
        search={pickSearch}
        onSearch={setPickSearch}
        fetching={picker === 'perfil' ? perfis.isFetching : clientes.isFetching}
        items={
          picker === 'perfil'
            ? perfis.data?.map((p) => ({
                id: p.id,
                primary: p.descricao,
                secondary: p.role,
                disabled: linkedProfiles.has(p.id) || (p.role === 'ROLE_ADMIN' && !isAdmin),
              }))
            : debouncedPick.length >= 2
              ? clientes.data?.map((c) => ({
                  id: c.id,
                  primary: c.razao,
                  secondary: `${c.codigo}/${c.loja} · ${formatCpfCnpj(c.cgc)}`,
                  disabled: linkedClients.has(c.id),
                }))
              : undefined
        }
        primary={(i) => i.primary}
        secondary={(i) => i.secondary}
        disabled={(i) => i.disabled}
        onPick={async (fk) => {
          const kind = picker;
          if (!kind) return;
          setPicker(null);
          await link(kind, fk);
        }}
        onClose={() => setPicker(null)}
      />
    </Box>
  );
}
