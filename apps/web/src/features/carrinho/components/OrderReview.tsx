// The review in the confirmation before finalising: the orders the cart becomes (one per payment
// condition and modality, as the server splits it) with their lines, quantities by the product's
// unit, driver and vehicle of a FOB line and work; the total (the cart's own totals, as the footer);
// the delivery place (the delivery customer, the works of the cart, or the customer's address); the
// shipping dates asked for; and the credit: the header's available figure against this order.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatTons } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { formatQuantidadeUm, formatTotaisPorUnidade } from '@portal/shared/unidades';
import type { ClienteEntrega, CartTotals } from '../../../domain/carrinho';
import { useClienteInfo, useObras, type Owner } from '../api';
import {
  cartWorks,
  enderecoTexto,
  fobDescription,
  requestedDates,
  reviewGroups,
  type CartLine,
  type CreditReview,
} from '../carrinho-rules';

export interface OrderReviewProps {
  lines: readonly CartLine[];
  /** The cart's totals (the footer's). */
  totais: CartTotals;
  owner: Owner | null;
  clienteEntrega: ClienteEntrega | null;
  showShippingDate: boolean;
  credit: CreditReview;
  /** What the header shows while the figure is unknown ('Calculando...' or 'Indisponível'). */
  creditPending: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A label and its value on one line that wraps on a phone. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
      {label}: <strong>{value}</strong>
    </Typography>
  );
}

export function OrderReview({
  lines,
  totais,
  owner,
  clienteEntrega,
  showShippingDate,
  credit,
  creditPending,
}: OrderReviewProps) {
  const groups = reviewGroups(lines);
  const works = cartWorks(lines);
  const cliente = useClienteInfo(owner?.cliente.id, !clienteEntrega && works.length === 0);
  const obras = useObras(owner, works.length > 0);
  const dates = requestedDates(lines);

  const delivery: string[] = clienteEntrega
    ? [L.reviewDeliveryCustomer(`${clienteEntrega.codigo}/${clienteEntrega.loja} - ${clienteEntrega.nome}`)]
    : works.length > 0
      ? works.map((w) => {
          const obra = obras.data?.find((o) => o.id === w.id);
          const address = obra
            ? [obra.logradouro, obra.bairro, obra.municipio]
                .map((v) => v?.trim())
                .filter(Boolean)
                .join(' - ')
            : '';
          return [L.reviewWork(`${w.codigo} ${w.descricao}`.trim()), address].filter(Boolean).join(': ');
        })
      : [
          `${L.reviewCustomerAddress}: ${
            cliente.data ? enderecoTexto(cliente.data.endereco) || '—' : cliente.isError ? '—' : MSG.loading
          }`,
        ];

  return (
    <Stack spacing={1.5} role="region" aria-label={L.review}>
      {groups.length > 1 ? <Typography variant="body2">{L.reviewSplit(groups.length)}</Typography> : null}
      {groups.map((g, i) => (
        <Box
          key={g.key}
          component="section"
          aria-label={L.reviewOrder(i + 1, groups.length)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
        >
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', columnGap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
          >
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {L.reviewOrder(i + 1, groups.length)}
            </Typography>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {formatCurrency(g.totais.valor)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
            {L.reviewPayment}: {g.formaDescricao} · {g.condicaoDescricao} — {L.reviewModality}: {g.modalidade}
          </Typography>
          <List dense disablePadding aria-label={L.reviewOrder(i + 1, groups.length)}>
            {g.lines.map((l) => {
              const extra = [
                fobDescription(l),
                l.isObra ? L.reviewWork(`${l.obraCodigo ?? ''}`.trim()) : null,
                showShippingDate ? `${L.colShippingDate}: ${l.dataEmbarque?.trim() || L.reviewNoDate}` : null,
              ].filter(Boolean);
              return (
                <ListItem key={l.item} disableGutters sx={{ py: 0.25 }}>
                  <ListItemText
                    sx={{ my: 0 }}
                    primary={l.produtoDesc}
                    secondary={
                      <>
                        {formatQuantidadeUm(l.produtoQuant, l.produtoUM)} ·{' '}
                        {formatCurrency(l.produtoValorTotal)}
                        {extra.length > 0 ? (
                          <Box component="span" sx={{ display: 'block' }}>
                            {extra.join(' · ')}
                          </Box>
                        ) : null}
                      </>
                    }
                    slotProps={{
                      primary: { variant: 'body2', sx: { overflowWrap: 'anywhere', fontWeight: 600 } },
                      secondary: { sx: { overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}

      <Section title={L.reviewOrderTotal}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {formatCurrency(totais.valor)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {L.footerSummary(formatTotaisPorUnidade(totais.unidades), formatTons(totais.peso))}
        </Typography>
      </Section>

      <Section title={L.reviewDelivery}>
        {delivery.map((d) => (
          <Typography key={d} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {d}
          </Typography>
        ))}
      </Section>

      {showShippingDate ? (
        <Section title={L.reviewDates}>
          <Typography variant="body2">{dates.length > 0 ? dates.join(', ') : L.reviewNoDate}</Typography>
        </Section>
      ) : null}

      <Section title={L.reviewCredit}>
        <Figure
          label={L.reviewCreditAvailable}
          value={credit.kind === 'unknown' ? creditPending : formatCurrency(credit.disponivel)}
        />
        <Figure label={L.reviewThisOrder} value={formatCurrency(totais.valor)} />
        {credit.kind === 'within' ? (
          <Typography variant="body2" color="success.main">
            {L.reviewCreditWithin}
          </Typography>
        ) : null}
      </Section>
    </Stack>
  );
}
