/** MUI icons named by the menu declarations (domain/menu.ts, resource `menu.icon`). */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import CardMembership from '@mui/icons-material/CardMembership';
import Category from '@mui/icons-material/Category';
import Checkroom from '@mui/icons-material/Checkroom';
import Circle from '@mui/icons-material/CircleOutlined';
import Collections from '@mui/icons-material/Collections';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import Key from '@mui/icons-material/Key';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import People from '@mui/icons-material/People';
import Photo from '@mui/icons-material/Photo';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';

const ICONS: Record<string, SvgIconComponent> = {
  AccountBalance,
  AccountCircle,
  AdminPanelSettings,
  CardMembership,
  Category,
  Checkroom,
  Collections,
  Dashboard,
  Event,
  Key,
  ManageAccounts,
  MenuBook,
  People,
  Photo,
  PhotoLibrary,
  School,
  Security,
  Settings,
};

/** The icon component for a declared icon name; unknown names get a neutral circle. */
export function menuIcon(name: string): SvgIconComponent {
  return ICONS[name] ?? Circle;
}
