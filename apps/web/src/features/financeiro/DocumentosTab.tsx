// Danfe/XML (spec 01 §2 Finance, §7): the customer's NF-e documents at the branch emitted in the
// filter's period, each with its DANFE (PDF) and its authorized XML to download.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CodeIcon from '@mui/icons-material/Code';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { formatCurrency, formatDate, formatNfeKey } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useDialog } from '../../ui/Dialog';
import { baixarDanfe, baixarXml, listarDocumentos, type DocumentOwner } from './api';
import { DocumentoFilterDialog } from './components/FilterDialogs';
import { BusyButton, Empty, Failure, FilterBar, Loading } from './components/ListParts';
import {
  documentosQuery,
  emptyDocumentoFilter,
  type DocumentoFilter,
  type FinanceTarget,
  type Periodo,
} from './finance-rules';
import { useBusy } from './use-busy';

function filterChips(f: DocumentoFilter): string[] {
  const chips: string[] = [];
  if (f.doc) chips.push(L.activeFilter(L.doc, f.doc));
  if (f.valbrut) chips.push(L.activeFilter(L.valbrut, f.valbrut));
  return chips;
}

interface Props {
  target: FinanceTarget;
  owner: DocumentOwner;
  periodoPadrao: Periodo;
}

export function DocumentosTab({ target, owner, periodoPadrao }: Props) {
  const defaults = useMemo(() => emptyDocumentoFilter(periodoPadrao), [periodoPadrao]);
  const [filter, setFilter] = useState(defaults);
  const dialog = useDialog();
  const { run, isBusy } = useBusy();
  const query = useMemo(() => documentosQuery(target, filter), [target, filter]);
  const documentos = useQuery({
    queryKey: ['financeiro', 'documentos', query],
    queryFn: ({ signal }) => listarDocumentos(query, signal),
    staleTime: 0,
  });
  const list = documentos.data ?? [];

  return (
    <>
      <FilterBar
        period={L.documentosPeriod(filter.inicio, filter.fim)}
        chips={filterChips(filter)}
        onFilter={() => dialog.open({ title: L.filterDocumentos, size: 'sm' })}
      />
      {documentos.isPending ? (
        <Loading />
      ) : documentos.isError ? (
        <Failure onRetry={() => void documentos.refetch()} />
      ) : list.length === 0 ? (
        <Empty text={MSG.noDocuments} />
      ) : (
        <TableContainer component={Paper} variant="outlined" aria-busy={documentos.isFetching}>
          {documentos.isFetching ? <LinearProgress aria-label={MSG.loading} /> : null}
          <Table size="small" aria-label={L.documentosTable}>
            <TableHead>
              <TableRow>
                <TableCell>{L.colDoc}</TableCell>
                <TableCell>{L.colSerie}</TableCell>
                <TableCell>{L.colEmissao}</TableCell>
                <TableCell align="right">{L.colValor}</TableCell>
                <TableCell>{L.colChave}</TableCell>
                <TableCell align="center">{L.colArquivos}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((n) => {
                const key = `${n.serie}-${n.doc}`;
                return (
                  <TableRow key={key} hover>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {n.doc}
                    </TableCell>
                    <TableCell>{n.serie}</TableCell>
                    <TableCell>{formatDate(n.emissao)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatCurrency(n.valbrut)}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem', minWidth: 200 }}>
                      {formatNfeKey(n.chave)}
                    </TableCell>
                    <TableCell align="center">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                        <BusyButton
                          size="small"
                          variant="contained"
                          busy={isBusy(`danfe-${key}`)}
                          startIcon={<PictureAsPdfIcon />}
                          aria-label={L.danfeAria(n.doc, n.serie)}
                          onClick={() => void run(`danfe-${key}`, () => baixarDanfe(owner, n))}
                        >
                          {L.danfe}
                        </BusyButton>
                        <BusyButton
                          size="small"
                          variant="outlined"
                          busy={isBusy(`xml-${key}`)}
                          startIcon={<CodeIcon />}
                          aria-label={L.xmlAria(n.doc, n.serie)}
                          onClick={() => void run(`xml-${key}`, () => baixarXml(owner, n))}
                        >
                          {L.xml}
                        </BusyButton>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <DocumentoFilterDialog dialog={dialog} value={filter} defaults={defaults} onApply={setFilter} />
    </>
  );
}
