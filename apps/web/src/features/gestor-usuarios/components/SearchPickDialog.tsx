// A dialog with an upper-cased search field and the results to pick one from (add a customer or a
// profile to a user). Single-record searches wait 200 ms after typing (spec 02 §9).
import { useId, useState, type ReactNode } from 'react';
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
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';

export interface PickItem {
  id: number;
  primary: string;
  secondary?: ReactNode;
  disabled?: boolean;
}

interface Props {
  open: boolean;
  title: string;
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  loading: boolean;
  items: PickItem[] | undefined;
  onPick: (id: number) => void | Promise<void>;
  onClose: () => void;
}

export function SearchPickDialog({
  open,
  title,
  searchLabel,
  search,
  onSearch,
  loading,
  items,
  onPick,
  onClose,
}: Props) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={searchLabel}
          value={search}
          onChange={(e) => onSearch(e.target.value.toUpperCase())}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        {loading ? <LinearProgress aria-label={MSG.loading} sx={{ mt: 1 }} /> : null}
        {items && items.length === 0 && !loading ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {MSG.noRecords}
          </Typography>
        ) : null}
        <List dense aria-label={title}>
          {(items ?? []).map((it) => (
            <ListItem key={it.id} disablePadding>
              <ListItemButton
                disabled={it.disabled || busy}
                onClick={() => {
                  setBusy(true);
                  void Promise.resolve(onPick(it.id)).finally(() => setBusy(false));
                }}
              >
                <ListItemText primary={it.primary} secondary={it.secondary} />
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
