import type { FastifyInstance } from 'fastify';
import { ADMIN_DASHBOARD_PERMISSION } from '../../domain/pages';
import type { FilesCtx } from '../files/context';
import { registerAdminDashboard } from './admin';
import { registerStudentDashboard } from './student';

/** Administrator dashboard figures need an administrator permission; the student one only a sign-in. */
export { ADMIN_DASHBOARD_PERMISSION };

export function registerDashboardRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  registerAdminDashboard(api, ctx);
  registerStudentDashboard(api, ctx);
}
