import { ADMIN_DASHBOARD_PERMISSION } from '../../../domain/pages';
import { usePermissions } from '../usePermissions';
import { AdminDashboard } from './AdminDashboard';
import { MahasiswaDashboard } from './MahasiswaDashboard';

/**
 * /dashboard: the administrator dashboard when the first role holds its permission (the one the
 * server asks for its figures), else the student dashboard. Only the first role counts (docs/product.md#roles-and-access).
 */
export function Dashboard() {
  const permissions = usePermissions();
  return permissions.has(ADMIN_DASHBOARD_PERMISSION) ? <AdminDashboard /> : <MahasiswaDashboard />;
}
