import { ROLE_ADMIN } from '../../../domain/roles';
import { useSessionUser } from '../useSessionUser';
import { AdminDashboard } from './AdminDashboard';
import { MahasiswaDashboard } from './MahasiswaDashboard';

/** /dashboard: one dashboard per role; only the first role counts (spec §6). */
export function Dashboard() {
  const user = useSessionUser();
  return user?.roles?.[0]?.name === ROLE_ADMIN ? <AdminDashboard /> : <MahasiswaDashboard />;
}
