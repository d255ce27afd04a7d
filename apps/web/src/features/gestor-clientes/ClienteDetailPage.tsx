// Customer detail (/gestor/clientes/{id} and /gestor/clientes/add, docs/product/gestor-crm-vendas.md §2.7):
// tabs Data, Units and Users. Units and Users are disabled while the customer is new; after the first save
// the app goes to the new customer's page. Units are added by search and removed, one call each with its
// own message; the Users tab lists the customer's users.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { ClienteGestor } from '@portal/shared/schemas/gestor-cadastros';
import { useRefreshingMutation } from '../../api/mutation';
import { notifyFailure } from '../../api/failure';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { askRemoval } from '../../ui/confirm-removal';
import { notify } from '../../ui/notify';
import { useRecordRoute } from '../../ui/route-id';
import { addUnidade, clientesKey, removeUnidade, useCliente } from './api/clientes';
import { useCanWrite } from '../../domain/sessao';
import { DadosClienteTab } from './components/DadosClienteTab';
import { UnidadePickDialog } from './components/UnidadePickDialog';
import { statusColor } from '../../ui/StatusChip';
import { useTokenGuard } from '../../ui/use-token-guard';

function TabPanel({ value, index, children }: { value: number; index: number; children: React.ReactNode }) {
  if (value !== index) return null;
  return (
    <Box
      role="tabpanel"
      id={`cliente-tab-${index}`}
      aria-labelledby={`cliente-tab-btn-${index}`}
      sx={{ pt: 2 }}
    >
      {children}
    </Box>
  );
}

function EmptyRow({ cols }: { cols: number }) {
  return (
    <TableRow>
      <TableCell colSpan={cols} align="center">
        {MSG.noRecords}
      </TableCell>
    </TableRow>
  );
}

