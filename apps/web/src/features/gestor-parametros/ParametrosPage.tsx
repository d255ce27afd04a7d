// Parameters (/gestor/parametros, beyond the spec): the feature toggles and texts of
// docs/product/portal-cliente.md §6, §9 and docs/product/gestor-crm-vendas.md §9 by group, each with its
// value, default and what it does. ADMIN changes them (one at a time, checked by kind); AUDITOR reads. Users
// see a change on their next configuration load.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import {
  PARAMETRO_GRUPOS,
  PARAMETROS_WRITE_ROLES,
  type Parametro,
} from '@portal/shared/schemas/gestor-cadastros';
import { useSession } from '../../state/session';
import { notify } from '../../ui/notify';
import { parametrosKey, saveParametro, useParametrosList } from './api/parametros';
import { ParametroRow } from './components/ParametroRow';
import { useTokenGuard } from '../../ui/use-token-guard';

export default function ParametrosPage() {
  const guard = useTokenGuard();
  const queryClient = useQueryClient();
  const canWrite = useSession((s) =>
    (s.usuario?.perfils ?? []).some((p) => (PARAMETROS_WRITE_ROLES as readonly string[]).includes(p.role)),
  );
  const list = useParametrosList();
  useEffect(() => {
    guard();
  }, [guard]);

  const onSave = async (nome: string, valor: string): Promise<boolean> => {
    if (!guard()) return false;
    const res = await saveParametro(nome, valor);
    if (!res.ok) return false;
    notify('success', MSG.parameterUpdated(nome));
    queryClient.setQueryData<Parametro[]>(parametrosKey, (old) =>
      old?.map((p) => (p.nome === nome ? res.data : p)),
    );
    return true;
  };

  const data = list.data ?? [];
  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 1 }}>
        {C.parametros}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {C.parametrosIntro}
      </Typography>
      {!canWrite ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {C.parametrosReadOnly}
        </Alert>
      ) : null}
      {list.isFetching && !list.data ? <LinearProgress aria-label={MSG.loading} /> : null}
      <Stack spacing={3}>
        {PARAMETRO_GRUPOS.map((grupo) => {
          const rows = data.filter((p) => p.grupo === grupo);
          if (rows.length === 0) return null;
          const id = `grupo-${grupo.replace(/\W+/g, '-')}`;
          return (
            <Paper key={grupo} component="section" aria-labelledby={id}>
              <Typography id={id} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
                {grupo}
              </Typography>
              <TableContainer>
                <Table size="small" aria-label={grupo} sx={{ tableLayout: 'fixed', minWidth: 880 }}>
                  <colgroup>
                    <col style={{ width: '38%' }} />
                    <col style={{ width: '30%' }} />
                    <col style={{ width: '18%' }} />
                    <col style={{ width: '14%' }} />
                  </colgroup>
                  <TableHead>
                    <TableRow>
                      <TableCell>{C.colParametro}</TableCell>
                      <TableCell>{C.colValor}</TableCell>
                      <TableCell>{C.colPadrao}</TableCell>
                      <TableCell align="right">{L.actions}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((p) => (
                      <ParametroRow key={p.nome} parametro={p} canWrite={canWrite} onSave={onSave} />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
