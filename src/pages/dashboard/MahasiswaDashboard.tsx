import { Box } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { QuickLinks, WelcomeCard, type QuickLink } from './DashboardWidgets';

const LINKS: readonly QuickLink[] = [
  { to: '/setting/users/profile', label: 'app.dashboard.links.profile', icon: PersonIcon },
  { to: '/menu/mahasiswa/galeri', label: 'app.dashboard.links.my_gallery', icon: PhotoLibraryIcon },
];

/** The student's dashboard (first version: greeting, own profile and own photos). */
export function MahasiswaDashboard() {
  return (
    <Box sx={{ paddingBlock: 2 }}>
      <WelcomeCard message="app.dashboard.mahasiswa_intro" />
      <QuickLinks links={LINKS} />
    </Box>
  );
}
