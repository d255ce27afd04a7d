// 'Meus dados' (/gestor/usuarios/meus-dados, spec 02 §2.1): the logged-in manager's own data
// (read-only), and the static sample product table with its add button disabled.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatCpfCnpj, formatDateTime, formatDecimal } from '@portal/shared/format';
import { GESTOR_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useSession } from '../../state/session';
import { useUsuario } from './api/usuarios';
import { useTokenGuard } from '../../ui/use-token-guard';

/** The static sample of the screen (spec 02 §2.1): not data of the portal. */
const SAMPLE_PRODUCTS = [
  { id: 1, um: 'SC', peso: 50, codigo: 'CIM-CPII-50', descricao: 'CIMENTO CP II 50KG' },
  { id: 2, um: 'UN', peso: 2.4, codigo: 'BLC-CONC-14', descricao: 'BLOCO DE CONCRETO 14X19X39' },
  { id: 3, um: 'TL', peso: 1000, codigo: 'ARE-MEDIA', descricao: 'AREIA MÉDIA LAVADA' },
];

export default function MeusDadosPage() {
  const guard = useTokenGuard();
  const myId = useSession((s) => s.usuario?.id ?? null);
  const me = useUsuario(myId);
  const u = me.data;
  useEffect(() => {
    guard();
  }, [guard]);

  const field = (label: string, value: string | number | null | undefined, size = 4) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField label={label} value={value ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
    </Grid>
  );

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" gutterBottom>
        {SCREEN_TITLES.meusDados}
      </Typography>
      <Paper sx={{ p: 2, mb: 3 }}>
        {me.isPending ? <CircularProgress aria-label={MSG.loading} /> : null}
        {me.isError ? <Alert severity="warning">{MSG.genericFailure}</Alert> : null}
        {u ? (
          <Grid container spacing={2}>
            {field(L.id, u.id, 2)}
            {field(L.name, u.nome, 6)}
            {field(L.status, u.statusDesc, 4)}
            {field(L.email, u.email, 6)}
            {field(L.cpfCnpj, formatCpfCnpj(u.cpf), 6)}
            {field(L.createdDate, formatDateTime(u.createdDate))}
            {field(L.modifiedDate, formatDateTime(u.modifiedDate) || '-')}
            <Grid size={12}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={L.tabProfiles}>
                {u.perfils.map((p) => (
                  <Chip key={p.id} label={p.descricao} />
                ))}
                {u.unidades.map((un) => (
                  <Chip
                    key={`u${un.id}`}
                    variant="outlined"
                    label={`${un.empresaCod}/${un.filialCod} - ${un.descricao}`}
                  />
                ))}
              </Stack>
            </Grid>
          </Grid>
        ) : null}
      </Paper>

      <Paper sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {L.sampleProducts}
          </Typography>
          <Button variant="contained" color="secondary" startIcon={<AddIcon />} disabled>
            {L.add}
          </Button>
        </Stack>
        <Table size="small" aria-label={L.sampleProducts}>
          <TableHead>
            <TableRow>
              <TableCell>{L.colId}</TableCell>
              <TableCell>{L.colUm}</TableCell>
              <TableCell>{L.colWeight}</TableCell>
              <TableCell>{L.colCode}</TableCell>
              <TableCell>{L.colDescription}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SAMPLE_PRODUCTS.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.id}</TableCell>
                <TableCell>{p.um}</TableCell>
                <TableCell>{formatDecimal(p.peso, 3)}</TableCell>
                <TableCell>{p.codigo}</TableCell>
                <TableCell>{p.descricao}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
