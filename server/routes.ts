import type { FastifyInstance } from 'fastify';
import * as auth from './auth';
import * as crud from './crud';
import * as files from './files';
import { registerAuditRoutes } from './audit';
import { registerMailRoutes } from './mail/routes';
import { installPlanGuard, registerPlanRoutes } from './plans';
import { installNoStore } from './no-store';
import { installLanes } from './lanes';
import { registerPluginRoutes } from './extend/register-plugin-routes';

/** Every API module, mounted under /api. Each module owns its own folder. */
export async function registerApi(api: FastifyInstance): Promise<void> {
  // First: sets request.caller from the bearer token for every route registered below.
  auth.installCallerHook(api);
  // A university past its grace period is read-only for its staff, on every route (server/plans/guard.ts).
  installPlanGuard(api);
  // Tokens and personal data stay out of caches (Cache-Control: no-store unless a route sets its own).
  installNoStore(api);
  // Routes that come in crowds (`config: { lane }`) take turns, so the others never queue behind them.
  installLanes(api);
  await auth.register(api);
  // Every declared resource of domain/resources (generic CRUD, getoption, import).
  await crud.register(api);
  // The plugins' own routes, under /plugins/<name> (definePluginServer `routes`).
  await registerPluginRoutes(api);
  // Queue a failed mail again (the outbox list itself is the generic mailOutbox resource).
  registerMailRoutes(api);
  // The plan meters of the perguruan tinggi (server/plans).
  registerPlanRoutes(api);
  // The audit log, read only (server/audit).
  registerAuditRoutes(api);
  // Gallery, student gallery, profile, dashboards; also registers @fastify/multipart for all of /api.
  await files.register(api);
}
