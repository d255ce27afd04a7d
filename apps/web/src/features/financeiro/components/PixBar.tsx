// The bar of the Pix of several títulos above the boletos list: the hint or the selection (count and
// open balance), PAGAR n COM PIX and LIMPAR SELEÇÃO, and one VER PIX per open Pix of the customer here.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PixIcon from '@mui/icons-material/Pix';
import { formatCurrency } from '@portal/shared/format';
import { PIX_LABELS as L } from '@portal/shared/pix-intencao';
import type { PixIntencao } from '@portal/shared/schemas/pix-intencao';

export function PixBar({
  count,
  saldo,
  creating,
  abertas,
  onPay,
  onClear,
  onOpen,
}: {
  count: number;
  saldo: number;
  creating: boolean;
  abertas: readonly PixIntencao[];
  onPay: () => void;
  onClear: () => void;
  onOpen: (i: PixIntencao) => void;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={L.colunaSelecao}
      sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <PixIcon color="primary" aria-hidden />
      <Typography variant="body2" role="status" aria-live="polite" sx={{ flex: '1 1 220px', minWidth: 0 }}>
        {count > 0 ? L.selecionados(count, saldo) : L.dica}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {abertas.map((i) => (
          <Button key={i.id} variant="outlined" size="small" onClick={() => onOpen(i)}>
            {`${L.verPix} ${formatCurrency(i.valor)}`}
          </Button>
        ))}
        {count > 0 ? (
          <>
            <Button onClick={onClear} size="small">
              {L.limpar}
            </Button>
            <Button
              variant="contained"
              size="small"
              onClick={onPay}
              disabled={creating}
              startIcon={
                creating ? <CircularProgress size={16} color="inherit" aria-label={L.gerando} /> : undefined
              }
            >
              {L.pagar(count)}
            </Button>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
