// What the finalise dialog shows in each phase (docs/product/portal-cliente.md §4 Finalising an order): the
// confirmation with the order's review (OrderReview), the over-the-credit warning or, with
// BLOQUEIA_PEDIDO_SEM_LIMITE SIM, the refusal that disables yes, and the save-as-standing-order
// option above the review (USA_PEDIDO_PADRAO; yes disabled while the description is blank); 'Finalizando pedido'; the
// success messages with VER PEDIDO (one per order) beside OK; the mixed list with the logs, or the
// error. The confirmation's buttons stay at the bottom of the dialog while the review scrolls.
import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { toUpper } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { PedidoResult } from '@portal/shared/schemas/pedidos';
import { finaliseConfirmEnabled, type CreditReview } from '../carrinho-rules';
import type { FinalisePhase } from '../use-finalise';

interface Props {
  phase: FinalisePhase | null;
  standingOrders: boolean;
  /** The order's review (lines, total, delivery, dates, payment, credit). */
  review?: ReactNode;
  /** The order's total against the available credit: over it, the warning or the refusal. */
  credit?: CreditReview;
  onConfirm: (pedidoPadrao: boolean, descricao: string) => void;
  onCancel: () => void;
  onCloseResult: () => void;
  /** VER PEDIDO: the new order's detail. */
  onViewOrder?: (pedidoId: number) => void;
}

export function FinaliseContent({
  phase,
  standingOrders,
  review,
  credit,
  onConfirm,
  onCancel,
  onCloseResult,
  onViewOrder,
}: Props) {
  if (!phase) return null;
  switch (phase.kind) {
    case 'confirm':
      return (
        <Confirm
          standingOrders={standingOrders}
          review={review}
          credit={credit}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      );
    case 'sending':
      return (
        <Box role="status" sx={{ py: 2 }}>
          <Typography gutterBottom>{MSG.finalising}</Typography>
          <LinearProgress aria-label={MSG.finalising} />
        </Box>
      );
    case 'success':
      return (
        <Result
          onClose={onCloseResult}
          extra={
            onViewOrder
              ? phase.results
                  .filter((r) => r.pedidoId)
                  .map((r, _i, placed) => (
                    <Button key={r.pedidoId} variant="outlined" onClick={() => onViewOrder(r.pedidoId!)}>
                      {L.viewOrder(placed.length > 1 ? (r.ref ?? undefined) : undefined)}
                    </Button>
                  ))
              : null
          }
        >
          <List dense aria-label={L.orderMessages}>
            {phase.results.map((r, i) => (
              <ListItem key={`${r.pedidoId ?? 'x'}-${i}`} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleIcon color="success" />
                </ListItemIcon>
                <ListItemText primary={r.message} />
              </ListItem>
            ))}
          </List>
        </Result>
      );
    case 'mixed':
      return (
        <Result onClose={onCloseResult}>
          <Typography sx={{ mb: 1.5 }}>{MSG.cartFinaliseMixed}</Typography>
          <Box aria-label={L.orderMessages} role="list">
            {phase.results.map((r, i) => (
              <ResultAccordion key={`${r.pedidoId ?? 'x'}-${i}`} result={r} />
            ))}
          </Box>
        </Result>
      );
    case 'error':
      return (
        <Result onClose={onCloseResult}>
          <Typography role="alert">{phase.message}</Typography>
          {phase.details.length > 0 ? (
            <List dense>
              {phase.details.map((d) => (
                <ListItem key={d} disableGutters>
                  <ListItemText primary={d} />
                </ListItem>
              ))}
            </List>
          ) : null}
        </Result>
      );
  }
}

function Confirm({
  standingOrders,
  review,
  credit,
  onConfirm,
  onCancel,
}: {
  standingOrders: boolean;
  review?: ReactNode;
  credit?: CreditReview;
  onConfirm: (pedidoPadrao: boolean, descricao: string) => void;
  onCancel: () => void;
}) {
  const [pedidoPadrao, setPedidoPadrao] = useState(false);
  const [descricao, setDescricao] = useState('');
  const creditId = useId();
  const over = credit?.kind === 'over' ? credit : null;
  const enabled = finaliseConfirmEnabled(pedidoPadrao, descricao) && !over?.blocked;
  return (
    <Stack spacing={2}>
      <Typography>{MSG.finaliseConfirm}</Typography>
      {standingOrders ? (
        <>
          <FormControlLabel
            control={<Checkbox checked={pedidoPadrao} onChange={(e) => setPedidoPadrao(e.target.checked)} />}
            label={L.saveStanding}
          />
          {pedidoPadrao ? (
            <TextField
              label={L.standingDescription}
              value={descricao}
              onChange={(e) => setDescricao(toUpper(e.target.value))}
              autoFocus
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          ) : null}
        </>
      ) : null}
      {review}
      {/* Stuck to the bottom of the dialog's scrolling content (its 20 px bottom padding included). */}
      <Stack
        spacing={1}
        sx={{
          position: 'sticky',
          bottom: -20,
          zIndex: 1,
          bgcolor: 'background.paper',
          pt: 1,
          pb: 2.5,
          mb: -2.5,
        }}
      >
        {over ? (
          <Alert id={creditId} severity={over.blocked ? 'error' : 'warning'} role="alert" sx={{ py: 0 }}>
            {over.message}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} color="inherit">
            {L.no}
          </Button>
          <Button
            variant="contained"
            disabled={!enabled}
            autoFocus={!standingOrders && !over?.blocked}
            aria-describedby={over ? creditId : undefined}
            onClick={() => onConfirm(standingOrders && pedidoPadrao, descricao)}
          >
            {L.yes}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

function Result({
  children,
  onClose,
  extra,
}: {
  children: ReactNode;
  onClose: () => void;
  extra?: ReactNode;
}) {
  return (
    <Stack spacing={1}>
      {children}
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        {extra}
        <Button variant="contained" onClick={onClose} autoFocus>
          {L.ok}
        </Button>
      </Stack>
    </Stack>
  );
}

function ResultAccordion({ result }: { result: PedidoResult }) {
  const ok = result.status === 201;
  const head = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {ok ? <CheckCircleIcon color="success" /> : <ErrorOutlineIcon color="error" />}
      <Typography>{result.message}</Typography>
    </Stack>
  );
  if (!result.log) {
    return (
      <Box role="listitem" sx={{ border: 1, borderColor: 'divider', px: 2, py: 1.5, mt: '-1px' }}>
        {head}
      </Box>
    );
  }
  return (
    <Accordion disableGutters variant="outlined" role="listitem" sx={{ mt: '-1px' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>{head}</AccordionSummary>
      <AccordionDetails>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-wrap' }}
          aria-label={L.orderLog}
        >
          {result.log}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
