// 'Comprados recentemente': while the search box is empty, the customer's most ordered products at
// the branch (GET /produtos/comprados) above the results, in a row that scrolls sideways, each card
// with its price and the same ADICIONAR as the results. Nothing when the customer never ordered
// there (or the call failed: the failure was notified).
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isOn } from '@portal/shared/constants';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useParameters } from '../../api/config';
import { parseFactor } from '../../state/cart-rules';
import { useCatalogo } from '../../state/catalogo';
import { AppDialog } from '../../ui/Dialog';
import { fetchComprados } from './api';
import { ProductCard } from './ProductCard';
import { useAddToCart } from './use-add-to-cart';

export function CompradosRecentemente({ clienteId, unidadeId }: { clienteId: number; unidadeId: number }) {
  const busca = useCatalogo((s) => s.busca);
  const syncing = useCatalogo((s) => s.syncing > 0);
  const version = useCatalogo((s) => s.version);
  const { parametros } = useParameters();
  const { add, dialog } = useAddToCart();
  const comprados = useQuery({
    queryKey: ['comprados', clienteId, unidadeId, version],
    queryFn: ({ signal }) => fetchComprados({ clienteId, filialId: unidadeId }, signal),
    enabled: !syncing && busca === '',
    staleTime: 60_000,
  });

  if (busca !== '' || syncing || comprados.isError) return null;
  if (comprados.isPending) return <LinearProgress aria-label={MSG.loading} sx={{ my: 1 }} />;
  if (comprados.data.length === 0) return null;

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
        {comprados.data.map((p) => (
          <Box
            role="listitem"
            key={p.produtoId}
            sx={{ display: 'flex', scrollSnapAlign: 'start', '& > *': { flexGrow: 1 } }}
          >
            <ProductCard
              produto={p}
              simpleCheck={isOn(parametros.QTD_CARRINHO_SIMPLES)}
              factor={parseFactor(parametros.FATOR_MULTI)}
              onAdd={add}
            />
          </Box>
        ))}
      </Box>
      <AppDialog dialog={dialog} />
    </Box>
  );
}
