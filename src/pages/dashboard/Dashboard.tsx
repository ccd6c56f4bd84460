import { ADMIN_DASHBOARD_PERMISSION, STUDENT_DASHBOARD_PERMISSION } from '../../../domain/pages';
import { usePermissions } from '../usePermissions';
import { AdminDashboard } from './AdminDashboard';
import { MahasiswaDashboard } from './MahasiswaDashboard';
import { RoleDashboard } from './RoleDashboard';

/**
 * /dashboard: the administrator dashboard when the first role holds its permission (the one the
 * server asks for its figures; it shows only the figures the role may read), the student dashboard
 * to a student (their own photos), else the shortcuts the role's permissions open. Only the first
 * role counts (docs/product.md#roles-and-access).
 */
export function Dashboard() {
  const permissions = usePermissions();
  if (permissions.has(ADMIN_DASHBOARD_PERMISSION)) return <AdminDashboard />;
  if (permissions.has(STUDENT_DASHBOARD_PERMISSION)) return <MahasiswaDashboard />;
  return <RoleDashboard />;
}
