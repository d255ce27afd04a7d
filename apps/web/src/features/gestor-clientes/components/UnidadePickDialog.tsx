// 'Adicionar unidade' of the customer detail: an upper-cased search of units (GET /filial/filter,
// 200 ms after typing) and the results to pick one from; units the customer has are disabled.
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@portal/shared/constants';
import { CADASTROS_LABELS as C, GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useFiliaisBusca } from '../api/clientes';
import { useDebounced } from '../../../ui/use-debounced';

interface Props {
  open: boolean;
  linked: Set<number>;
  onPick: (unidadeId: number) => Promise<void>;
  onClose: () => void;
}

export function UnidadePickDialog({ open, linked, onPick, onClose }: Props) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const q = useDebounced(search, TIMINGS.MANAGER_RECORD_SEARCH_DELAY);
  const result = useFiliaisBusca(q, open);
  const items = result.data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setSearch('') } }}
    >
      <DialogTitle id={titleId}>{C.addUnit}</DialogTitle>
      <DialogContent>
        <TextField
          label={C.searchUnit}
          value={search}
          onChange={(e) => setSearch(e.target.value.toUpperCase())}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        {result.isFetching ? <LinearProgress aria-label={MSG.loading} sx={{ mt: 1 }} /> : null}
        {items && items.length === 0 && !result.isFetching ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {MSG.noRecords}
          </Typography>
        ) : null}
        <List dense aria-label={C.addUnit}>
          {(items ?? []).map((u) => (
            <ListItem key={u.id} disablePadding>
              <ListItemButton
                disabled={linked.has(u.id) || busy}
                onClick={() => {
                  setBusy(true);
                  void onPick(u.id).finally(() => setBusy(false));
                }}
              >
                <ListItemText
                  primary={`${u.empresaCod}/${u.filialCod} - ${u.descricao}`}
                  secondary={[u.cidade, u.uf].filter(Boolean).join('/') + (u.ativo ? '' : ` · ${C.inactive}`)}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
