// The cart's item table (spec 01 §2 Cart): image, product (name, code, unit), payment condition,
// modality, work (CONSULTA_OBRAS), shipping date (DATA_EMBARQUE), weight, quantity, price (with the
// adjustment when ALTERA_PRECO_ITEM is SIM) and remove; the footer totals weight in tons (1
// decimal), quantity and money.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { MODALIDADES, type Modalidade } from '@portal/shared/constants';
import { formatCurrency, formatDecimal, formatTons, formatWeightKg } from '@portal/shared/format';
import { BUYER_LABELS, CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { CartTotals } from '../../../state/cart-rules';
import { MASKS, MaskedField } from '../../../ui/MaskedField';
import {
  hasFobCadastro,
  modalidadeAvailable,
  obraDescricao,
  shippingDateValid,
  type CartLine,
} from '../carrinho-rules';

export const NO_IMAGE_URL = '/sem-imagem.svg';

export interface CartTableProps {
  term: string;
  lines: CartLine[];
  totais: CartTotals;
  showWorks: boolean;
  showShippingDate: boolean;
  priceAdjust: boolean;
  driverFlow: boolean;
  today: Date;
  onPayment: (line: CartLine) => void;
  onModalidade: (line: CartLine, sku: Modalidade) => void;
  onEditFob: (line: CartLine) => void;
  onShippingDate: (line: CartLine, text: string) => void;
  onPrice: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}

function Picture({ line }: { line: CartLine }) {
  const [failed, setFailed] = useState(false);
  const src = !line.imagem || failed ? NO_IMAGE_URL : line.imagem;
  return (
    <Box
      component="img"
      src={src}
      alt={src === NO_IMAGE_URL ? BUYER_LABELS.noImage : BUYER_LABELS.productImage(line.produtoDesc)}
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{
        width: 56,
        height: 56,
        objectFit: 'contain',
        bgcolor: 'grey.100',
        borderRadius: 1,
        display: 'block',
      }}
    />
  );
}

function FobSummary({ line }: { line: CartLine }) {
  if (line.modalidade?.sku !== 'FOB') return null;
  let text: string | null = null;
  if (line.motorista && line.veiculo)
    text = L.driverVehicle(line.motorista.motoristanome, line.veiculo.veiculoplaca);
  else if (hasFobCadastro(line))
    text = L.preRegistration(line.fobVeiculoPlaca ?? '', line.fobMotoristaNome ?? '');
  return text ? (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5, maxWidth: 180 }}>
      {text}
    </Typography>
  ) : null;
}

