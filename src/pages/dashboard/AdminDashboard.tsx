import { Box } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventIcon from '@mui/icons-material/Event';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { QuickLinks, WelcomeCard, type QuickLink } from './DashboardWidgets';

const LINKS: readonly QuickLink[] = [
  { to: '/master/mahasiswa', label: 'app.dashboard.links.mahasiswa', icon: SchoolIcon },
  { to: '/master/perguruan-tinggi', label: 'app.dashboard.links.perguruan_tinggi', icon: AccountBalanceIcon },
  { to: '/menu/acara', label: 'app.dashboard.links.acara', icon: EventIcon },
  { to: '/menu/galeri/group', label: 'app.dashboard.links.galeri', icon: PhotoLibraryIcon },
  { to: '/setting/users', label: 'app.dashboard.links.users', icon: PeopleIcon },
  { to: '/setting/apps', label: 'app.dashboard.links.settings', icon: SettingsIcon },
];

/** The administrator's dashboard (first version: greeting and the main screens). */
export function AdminDashboard() {
  return (
    <Box sx={{ paddingBlock: 2 }}>
      <WelcomeCard message="app.dashboard.admin_intro" />
      <QuickLinks links={LINKS} />
    </Box>
  );
}
