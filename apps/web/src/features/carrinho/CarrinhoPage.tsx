// The cart (/carrinho, spec 01 §2 Cart, §3, §4 Cart and Finalising an order, §5, §7, §9): the
// header buttons (payment, modality, works with CONSULTA_OBRAS, delivery customer with
// CLIENTES_ENTREGAS, invoice note, cancel, finalise), the item table with its totals, the empty
// texts, and every dialog of the spec. The rules live in carrinho-rules.ts; the lines in the
// persisted cart store.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NotesIcon from '@mui/icons-material/Notes';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import { isOn, MODALIDADES, type Modalidade } from '@portal/shared/constants';
import { truncate } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { mayAdjustPrices } from '@portal/shared/pedido-rules';
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { Obra } from '@portal/shared/schemas/clientes';
import { useParameters } from '../../api/config';
import { useCart } from '../../state/cart';
import { checkAdd, parseFactor } from '../../state/cart-rules';
import { useSession } from '../../state/session';
import { alreadyInCartDialog, roundingDialog } from '../../ui/cart-dialogs';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { findProdutoDaObra, useObras, usePagamentos, useVeiculos } from './api';
import {
  applyModalidade,
  applyPagamento,
  applyPrice,
  applyShippingDate,
  buildObraLine,
  fillDefaultPagamento,
  fobCadastroOf,
  fobNeedsRegistration,
  obraPrice,
  type CartLine,
  type FobChoice,
} from './carrinho-rules';
import { CartTable } from './components/CartTable';
import { EntregaSearch } from './components/EntregaSearch';
import { FinaliseContent } from './components/FinaliseContent';
import { FobForm, type FobInitial } from './components/FobForm';
import { ObrasList, type AddObra } from './components/ObrasList';
import { ObsNfForm } from './components/ObsNfForm';
import { PaymentForm } from './components/PaymentForm';
import { PriceForm } from './components/PriceForm';
import { useFinalise } from './use-finalise';

const lines = () => useCart.getState().itens;

interface PaymentData {
  seq: number;
  /** null = every line. */
  targets: number[] | null;
  current: { formaId: number; condicaoId: number } | null;
  scope: string;
}
interface FobData {
  seq: number;
  initial: FobInitial;
  onConfirm: (choice: FobChoice) => void;
  onClear: () => void;
}

