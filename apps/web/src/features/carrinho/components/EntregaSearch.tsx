// Delivery customer search (docs/product/portal-cliente.md §7, CLIENTES_ENTREGAS): GET /clientes/erp/filter
// with clienteEntrega S; choosing a customer makes it the order's delivery customer; REMOVER takes it away.
import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { formatCpfCnpj } from '@portal/shared/format';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { ClienteEntrega } from '@portal/shared/schemas/clientes';
import { searchClientesEntrega } from '../api';

interface Props {
  current: ClienteEntrega | null;
  onChoose: (cliente: ClienteEntrega | null) => void;
}

export function EntregaSearch({ current, onChoose }: Props) {
  const [text, setText] = useState('');
  const [state, setState] = useState<{ loading: boolean; items: ClienteEntrega[] | null }>({
    loading: false,
    items: null,
  });

  const search = async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      setState({ loading: false, items: await searchClientesEntrega(text.trim()) });
    } catch {
      setState({ loading: false, items: null });
    }
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {current ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {L.deliveryCurrent(`${current.codigo}/${current.loja} - ${current.nome}`)}
          </Typography>
          <Button color="error" onClick={() => onChoose(null)}>
            {L.remove}
          </Button>
        </Stack>
      ) : null}
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <TextField
          label={L.deliverySearch}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 160 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={state.loading}>
          {L.search}
        </Button>
      </Stack>
      {state.loading ? <LinearProgress aria-label={MSG.loading} /> : null}
      {state.items && state.items.length === 0 ? (
        <Typography role="status">{MSG.cartNoDeliveryCustomers}</Typography>
      ) : null}
      {state.items && state.items.length > 0 ? (
        <List aria-label={L.deliveryResults} dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {state.items.map((c) => (
            <ListItem key={`${c.codigo}/${c.loja}`} disablePadding>
              <ListItemButton
                selected={current?.codigo === c.codigo && current.loja === c.loja}
                onClick={() => onChoose(c)}
              >
                <ListItemText
                  primary={`${c.codigo}/${c.loja} - ${c.nome}`}
                  secondary={c.cgc ? formatCpfCnpj(c.cgc) : MSG.noTaxId}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
