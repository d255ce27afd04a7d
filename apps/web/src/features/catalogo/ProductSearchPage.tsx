// Product search, the home of customers and sellers (docs/product/portal-cliente.md §2 "Product search"): the
// banner (UTILIZA_BANNER), a category select, a free-text search over code, name, description and weight
// submitted by Enter or the button, and the product cards. The search waits while the catalogue of
// the current customer and branch is being synced. For a company that cannot buy (inactive,
// blocked) the reason is said under the title and the cards offer no ADICIONAR.
import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  type ComponentProps,
  type FormEvent,
} from 'react';
import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { isOn, PRODUTO_FILTER_LIMIT } from '@portal/shared/constants';
import { BUYER_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { useParameters } from '../../api/config';
import { parseFactor } from '../../domain/carrinho';
import { useCatalogo } from '../../domain/catalogo';
import { useSession } from '../../state/session';
import { AppDialog } from '../../ui/Dialog';
import { OrderingRefused, useOrderingRefused } from '../../domain/cliente';
import { categoriasKey, fetchCategorias, filterProdutos, produtosKey } from './api';
import { CompradosRecentemente, useComprados } from './CompradosRecentemente';
import { ProductCard } from './ProductCard';
import { parseIdadeHoras } from './EstoqueTexto';
import { useAddToCart } from './use-add-to-cart';

export const BANNER_URL = '/banner.svg';
/** Cards whose picture loads at once: the first row on a wide screen, where the page's largest paint is. */
const EAGER_PICTURES = 4;
/**
 * The cards are added a few at a time, each slice in its own task: a long list then never holds
 * the page (and its first cards show sooner); the first slice covers a phone's screen.
 */
const FIRST_CARDS = 6;
const CARDS_PER_SLICE = 3;

/** How many of `list`'s cards to render: FIRST_CARDS at first, a slice more per task after that. */
function useRevealedCount(list: readonly unknown[]): number {
  const [revealed, setRevealed] = useState({ list, count: FIRST_CARDS });
  // A new list starts again from the first slice.
  if (revealed.list !== list) setRevealed({ list, count: FIRST_CARDS });
  const count = revealed.list === list ? revealed.count : FIRST_CARDS;
  useEffect(() => {
    if (count >= list.length) return;
    const timer = setTimeout(() =>
      startTransition(() =>
        setRevealed((r) => (r.list === list ? { list, count: r.count + CARDS_PER_SLICE } : r)),
      ),
    );
    return () => clearTimeout(timer);
  }, [count, list]);
  return Math.min(count, list.length);
}

function Status({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ py: 3 }}>
      <Typography color="text.secondary" gutterBottom>
        {text}
      </Typography>
      <LinearProgress aria-label={text} />
    </Box>
  );
}

function SearchForm() {
  const busca = useCatalogo((s) => s.busca);
  const categoriaId = useCatalogo((s) => s.categoriaId);
  const setSearch = useCatalogo((s) => s.setSearch);
  const [text, setText] = useState(busca);
  const categorias = useQuery({
    queryKey: categoriasKey,
    queryFn: () => fetchCategorias(),
    staleTime: Infinity,
  });

  // A reset (customer or branch switch) empties the submitted search; the field follows it.
  const [lastBusca, setLastBusca] = useState(busca);
  if (busca !== lastBusca) {
    setLastBusca(busca);
    setText(busca);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim(), categoriaId);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={L.search}
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', my: 2 }}
    >
      <TextField
        select
        label={L.category}
        value={categoriaId === null ? '' : String(categoriaId)}
        onChange={(e) => setSearch(text.trim(), e.target.value ? Number(e.target.value) : null)}
        sx={{ width: { xs: '100%', sm: 240 } }}
        helperText={categorias.isPending ? MSG.loading : ' '}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{L.allCategories}</MenuItem>
        {(categorias.data ?? []).map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.descricao}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={L.search}
        placeholder={L.searchProducts}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: '1 1 280px' }}
        helperText={L.searchProducts}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ mt: 0.5 }}>
        {L.search}
      </Button>
    </Box>
  );
}

/** The cards; a re-render of the results with the same list (a search starting) leaves them alone. */
const ProductGrid = memo(function ProductGrid({
  list,
  simpleCheck,
  factor,
  onAdd,
  estoqueIdadeHoras,
}: {
  list: Produto[];
  simpleCheck: boolean;
  factor: number;
  onAdd: ComponentProps<typeof ProductCard>['onAdd'];
  estoqueIdadeHoras?: number;
}) {
  const count = useRevealedCount(list);
  return (
    <Box
      role="list"
      aria-label={L.productList}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        // Two compact cards side by side on a phone; as many 250 px cards as fit from a tablet on.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(250px, 1fr))',
        },
      }}
    >
      {list.slice(0, count).map((p, i) => (
        <Box
          role="listitem"
          key={p.produtoId}
          sx={{ display: 'flex', minWidth: 0, '& > *': { flexGrow: 1 } }}
        >
          <ProductCard
            produto={p}
            simpleCheck={simpleCheck}
            factor={factor}
            onAdd={onAdd}
            eagerPicture={i < EAGER_PICTURES}
            estoqueIdadeHoras={estoqueIdadeHoras}
          />
        </Box>
      ))}
    </Box>
  );
});

