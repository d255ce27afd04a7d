// Seller 'Consulta Vendas - Clientes' (/vendedor/vendas/consultas, docs/product/gestor-crm-vendas.md §2.14):
// the FILTROS panel and the table are built from what the server declares; paging and sorting run on the
// server (a seller can have thousands of orders). The row menu opens 'Detalhe do Pedido'. It opens
// on the customer chosen in the header (the Cliente filter holds its code/loja, changeable and
// clearable), and opens again on the next one when the header's customer changes.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SALES_PAGE_SIZES } from '@portal/shared/constants';
import { VENDAS_LABELS as L } from '@portal/shared/labels';
import type { SalesRow } from '@portal/shared/schemas/vendedor';
import { useParameters } from '../../api/config';
import { useSession, type SessionUser } from '../../state/session';
import { AppDialog, useDialog } from '../../ui/Dialog';
import { useConsultaPedidos, type ConsultaRequest } from './api';
import { FiltersPanel } from './components/FiltersPanel';
import { PedidoDetail } from './components/PedidoDetail';
import { SalesTable } from './components/SalesTable';
import { customerFilter, nextSort, type Sort } from './sales-rules';

const DEFAULT_SORT: Sort = { key: 'pedidoEmissao', dir: 'desc' };

export default function ConsultaVendasPage() {
  const cliente = useSession((s) => s.usuario?.cliente ?? null);
  return <Consulta key={cliente?.id ?? 0} cliente={cliente} />;
}

function Consulta({ cliente }: { cliente: SessionUser['cliente'] | null }) {
  const cpf = useSession((s) => s.usuario?.cpf ?? undefined);
  const { parametros, isPending } = useParameters();
  const [req, setReq] = useState<ConsultaRequest>(() => ({
    filters: customerFilter(cliente),
    tablePage: 1,
    tableRows: SALES_PAGE_SIZES[0],
  }));
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const query = {
    tpl: parametros.VENDEDOR_TPL_DEFAULT,
    empresa: parametros.VENDEDOR_EMP_DEFAULT,
    filial: parametros.VENDEDOR_FIL_DEFAULT,
    cgc: cpf,
  };
  const consulta = useConsultaPedidos(query, req, !isPending);
  const data = consulta.data;
  const dialog = useDialog();

  // The filter values in force (defaults filled in by the server) become the panel's values once.
  useEffect(() => {
    if (data && draft === null)
      setDraft(Object.fromEntries(data.tableFilterFields.map((f) => [f.key, f.value])));
  }, [data, draft]);

  const sort: Sort = data ? { key: data.tableSortKey, dir: data.tableSortDir } : DEFAULT_SORT;
  const change = (patch: Partial<ConsultaRequest>) => setReq((r) => ({ ...r, ...patch }));
  const openDetail = (row: SalesRow) =>
    dialog.open({
      size: 'lg',
      title: L.pedidoDetailTitle(row.pedidoNumero, row.origem || L.defaultOrigin),
      content: (
        <PedidoDetail pedidoRef={row.pedidoNumero} empresa={row.codigoEmpresa} filial={row.codigoFilial} />
      ),
    });

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {L.title}
      </Typography>
      {data ? (
        <FiltersPanel
          fields={data.tableFilterFields}
          values={draft ?? {}}
          onChange={(key, value) => setDraft((d) => ({ ...(d ?? {}), [key]: value }))}
          onApply={() => change({ filters: { ...(draft ?? {}) }, tablePage: 1 })}
          disabled={consulta.isFetching}
        />
      ) : null}
      <SalesTable
        columns={data?.tableColsHeader ?? []}
        rows={data?.tableRowsData ?? []}
        totals={data?.tableTotals ?? { valorVenda: 0, valorPago: 0, valorSaldo: 0 }}
        cancelados={data?.tableCancelados ?? { pedidos: 0, valor: 0 }}
        count={data?.tableTotalRows ?? 0}
        page={data?.tablePage ?? req.tablePage}
        rowsPerPage={req.tableRows}
        sort={sort}
        loading={consulta.isFetching}
        onSort={(key) => {
          const next = nextSort(sort, key);
          change({ tableSortKey: next.key, tableSortDir: next.dir, tablePage: 1 });
        }}
        onPage={(tablePage) => change({ tablePage })}
        // A new page size goes back to the first page (docs/product/gestor-crm-vendas.md §4).
        onRowsPerPage={(tableRows) => change({ tableRows, tablePage: 1 })}
        onDetail={openDetail}
      />
      <AppDialog dialog={dialog} />
    </Box>
  );
}
