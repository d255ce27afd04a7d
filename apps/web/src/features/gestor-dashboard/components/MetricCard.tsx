// One consumption metric (docs/product/gestor-crm-vendas.md §3 Dashboard metric): colour, icon, title, the
// count in the centre with its subtitle, and the footer.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BarChartIcon from '@mui/icons-material/BarChart';
import CancelIcon from '@mui/icons-material/Cancel';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import LoginIcon from '@mui/icons-material/Login';
import PaidIcon from '@mui/icons-material/Paid';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { DashboardMetric } from '@portal/shared/schemas/gestor';

const ICONS: Record<string, typeof BarChartIcon> = {
  login: LoginIcon,
  shopping_cart: ShoppingCartIcon,
  cancel: CancelIcon,
  receipt: ReceiptIcon,
  code: CodeIcon,
  description: DescriptionIcon,
  account_balance: AccountBalanceIcon,
  paid: PaidIcon,
};

/** A CSS colour from the metric, or the theme's primary when it is not a plain colour. */
const safeColour = (c: string) => (/^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i.test(c) ? c : undefined);

export function MetricCard({ metric }: { metric: DashboardMetric }) {
  const Icon = ICONS[metric.icon.toLowerCase().replace(/-/g, '_')] ?? BarChartIcon;
  const colour = safeColour(metric.cor) ?? 'primary.main';
  const titleId = `metrica-${metric.eventoTipoId}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="metric-card"
      sx={{ height: '100%', borderTop: 4, borderColor: colour }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box sx={{ bgcolor: colour, color: '#fff', borderRadius: 1, p: 0.75, display: 'flex' }} aria-hidden>
            <Icon fontSize="small" />
          </Box>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {metric.textTitle}
          </Typography>
        </Box>
        <Typography variant="h4" component="p" data-testid="metric-value" sx={{ fontWeight: 700 }}>
          {metric.textCenter}
        </Typography>
        {metric.textCenterSub ? (
          <Typography variant="body2" color="text.secondary">
            {metric.textCenterSub}
          </Typography>
        ) : null}
        {metric.footer ? (
          <>
            <Divider sx={{ my: 1 }} />
            <Typography variant="caption" color="text.secondary">
              {metric.footer}
            </Typography>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
