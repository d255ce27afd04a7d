// 'Meus dados' (/gestor/usuarios/meus-dados, docs/product/gestor-crm-vendas.md §2.1): above, the logged-in
// manager's own data (read-only: name, e-mail, CPF, status, profiles and units); then the user's e-mail
// choices for order news; below, the spec's static sample product table with its add button disabled.
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
import { AvisosEmail } from '../../domain/notificacoes';

/** The static sample of the screen (docs/product/gestor-crm-vendas.md §2.1): not data of the portal. */
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
      <Paper component="section" aria-labelledby="meus-dados-titulo" sx={{ p: 2, mb: 3 }}>
        <Typography id="meus-dados-titulo" variant="h6" component="h2" sx={{ mb: 2 }}>
          {L.myDataHeading}
        </Typography>
        {me.isPending ? <CircularProgress aria-label={MSG.loading} /> : null}
        {me.isError ? <Alert severity="warning">{MSG.genericFailure}</Alert> : null}
        {u ? (
          <Grid container spacing={2} data-testid="meus-dados">
            {field(L.name, u.nome, 6)}
            {field(L.email, u.email, 6)}
            {field(L.cpfCnpj, formatCpfCnpj(u.cpf), 4)}
            {field(L.status, u.statusDesc, 4)}
            {field(L.id, u.id, 4)}
            {field(L.createdDate, formatDateTime(u.createdDate), 6)}
            {field(L.modifiedDate, formatDateTime(u.modifiedDate) || '-', 6)}
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography id="meus-perfis" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {L.myProfiles}
              </Typography>
              <Stack
                component="ul"
                aria-labelledby="meus-perfis"
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
              >
                {u.perfils.length === 0 ? <Typography variant="body2">{L.myNone}</Typography> : null}
                {u.perfils.map((p) => (
                  <li key={p.id}>
                    <Chip label={p.descricao} />
                  </li>
                ))}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography id="minhas-unidades" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {L.myUnits}
              </Typography>
              <Stack
                component="ul"
                aria-labelledby="minhas-unidades"
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
              >
                {u.unidades.length === 0 ? <Typography variant="body2">{L.myNone}</Typography> : null}
                {u.unidades.map((un) => (
                  <li key={un.id}>
                    <Chip
                      variant="outlined"
                      label={`${un.empresaCod}/${un.filialCod} - ${un.descricao}`}
                      sx={{
                        maxWidth: '100%',
                        height: 'auto',
                        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                      }}
                    />
                  </li>
                ))}
              </Stack>
            </Grid>
          </Grid>
        ) : null}
      </Paper>

      <Paper sx={{ p: 2, mb: 3 }}>
        <AvisosEmail />
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
        <Table
          size="small"
          aria-label={L.sampleProducts}
          sx={{
            '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8rem', sm: '0.875rem' } },
            '& th:nth-of-type(-n+3), & td:nth-of-type(-n+3)': { whiteSpace: 'nowrap' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{L.colId}</TableCell>
              <TableCell>{L.colUm}</TableCell>
              <TableCell>{L.colPeso}</TableCell>
              <TableCell>{L.colCodigo}</TableCell>
              <TableCell>{L.colDescricao}</TableCell>
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
