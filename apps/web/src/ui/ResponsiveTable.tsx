// A list that is a table from the `md` breakpoint up and a column of cards below it (a phone at 390 px
// never scrolls sideways), both drawn from the same column definitions. On the table the row-header
// column is the row's <th scope="row">; on a card it is the card's title, the 'badge' columns sit
// beside it, the other columns are label: value pairs and the 'actions' columns are a row of buttons
// at the bottom, at least 40 px high for a finger. The totals (footer) are the table's last row or a
// card of their own. Where matchMedia is missing (unit tests in jsdom) it is the table.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { MSG } from '@portal/shared/messages';

export interface Column<T> {
  /** Names the column among the footer's values. */
  key: string;
  /** The table's header; the label of the value on a card. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  nowrap?: boolean;
  /** Extra style of the column's table cells. */
  sx?: SxProps<Theme>;
  /**
   * On a card: 'pair' (default) a label: value line; 'title' the card's heading (the table's row
   * header); 'badge' beside the title; 'actions' a button row at the bottom; 'hidden' left out.
   */
  card?: 'pair' | 'title' | 'badge' | 'actions' | 'hidden';
  /** The table cell is the row's header (<th scope="row">); defaults to card === 'title'. */
  rowHeader?: boolean;
}

export interface FooterRow {
  /** The row's name ('Totais'). */
  label: string;
  /** Values by column key; the label spans the columns before the first value. */
  values: Record<string, ReactNode>;
}

interface Props<T> {
  /** The accessible name of the table, or of the list of cards. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  /** A reload is running: a progress bar on top and aria-busy. */
  busy?: boolean;
  /** A click anywhere on the row or card (its title keeps a real link for the keyboard). */
  onRowClick?: (row: T) => void;
  /** Shown as the only row when there are no rows. */
  empty?: ReactNode;
  footer?: FooterRow[];
  /** Extra style of the desktop table (e.g. cell padding). */
  tableSx?: SxProps<Theme>;
  /** The desktop table's paper: outlined (default) or raised. */
  paper?: 'outlined' | 'elevation';
}

/** Below `md` the lists are cards: true on a phone or a narrow window. */
export function useCardLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

const footerCellSx = { fontWeight: 700, fontSize: '0.875rem', color: 'text.primary', whiteSpace: 'nowrap' };

export function ResponsiveTable<T>(props: Props<T>) {
  const cards = useCardLayout();
  return cards ? <CardList {...props} /> : <DesktopTable {...props} />;
}

function DesktopTable<T>({
  label,
  columns,
  rows,
  rowKey,
  busy,
  onRowClick,
  empty,
  footer,
  tableSx,
  paper = 'outlined',
}: Props<T>) {
  return (
    <TableContainer component={Paper} variant={paper} aria-busy={busy || undefined}>
      {busy ? <LinearProgress aria-label={MSG.loading} /> : null}
      <Table size="small" aria-label={label} sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : null}
          {rows.map((row, i) => (
            <TableRow
              key={rowKey(row, i)}
              hover
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((c) => {
                const header = c.rowHeader ?? c.card === 'title';
                return (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    {...(header ? { component: 'th', scope: 'row' } : {})}
                    sx={[c.nowrap ? { whiteSpace: 'nowrap' } : {}, ...(Array.isArray(c.sx) ? c.sx : [c.sx])]}
                  >
                    {c.cell(row, i)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
        {footer?.length ? (
          <TableFooter>
            {footer.map((f) => {
              const first = columns.findIndex((c) => c.key in f.values);
              const span = Math.max(1, first);
              return (
                <TableRow key={f.label}>
                  <TableCell component="th" scope="row" colSpan={span} sx={footerCellSx}>
                    {f.label}
                  </TableCell>
                  {columns.slice(span).map((c) => (
                    <TableCell key={c.key} align={c.align} sx={footerCellSx}>
                      {f.values[c.key] ?? null}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}

/** A label: value line of a card. */
function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}
      >
        {children}
      </Typography>
    </Box>
  );
}

const pairsSx = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 0.5,
  alignItems: 'baseline',
} as const;

const cardSx = {
  p: 1.5,
  // Touch targets of a finger: every button and link of a card at least 40 px high.
  '& .MuiButton-root, & .MuiIconButton-root': { minHeight: 40, minWidth: 40 },
} as const;

function CardList<T>({ label, columns, rows, rowKey, busy, onRowClick, empty, footer }: Props<T>) {
  const title = columns.filter((c) => c.card === 'title');
  const badges = columns.filter((c) => c.card === 'badge');
  const pairs = columns.filter((c) => (c.card ?? 'pair') === 'pair');
  const actions = columns.filter((c) => c.card === 'actions');
  return (
    <Box aria-busy={busy || undefined}>
      {busy ? <LinearProgress aria-label={MSG.loading} sx={{ mb: 1 }} /> : null}
      {rows.length === 0 && empty ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {empty}
        </Paper>
      ) : null}
      {rows.length === 0 ? null : (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {rows.map((row, i) => (
            <Paper
              component="li"
              variant="outlined"
              key={rowKey(row, i)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={[cardSx, onRowClick ? { cursor: 'pointer' } : {}]}
            >
              {title.length || badges.length ? (
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    columnGap: 1,
                    rowGap: 0.5,
                    mb: 1,
                    '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 40 },
                  }}
                >
                  {title.map((c) => (
                    <Typography
                      key={c.key}
                      component="h3"
                      variant="subtitle1"
                      sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {c.cell(row, i)}
                    </Typography>
                  ))}
                  {badges.map((c) => (
                    <Box key={c.key}>{c.cell(row, i)}</Box>
                  ))}
                </Box>
              ) : null}
              {pairs.length ? (
                <Box component="dl" sx={pairsSx}>
                  {pairs.map((c) => {
                    const value = c.cell(row, i);
                    // An empty value (no payment date yet) leaves its line out of the card.
                    return value === '' || value === null || value === undefined ? null : (
                      <Pair key={c.key} label={c.header}>
                        {value}
                      </Pair>
                    );
                  })}
                </Box>
              ) : null}
              {actions.length ? (
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    mt: 1.5,
                    '& > *': { flex: '1 1 auto' },
                    '& .MuiButton-root': { width: '100%' },
                  }}
                >
                  {actions.map((c) => (
                    <Box key={c.key} sx={{ display: 'flex', gap: 1, '& > *': { flex: '1 1 0' } }}>
                      {c.cell(row, i)}
                    </Box>
                  ))}
                </Box>
              ) : null}
            </Paper>
          ))}
        </Box>
      )}
      {footer?.length ? (
        <Paper
          variant="outlined"
          component="section"
          aria-label={footer[0].label}
          sx={{ ...cardSx, mt: 1.5 }}
        >
          {footer.map((f) => (
            <Box key={f.label} sx={{ '&:not(:first-of-type)': { mt: 1 } }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                {f.label}
              </Typography>
              <Box component="dl" sx={pairsSx}>
                {columns
                  .filter((c) => c.key in f.values)
                  .map((c) => (
                    <Pair key={c.key} label={c.header}>
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        {f.values[c.key]}
                      </Box>
                    </Pair>
                  ))}
              </Box>
            </Box>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
