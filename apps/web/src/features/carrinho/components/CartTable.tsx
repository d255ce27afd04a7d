// The cart's item table on a wide screen (docs/product/portal-cliente.md §2 Cart): image, product (name,
// code, unit), payment condition, modality, work (CONSULTA_OBRAS), shipping date (DATA_EMBARQUE), weight,
// quantity (edited in place), price (with the adjustment when ALTERA_PRECO_ITEM is SIM) and remove;
// the footer totals weight in tons (1 decimal), the quantities per unit ('40 SC · 8,5 t', never
// sacks plus tonnes) and money. Kept narrow enough that every
// column, Remover included, fits a 1366 px screen with every option on.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCurrency, formatTons, formatWeightKg } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { formatTotaisPorUnidade } from '@portal/shared/unidades';
import type { CartTotals } from '../../../domain/carrinho';
import type { CartLine } from '../carrinho-rules';
import {
  LineQuantity,
  ModalityControl,
  PaymentButton,
  Picture,
  Price,
  ProductText,
  RemoveButton,
  ShippingDate,
  WorkText,
  type CartLineActions,
} from './CartLineParts';

export { NO_IMAGE_URL } from './CartLineParts';

export interface CartTableProps extends CartLineActions {
  lines: CartLine[];
  totais: CartTotals;
}

export function CartTable(p: CartTableProps) {
  const leading = 3 + (p.showWorks ? 1 : 0) + (p.showShippingDate ? 1 : 0) + 1;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={L.items(p.term)}
        sx={{
          '& .MuiTableCell-root': { px: 0.75 },
          '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
          '& .MuiTableCell-root:last-of-type': { pr: 1.5 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{L.colImage}</TableCell>
            <TableCell>{L.colProduto}</TableCell>
            <TableCell>{L.colPagamento}</TableCell>
            <TableCell>{L.colModalidade}</TableCell>
            {p.showWorks ? <TableCell>{L.colObra}</TableCell> : null}
            {p.showShippingDate ? <TableCell>{L.colShippingDate}</TableCell> : null}
            <TableCell align="right">{L.colPeso}</TableCell>
            <TableCell align="right">{L.colQuantidade}</TableCell>
            <TableCell align="right">{L.colPreco}</TableCell>
            <TableCell align="center">{L.colRemove}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {p.lines.map((line) => (
            <TableRow key={line.item} aria-label={line.produtoDesc} hover>
              <TableCell sx={{ width: 56 }}>
                <Picture line={line} size={44} />
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <ProductText line={line} />
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>
                <PaymentButton line={line} a={p} />
              </TableCell>
              <TableCell>
                <ModalityControl line={line} a={p} />
              </TableCell>
              {p.showWorks ? (
                <TableCell sx={{ maxWidth: 160 }}>
                  <WorkText line={line} />
                </TableCell>
              ) : null}
              {p.showShippingDate ? (
                <TableCell>
                  <ShippingDate line={line} a={p} />
                </TableCell>
              ) : null}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatWeightKg(line.produtoPesoTotal ?? 0)}
              </TableCell>
              <TableCell align="right" sx={{ pt: 1.5 }}>
                <LineQuantity line={line} a={p} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Price line={line} a={p} />
              </TableCell>
              <TableCell align="center">
                <RemoveButton line={line} a={p} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 700, fontSize: '0.95rem', color: 'text.primary' } }}>
            <TableCell colSpan={leading}>{L.totals}</TableCell>
            <TableCell align="right" aria-label={L.totalWeight} sx={{ whiteSpace: 'nowrap' }}>
              {formatTons(p.totais.peso)}
            </TableCell>
            <TableCell align="right" aria-label={L.totalQuantity} sx={{ whiteSpace: 'nowrap' }}>
              {formatTotaisPorUnidade(p.totais.unidades)}
            </TableCell>
            <TableCell align="right" aria-label={L.totalValue} sx={{ whiteSpace: 'nowrap' }}>
              {formatCurrency(p.totais.valor)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