export function CartTable(p: CartTableProps) {
  const leading = 3 + (p.showWorks ? 1 : 0) + (p.showShippingDate ? 1 : 0) + 1;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={L.items(p.term)}
        sx={{
          '& .MuiTableCell-root': { px: 1 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{L.colImage}</TableCell>
            <TableCell>{L.colProduct}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{L.colPayment}</TableCell>
            <TableCell>{L.colModality}</TableCell>
            {p.showWorks ? <TableCell>{L.colWork}</TableCell> : null}
            {p.showShippingDate ? <TableCell>{L.colShippingDate}</TableCell> : null}
            <TableCell align="right">{L.colWeight}</TableCell>
            <TableCell align="right">{L.colQuantity}</TableCell>
            <TableCell align="right">{L.colPrice}</TableCell>
            <TableCell align="center">{L.colRemove}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {p.lines.map((line) => {
            const dateOk = shippingDateValid(line.dataEmbarque, p.today);
            const sku = line.modalidade?.sku ?? '';
            return (
              <TableRow key={line.item} aria-label={line.produtoDesc} hover>
                <TableCell sx={{ width: 72 }}>
                  <Picture line={line} />
                </TableCell>
                <TableCell sx={{ minWidth: 190 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {line.produtoDesc}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {L.productCode(line.produtoSku, line.produtoUM ?? '')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="text"
                    onClick={() => p.onPayment(line)}
                    aria-label={L.changePayment(line.produtoDesc)}
                    sx={{ textAlign: 'left', justifyContent: 'flex-start', lineHeight: 1.3, px: 0.5 }}
                  >
                    <span>
                      {line.pagamentoCondicao?.descricao ?? L.noPayment}
                      {line.pagamentoForma ? (
                        <Typography
                          component="span"
                          variant="caption"
                          sx={{ display: 'block', color: 'text.secondary' }}
                        >
                          {line.pagamentoForma.descricao}
                        </Typography>
                      ) : null}
                    </span>
                  </Button>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={sku}
                      aria-label={L.modalityOf(line.produtoDesc)}
                      onChange={(_, value: Modalidade | null) => {
                        if (value && value !== sku) p.onModalidade(line, value);
                      }}
                    >
                      {MODALIDADES.map((m) => (
                        <ToggleButton
                          key={m}
                          value={m}
                          disabled={!modalidadeAvailable(line, m)}
                          sx={{ px: 1.25, py: 0.25 }}
                        >
                          {m}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                    {p.driverFlow && sku === 'FOB' ? (
                      <Tooltip title={L.editFob(line.produtoDesc)}>
                        <IconButton
                          size="small"
                          aria-label={L.editFob(line.produtoDesc)}
                          onClick={() => p.onEditFob(line)}
                        >
                          <LocalShippingOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </Stack>
                  <FobSummary line={line} />
                </TableCell>
                {p.showWorks ? (
                  <TableCell sx={{ maxWidth: 200 }}>
                    <Typography variant="body2" title={line.obraDesc ?? undefined}>
                      {line.isObra
                        ? `${line.obraCodigo ?? ''} ${obraDescricao(line.obraDesc)}`.trim()
                        : L.noWork}
                    </Typography>
                  </TableCell>
                ) : null}
                {p.showShippingDate ? (
                  <TableCell sx={{ minWidth: 140 }}>
                    <MaskedField
                      name={`dataEmbarque-${line.item}`}
                      mask={MASKS.date}
                      value={line.dataEmbarque ?? ''}
                      onChange={(text) => p.onShippingDate(line, text)}
                      size="small"
                      placeholder="DD/MM/AAAA"
                      error={!dateOk}
                      helperText={dateOk ? ' ' : MSG.invalidDate}
                      autoComplete="off"
                      sx={{ width: 136 }}
                      slotProps={{ htmlInput: { 'aria-label': L.shippingDateOf(line.produtoDesc) } }}
                    />
                  </TableCell>
                ) : null}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatWeightKg(line.produtoPesoTotal ?? 0)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDecimal(line.produtoQuant, 0)} {line.produtoUM}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
                  >
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {formatCurrency(line.produtoValorTotal ?? 0)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {L.unitPrice(formatCurrency(line.produtoValorUnit ?? 0))}
                      </Typography>
                      {line.precoAlterado ? (
                        <Chip
                          label={L.priceAdjusted}
                          size="small"
                          color="secondary"
                          variant="outlined"
                          sx={{ display: 'flex', mt: 0.5 }}
                        />
                      ) : null}
                    </Box>
                    {p.priceAdjust ? (
                      <IconButton
                        size="small"
                        aria-label={L.changePrice(line.produtoDesc)}
                        onClick={() => p.onPrice(line)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Stack>
                </TableCell>
                <TableCell align="center">
                  <IconButton
                    color="error"
                    aria-label={L.removeItem(line.produtoDesc)}
                    onClick={() => p.onRemove(line)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 700, fontSize: '0.95rem', color: 'text.primary' } }}>
            <TableCell colSpan={leading}>{L.totals}</TableCell>
            <TableCell align="right" aria-label={L.totalWeight} sx={{ whiteSpace: 'nowrap' }}>
              {formatTons(p.totais.peso)}
            </TableCell>
            <TableCell align="right" aria-label={L.totalQuantity} sx={{ whiteSpace: 'nowrap' }}>
              {formatDecimal(p.totais.quantidade, 0)}
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
