// The Pix of several títulos (docs/product/documentos-fiscais.md §5): its QR, amount, expiry, the títulos
// it pays with each one's amount today, and the copia e cola with a copy button. When the ERP confirms
// the payment, the live news reads the finance lists again and this dialog says so (`pagos`), without a
// reload. Loaded lazily with the QR library (PixQr).
import { useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { formatCurrency } from '@portal/shared/format';
import { PIX_LABELS as L } from '@portal/shared/pix-intencao';
import type { PixIntencao } from '@portal/shared/schemas/pix-intencao';
import { notify } from '../../ui/notify';
import PixQr from './PixQr';

export default function PixIntencaoDialog({
  intencao,
  pagos,
  onClose,
}: {
  intencao: PixIntencao;
  /** Every título of the Pix reads paid now. */
  pagos: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(intencao.payload);
      notify('success', L.copiado);
    } catch {
      codeRef.current?.select();
      notify('warning', L.copiarFalhou);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.titulo(intencao.titulos.length)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
          {pagos ? (
            <Alert severity="success" role="status">
              {L.confirmado}
            </Alert>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
          >
            {pagos ? null : <PixQr payload={intencao.payload} label={L.qr(intencao.valor)} />}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="overline" component="p" color="text.secondary">
                {L.valor}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-pix-valor={intencao.valor}>
                {formatCurrency(intencao.valor)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {L.validoAte(intencao.expiraEm)}
              </Typography>
              <Table size="small" aria-label={L.tabela} sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{L.colTitulo}</TableCell>
                    <TableCell align="right">{L.colValor}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {intencao.titulos.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell>{`${t.titulo}/${t.parcela}`}</TableCell>
                      <TableCell align="right" data-pix-titulo-valor={t.valor}>
                        {formatCurrency(t.valor)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {L.encargos}
              </Typography>
            </Box>
          </Stack>
          {pagos ? null : (
            <>
              <TextField
                label={L.copiaECola}
                value={intencao.payload}
                multiline
                minRows={3}
                fullWidth
                inputRef={codeRef}
                slotProps={{
                  htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
                }}
                onFocus={(e) => e.target.select()}
              />
              <Box>
                <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                  {L.copiar}
                </Button>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {L.aguardando}
              </Typography>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.fechar}</Button>
      </DialogActions>
    </Dialog>
  );
}
