// Danfe/XML (docs/product/portal-cliente.md §2 Finance, §7): the customer's NF-e documents at the branch
// emitted in the filter's period, each with the number of the order it bills and its DANFE (PDF) and
// authorized XML to download.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import CodeIcon from '@mui/icons-material/Code';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { formatCurrency, formatDate, formatNfeKey } from '@portal/shared/format';
import { FINANCE_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { NfeDocumento } from '@portal/shared/schemas/financeiro';
import { useDialog } from '../../ui/Dialog';
import { ResponsiveTable, type Column } from '../../ui/ResponsiveTable';
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
  const columns: Column<NfeDocumento>[] = [
    { key: 'doc', header: L.colDoc, card: 'title', sx: { fontWeight: 600 }, cell: (n) => n.doc },
    { key: 'serie', header: L.colSerie, cell: (n) => n.serie },
    // The order the invoice bills (its number, as the order list and detail show it).
    { key: 'pedido', header: L.colPedido, nowrap: true, cell: (n) => n.pedidoRef ?? '' },
    { key: 'emissao', header: L.colEmissao, cell: (n) => formatDate(n.emissao) },
    {
      key: 'valor',
      header: L.colValor,
      align: 'right',
      nowrap: true,
      cell: (n) => formatCurrency(n.valbrut),
    },
    {
      key: 'chave',
      header: L.colChave,
      sx: { minWidth: 200 },
      cell: (n) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
          {formatNfeKey(n.chave)}
        </Box>
      ),
    },
    {
      key: 'arquivos',
      header: L.colArquivos,
      align: 'center',
      card: 'actions',
      cell: (n) => {
        const key = `${n.serie}-${n.doc}`;
        return (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexGrow: 1 }}>
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
        );
      },
    },
  ];

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
        <ResponsiveTable
          label={L.documentosTable}
          columns={columns}
          rows={list}
          rowKey={(n) => `${n.serie}-${n.doc}`}
          busy={documentos.isFetching}
        />
      )}
      <DocumentoFilterDialog dialog={dialog} value={filter} defaults={defaults} onApply={setFilter} />
    </>
  );
}
