import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from './index';
import { DEMO_OPERATORS, DEMO_STUDENT } from './demo/accounts';
import { insertAcara } from './demo/acara';
import { PERGURUAN_TINGGI } from './demo/data';
import { seedKampus } from './demo/kampus';
import { seedMahasiswa } from './demo/mahasiswa';
import { seedOperators } from './demo/operators';
import { demoContext, seedPluginDemos } from './demo/plugins';
import { rng } from './demo/rng';
import type { PluginDemoAccount } from '../extend/plugin-demo';
import { seedDemoPhotos } from './seed-demo-photos';

export { DEMO_OPERATORS, DEMO_STUDENT, DEMO_STUDENT_COUNT, ROLE_OPERATOR_PT } from './demo/accounts';

export interface DemoResult {
  skipped: boolean;
  universities: number;
  students: number;
  acara: number;
  photos: number;
  /** The plugins whose demo data loaded (their `demo`), in wisuda.config.ts order. */
  plugins: string[];
  demoStudent: { email: string; password: string };
  /** The university operators' sign-ins, with their university's short name. */
  demoOperators: { email: string; password: string; pt: string }[];
  /** The accounts the plugins' demos added (PluginDemoContext.account), with what each is. */
  demoAccounts: { email: string; password: string; label: string }[];
}

/** The answer when nothing is loaded (yet): the demo's sign-ins. */
function emptyResult(): DemoResult {
  return {
    skipped: true,
    universities: 0,
    students: 0,
    acara: 0,
    photos: 0,
    plugins: [],
    demoStudent: { ...DEMO_STUDENT },
    demoOperators: DEMO_OPERATORS.map((o) => ({
      email: o.email,
      password: DEMO_STUDENT.password,
      pt: o.singkatan,
    })),
    demoAccounts: [],
  };
}

async function isLoaded(db: Db): Promise<boolean> {
  const loaded = await db
    .selectFrom('perguruan_tinggi')
    .select('id')
    .where('kode_pt', '=', PERGURUAN_TINGGI[0].kode_pt)
    .executeTakeFirst();
  return loaded !== undefined;
}

/**
 * Universities, events, students and operators, then the plugins' demo data, in one transaction;
 * what it loaded.
 */
async function loadDemo(db: Db, passwordHash: string): Promise<Partial<DemoResult>> {
  const r = rng(20261121);
  return db.transaction().execute(async (trx) => {
    const { ptId, prodis } = await seedKampus(trx);
    const acaras = await insertAcara(trx, ptId);
    const students = await seedMahasiswa(trx, { r, ptId, prodis, acaras, passwordHash });
    await seedOperators(trx, ptId, passwordHash);
    const accounts: PluginDemoAccount[] = [];
    const plugins = await seedPluginDemos(
      trx,
      await demoContext(trx, ptId, acaras, { passwordHash, accounts }),
    );
    const demoAccounts = accounts.map((a) => ({
      email: a.email,
      password: DEMO_STUDENT.password,
      label: a.label,
    }));
    return { skipped: false, universities: ptId.size, acara: acaras.length, students, plugins, demoAccounts };
  });
}

/**
 * The demo data set: university forms, plans, universities of several forms with faculties and
 * study programs, graduation events (past and coming), and DEMO_STUDENT_COUNT students each with a
 * verified Mahasiswa account (all with the demo password; the hash is computed once). Multi-row
 * inserts in one transaction keep the first start fast. Idempotent: skipped when already loaded.
 * The plugins' demo data follows the core's (server/db/demo/plugins.ts). At the end the gallery's
 * generated photos are added (seedDemoPhotos, server/db/seed-demo-photos.ts).
 */
export async function seedDemo(db: Db, config: Config, opts: { photos?: boolean } = {}): Promise<DemoResult> {
  const result = emptyResult();
  if (await isLoaded(db)) return result;
  const passwordHash = await hashPassword(DEMO_STUDENT.password);
  Object.assign(result, await loadDemo(db, passwordHash));

  // Hook for the gallery: generated photos of the demo student's event (optional, may be slower).
  if (opts.photos !== false) {
    const photos = await seedDemoPhotos(db, config, { demoStudentEmail: DEMO_STUDENT.email });
    result.photos = photos.photos;
  }
  return result;
}
