/** The audit log, read only (domain/audit.ts): its routes. */
export { registerAuditRoutes } from './routes';
