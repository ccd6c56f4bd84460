import type { FastifyInstance } from 'fastify';
import { registerDashboardRoutes } from '../dashboard';
import { registerFaceRoutes } from '../faces';
import { registerProfileRoutes } from '../profile';
import type { FilesCtx } from './context';
import { registerMultipart } from './multipart';
import { registerImageRoutes } from './images';
import { registerAdminRoutes } from './routes-admin';
import { registerServeRoutes } from './routes-serve';
import { registerStudentRoutes } from './routes-student';
import { createSigner, loadSecret } from './signed-url';
import { createStorage } from './storage';
import { ensureChangeTriggers } from '../db/changes';
import { TableCache } from '../db/table-cache';
import { SHARED_TABLES } from './student-gallery';

/** How long, at most, and how many answers the gallery keeps for many viewers (FilesCtx.shared). */
const SHARED_TTL_MS = 60_000;
const SHARED_ENTRIES = 500;

/**
 * The gallery module: photo upload/list/serve/tag (admin), the student gallery, the profile and the
 * dashboards. Registers @fastify/multipart for the whole /api scope (server/files/multipart.ts).
 */
export async function register(api: FastifyInstance): Promise<void> {
  await registerMultipart(api);
  const storage = createStorage(api.config);
  const ctx: FilesCtx = {
    db: api.db,
    config: api.config,
    storage,
    signer: createSigner(await loadSecret(api.db)),
    // (The CRUD module, registered before, decorates the services with the hooks of wisuda.server.ts.)
    hooks: api.records.fileHooks,
    groupModel: api.records.model('fileGroup'),
    mahasiswaModel: api.records.model('mahasiswa'),
    shared: new TableCache(api.changes, { ttlMs: SHARED_TTL_MS, max: SHARED_ENTRIES }),
  };
  // Photos are no declared resource: their table announces its changes for the shared reads too.
  await ensureChangeTriggers(api.db, SHARED_TABLES);
  registerAdminRoutes(api, ctx);
  registerServeRoutes(api, ctx);
  registerStudentRoutes(api, ctx);
  registerProfileRoutes(api, ctx);
  registerDashboardRoutes(api, ctx);
  registerImageRoutes(api, ctx);
  registerFaceRoutes(api, ctx);
}
