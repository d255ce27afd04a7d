// Icons of the manager menu by the form's `icone` name (Material icon names, any case, - or _).
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupIcon from '@mui/icons-material/Group';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';

const ICONS: Record<string, typeof DashboardIcon> = {
  dashboard: DashboardIcon,
  home: HomeIcon,
  people: GroupIcon,
  group: GroupIcon,
  usuarios: GroupIcon,
  person: PersonIcon,
  account_circle: PersonIcon,
  supervisor_account: SupervisorAccountIcon,
  business: BusinessIcon,
  clientes: BusinessIcon,
  store: StoreIcon,
  filiais: StoreIcon,
  inventory: InventoryIcon,
  inventory_2: InventoryIcon,
  produtos: InventoryIcon,
  category: CategoryIcon,
  assessment: AssessmentIcon,
  bar_chart: AssessmentIcon,
  relatorios: AssessmentIcon,
  how_to_reg: HowToRegIcon,
  fact_check: FactCheckIcon,
  approval: FactCheckIcon,
  alcadas: FactCheckIcon,
  verified_user: VerifiedUserIcon,
  settings: SettingsIcon,
  parametros: SettingsIcon,
  description: DescriptionIcon,
  receipt: ReceiptIcon,
  shopping_cart: ShoppingCartIcon,
  local_shipping: LocalShippingIcon,
  contacts: ContactsIcon,
};

export function MenuIcon({ name }: { name: string | null }) {
  const key = (name ?? '')
    .trim()
    .replace(/Icon$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  const Icon = ICONS[key] ?? ChevronRightIcon;
  return <Icon fontSize="small" />;
}
