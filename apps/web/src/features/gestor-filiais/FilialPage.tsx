// Unit page (/gestor/filiais/{id}, linked from the user and customer details; not in the spec's route
// table): the unit's data, its Pix receiver (ADMIN and GESTOR edit it), its price tables with the active flag (an administrator switches them;
// an inactive table gives no price in the catalogue), and its customers and users, paged.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { formatCnpj, formatCpfCnpj, formatCurrency } from '@portal/shared/format';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { FilialDetalhe } from '@portal/shared/schemas/gestor-cadastros';
import { FILIAL_PIX_WRITE_ROLES, TABELA_PRECO_WRITE_ROLES } from '@portal/shared/schemas/gestor-cadastros';
import { useSession } from '../../state/session';
import { notify } from '../../ui/notify';
import { parseRecordId } from '../../ui/route-id';
import { filiaisKey, setTabelaAtiva, useFilial } from './api/filiais';
import { PixUnidade } from './components/PixUnidade';
import { VinculoList } from './components/VinculoList';
import { statusColor } from '../../ui/StatusChip';
import { useTokenGuard } from '../../ui/use-token-guard';

const ro = { htmlInput: { readOnly: true } };

export default function FilialPage() {
  const { id: rawId } = useParams();
  const id = parseRecordId(rawId);
  const guard = useTokenGuard();
  const queryClient = useQueryClient();
  const isAdmin = useSession((s) =>
    (s.usuario?.perfils ?? []).some((p) => (TABELA_PRECO_WRITE_ROLES as readonly string[]).includes(p.role)),
  );
  const canEditPix = useSession((s) =>
    (s.usuario?.perfils ?? []).some((p) => (FILIAL_PIX_WRITE_ROLES as readonly string[]).includes(p.role)),
  );
  const detail = useFilial(id);
  const unidade = detail.data;
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    if (id === null)
      notify('warning', MSG.unitIdInvalid(rawId ?? ''), { duration: NOTIFY_DURATIONS.TYPICAL });
    else guard();
  }, [id, rawId, guard]);

  const toggle = async (u: FilialDetalhe, tabelaId: number, ativo: boolean) => {
    if (!guard()) return;
    setBusy(tabelaId);
    const res = await setTabelaAtiva(u.id, tabelaId, ativo);
    setBusy(null);
    if (!res.ok) return;
    notify('success', MSG.priceTableUpdated(res.data.sku, res.data.ativo));
    queryClient.setQueryData<FilialDetalhe>([...filiaisKey, 'detail', u.id], (d) =>
      d ? { ...d, tabelasPreco: d.tabelasPreco.map((t) => (t.id === tabelaId ? res.data : t)) } : d,
    );
  };

  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Button onClick={() => window.history.back()} startIcon={<ArrowBackIcon />}>
          {L.back}
        </Button>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="page-title" variant="h4" component="h1">
            {C.unitHeading}
          </Typography>
          <Typography color="text.secondary" data-testid="filial-subtitulo">
            {unidade
              ? `[${unidade.id}] ${unidade.empresaCod}/${unidade.filialCod} - ${unidade.descricao}`
              : id !== null && detail.isPending
                ? MSG.loading
                : ''}
          </Typography>
        </Box>
        {unidade ? (
          <Chip
            label={unidade.ativo ? C.active : C.inactive}
            color={unidade.ativo ? 'success' : 'default'}
            variant="outlined"
          />
        ) : null}
      </Stack>

      {id === null || detail.isError ? (
        <Alert severity="warning">{MSG.unitIdInvalid(rawId ?? '')}</Alert>
      ) : null}
      {id !== null && detail.isPending ? <CircularProgress aria-label={MSG.loading} /> : null}

      {unidade ? (
        <Stack spacing={2}>
          <Paper sx={{ p: 2 }} component="section" aria-labelledby="filial-dados">
            <Typography id="filial-dados" variant="h6" component="h2" sx={{ mb: 2 }}>
              {C.unitData}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, sm: 2 }}>
                <TextField label={L.id} value={unidade.id} fullWidth slotProps={ro} />
              </Grid>
              <Grid size={{ xs: 6, sm: 2 }}>
                <TextField label={C.empresa} value={unidade.empresaCod} fullWidth slotProps={ro} />
              </Grid>
              <Grid size={{ xs: 6, sm: 2 }}>
                <TextField label={C.filial} value={unidade.filialCod} fullWidth slotProps={ro} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label={C.descricao} value={unidade.descricao} fullWidth slotProps={ro} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField label={C.cnpj} value={formatCnpj(unidade.cnpj)} fullWidth slotProps={ro} />
              </Grid>
              <Grid size={{ xs: 8, sm: 4 }}>
                <TextField label={C.cidade} value={unidade.cidade ?? ''} fullWidth slotProps={ro} />
              </Grid>
              <Grid size={{ xs: 4, sm: 2 }}>
                <TextField label={C.uf} value={unidade.uf ?? ''} fullWidth slotProps={ro} />
              </Grid>
              <Grid size={{ xs: 12, sm: 2 }}>
                <TextField
                  label={C.situacao}
                  value={unidade.ativo ? C.active : C.inactive}
                  fullWidth
                  slotProps={ro}
                />
              </Grid>
            </Grid>
          </Paper>

          <PixUnidade key={unidade.id} unidade={unidade} canEdit={canEditPix} />

          <Paper sx={{ p: 2 }} component="section" aria-labelledby="filial-tabelas">
            <Typography id="filial-tabelas" variant="h6" component="h2">
              {C.priceTables}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {C.priceTablesHint}
            </Typography>
            <Table size="small" aria-label={C.priceTables}>
              <TableHead>
                <TableRow>
                  <TableCell>{L.colId}</TableCell>
                  <TableCell>{C.colModalidade}</TableCell>
                  <TableCell>{C.colDescricao}</TableCell>
                  <TableCell align="right">{C.colPrecos}</TableCell>
                  <TableCell align="center">{C.colActive}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {unidade.tabelasPreco.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} align="center">
                      {MSG.noRecords}
                    </TableCell>
                  </TableRow>
                ) : null}
                {unidade.tabelasPreco.map((t) => (
                  <TableRow key={t.id} hover>
                    <TableCell>{t.id}</TableCell>
                    <TableCell>{t.sku}</TableCell>
                    <TableCell>
                      {t.descricao}
                      {t.valor ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                        >{` · ${formatCurrency(t.valor)}`}</Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{t.precos.toLocaleString('pt-BR')}</TableCell>
                    <TableCell align="center">
                      <Switch
                        checked={t.ativo}
                        disabled={!isAdmin || busy !== null}
                        onChange={(e) => void toggle(unidade, t.id, e.target.checked)}
                        slotProps={{ input: { 'aria-label': C.tableActive(t.sku) } }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>

          <VinculoList
            kind="clientes"
            unidadeId={unidade.id}
            title={C.unitCustomers}
            searchLabel={C.searchCustomers}
            headers={[L.colId, C.colCodigo, C.colRazao, C.colCgc, L.colStatus]}
            row={(c) => ({
              key: c.id,
              cells: [
                <Link key="id" component={RouterLink} to={`/gestor/clientes/${c.id}`}>
                  {c.id}
                </Link>,
                `${c.codigo}/${c.loja}`,
                c.razao,
                formatCpfCnpj(c.cgc),
                <Chip
                  key="st"
                  size="small"
                  variant="outlined"
                  label={c.statusDesc}
                  color={statusColor(c.status)}
                />,
              ],
            })}
          />
          <VinculoList
            kind="usuarios"
            unidadeId={unidade.id}
            title={C.unitUsers}
            searchLabel={C.searchUsers}
            headers={[L.colId, C.colNome, C.colEmail, L.colStatus]}
            row={(u) => ({
              key: u.id,
              cells: [
                <Link key="id" component={RouterLink} to={`/gestor/usuarios/${u.id}`}>
                  {u.id}
                </Link>,
                u.nome,
                u.email,
                <Chip
                  key="st"
                  size="small"
                  variant="outlined"
                  label={u.statusDesc}
                  color={statusColor(u.status)}
                />,
              ],
            })}
          />
        </Stack>
      ) : null}
    </Box>
  );
}
