/**
 * The student import as a university's operator sees it, on the demo data (docs/tenancy.md): the
 * template's example row names their university's records; a row needs no university column (theirs
 * is the only one); a name is looked up among their records only, so another university's program
 * is unknown, never named in a message, and nothing of such a row is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATORS, DEMO_STUDENT, seedDemo } from '../../server/db/seed-demo';
import { createTestApp, type TestApp } from './helpers';
import { multipart } from './files-fixtures';

let t: TestApp;
const M = '/api/mahasiswa/mahasiswa';
const token: Record<'ugm' | 'ui', string> = { ugm: '', ui: '' };
const pt: Record<'ugm' | 'ui', { id: number; nama: string }> = {
  ugm: { id: 0, nama: '' },
  ui: { id: 0, nama: '' },
};

const upload = (as: string, csv: string, mode: 'preview' | 'commit') => {
  const body = multipart({}, { name: 'mahasiswa.csv', type: 'text/csv', data: Buffer.from(csv) });
  return t.app.inject({
    method: 'POST',
    url: `${M}/import?mode=${mode}&only_valid=true`,
    payload: body.payload,
    headers: { ...t.auth(as), ...body.headers },
  });
};

/**
 * Names of study programs: one UGM's only, one UI's only, and one UGM has once and another
 * university has too (unscoped, it would be ambiguous).
 */
async function programs(): Promise<{ ugmOnly: string; uiOnly: string; shared: string }> {
  const rows = (await t.db.selectFrom('program_studi').select(['nama', 'pt_id']).execute()).map((r) => ({
    nama: String(r.nama),
    pt: Number(r.pt_id),
  }));
  const at = (id: number, nama: string) => rows.filter((r) => r.nama === nama && r.pt === id).length;
  const count = (nama: string) => rows.filter((r) => r.nama === nama).length;
  const names = (id: number) => rows.filter((r) => r.pt === id).map((r) => r.nama);
  return {
    ugmOnly: names(pt.ugm.id).find((n) => count(n) === 1)!,
    uiOnly: names(pt.ui.id).find((n) => count(n) === 1)!,
    shared: names(pt.ugm.id).find((n) => at(pt.ugm.id, n) === 1 && count(n) > 1)!,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config, { photos: false });
  for (const key of ['ugm', 'ui'] as const) {
    const operator = DEMO_OPERATORS.find((o) => o.singkatan.toLowerCase() === key)!;
    const row = await t.db
      .selectFrom('perguruan_tinggi')
      .select(['id', 'nama'])
      .where('kode_pt', '=', operator.kode_pt)
      .executeTakeFirstOrThrow();
    pt[key] = { id: Number(row.id), nama: String(row.nama) };
    token[key] = await t.loginAs(operator.email, DEMO_STUDENT.password);
  }
}, 120_000);
afterAll(async () => t?.close());

describe("an operator's import stays in their university", () => {
  it("the template's example row names their university's records, and imports as it is", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/import/template.csv`,
      headers: t.auth(token.ui),
    });
    expect(res.statusCode).toBe(200);
    const [, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    const acara = await t.db.selectFrom('acara').select(['nama', 'pt_id']).execute();
    const named = acara.filter((a) => example.includes(String(a.nama)));
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((a) => Number(a.pt_id) === pt.ui.id)).toBe(true);
    expect(example).toContain(DEMO_OPERATORS[1].kode_pt);
    expect(example).not.toContain(DEMO_OPERATORS[0].kode_pt);
    const preview = await upload(token.ui, res.body.replace(/^\uFEFF/, ''), 'preview');
    expect(preview.json().data.rows[0].errors).toEqual({});
  });

  it('a row without a university column is of their university', async () => {
    const { ugmOnly, shared } = await programs();
    const csv = [
      'NIM,Nama,Program Studi',
      `2026990001,Tanpa Kolom Kampus,${ugmOnly}`,
      `2026990002,Prodi Kembar Kampus,${shared}`,
    ].join('\n');
    const preview = await upload(token.ugm, csv, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows as { values: Record<string, unknown>; errors: object }[];
    expect(rows.map((r) => r.errors)).toEqual([{}, {}]);
    expect(rows.map((r) => r.values.pt_id)).toEqual([pt.ugm.id, pt.ugm.id]);
    const commit = await upload(token.ugm, csv, 'commit');
    expect(commit.statusCode, commit.body).toBe(200);
    const stored = await t.db
      .selectFrom('mahasiswa as m')
      .innerJoin('program_studi as p', 'p.id', 'm.prodi_id')
      .select(['m.nim', 'm.pt_id', 'p.pt_id as prodi_pt'])
      .where('m.nim', 'in', ['2026990001', '2026990002'])
      .orderBy('m.nim')
      .execute();
    expect(stored.map((r) => [r.nim, Number(r.pt_id), Number(r.prodi_pt)])).toEqual([
      ['2026990001', pt.ugm.id, pt.ugm.id],
      ['2026990002', pt.ugm.id, pt.ugm.id],
    ]);
  });

  it("another university's program or code is unknown, named in no message, and nothing is written", async () => {
    const { uiOnly } = await programs();
    const csv = [
      'NIM,Nama,Perguruan Tinggi,Program Studi',
      `2026990011,Prodi Kampus Lain,,${uiOnly}`,
      `2026990012,Kode Kampus Lain,${DEMO_OPERATORS[1].kode_pt},`,
    ].join('\n');
    const preview = await upload(token.ugm, csv, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows as { errors: Record<string, string[]> }[];
    expect(Object.keys(rows[0].errors)).toEqual(['prodi_id']);
    expect(Object.keys(rows[1].errors)).toEqual(['pt_id']);
    expect(preview.body).not.toContain(pt.ui.nama);
    // The same answer as for a code no university has: ids cannot be probed.
    const unknown = await upload(token.ugm, csv.replace(DEMO_OPERATORS[1].kode_pt, '999999'), 'preview');
    expect(unknown.json().data.rows[1].errors.pt_id).toEqual([
      rows[1].errors.pt_id[0].replace(DEMO_OPERATORS[1].kode_pt, '999999'),
    ]);
    const commit = await upload(token.ugm, csv, 'commit');
    expect(commit.json().data?.imported ?? 0).toBe(0);
    const written = await t.db
      .selectFrom('mahasiswa')
      .select('nim')
      .where('nim', 'in', ['2026990011', '2026990012'])
      .execute();
    expect(written).toEqual([]);
  });
});
