// 'Comprados recentemente': while the search box is empty, the customer's most ordered products at
// the branch (GET /produtos/comprados) above the results, in a row that scrolls sideways, each card
// with its price and the same ADICIONAR as the results. Nothing when the customer never ordered
// there (or the call failed: the failure was notified). Its first pictures load at once: on a phone
// its first card is the page's largest paint.
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isOn } from '@portal/shared/constants';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { useParameters } from '../../api/config';
import { parseFactor } from '../../domain/carrinho';
import { useCatalogo } from '../../domain/catalogo';
import { AppDialog } from '../../ui/Dialog';
import { useOrderingRefused } from '../../domain/cliente';
import { compradosKey, fetchComprados } from './api';
import { ProductCard } from './ProductCard';
import { parseIdadeHoras } from './EstoqueTexto';
import { useAddToCart } from './use-add-to-cart';

/** Pictures loaded at once: the cards in view when the page opens (one and a bit on a phone). */
const EAGER_PICTURES = 4;

/**
 * The customer's most ordered products while the search box is empty (shared with the results), or
 * `always` (below a search that found nothing).
 */
export function useComprados(clienteId: number, unidadeId: number, always = false) {
  const busca = useCatalogo((s) => s.busca);
  const syncing = useCatalogo((s) => s.syncing > 0);
  const version = useCatalogo((s) => s.version);
  const wanted = always || busca === '';
  const comprados = useQuery({
    queryKey: compradosKey(clienteId, unidadeId, version),
    queryFn: ({ signal }) => fetchComprados({ clienteId, filialId: unidadeId }, signal),
    enabled: !syncing && wanted,
    staleTime: 60_000,
  });
  const shown = wanted && !syncing && !comprados.isError;
  return { comprados, shown, pending: shown && comprados.isPending };
}

/**
 * The row, rendered by the results above their list once both have loaded (they show one status
 * for both meanwhile, so the row never pushes the results down).
 */
export function CompradosRecentemente({
  clienteId,
  unidadeId,
  always = false,
}: {
  clienteId: number;
  unidadeId: number;
  always?: boolean;
}) {
  const { parametros } = useParameters();
  const { add, dialog } = useAddToCart();
  const refused = useOrderingRefused();
  const { comprados, shown } = useComprados(clienteId, unidadeId, always);

  const list = comprados.data;
  if (!shown || !list || list.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="comprados-recentemente" sx={{ mb: 3 }}>
      <Typography id="comprados-recentemente" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {L.recentPurchases}
      </Typography>
      <Box
        role="list"
        aria-label={L.recentPurchases}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '80%', sm: 250 },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
        }}
      >
        {list.map((p, i) => (
          <Box
            role="listitem"
            key={p.produtoId}
            sx={{ display: 'flex', scrollSnapAlign: 'start', '& > *': { flexGrow: 1 } }}
          >
            <ProductCard
              produto={p}
              simpleCheck={isOn(parametros.QTD_CARRINHO_SIMPLES)}
              factor={parseFactor(parametros.FATOR_MULTI)}
              onAdd={refused ? undefined : add}
              eagerPicture={i < EAGER_PICTURES}
              estoqueIdadeHoras={parseIdadeHoras(parametros.ESTOQUE_IDADE_HORAS)}
            />
          </Box>
        ))}
      </Box>
      <AppDialog dialog={dialog} />
    </Box>
  );
}