function Results({ clienteId, unidadeId }: { clienteId: number; unidadeId: number }) {
  const busca = useCatalogo((s) => s.busca);
  const categoriaId = useCatalogo((s) => s.categoriaId);
  const syncing = useCatalogo((s) => s.syncing > 0);
  const version = useCatalogo((s) => s.version);
  const { parametros } = useParameters();
  const { add, dialog } = useAddToCart();
  const refused = useOrderingRefused();
  // While 'Comprados recentemente' loads the results wait too: it appears above them.
  const comprados = useComprados(clienteId, unidadeId);

  const produtos = useQuery({
    queryKey: produtosKey(clienteId, unidadeId, busca, categoriaId, version),
    queryFn: ({ signal }) =>
      filterProdutos(
        { busca, categoriaId: categoriaId ?? undefined, clienteId, filialId: unidadeId },
        signal,
      ),
    enabled: !syncing,
    staleTime: 60_000,
    // While a new search runs, the previous result of the same customer and branch stays.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === clienteId && query.queryKey[2] === unidadeId ? previous : undefined,
  });
  // Up to 60 cards: they render in the background, in slices that leave the page responsive, while
  // the previous result (or the searching status) stays on screen.
  const shown = useDeferredValue(produtos.data);

  // 'Comprados recentemente' sits above the results and appears with them, in the same render: one
  // status stands for both while either loads, so neither pushes the other down.
  const recent = <CompradosRecentemente clienteId={clienteId} unidadeId={unidadeId} />;
  if (syncing) return <Status text={MSG.syncingProducts} />;
  if (produtos.isError) {
    return (
      <>
        {recent}
        <Typography sx={{ py: 3 }}>{MSG.genericFailure}</Typography>
      </>
    );
  }
  if (produtos.isPending || shown === undefined || comprados.pending) {
    return <Status text={MSG.searchingProducts} />;
  }
  const list: Produto[] = shown.produtos;
  const busy = produtos.isFetching || shown !== produtos.data;

  return (
    <>
      {recent}
      <Box component="section" aria-labelledby="resultado" aria-busy={busy}>
        {list.length === 0 ? (
          <>
            <Typography id="resultado" role="status" sx={{ pt: 3, pb: 1 }}>
              {MSG.noProducts}
            </Typography>
            <Button component={Link} to="/pedido-rapido" variant="outlined" sx={{ mb: 3 }}>
              {L.noProductsQuickOrder}
            </Button>
            {busca ? <CompradosRecentemente clienteId={clienteId} unidadeId={unidadeId} always /> : null}
          </>
        ) : (
          <>
            {shown.corrigida ? (
              <Typography role="status" sx={{ mb: 1.5 }}>
                {L.searchCorrected(busca, shown.corrigida.toLowerCase())}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
              <Typography id="resultado" variant="h6" component="h2">
                {MSG.searchResult}
              </Typography>
              {busy ? <LinearProgress sx={{ flexGrow: 1 }} aria-label={MSG.searchingProducts} /> : null}
            </Stack>
            {list.length >= PRODUTO_FILTER_LIMIT ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {L.resultsCapped(list.length)}
              </Typography>
            ) : null}
            <ProductGrid
              list={list}
              simpleCheck={isOn(parametros.QTD_CARRINHO_SIMPLES)}
              factor={parseFactor(parametros.FATOR_MULTI)}
              onAdd={refused ? undefined : add}
              estoqueIdadeHoras={parseIdadeHoras(parametros.ESTOQUE_IDADE_HORAS)}
            />
          </>
        )}
        <AppDialog dialog={dialog} />
      </Box>
    </>
  );
}

export default function ProductSearchPage() {
  const usuario = useSession((s) => s.usuario);
  const { parametros } = useParameters();
  const refused = useOrderingRefused();
  if (!usuario) return null;
  // A seller chooses the customer first.
  if (!usuario.cliente) return <Navigate to="/selecionar-cliente" replace />;

  return (
    <Box component="section" aria-labelledby="page-title">
      {isOn(parametros.UTILIZA_BANNER) ? (
        <Box
          component="img"
          src={BANNER_URL}
          alt={L.banner}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            maxHeight: 220,
            objectFit: 'cover',
            borderRadius: 1,
            mb: 2,
          }}
        />
      ) : null}
      <Typography id="page-title" variant="h5" component="h1">
        {SCREEN_TITLES.productSearch}
      </Typography>
      {refused ? <OrderingRefused reason={refused} /> : null}
      <SearchForm />
      {usuario.unidade ? (
        <Results clienteId={usuario.cliente.id} unidadeId={usuario.unidade.id} />
      ) : (
        <Typography sx={{ py: 3 }}>{MSG.noProducts}</Typography>
      )}
    </Box>
  );
}
