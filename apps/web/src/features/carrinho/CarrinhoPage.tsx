// The cart (/carrinho, docs/product/portal-cliente.md §2 Cart, §3, §4 Cart and Finalising an
// order, §5, §7, §9): the header buttons (payment, modality, works with CONSULTA_OBRAS, delivery customer
// with CLIENTES_ENTREGAS, invoice note, cancel, finalise), the item table with its totals, the empty
// texts, and every dialog of the spec. The rules live in carrinho-rules.ts; the lines in the
// persisted cart store. A line's quantity is edited in place (use-quantity-edit). Below md the lines
// are stacked cards and the total with FINALIZAR PEDIDO stays in a footer stuck to the bottom.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BoltIcon from '@mui/icons-material/Bolt';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NotesIcon from '@mui/icons-material/Notes';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import { isOn, MODALIDADES } from '@portal/shared/constants';
import { formatCurrency, formatTons, truncate } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { QUICK_ORDER_LABELS } from '@portal/shared/labels-pedido-rapido';
import { MSG } from '@portal/shared/messages';
import { clientePodeComprar, mayAdjustPrices } from '@portal/shared/pedido-rules';
import { formatTotaisPorUnidade } from '@portal/shared/unidades';
import { useParameters } from '../../api/config';
import { creditoDisponivel } from '../../api/credito';
import { parseFactor } from '../../domain/carrinho';
import { useSession } from '../../state/session';
import { OrderingRefused } from '../../domain/cliente';
import { AppDialog } from '../../ui/Dialog';
import { PageLoader } from '../../ui/PageLoader';
import { usePhone } from '../../ui/use-phone';
import type { CartLineActions } from './components/CartLineParts';
import { EntregaSearch } from './components/EntregaSearch';
import { FinaliseContent } from './components/FinaliseContent';
import { OrderReview } from './components/OrderReview';
import { FobForm } from './components/FobForm';
import { OrcamentoAction } from './components/OrcamentoAction';
import { ObrasList } from './components/ObrasList';
import { ObsNfForm } from './components/ObsNfForm';
import { PaymentForm } from './components/PaymentForm';
import { PriceForm } from './components/PriceForm';
import { creditReview } from './carrinho-rules';
import { useCartLines } from './use-cart-lines';
import { useOnline } from '../../ui/use-online';
import { useFinalise } from './use-finalise';
import { useFob } from './use-fob';
import { usePayment } from './use-payment';
import { usePriceAdjust } from './use-price-adjust';
import { useQuantityEdit } from './use-quantity-edit';
import { useWorks } from './use-works';

// A device needs only one of the two views of the lines: each loads on its own.
const CartCards = lazy(() => import('./components/CartCards').then((m) => ({ default: m.CartCards })));
const CartTable = lazy(() => import('./components/CartTable').then((m) => ({ default: m.CartTable })));

function HeaderButton({
  icon,
  children,
  ...props
}: { icon: ReactNode; children: ReactNode } & Omit<Parameters<typeof Button>[0], 'children'>) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={icon}
      {...props}
      sx={{ whiteSpace: 'nowrap', py: 0.75, ...props.sx }}
    >
      {children}
    </Button>
  );
}

