// The order's boleto dialog (spec 01 §2 Orders, §4 Boleto button state, §8): the titles of the
// order, each with the finance list's button: the PDF of a title in time, a red warning for an
// overdue one, a green PAGO with the payment date, a blocked one when the ERP has no account.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/shared/format';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import type { DocumentOwner } from '../../../api/documentos';
import { BoletoCells } from '../../../ui/BoletoButton';
import { AppDialog, type DialogController } from '../../../ui/Dialog';

export function BoletosDialog({
  dialog,
  titulos,
  owner,
}: {
  dialog: DialogController;
  titulos: Pedido['titulos'];
  owner: DocumentOwner;
}) {
  return (
    <AppDialog dialog={dialog}>
      {titulos.length === 0 ? (
        <Typography role="status" sx={{ py: 2 }}>
          {MSG.noBoletos}
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={L.boletosTable}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colTituloParcela}</TableCell>
                <TableCell>{L.colVencimento}</TableCell>
                <TableCell align="right">{L.colValor}</TableCell>
                <TableCell align="right">{L.colSaldo}</TableCell>
                <TableCell>{L.colSituacao}</TableCell>
                <TableCell align="center">{L.colBoleto}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {titulos.map((t) => (
                <TableRow key={`${t.prefixo}-${t.titulo}-${t.parcela}`}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {t.titulo}/{t.parcela}
                  </TableCell>
                  <TableCell>{formatDate(t.vencrea)}</TableCell>
                  <BoletoCells titulo={t} owner={owner} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </AppDialog>
  );
}