export default function ClienteDetailPage() {
  const { rawId, isNew, id, invalidId } = useRecordRoute();
  const guard = useTokenGuard();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const detail = useCliente(id);
  const cliente = detail.data ?? null;
  const [tab, setTab] = useState(0);
  const [picking, setPicking] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (invalidId)
      notify('warning', MSG.customerIdInvalid(rawId ?? ''), { duration: NOTIFY_DURATIONS.TYPICAL });
    else guard();
  }, [invalidId, rawId, guard]);
  useEffect(() => setTab(0), [rawId]);

  const addLink = useRefreshingMutation(
    (v: { clienteId: number; unidadeId: number }) => addUnidade(v.clienteId, v.unidadeId),
    clientesKey,
  );
  const removeLink = useRefreshingMutation(
    (v: { clienteId: number; unidadeId: number }) => removeUnidade(v.clienteId, v.unidadeId),
    clientesKey,
  );

  const onSaved = (c: ClienteGestor, created: boolean) => {
    if (created) void navigate(`/gestor/clientes/${c.id}`, { replace: true });
  };

  const link = async (unidadeId: number) => {
    if (!cliente || !guard()) return;
    const res = await addLink.mutateAsync({ clienteId: cliente.id, unidadeId });
    if (res.ok) {
      notify('success', MSG.unitAdded);
      setPicking(false);
    } else notifyFailure(res, MSG.failAddUnitToCustomer);
  };
  const confirm = useDialog();
  const unlink = async (unidadeId: number) => {
    if (!cliente || !guard()) return;
    setBusyId(unidadeId);
    const res = await removeLink.mutateAsync({ clienteId: cliente.id, unidadeId });
    setBusyId(null);
    if (res.ok) notify('success', MSG.unitRemoved);
    else notifyFailure(res, MSG.failRemoveUnitFromCustomer);
  };

  if (invalidId) {
    return (
      <Box component="section" aria-labelledby="page-title">
        <Typography id="page-title" variant="h4" component="h1" gutterBottom>
          {SCREEN_TITLES.clienteDetail}
        </Typography>
        <Alert severity="warning">{MSG.customerIdInvalid(rawId ?? '')}</Alert>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Button component={RouterLink} to="/gestor/clientes" startIcon={<ArrowBackIcon />}>
          {L.back}
        </Button>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="page-title" variant="h4" component="h1">
            {isNew ? SCREEN_TITLES.clienteNovo : C.clienteHeading}
          </Typography>
          {!isNew ? (
            <Typography color="text.secondary" data-testid="cliente-subtitulo">
              {cliente
                ? `[${cliente.id}] ${cliente.codigo}/${cliente.loja} - ${cliente.razao}`
                : detail.isPending
                  ? MSG.loading
                  : null}
            </Typography>
          ) : null}
        </Box>
        {cliente ? (
          <Chip label={cliente.statusDesc} color={statusColor(cliente.status)} variant="outlined" />
        ) : null}
      </Stack>

      {!isNew && detail.isPending ? <CircularProgress aria-label={MSG.loading} /> : null}
      {!isNew && detail.isError ? (
        <Alert severity="warning">{MSG.customerIdInvalid(rawId ?? '')}</Alert>
      ) : null}

      {isNew || cliente ? (
        <Paper sx={{ p: 2 }}>
          <Tabs
            value={tab}
            onChange={(_, v: number) => setTab(v)}
            aria-label={C.clienteHeading}
            variant="scrollable"
          >
            <Tab label={C.tabData} id="cliente-tab-btn-0" aria-controls="cliente-tab-0" />
            <Tab label={C.tabUnits} id="cliente-tab-btn-1" aria-controls="cliente-tab-1" disabled={isNew} />
            <Tab label={C.tabUsers} id="cliente-tab-btn-2" aria-controls="cliente-tab-2" disabled={isNew} />
          </Tabs>
          {isNew ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {C.saveFirst}
            </Typography>
          ) : null}

          <TabPanel value={tab} index={0}>
            <DadosClienteTab cliente={cliente} canWrite={canWrite} onSaved={onSaved} />
          </TabPanel>

          {cliente ? (
            <>
              <TabPanel value={tab} index={1}>
                <Button
                  variant="contained"
                  color="secondary"
                  startIcon={<AddIcon />}
                  disabled={!canWrite}
                  sx={{ mb: 2 }}
                  onClick={() => guard() && setPicking(true)}
                >
                  {C.addUnit}
                </Button>
                <Table size="small" aria-label={C.tabUnits}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{L.colId}</TableCell>
                      <TableCell>{C.colUnidade}</TableCell>
                      <TableCell>{C.colDescricao}</TableCell>
                      <TableCell>{C.colCidade}</TableCell>
                      <TableCell align="right">{L.actions}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {cliente.unidades.length === 0 ? <EmptyRow cols={5} /> : null}
                    {cliente.unidades.map((u) => (
                      <TableRow key={u.id} hover>
                        <TableCell>
                          <Link component={RouterLink} to={`/gestor/filiais/${u.id}`}>
                            {u.id}
                          </Link>
                        </TableCell>
                        <TableCell>{`${u.empresaCod}/${u.filialCod}`}</TableCell>
                        <TableCell>{u.descricao}</TableCell>
                        <TableCell>{[u.cidade, u.uf].filter(Boolean).join('/')}</TableCell>
                        <TableCell align="right">
                          <Button
                            size="small"
                            color="error"
                            startIcon={
                              busyId === u.id ? (
                                <CircularProgress size={14} color="inherit" />
                              ) : (
                                <DeleteIcon />
                              )
                            }
                            disabled={!canWrite || busyId !== null}
                            onClick={() =>
                              askRemoval(confirm, MSG.removeUnitConfirm(u.descricao), () => unlink(u.id))
                            }
                            aria-label={`${L.remove} ${u.descricao}`}
                          >
                            {L.remove}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TabPanel>

              <TabPanel value={tab} index={2}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {C.usersHint}
                </Typography>
                <Table size="small" aria-label={C.tabUsers}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{L.colId}</TableCell>
                      <TableCell>{C.colNome}</TableCell>
                      <TableCell>{C.colEmail}</TableCell>
                      <TableCell>{L.colStatus}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {cliente.usuarios.length === 0 ? <EmptyRow cols={4} /> : null}
                    {cliente.usuarios.map((u) => (
                      <TableRow key={u.id} hover>
                        <TableCell>
                          <Link component={RouterLink} to={`/gestor/usuarios/${u.id}`}>
                            {u.id}
                          </Link>
                        </TableCell>
                        <TableCell>{u.nome}</TableCell>
                        <TableCell>{u.email}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            variant="outlined"
                            label={u.statusDesc}
                            color={statusColor(u.status)}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TabPanel>
            </>
          ) : null}
        </Paper>
      ) : null}

      <AppDialog dialog={confirm} />
      {cliente ? (
        <UnidadePickDialog
          open={picking}
          linked={new Set(cliente.unidades.map((u) => u.id))}
          onPick={link}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Box>
  );
}