export default function CarrinhoPage() {
  const { parametros } = useParameters();
  const cliente = useSession((s) => s.usuario?.cliente ?? null);
  const unidade = useSession((s) => s.usuario?.unidade ?? null);
  const limiteCredito = useSession((s) => s.usuario?.limiteCredito ?? null);
  const creditoIndisponivel = useSession((s) => !!s.usuario?.creditoIndisponivel);

  const term = parametros.DESC_CARRINHO;
  const showWorks = isOn(parametros.CONSULTA_OBRAS);
  const showEntrega = isOn(parametros.CLIENTES_ENTREGAS);
  const showShippingDate = isOn(parametros.DATA_EMBARQUE);
  // Only the roles the server lets adjust prices (a seller) are offered the adjustment.
  const priceAdjust = useSession((s) =>
    mayAdjustPrices(
      [s.usuario?.role ?? '', ...(s.usuario?.perfils ?? []).map((p) => p.role)],
      parametros.ALTERA_PRECO_ITEM,
    ),
  );
  const driverFlow = isOn(parametros.CAD_MOTORISTA_CARRINHO);
  const standingOrders = isOn(parametros.USA_PEDIDO_PADRAO);
  const factor = parseFactor(parametros.FATOR_MULTI);
  const owner = cliente && unidade ? { cliente, unidade } : null;
  const today = new Date();

  const cart = useCartLines(term);
  const { itens: cartLines, totais, obsnf, clienteEntrega, finalizado, empty } = cart;
  const payment = usePayment(cliente?.id);
  const fob = useFob(owner, driverFlow, empty);
  const works = useWorks({
    owner,
    enabled: showWorks,
    driverFlow,
    factor,
    term,
    formas: payment.pagamentos.data,
    openFob: fob.openFob,
  });
  const price = usePriceAdjust();
  // Off-line (installable app) no order can be sent: FINALIZAR waits for the network.
  const online = useOnline();
  const finalise = useFinalise(
    cliente && unidade
      ? {
          clienteId: cliente.id,
          clienteStatus: cliente.status,
          unidadeId: unidade.id,
          dataEmbarque: showShippingDate,
        }
      : null,
  );

  // The review's credit: the header's available figure against the cart's total (the footer's).
  const credit = creditReview(
    totais.valor,
    creditoDisponivel(limiteCredito),
    isOn(parametros.BLOQUEIA_PEDIDO_SEM_LIMITE),
  );
  const reviewing = finalise.dialog.state.open && finalise.dialog.state.data?.kind === 'confirm';
  // A company that cannot buy (inactive, blocked): the reason up front, no FINALIZAR.
  const refused = owner !== null && !clientePodeComprar(cliente?.status);

  const quantity = useQuantityEdit(factor);
  const phone = usePhone();

  const [modalityAnchor, setModalityAnchor] = useState<HTMLElement | null>(null);

  const lineActions: CartLineActions = {
    term,
    showWorks,
    showShippingDate,
    priceAdjust,
    driverFlow,
    simpleCheck: isOn(parametros.QTD_CARRINHO_SIMPLES),
    factor,
    today,
    onPayment: payment.openPayment,
    onModalidade: (line, sku) => fob.requestModalidade([line.item], sku),
    onEditFob: fob.editFob,
    onShippingDate: cart.setShippingDate,
    onPrice: price.openPrice,
    onRemove: cart.confirmRemove,
    onQuantity: quantity.submit,
  };
  const finaliseButton = refused ? null : (
    <HeaderButton
      icon={<CheckCircleOutlineIcon />}
      variant="contained"
      color="secondary"
      disabled={empty || !owner || !online}
      onClick={finalise.start}
      aria-haspopup="dialog"
      sx={phone ? { py: 1, minHeight: 44 } : undefined}
    >
      {L.finalise}
    </HeaderButton>
  );

  const pd = payment.dialog.state.data;
  const fd = fob.dialog.state.data;
  const priceData = price.dialog.state.data;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h1">
          {term}
        </Typography>
        <Button component={RouterLink} to="/pedido-rapido" size="small" startIcon={<BoltIcon />}>
          {QUICK_ORDER_LABELS.fromCart}
        </Button>
      </Stack>
      {refused ? <OrderingRefused reason={MSG.finaliseBlocked} /> : null}

      <Stack
        direction="row"
        role="toolbar"
        aria-label={L.actions}
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <HeaderButton
            icon={<PaymentsIcon />}
            disabled={empty}
            onClick={() => payment.openPayment(null)}
            aria-haspopup="dialog"
          >
            {L.payment}
          </HeaderButton>
          <HeaderButton
            icon={<LocalShippingIcon />}
            disabled={empty}
            onClick={(e) => setModalityAnchor(e.currentTarget)}
            aria-haspopup="menu"
            aria-expanded={modalityAnchor ? 'true' : undefined}
          >
            {L.modality}
          </HeaderButton>
          {showWorks ? (
            <HeaderButton
              icon={<ApartmentIcon />}
              disabled={!owner || refused}
              onClick={() => works.dialog.open({ size: 'md', title: L.worksTitle })}
              aria-haspopup="dialog"
            >
              {L.works}
            </HeaderButton>
          ) : null}
          {showEntrega ? (
            <HeaderButton
              icon={<PersonPinCircleIcon />}
              disabled={empty}
              onClick={cart.openEntrega}
              aria-haspopup="dialog"
            >
              {L.deliveryCustomer}
            </HeaderButton>
          ) : null}
          <HeaderButton icon={<NotesIcon />} disabled={empty} onClick={cart.openObs} aria-haspopup="dialog">
            {L.invoiceNote}
          </HeaderButton>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
          <OrcamentoAction
            clienteId={cliente?.id ?? null}
            unidadeId={unidade?.id ?? null}
            disabled={empty || !owner || refused}
          />
          <HeaderButton
            icon={<CancelOutlinedIcon />}
            color="error"
            disabled={empty}
            onClick={cart.confirmCancel}
            aria-haspopup="dialog"
          >
            {L.cancelOrder}
          </HeaderButton>
          {phone ? null : finaliseButton}
        </Stack>
      </Stack>
      <Menu
        anchorEl={modalityAnchor}
        open={!!modalityAnchor}
        onClose={() => setModalityAnchor(null)}
        slotProps={{ list: { 'aria-label': L.modalityMenu } }}
      >
        {MODALIDADES.map((m) => (
          <MenuItem
            key={m}
            onClick={() => {
              setModalityAnchor(null);
              fob.requestModalidade(null, m);
            }}
          >
            {m}
          </MenuItem>
        ))}
      </Menu>

      {!empty && (clienteEntrega || obsnf) ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {clienteEntrega ? (
            <Chip
              icon={<PersonPinCircleIcon />}
              label={L.deliveryTo(`${clienteEntrega.codigo}/${clienteEntrega.loja} - ${clienteEntrega.nome}`)}
              onDelete={cart.clearEntrega}
              variant="outlined"
            />
          ) : null}
          {obsnf ? (
            <Chip
              icon={<NotesIcon />}
              label={L.invoiceNoteShort(truncate(obsnf, 80))}
              title={obsnf}
              variant="outlined"
            />
          ) : null}
        </Stack>
      ) : null}

      {empty ? (
        <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
          <LocalShippingIcon sx={{ fontSize: 64, color: finalizado ? 'secondary.main' : 'grey.400' }} />
          <Typography role="status" variant="h6" component="p" sx={{ mt: 1 }}>
            {finalizado ? MSG.cartSentToAnalysis : MSG.cartEmpty(term)}
          </Typography>
        </Paper>
      ) : (
        <Suspense fallback={<PageLoader />}>
          {phone ? (
            <CartCards lines={cartLines} {...lineActions} />
          ) : (
            <CartTable lines={cartLines} totais={totais} {...lineActions} />
          )}
        </Suspense>
      )}

      {phone && !empty ? (
        <Paper
          role="region"
          aria-label={L.footer}
          elevation={6}
          square
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: (t) => t.zIndex.appBar - 1,
            // Edge to edge over the page's gutters (doubled class: above the Stack's own margins).
            '&&': { mx: { xs: -2, sm: -3 } },
            px: { xs: 2, sm: 3 },
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {L.totals}: {L.footerSummary(formatTotaisPorUnidade(totais.unidades), formatTons(totais.peso))}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {formatCurrency(totais.valor)}
            </Typography>
          </Stack>
          {finaliseButton}
        </Paper>
      ) : null}

      <AppDialog dialog={payment.dialog}>
        {pd ? (
          <PaymentForm
            key={pd.seq}
            formas={payment.pagamentos.data}
            loading={payment.pagamentos.isPending}
            current={pd.current}
            scope={pd.scope}
            onCancel={payment.dialog.close}
            onConfirm={payment.confirmPayment}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={fob.dialog}>
        {fd ? (
          <FobForm
            key={fd.seq}
            veiculos={fob.veiculos.data}
            loading={fob.veiculos.isPending}
            initial={fd.initial}
            onConfirm={fd.onConfirm}
            onClear={fd.onClear}
            onCancel={fob.dialog.close}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={works.dialog}>
        <ObrasList
          obras={works.obras.data}
          loading={works.obras.isPending && works.dialog.state.open}
          defaultQuantity={String(factor)}
          busy={works.busy}
          onAdd={works.onAdd}
        />
      </AppDialog>
      <AppDialog dialog={works.addDialog} />

      <AppDialog dialog={cart.obsDialog}>
        {cart.obsDialog.state.data ? (
          <ObsNfForm
            key={cart.obsDialog.state.data.seq}
            value={obsnf}
            onCancel={cart.obsDialog.close}
            onSave={cart.saveObs}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={price.dialog}>
        {priceData ? (
          <PriceForm
            key={priceData.seq}
            price={priceData.line.produtoValorUnit ?? 0}
            produto={priceData.line.produtoDesc}
            onCancel={price.dialog.close}
            onSave={price.savePrice}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={cart.entregaDialog}>
        <EntregaSearch current={clienteEntrega} onChoose={cart.chooseEntrega} />
      </AppDialog>

      <AppDialog dialog={cart.confirmDialog} />
      <AppDialog dialog={quantity.dialog} />

      <AppDialog dialog={finalise.dialog}>
        <FinaliseContent
          phase={finalise.dialog.state.data}
          standingOrders={standingOrders}
          review={
            reviewing ? (
              <OrderReview
                lines={cartLines}
                totais={totais}
                owner={owner}
                clienteEntrega={clienteEntrega}
                showShippingDate={showShippingDate}
                credit={credit}
                creditPending={creditoIndisponivel ? MSG.creditUnavailable : MSG.calculating}
              />
            ) : null
          }
          credit={credit}
          onConfirm={finalise.confirm}
          onCancel={finalise.dialog.close}
          onCloseResult={finalise.closeResult}
          onViewOrder={finalise.viewOrder}
        />
      </AppDialog>
    </Stack>
  );
}
