// 'Adicionar nova categoria' (spec 02 §2.10): a search field 'Buscar categoria' (200 ms after
// typing) and the results; picking one adds it. Categories the product has are disabled.
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
import { useCategoriasBusca } from '../api/produtos';
import { useDebounced } from '../../../ui/use-debounced';

interface Props {
  open: boolean;
  linked: Set<number>;
  onPick: (categoriaId: number) => Promise<void>;
  onClose: () => void;
}

export function CategoriaPickDialog({ open, linked, onPick, onClose }: Props) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const q = useDebounced(search, TIMINGS.MANAGER_RECORD_SEARCH_DELAY);
  const result = useCategoriasBusca(q, open);
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
      <DialogTitle id={titleId}>{C.addCategoryTitle}</DialogTitle>
      <DialogContent>
        <TextField
          label={C.searchCategory}
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
        <List dense aria-label={C.addCategoryTitle} sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {(items ?? []).map((c) => (
            <ListItem key={c.id} disablePadding>
              <ListItemButton
                disabled={linked.has(c.id) || busy}
                onClick={() => {
                  setBusy(true);
                  void onPick(c.id).finally(() => setBusy(false));
                }}
              >
                <ListItemText primary={c.descricao} secondary={`ID ${c.id}`} />
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
