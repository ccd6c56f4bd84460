/**
 * The demo data set fits the declarations: every demo record, read through the CRUD layer and sent
 * back unchanged as an update (what an edit screen does), validates, so no screen trips over it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { actionsOf } from '../../domain/resource';
import { BUILTIN_RESOURCES, RESOURCES } from '../../domain/resources';
import { validateInput } from '../../domain/validation';
import { seedDemo } from '../../server/db/seed-demo';
import { compileModel } from '../../server/crud/model';
import { selectOne } from '../../server/crud/queries';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config, { photos: false });
});
afterAll(async () => {
  await t?.close();
});

// Records the screens edit (the read-only Mail Outbox is written by the mail worker, not a form).
it.each(RESOURCES.filter((r) => actionsOf(r).includes('update')).map((r) => [r.name, r] as const))(
  '%s: demo records validate as they are',
  async (_name, def) => {
    const model = compileModel(def, RESOURCES);
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM ${sql.table(def.table)} ORDER BY id LIMIT 500`.execute(t.db);
    // Gallery groups come with the demo photos, which this test leaves out; what an installation or
    // its plugins add has the rows it has (the demo data is the product's).
    const builtin = BUILTIN_RESOURCES.some((b) => b.name === def.name);
    if (builtin && def.name !== 'fileGroup') expect(rows.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const r of rows) {
      // as the edit screen gets it: JSON, datetimes as ISO text
      const record: unknown = JSON.parse(JSON.stringify(await selectOne(t.db, model, Number(r.id))));
      const checked = validateInput(def, 'update', record);
      if (!checked.ok) problems.push(`${r.id}: ${JSON.stringify(checked.errors)}`);
    }
    expect(problems).toEqual([]);
  },
);
