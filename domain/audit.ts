/**
 * The audit log: every write the server records (server/crud/queries.ts `writeAudit`), read by the
 * holders of one permission (server/audit, the screen src/pages/audit). Declared here, once, for the
 * permission catalog (domain/access.ts, server/db/seed.ts), the route and the screen.
 */

/** Who may read the audit log (Administrators hold it: server/db/seed.ts). */
export const AUDIT_LOG_PERMISSION = 'auditLog.view';
/** Its readable description, as the other built-in permissions have one. */
export const AUDIT_LOG_PERMISSION_DESCRIPTION = 'Lihat Log Audit';
/**
 * The API under /api (the list, and one entry at `<path>/:id`); also the react-admin resource name of
 * the screen, which the data provider sends to `/api/<name>` as it is.
 */
export const AUDIT_LOG_API = '/audit-log';
/** The screen's route. */
export const AUDIT_LOG_PATH = '/setting/audit-log';

/** One entry as the API gives it. */
export interface AuditEntry {
  id: number;
  /** Who wrote; null when the server did, or when the caller may not see that account. */
  user_id: number | null;
  user_name: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}
