// Repetir pedido (on the order detail and in the order list): the order's items go into the cart at
// TODAY's prices of the CURRENT branch, checked by the quick order's endpoint with the order's codes
// and quantities (POST /pedido-rapido/verificar). The spec's rules apply: an order of another
// client is not mixed into this client's cart (switching client zeroes the cart, so the user is
// told to switch first); an order of another branch is repeated at the current branch's prices
// after a confirmation; products already in the cart ask SOMAR A QUANTIDADE / ADICIONAR OUTRO. A
// notice names the items no longer available and the prices that changed (old -> new).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { BUYER_ROLES, isOn } from '@portal/shared/constants';
import { formatCurrency } from '@portal/shared/format';
import { QUICK_ORDER_LABELS as L } from '@portal/shared/labels-pedido-rapido';
import { MSG } from '@portal/shared/messages';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { useParameters } from '../../../api/config';
import { verificarLinhas } from '../../../api/pedido-rapido';
import { orderLines, putLinesInCart, repeatPlan, type RepeatPlan } from '../../../domain/carrinho';
import { useSession } from '../../../state/session';
import { AppDialog, useDialog } from '../../../ui/Dialog';
import { notify, notifySuccess } from '../../../ui/notify';
import { buscarPedido } from '../api';

const unitLabel = (u: { empresaCod: string; filialCod: string; descricao: string }) =>
  `${u.empresaCod}/${u.filialCod} ${u.descricao}`;

function Report({
  plan,
  intro,
}: {
  plan: Pick<RepeatPlan, 'indisponiveis' | 'precos' | 'ajustadas'>;
  intro: string;
}) {
  const section = (title: string, items: string[]) =>
    items.length ? (
      <section aria-label={title}>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
          {title}
        </Typography>
        <List dense disablePadding>
          {items.map((x) => (
            <ListItem key={x} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2.5 }}>
              {x}
            </ListItem>
          ))}
        </List>
      </section>
    ) : null;
  return (
    <Stack>
      <Typography>{intro}</Typography>
      {section(
        MSG.repeatOrderUnavailable,
        plan.indisponiveis.map((i) => `${i.sku}${i.descricao ? ` - ${i.descricao}` : ''}: ${i.mensagem}`),
      )}
      {section(
        MSG.repeatOrderPriceChanged,
        plan.precos.map((p) =>
          L.priceChange(p.sku, p.descricao, formatCurrency(p.antes), formatCurrency(p.agora)),
        ),
      )}
      {section(
        L.adjustedTitle,
        plan.ajustadas.map((i) => `${i.sku} - ${i.descricao}: ${i.mensagem}`),
      )}
    </Stack>
  );
}

/** The REPETIR PEDIDO button: `pedido` when the order is loaded (detail), else its id (list). */
export function RepetirPedido({
  pedido,
  pedidoId,
  refLabel,
  compact = false,
}: {
  pedido?: Pedido;
  pedidoId: number;
  refLabel: string;
  /** An icon button (the list's rows). */
  compact?: boolean;
}) {
  const usuario = useSession((s) => s.usuario);
  const { parametros } = useParameters();
  const navigate = useNavigate();
  const dialog = useDialog();
  const [busy, setBusy] = useState(false);
  if (!usuario || !BUYER_ROLES.includes(usuario.role)) return null;
  const term = parametros.DESC_CARRINHO;
  const sells = isOn(parametros.REALIZA_VENDAS);
  const cliente = usuario.cliente ?? null;
  const unidade = usuario.unidade ?? null;

  const info = (content: string) =>
    dialog.open({
      size: 'sm',
      title: L.repeatTitle(refLabel),
      content,
      actions: [
        { key: 'close', label: L.close, variant: 'contained', autoFocus: true, onClick: dialog.close },
      ],
    });

  const repeat = async (p: Pedido) => {
    if (!cliente || !unidade) return;
    setBusy(true);
    let plan: RepeatPlan;
    try {
      const r = await verificarLinhas({ clienteId: cliente.id, filialId: unidade.id }, orderLines(p));
      if (!r) return;
      plan = repeatPlan(p, r.linhas);
    } finally {
      setBusy(false);
    }
    if (plan.lines.length === 0) {
      dialog.open({
        size: 'sm',
        title: L.repeatTitle(p.ref),
        content: <Report plan={plan} intro={MSG.repeatOrderNothingAvailable(p.ref)} />,
        actions: [
          { key: 'close', label: L.close, variant: 'contained', autoFocus: true, onClick: dialog.close },
        ],
      });
      return;
    }
    putLinesInCart({
      dialog,
      term,
      lines: plan.lines,
      ajustadas: plan.ajustadas.map((i) => `${i.sku} - ${i.descricao}: ${i.mensagem}`),
      onDone: () => {
        const added = MSG.repeatOrderAdded(p.ref, plan.lines.length, term);
        if (plan.indisponiveis.length + plan.precos.length + plan.ajustadas.length === 0) {
          notifySuccess(added);
          void navigate('/carrinho');
          return;
        }
        dialog.open({
          size: 'sm',
          title: L.repeatTitle(p.ref),
          content: <Report plan={plan} intro={added} />,
          actions: [
            { key: 'close', label: L.close, onClick: dialog.close },
            {
              key: 'cart',
              label: L.goToCart(term),
              variant: 'contained',
              autoFocus: true,
              onClick: () => {
                dialog.close();
                void navigate('/carrinho');
              },
            },
          ],
        });
      },
    });
  };

  const start = async () => {
    if (busy) return;
    if (!cliente || !unidade) {
      notify('warning', MSG.selectClientRequired);
      return;
    }
    let p = pedido;
    if (!p) {
      setBusy(true);
      try {
        p = await buscarPedido(String(pedidoId));
      } catch {
        return;
      } finally {
        setBusy(false);
      }
    }
    const order = p;
    if (order.clienteId !== cliente.id) {
      info(
        MSG.repeatOrderOtherClient(
          order.ref,
          `${order.clienteCodigo}/${order.clienteLoja} - ${order.clienteRazao}`,
          term,
        ),
      );
      return;
    }
    if (order.unidadeId !== unidade.id) {
      dialog.open({
        size: 'sm',
        title: L.repeatTitle(order.ref),
        content: MSG.repeatOrderOtherBranch(
          order.ref,
          `${order.empresaCod}/${order.filialCod} ${order.unidadeDescricao}`,
          unitLabel(unidade),
          term,
        ),
        actions: [
          { key: 'cancel', label: L.cancel, onClick: dialog.close },
          {
            key: 'continue',
            label: L.continue,
            variant: 'contained',
            autoFocus: true,
            onClick: () => {
              dialog.close();
              void repeat(order);
            },
          },
        ],
      });
      return;
    }
    await repeat(order);
  };

  const icon = busy ? (
    <CircularProgress size={16} color="inherit" aria-label={MSG.loading} />
  ) : (
    <ReplayIcon />
  );
  return (
    <>
      {compact ? (
        <Tooltip title={L.repeatAria(refLabel)}>
          <span>
            <IconButton
              aria-label={L.repeatAria(refLabel)}
              disabled={!sells || busy}
              onClick={(e) => {
                e.stopPropagation();
                void start();
              }}
              size="small"
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={icon}
          disabled={!sells || busy}
          aria-busy={busy || undefined}
          onClick={() => void start()}
        >
          {L.repeat}
        </Button>
      )}
      {/* Clicks in the dialog (a portal) bubble through the React tree: keep them from the list's row. */}
      <span onClick={(e) => e.stopPropagation()} role="presentation">
        <AppDialog dialog={dialog} />
      </span>
    </>
  );
}
