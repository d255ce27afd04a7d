// The order's boleto dialog (docs/product/portal-cliente.md §2 Orders, §4 Boleto button state, §8): the
// titles of the order, each with the finance list's button: the PDF of a title in time, a red warning for an
// overdue one, a green PAGO with the payment date, a blocked one when the ERP has no account.
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/shared/format';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import type { DocumentOwner } from '../../../api/documentos';
import { boletoColumns } from '../../../domain/financeiro';
import { AppDialog, type DialogController } from '../../../ui/Dialog';
import { ResponsiveTable, type Column } from '../../../ui/ResponsiveTable';

type Titulo = Pedido['titulos'][number];

/** The columns of the order's titles (also the detail's documents section). */
export const tituloColumns = (owner: DocumentOwner): Column<Titulo>[] => [
  {
    key: 'titulo',
    header: L.colTituloParcela,
    card: 'title',
    nowrap: true,
    sx: { fontWeight: 600 },
    cell: (t) => `${t.titulo}/${t.parcela}`,
  },
  { key: 'vencimento', header: L.colVencimento, cell: (t) => formatDate(t.vencrea) },
  ...boletoColumns<Titulo>(owner),
];

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
        <ResponsiveTable
          label={L.boletosTable}
          columns={tituloColumns(owner)}
          rows={titulos}
          rowKey={(t) => `${t.prefixo}-${t.titulo}-${t.parcela}`}
        />
      )}
    </AppDialog>
  );
}
