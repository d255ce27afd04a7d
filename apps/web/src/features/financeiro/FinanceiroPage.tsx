// Finance (/financeiro, docs/product/portal-cliente.md §2 Finance): three sub-pages as tabs (Boletos,
// Danfe/XML, Extrato financeiro) for the current customer (its CNPJ/CPF) at the current branch
// (empresaCod/filialCod). A seller who has not chosen a customer goes to /selecionar-cliente. The tab is kept
// in the address (?aba=), and a new customer or branch starts the sub-pages over with the default period.
import { useId, useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { BUYER_ROLES } from '@portal/shared/constants';
import { businessDay } from '@portal/shared/dates';
import { FINANCE_LABELS as L, SCREEN_TITLES } from '@portal/shared/labels';
import { useParameters } from '../../api/config';
import { useSession } from '../../state/session';
import { PageLoader } from '../../ui/PageLoader';
import { BoletosTab } from './BoletosTab';
import { DocumentosTab } from './DocumentosTab';
import { ExtratoTab } from './ExtratoTab';
import { defaultPeriodo, diasBoleto, type FinanceTarget } from './finance-rules';

const TABS = [
  { key: 'boletos', label: L.boletos, icon: <RequestQuoteIcon /> },
  { key: 'documentos', label: L.documentos, icon: <ReceiptIcon /> },
  { key: 'extrato', label: L.extrato, icon: <DescriptionIcon /> },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (v: string | null): v is TabKey => TABS.some((t) => t.key === v);

export default function FinanceiroPage() {
  const usuario = useSession((s) => s.usuario);
  const { parametros, isPending } = useParameters();
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const raw = params.get('aba');
  const tab: TabKey = isTab(raw) ? raw : 'boletos';
  const [visited, setVisited] = useState<ReadonlySet<TabKey>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set(visited).add(tab));
  const dias = diasBoleto(parametros.DIAS_BOLETO);
  // The window is computed once per day and DIAS_BOLETO; the sub-pages keep it while open.
  // Today is São Paulo's day (the business's), whatever the browser's time zone.
  const today = businessDay(new Date());
  const periodoPadrao = useMemo(() => defaultPeriodo(dias, new Date(`${today}T00:00:00`)), [dias, today]);

  const cliente = usuario?.cliente ?? null;
  const unidade = usuario?.unidade ?? null;
  const target = useMemo<FinanceTarget | null>(
    () =>
      cliente?.cgc && unidade
        ? { cgc: cliente.cgc, empresaCod: unidade.empresaCod, filialCod: unidade.filialCod }
        : null,
    [cliente?.cgc, unidade],
  );
  const owner = useMemo(
    () => (usuario && unidade ? { user: usuario.id, emp: unidade.empresaCod, fil: unidade.filialCod } : null),
    [usuario, unidade],
  );

  if (!usuario) return null;
  // A buyer acts for a chosen customer; other roles (finance for everyone when REALIZA_VENDAS is
  // not SIM) see the page with a note instead.
  if (!cliente && BUYER_ROLES.includes(usuario.role)) return <Navigate to="/selecionar-cliente" replace />;

  const renderPanel = (key: TabKey) => {
    if (!target || !owner) return <Typography sx={{ py: 3 }}>{L.noTarget}</Typography>;
    const props = { target, owner, periodoPadrao };
    if (key === 'documentos') return <DocumentosTab {...props} />;
    if (key === 'extrato') return <ExtratoTab {...props} />;
    return <BoletosTab {...props} />;
  };

  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h5" component="h1" gutterBottom>
        {SCREEN_TITLES.financeiro}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) =>
          setParams(value === 'boletos' ? {} : { aba: value }, { replace: true })
        }
        aria-label={L.tabs}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            icon={t.icon}
            iconPosition="start"
            id={`${baseId}-tab-${t.key}`}
            aria-controls={visited.has(t.key) ? `${baseId}-panel-${t.key}` : undefined}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      {/* A sub-page opened once stays mounted (hidden), so its filter survives a tab switch. */}
      <Box key={`${cliente?.id ?? 0}-${unidade?.id ?? 0}`}>
        {isPending ? (
          <PageLoader />
        ) : (
          TABS.filter((t) => t.key === tab || visited.has(t.key)).map((t) => (
            <Box
              key={t.key}
              role="tabpanel"
              hidden={t.key !== tab}
              id={`${baseId}-panel-${t.key}`}
              aria-labelledby={`${baseId}-tab-${t.key}`}
            >
              {renderPanel(t.key)}
            </Box>
          ))
        )}
      </Box>
    </Box>
  );
}