let seq = 0;
const nextSeq = () => ++seq;

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
  const itens = useCart((s) => s.itens);
  const totais = useCart((s) => s.totais);
  const obsnf = useCart((s) => s.obsnf);
  const clienteEntrega = useCart((s) => s.clienteEntrega);
  const finalizado = useCart((s) => s.finalizado);
  const { replaceItens, removeItem, reset, setObsnf, setClienteEntrega, sumQuantity } = useCart.getState();

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
  const cartLines = itens;
  const empty = cartLines.length === 0;
  const owner = cliente && unidade ? { cliente, unidade } : null;
  const today = new Date();

  const paymentDialog = useDialog<PaymentData>();
  const fobDialog = useDialog<FobData>();
  const obrasDialog = useDialog();
  const addDialog = useDialog();
  const obsDialog = useDialog<{ seq: number }>();
  const priceDialog = useDialog<{ seq: number; line: CartLine }>();
  const entregaDialog = useDialog();
  const confirmDialog = useDialog();
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

  const pagamentos = usePagamentos(cliente?.id);
  const veiculos = useVeiculos(owner, driverFlow && (!empty || fobDialog.state.open));
  const obras = useObras(owner, showWorks && obrasDialog.state.open);

  // Lines without a payment (new ones, or the catalogue's) get the default: the first method and
  // its condition (the ANT rule included).
  useEffect(() => {
    if (!pagamentos.data) return;
    const current = lines();
    const filled = fillDefaultPagamento(current, pagamentos.data);
    if (filled !== current) useCart.getState().replaceItens(filled);
  }, [pagamentos.data, itens]);

  // ---------- payment ----------
  const openPayment = (line: CartLine | null) => {
    const ref = line ?? cartLines[0];
    paymentDialog.open({
      size: 'sm',
      title: L.paymentTitle,
      data: {
        seq: nextSeq(),
        targets: line ? [line.item] : null,
        current:
          ref?.pagamentoForma && ref.pagamentoCondicao
            ? { formaId: ref.pagamentoForma.id, condicaoId: ref.pagamentoCondicao.id }
            : null,
        scope: line ? L.paymentOneItem(line.produtoDesc) : L.paymentAllItems,
      },
    });
  };

  // ---------- modality and FOB ----------
  const fobTitle = (data = veiculos.data) =>
    data && fobNeedsRegistration(data) ? L.fobRegistrationTitle : L.fobTitle;
  const { update: updateFob, state: fobState } = fobDialog;
  useEffect(() => {
    if (fobState.open && veiculos.data && fobState.title !== fobTitle(veiculos.data))
      updateFob({ title: fobTitle(veiculos.data) });
  });

  const applyModal = (targets: number[] | null, sku: Modalidade, fob?: FobChoice) => {
    const { lines: next, skipped } = applyModalidade(lines(), targets, sku, fob);
    replaceItens(next);
    for (const l of skipped) notify('warning', MSG.cartModalityUnavailable(sku, l.produtoDesc));
  };

  const openFob = (
    initialLine: CartLine | undefined,
    onConfirm: (choice: FobChoice) => void,
    onClear: () => void,
  ) => {
    fobDialog.open({
      size: 'sm',
      title: fobTitle(),
      data: {
        seq: nextSeq(),
        initial: {
          motoristaid: initialLine?.motorista?.motoristaid ?? null,
          veiculoplaca: initialLine?.veiculo?.veiculoplaca ?? null,
          cadastro: fobCadastroOf(initialLine),
        },
        onConfirm: (choice) => {
          fobDialog.close();
          onConfirm(choice);
        },
        onClear: () => {
          fobDialog.close();
          onClear();
        },
      },
    });
  };

  /** CIF applies at once; FOB too when CAD_MOTORISTA_CARRINHO is NAO, else through the driver dialog. */
  const requestModalidade = (targets: number[] | null, sku: Modalidade) => {
    if (sku === 'FOB' && driverFlow) {
      const first = lines().find((l) => targets === null || targets.includes(l.item));
      openFob(
        first?.modalidade?.sku === 'FOB' ? first : undefined,
        (choice) => applyModal(targets, 'FOB', choice),
        () => applyModal(targets, 'CIF'),
      );
      return;
    }
    applyModal(targets, sku);
  };

  const [modalityAnchor, setModalityAnchor] = useState<HTMLElement | null>(null);

  // ---------- works ----------
  const produtosDasObras = useRef(new Map<number, Produto | null>());
  const [obraBusy, setObraBusy] = useState(false);

  const placeObraLine = useCallback(
    (produto: Produto, obra: Obra, sku: Modalidade, quantity: number, fob?: FobChoice) => {
      const line = buildObraLine(produto, obra, sku, quantity, lines(), fob);
      if (!line) return;
      const next = [...lines(), line];
      replaceItens(pagamentos.data ? fillDefaultPagamento(next, pagamentos.data) : next);
      if (!useCart.getState().obsnf.trim() && obra.obsnf) setObsnf(obra.obsnf);
      notify('success', MSG.productAdded(produto.produtoDesc));
    },
    [pagamentos.data, replaceItens, setObsnf],
  );

  const addObra = async (
    obra: Obra,
    sku: Modalidade,
    text: string,
    setText: (text: string) => void,
    skipRounding = false,
  ): Promise<void> => {
    if (!owner) return;
    const price = obraPrice(obra, sku);
    if (price === null) return;
    let produto = produtosDasObras.current.get(obra.id);
    if (produto === undefined) {
      setObraBusy(true);
      try {
        produto = await findProdutoDaObra(owner, obra);
        produtosDasObras.current.set(obra.id, produto);
      } catch {
        return;
      } finally {
        setObraBusy(false);
      }
    }
    if (!produto) {
      notify('warning', MSG.cartWorkProductMissing);
      return;
    }
    const p = produto;
    const place = (quantity: number) => {
      if (sku === 'FOB' && driverFlow) {
        openFob(
          undefined,
          (choice) => placeObraLine(p, obra, sku, quantity, choice),
          () => undefined,
        );
      } else placeObraLine(p, obra, sku, quantity);
    };
    // The same work in the same modality is "already in the cart"; other lines of the product are not.
    const sameWork = lines().filter((l) => l.isObra && l.obraId === obra.id && l.modalidade?.sku === sku);
    const check = checkAdd(
      {
        produtoId: p.produtoId,
        produtoQuantMin: p.produtoQuantMin,
        modalidades: [{ id: 0, sku, descricao: sku, valor: price, ativo: true }],
      },
      text,
      { factor, itens: sameWork, skipRounding },
    );
    switch (check.kind) {
      case 'no-price-table':
        return;
      case 'below-minimum':
        notify('warning', MSG.minQuantity(check.minimum));
        setText(String(check.minimum));
        return;
      case 'rounding':
        addDialog.open(
          roundingDialog({
            quantity: check.quantity,
            factor,
            options: check.options,
            onCancel: addDialog.close,
            onChoose: (option) => {
              addDialog.close();
              setText(String(option));
              void addObra(obra, sku, String(option), setText, true);
            },
          }),
        );
        return;
      case 'already-in-cart': {
        const { quantity, existing } = check;
        addDialog.open(
          alreadyInCartDialog({
            name: p.produtoDesc,
            term,
            onSum: () => {
              addDialog.close();
              if (lines().some((l) => l.item === existing.item)) {
                sumQuantity(existing.item, quantity);
                notify('success', MSG.productAdded(p.produtoDesc));
              } else place(quantity);
            },
            onAnother: () => {
              addDialog.close();
              place(quantity);
            },
          }),
        );
        return;
      }
      case 'ok':
        place(check.quantity);
        return;
    }
  };

  const onAddObra: AddObra = (obra, sku, text, setText) => void addObra(obra, sku, text, setText);

  // ---------- confirmations ----------
  const confirmRemove = (line: CartLine) =>
    confirmDialog.open({
      size: 'xs',
      title: MSG.cartRemoveItemTitle,
      content: MSG.cartRemoveItem(line.produtoDesc, term),
      actions: [
        { key: 'no', label: L.no, color: 'inherit', onClick: confirmDialog.close },
        {
          key: 'yes',
          label: L.remove,
          color: 'error',
          variant: 'contained',
          autoFocus: true,
          onClick: () => {
            confirmDialog.close();
            removeItem(line.item);
          },
        },
      ],
    });

  const confirmCancel = () =>
    confirmDialog.open({
      size: 'xs',
      title: MSG.cartCancelTitle,
      content: MSG.cartCancel(term),
      actions: [
        { key: 'no', label: L.no, color: 'inherit', onClick: confirmDialog.close },
        {
          key: 'yes',
          label: L.yes,
          color: 'error',
          variant: 'contained',
          autoFocus: true,
          onClick: () => {
            confirmDialog.close();
            reset();
          },
        },
      ],
    });

  const pd = paymentDialog.state.data;
  const fd = fobDialog.state.data;
  const priceData = priceDialog.state.data;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {term}
      </Typography>

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
            onClick={() => openPayment(null)}
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
              disabled={!owner}
              onClick={() => obrasDialog.open({ size: 'md', title: L.worksTitle })}
              aria-haspopup="dialog"
            >
              {L.works}
            </HeaderButton>
          ) : null}
          {showEntrega ? (
            <HeaderButton
              icon={<PersonPinCircleIcon />}
              disabled={empty}
              onClick={() => entregaDialog.open({ size: 'sm', title: L.deliveryTitle })}
              aria-haspopup="dialog"
            >
              {L.deliveryCustomer}
            </HeaderButton>
          ) : null}
          <HeaderButton
            icon={<NotesIcon />}
            disabled={empty}
            onClick={() =>
              obsDialog.open({ size: 'sm', title: L.invoiceNoteTitle, data: { seq: nextSeq() } })
            }
            aria-haspopup="dialog"
          >
            {L.invoiceNote}
          </HeaderButton>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
          <HeaderButton
            icon={<CancelOutlinedIcon />}
            color="error"
            disabled={empty}
            onClick={confirmCancel}
            aria-haspopup="dialog"
          >
            {L.cancelOrder}
          </HeaderButton>
          <HeaderButton
            icon={<CheckCircleOutlineIcon />}
            variant="contained"
            color="secondary"
            disabled={empty || !owner}
            onClick={finalise.start}
            aria-haspopup="dialog"
          >
            {L.finalise}
          </HeaderButton>
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
              requestModalidade(null, m);
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
              onDelete={() => setClienteEntrega(null)}
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
        <CartTable
          term={term}
          lines={cartLines}
          totais={totais}
          showWorks={showWorks}
          showShippingDate={showShippingDate}
          priceAdjust={priceAdjust}
          driverFlow={driverFlow}
          today={today}
          onPayment={openPayment}
          onModalidade={(line, sku) => requestModalidade([line.item], sku)}
          onEditFob={(line) =>
            openFob(
              line,
              (choice) => applyModal([line.item], 'FOB', choice),
              () => applyModal([line.item], 'CIF'),
            )
          }
          onShippingDate={(line, text) =>
            replaceItens(applyShippingDate(lines(), line.item, text, new Date()))
          }
          onPrice={(line) =>
            priceDialog.open({ size: 'xs', title: L.priceTitle, data: { seq: nextSeq(), line } })
          }
          onRemove={confirmRemove}
        />
      )}

      <AppDialog dialog={paymentDialog}>
        {pd ? (
          <PaymentForm
            key={pd.seq}
            formas={pagamentos.data}
            loading={pagamentos.isPending}
            current={pd.current}
            scope={pd.scope}
            onCancel={paymentDialog.close}
            onConfirm={(choice) => {
              paymentDialog.close();
              replaceItens(applyPagamento(lines(), pd.targets, choice));
            }}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={fobDialog}>
        {fd ? (
          <FobForm
            key={fd.seq}
            veiculos={veiculos.data}
            loading={veiculos.isPending}
            initial={fd.initial}
            onConfirm={fd.onConfirm}
            onClear={fd.onClear}
            onCancel={fobDialog.close}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={obrasDialog}>
        <ObrasList
          obras={obras.data}
          loading={obras.isPending && obrasDialog.state.open}
          defaultQuantity={String(factor)}
          busy={obraBusy}
          onAdd={onAddObra}
        />
      </AppDialog>
      <AppDialog dialog={addDialog} />

      <AppDialog dialog={obsDialog}>
        {obsDialog.state.data ? (
          <ObsNfForm
            key={obsDialog.state.data.seq}
            value={obsnf}
            onCancel={obsDialog.close}
            onSave={(text) => {
              obsDialog.close();
              setObsnf(text);
            }}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={priceDialog}>
        {priceData ? (
          <PriceForm
            key={priceData.seq}
            price={priceData.line.produtoValorUnit ?? 0}
            produto={priceData.line.produtoDesc}
            onCancel={priceDialog.close}
            onSave={(price) => {
              priceDialog.close();
              replaceItens(applyPrice(lines(), priceData.line.item, price));
            }}
          />
        ) : null}
      </AppDialog>

      <AppDialog dialog={entregaDialog}>
        <EntregaSearch
          current={clienteEntrega}
          onChoose={(c) => {
            setClienteEntrega(c);
            entregaDialog.close();
          }}
        />
      </AppDialog>

      <AppDialog dialog={confirmDialog} />

      <AppDialog dialog={finalise.dialog}>
        <FinaliseContent
          phase={finalise.dialog.state.data}
          standingOrders={standingOrders}
          onConfirm={finalise.confirm}
          onCancel={finalise.dialog.close}
          onCloseResult={finalise.closeResult}
        />
      </AppDialog>
    </Stack>
  );
}
