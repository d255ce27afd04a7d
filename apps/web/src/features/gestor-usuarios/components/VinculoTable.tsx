// A list of a user's units, customers or profiles with a remove action per row and, for customers
// and profiles, the add button that opens their search.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';

export interface VinculoRow {
  id: number;
  cells: ReactNode[];
  name: string;
}

interface Props {
  label: string;
  headers: string[];
  rows: VinculoRow[];
  canWrite: boolean;
  busyId: number | null;
  /** Asks first (ui/confirm-removal), then removes. */
  onRemove: (id: number, name: string) => void;
  /** The add button above the table (it opens a search), when the list has one. */
  add?: { label: string; onClick: () => void };
}

export function VinculoTable({ label, headers, rows, canWrite, busyId, onRemove, add }: Props) {
  // The table scrolls inside its box on a narrow screen, never the page.
  return (
    <>
      {add ? (
        <Button
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          disabled={!canWrite}
          sx={{ mb: 2 }}
          onClick={add.onClick}
        >
          {add.label}
        </Button>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
              <TableCell align="right">{L.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={headers.length + 1} align="center">
                  {MSG.noRecords}
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                {r.cells.map((c, i) => (
                  <TableCell key={i}>{c}</TableCell>
                ))}
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteIcon />}
                    disabled={!canWrite || busyId !== null}
                    onClick={() => onRemove(r.id, r.name)}
                    aria-label={`${L.remove} ${r.name}`}
                  >
                    {L.remove}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
