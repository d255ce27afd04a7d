// A manager's 'add a link' dialog (docs/product/gestor-crm-vendas.md §2.7, §2.10): an upper-cased search
// field, the results to pick one from ('Sem registro(s).' when none), those already linked disabled, one pick
// at a time.
import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List, { type ListProps } from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@portal/shared/constants';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useDebounced } from './use-debounced';

interface Props<T extends { id: number }> {
  open: boolean;
  title: string;
  searchLabel: string;
  /** The search typed, and its change (upper-cased). */
  search: string;
  onSearch: (search: string) => void;
  /** The results of the search. */
  items: T[] | undefined;
  fetching: boolean;
  /** Items already linked (disabled). */
  linked?: Set<number>;
  /** Other items that cannot be picked. */
  disabled?: (item: T) => boolean;
  onPick: (id: number) => void | Promise<void>;
  onClose: () => void;
  primary: (item: T) => ReactNode;
  secondary: (item: T) => ReactNode;
  listSx?: ListProps['sx'];
}

export function PickDialog<T extends { id: number }>({
  open,
  title,
  searchLabel,
  search,
  onSearch,
  items,
  fetching,
  linked,
  disabled,
  onPick,
  onClose,
  primary,
  secondary,
  listSx,
}: Props<T>) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => onSearch('') } }}
    >
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
        {fetching ? <LinearProgress aria-label={MSG.loading} sx={{ mt: 1 }} /> : null}
        {items && items.length === 0 && !fetching ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {MSG.noRecords}
          </Typography>
        ) : null}
        <List dense aria-label={title} sx={listSx}>
          {(items ?? []).map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                disabled={linked?.has(item.id) || disabled?.(item) || busy}
                onClick={() => {
                  setBusy(true);
                  void Promise.resolve(onPick(item.id)).finally(() => setBusy(false));
                }}
              >
                <ListItemText primary={primary(item)} secondary={secondary(item)} />
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

/**
 * A PickDialog searching as you type (200 ms after typing, docs/product/gestor-crm-vendas.md §9) with the
 * screen's search query: `useResults(search, open)` is a react-query hook of the results.
 */
export function SearchingPickDialog<T extends { id: number }>({
  useResults,
  ...props
}: Omit<Props<T>, 'search' | 'onSearch' | 'items' | 'fetching'> & {
  useResults: (search: string, enabled: boolean) => { data: T[] | undefined; isFetching: boolean };
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, TIMINGS.MANAGER_RECORD_SEARCH_DELAY);
  const result = useResults(q, props.open);
  return (
    <PickDialog
      {...props}
      search={search}
      onSearch={setSearch}
      items={result.data}
      fetching={result.isFetching}
    />
  );
}
