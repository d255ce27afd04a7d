// Standing orders (/pedido-padrao; docs/product/portal-cliente.md §2 Standing orders, §8): the current
// customer's list, loaded on opening; the search box searches on Enter (customer and text). Columns:
// description (id-description), observation, the create action (the standing order into the cart at the
// branch's current prices: unavailable products are reported, then /carrinho), the items (a badge
// with the count opening a dialog) and delete (with the spec's confirmation). Only when
// USA_PEDIDO_PADRAO is SIM; the create action needs REALIZA_VENDAS.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteIcon from '@mui/icons-material/Delete';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SearchIcon from '@mui/icons-material/Search';
import { BUYER_ROLES, NOTIFY_DURATIONS, isOn } from '@portal/shared/constants';
import { SCREEN_TITLES, STANDING_ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { PedidoPadrao, PedidoPadraoCarrinho } from '@portal/shared/schemas/pedidos';
import { formatQuantidade } from '@portal/shared/unidades';
import { useParameters } from '../../api/config';
import { replaceOrAppendDialog, useCart } from '../../domain/carrinho';
import { useSession } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { notify, notifySuccess } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import { ResponsiveTable, type Column } from '../../ui/ResponsiveTable';
import { carrinhoDoPedidoPadrao, listarPedidosPadrao, useExcluirPedidoPadrao } from './api';
import { mergeIntoCart, standingLabel } from './standing-rules';

type Item = PedidoPadrao['itens'][number];

const itemColumns: Column<Item>[] = [
  {
    key: 'produto',
    header: L.colProduto,
    card: 'title',
    cell: (i) => (
      <>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {i.produtoDescricao}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {i.produtoSku}
        </Typography>
      </>
    ),
  },
  { key: 'modalidade', header: L.colModalidade, cell: (i) => i.tabelaPrecoDescricao ?? i.tabelaPrecoSku },
  { key: 'condicao', header: L.colCondicao, cell: (i) => i.pagamentoCondicaoDescricao ?? '' },
  { key: 'quantidade', header: L.colQuantidade, align: 'right', cell: (i) => formatQuantidade(i.quantidade) },
];

function ItemsTable({ pp }: { pp: PedidoPadrao }) {
  return (
    <ResponsiveTable
      label={L.itemsTable}
      columns={itemColumns}
      rows={pp.itens}
      rowKey={(i, k) => `${i.produtoId}-${k}`}
      empty={MSG.noRecords}
    />
  );
}

export default function PedidoPadraoPage() {
  const usuario = useSession((s) => s.usuario);
  const { parametros, isPending } = useParameters();
  const navigate = useNavigate();
  const excluir = useExcluirPedidoPadrao();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const itemsDialog = useDialog();
  const confirm = useDialog();

  const cliente = usuario?.cliente ?? null;
  const unidade = usuario?.unidade ?? null;
  const enabled = isOn(parametros.USA_PEDIDO_PADRAO);
  const list = useQuery({
    queryKey: ['pedidos-padrao', cliente?.id ?? 0, search],
    queryFn: ({ signal }) => listarPedidosPadrao(cliente!.id, search, signal),
    enabled: !!cliente && enabled && !isPending,
    staleTime: 0,
  });

  if (!usuario) return null;

  const term = parametros.DESC_CARRINHO;
  const sells = isOn(parametros.REALIZA_VENDAS);

  const reportUnavailable = (c: PedidoPadraoCarrinho) => {
    for (const i of c.indisponiveis) {
      notify('warning', MSG.standingOrderItemNotLoaded(i.produtoSku, i.produtoDescricao, i.message), {
        duration: NOTIFY_DURATIONS.VALIDATION,
      });
    }
  };
  /** Puts the lines into the cart (after emptying it for 'replace'), reports and goes to the cart. */
  const putIntoCart = (pp: PedidoPadrao, c: PedidoPadraoCarrinho, mode: 'replace' | 'append') => {
    const cart = useCart.getState();
    const itens = mergeIntoCart(cart.itens, c.itens, mode);
    if (mode === 'replace') cart.reset();
    useCart.getState().replaceItens(itens);
    notifySuccess(MSG.standingOrderLoaded(pp.descricao, c.itens.length, term));
    reportUnavailable(c);
    void navigate('/carrinho');
  };
  const create = async (pp: PedidoPadrao) => {
    if (!unidade || loadingId !== null) return;
    setLoadingId(pp.id);
    try {
      const c = await carrinhoDoPedidoPadrao(pp.id, unidade.id);
      if (!c) return;
      if (c.itens.length === 0) {
        notify('warning', MSG.standingOrderNothingLoaded(pp.descricao));
        reportUnavailable(c);
        return;
      }
      const inCart = useCart.getState().itens.length;
      if (inCart === 0) {
        putIntoCart(pp, c, 'replace');
        return;
      }
      confirm.open(
        replaceOrAppendDialog({
          title: L.cartTitle(term),
          message: MSG.standingOrderCartNotEmpty(term, inCart),
          labels: L,
          onCancel: confirm.close,
          onChoose: (mode) => {
            confirm.close();
            putIntoCart(pp, c, mode);
          },
        }),
      );
    } finally {
      setLoadingId(null);
    }
  };
  const remove = (pp: PedidoPadrao) =>
    confirm.open({
      title: L.deleteTitle,
      size: 'xs',
      content: <Typography>{MSG.standingOrderDeleteConfirm(pp.descricao)}</Typography>,
      actions: [
        { key: 'no', label: L.no, onClick: confirm.close, autoFocus: true },
        {
          key: 'yes',
          label: L.yes,
          color: 'error',
          variant: 'contained',
          onClick: async () => {
            confirm.setActionLoading('yes', true);
            const ok = await excluir.mutateAsync(pp.id);
            confirm.close();
            if (ok) notifySuccess(MSG.standingOrderDeleted);
          },
        },
      ],
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
    if (text.trim() === search) void list.refetch();
  };

  const rows = list.data ?? [];
  const columns: Column<PedidoPadrao>[] = [
    {
      key: 'descricao',
      header: L.colDescricao,
      card: 'title',
      sx: { fontWeight: 600 },
      cell: (pp) => standingLabel(pp),
    },
    { key: 'observacao', header: L.colObservacao, cell: (pp) => pp.observacao ?? '' },
    {
      key: 'criar',
      header: L.colCriar,
      align: 'center',
      card: 'actions',
      cell: (pp) => (
        <Tooltip title={L.create(pp.descricao)}>
          <span>
            <Button
              size="small"
              variant="contained"
              color="secondary"
              aria-label={L.create(pp.descricao)}
              disabled={!sells || !unidade || loadingId !== null}
              onClick={() => void create(pp)}
              startIcon={
                loadingId === pp.id ? (
                  <CircularProgress size={16} color="inherit" aria-label={MSG.loading} />
                ) : (
                  <AddShoppingCartIcon />
                )
              }
              sx={{ whiteSpace: 'nowrap' }}
            >
              {term}
            </Button>
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'itens',
      header: L.colItens,
      align: 'center',
      card: 'actions',
      cell: (pp) => (
        <IconButton
          aria-label={L.items(pp.descricao, pp.itens.length)}
          aria-haspopup="dialog"
          onClick={() => itemsDialog.open({ title: L.itemsTitle(standingLabel(pp)), size: 'md', data: pp })}
        >
          <Badge badgeContent={pp.itens.length} color="secondary" showZero max={999}>
            <ListAltIcon />
          </Badge>
        </IconButton>
      ),
    },
    {
      key: 'excluir',
      header: L.colExcluir,
      align: 'center',
      card: 'actions',
      cell: (pp) => (
        <IconButton
          aria-label={L.remove(pp.descricao)}
          aria-haspopup="dialog"
          color="error"
          onClick={() => remove(pp)}
        >
          <DeleteIcon />
        </IconButton>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h5" component="h1" gutterBottom>
        {SCREEN_TITLES.pedidoPadrao}
      </Typography>
      {isPending ? (
        <PageLoader />
      ) : !enabled ? (
        <Alert severity="info" role="status">
          {MSG.standingOrderOff}
        </Alert>
      ) : !cliente ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
          <Typography>{L.noTarget}</Typography>
          {BUYER_ROLES.includes(usuario.role) ? (
            <Button component={RouterLink} to="/selecionar-cliente" variant="outlined">
              {SCREEN_TITLES.selecionarCliente}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <>
          <Box component="form" role="search" onSubmit={submit} sx={{ mb: 2, maxWidth: 560 }}>
            <TextField
              name="search"
              label={L.search}
              value={text}
              onChange={(e) => setText(e.target.value)}
              fullWidth
              size="small"
              autoComplete="off"
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton type="submit" aria-label={L.searchButton} edge="end">
                        <SearchIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          {list.isPending ? (
            <Box role="status" sx={{ py: 3 }}>
              <Typography color="text.secondary" gutterBottom>
                {MSG.loading}
              </Typography>
              <LinearProgress aria-label={MSG.loading} />
            </Box>
          ) : list.isError ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
              <Typography role="alert">{MSG.genericFailure}</Typography>
            </Stack>
          ) : rows.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography role="status" sx={{ fontWeight: 600 }}>
                {MSG.noRecords}
              </Typography>
            </Paper>
          ) : (
            <ResponsiveTable
              label={L.table}
              columns={columns}
              rows={rows}
              rowKey={(pp) => pp.id}
              busy={list.isFetching}
            />
          )}
        </>
      )}
      <AppDialog dialog={itemsDialog}>
        {itemsDialog.state.data ? <ItemsTable pp={itemsDialog.state.data as PedidoPadrao} /> : null}
      </AppDialog>
      <AppDialog dialog={confirm} />
    </Box>
  );
}
