/**
 * A university operator's day in Chromium, on the demo data set (whose operators are bound to one
 * university each): operator.ugm signs in, imports students from a file that has no university
 * column (theirs is the only one) and sees a row naming another university's study program refused,
 * makes a gallery group for one of their ceremonies, uploads two photos into it and tags one of the
 * imported students; in every list, picker and count they see Universitas Gadjah Mada only, and a
 * link to another university's record is as if it did not exist. The company's administrator then
 * narrows the ceremonies and the dashboard to one university with the header's switcher.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPhoto } from '../../server/db/seed-demo-photos';
import { DEMO_OPERATORS, DEMO_STUDENT, seedDemo } from '../../server/db/seed-demo';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let page: Page;

const OPERATOR = { login: DEMO_OPERATORS[0].email, password: DEMO_STUDENT.password };
const IMPORTED = [
  { nim: '2026880001', nama: 'Galih Operator Impor' },
  { nim: '2026880002', nama: 'Ratna Operator Impor' },
];
const REFUSED = { nim: '2026880003', nama: 'Salah Kampus Impor' };
const GROUP = 'Prosesi Hari Operator';
const OTHER_GROUP = 'Prosesi Balairung UI';

/** What the test reads from the demo data: the two universities and the records it names. */
const demo = {
  ugm: { id: 0, nama: '', acara: [] as string[], prodi: '', mahasiswa: 0 },
  ui: { id: 0, nama: '', acara: [] as string[], acaraId: 0, prodi: '', mahasiswaId: 0, mahasiswa: '' },
};

beforeAll(async () => {
  e2e = await startE2e();
  await seedDemo(e2e.db, e2e.config, { photos: false });
  const db = e2e.db;
  for (const key of ['ugm', 'ui'] as const) {
    const kode = DEMO_OPERATORS.find((o) => o.singkatan.toLowerCase() === key)!.kode_pt;
    const pt = await db
      .selectFrom('perguruan_tinggi')
      .select(['id', 'nama'])
      .where('kode_pt', '=', kode)
      .executeTakeFirstOrThrow();
    demo[key].id = Number(pt.id);
    demo[key].nama = String(pt.nama);
    const acara = await db
      .selectFrom('acara')
      .select(['id', 'nama'])
      .where('pt_id', '=', pt.id)
      .orderBy('id')
      .execute();
    demo[key].acara = acara.map((a) => String(a.nama));
    // A study program whose name no other program has: naming it names this one.
    const prodi = await db
      .selectFrom('program_studi as p')
      .select('p.nama')
      .where('p.pt_id', '=', pt.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('program_studi as o')
              .select('o.id')
              .whereRef('o.nama', '=', 'p.nama')
              .whereRef('o.id', '<>', 'p.id'),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    demo[key].prodi = String(prodi.nama);
  }
  demo.ugm.mahasiswa = Number(
    (
      await db
        .selectFrom('mahasiswa')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('pt_id', '=', demo.ugm.id)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const uiAcara = await db
    .selectFrom('acara')
    .select('id')
    .where('pt_id', '=', demo.ui.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  demo.ui.acaraId = Number(uiAcara.id);
  // A student of UI whose surname UGM's students share (a search finds some of UGM's) and whose full
  // name none of them has.
  const uiStudent = await db
    .selectFrom('mahasiswa as m')
    .select(['m.id', 'm.nama'])
    .where('m.pt_id', '=', demo.ui.id)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('mahasiswa as o')
            .select('o.id')
            .whereRef('o.nama', '=', 'm.nama')
            .where('o.pt_id', '=', demo.ugm.id),
        ),
      ),
    )
    .orderBy('m.id')
    .execute();
  const ugmNames = (
    await db.selectFrom('mahasiswa').select('nama').where('pt_id', '=', demo.ugm.id).execute()
  ).map((r) => String(r.nama));
  const surname = (nama: string) => nama.split(' ').at(-1)!;
  const shared = uiStudent.find((s) => ugmNames.some((n) => surname(n) === surname(String(s.nama))))!;
  demo.ui.mahasiswaId = Number(shared.id);
  demo.ui.mahasiswa = String(shared.nama);
  // The other university's gallery group, made by the company: it must show in no picker of UGM's.
  await db
    .insertInto('file_group')
    .values({
      acara_id: uiAcara.id,
      nama: OTHER_GROUP,
      tipe: 'prosesi',
      is_published: false,
      allow_download: true,
    })
    .execute();

  page = await signedInPage(e2e, { as: OPERATOR, to: '/dashboard' });
  page.setDefaultTimeout(20_000);
  // The demo data set takes a while to load on a busy machine.
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

const stat = (p: Page, label: string) => p.getByTestId(`stat-${label}`);
/** The names a combobox offers, once its list is open (it is closed again with Escape). */
async function optionsOf(p: Page, combobox: string): Promise<string[]> {
  await p.getByRole('combobox', { name: combobox }).click();
  const options = p.getByRole('option');
  await options.first().waitFor();
  const names = (await options.allTextContents()).map((t) => t.trim());
  await p.keyboard.press('Escape');
  await options.first().waitFor({ state: 'detached' });
  return names;
}

async function listRows(): Promise<string> {
  await page.locator('tbody tr').first().waitFor();
  return (await page.locator('tbody').textContent()) ?? '';
}

describe("a university operator's day", () => {
  it('the dashboard counts their university only, with no switcher', async () => {
    await expect.poll(() => stat(page, 'Universities').textContent()).toBe('1');
    await expect.poll(() => stat(page, 'Students').textContent()).toBe(String(demo.ugm.mahasiswa));
    await expect.poll(() => stat(page, 'Events').textContent()).toBe(String(demo.ugm.acara.length));
    await page.getByText(demo.ugm.nama).first().waitFor();
    expect(await page.getByText(demo.ui.nama).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^University:/ }).count()).toBe(0);
  });

  it("imports students without a university column; a row naming another university's program is refused", async () => {
    const csv = [
      'NIM,Nama,Program Studi,Acara',
      `${IMPORTED[0].nim},${IMPORTED[0].nama},${demo.ugm.prodi},${demo.ugm.acara[1]}`,
      `${IMPORTED[1].nim},${IMPORTED[1].nama},${demo.ugm.prodi},${demo.ugm.acara[1]}`,
      `${REFUSED.nim},${REFUSED.nama},${demo.ui.prodi},${demo.ugm.acara[1]}`,
    ].join('\n');
    await page.goto('/master/mahasiswa');
    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'mahasiswa-ugm.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
    await expect
      .poll(() => page.getByTestId('import-summary').textContent())
      .toContain('valid: 2 · with errors: 1');
    await page
      .getByTestId('import-row-4')
      .getByText(/Study program/)
      .first()
      .waitFor();
    // The preview wrote nothing.
    const nims = async () =>
      (
        await e2e.db
          .selectFrom('mahasiswa')
          .select(['nim', 'pt_id'])
          .where('nim', 'like', '202688000%')
          .orderBy('nim')
          .execute()
      ).map((r) => `${r.nim}@${r.pt_id}`);
    expect(await nims()).toEqual([]);

    await page.getByRole('button', { name: 'Import only the 2 valid rows' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('2 students imported').waitFor();
    expect(await nims()).toEqual(IMPORTED.map((s) => `${s.nim}@${demo.ugm.id}`));

    // In the list, with their university, found by search.
    await page.getByPlaceholder('Search', { exact: true }).fill('Operator Impor');
    await page.getByRole('cell', { name: IMPORTED[0].nama, exact: true }).waitFor();
    await page.getByRole('cell', { name: IMPORTED[1].nama, exact: true }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('cell', { name: REFUSED.nama }).count()).toBe(0);
  });

  it("sees no other university's student, in the list, by search or by a direct link", async () => {
    await page.goto('/master/mahasiswa');
    expect(await listRows()).not.toContain(demo.ui.nama);
    // A surname both universities' students have: the search finds UGM's, never the UI student.
    const surname = demo.ui.mahasiswa.split(' ').at(-1)!;
    await page.getByPlaceholder('Search', { exact: true }).fill(surname);
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(surname));
    await expect.poll(async () => (await listRows()).includes(surname)).toBe(true);
    const shown = await listRows();
    expect(shown).not.toContain(demo.ui.mahasiswa);
    expect(shown).not.toContain(demo.ui.nama);

    // As an id that does not exist: back to the list, told so, nothing of the record shown.
    await page.goto(`/master/mahasiswa/edit/${demo.ui.mahasiswaId}`);
    await page.getByText('Element does not exist').waitFor();
    await page.waitForURL((url) => url.pathname === '/master/mahasiswa');
    expect(await page.getByText(demo.ui.mahasiswa).count()).toBe(0);
  });

  it("lists their ceremonies only; a link to another university's ceremony finds nothing", async () => {
    await page.goto('/menu/acara');
    await page.getByRole('cell', { name: demo.ugm.acara[0], exact: true }).waitFor();
    await page.getByRole('cell', { name: demo.ugm.acara[1], exact: true }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(demo.ugm.acara.length);
    expect(await listRows()).not.toContain(demo.ui.nama);

    await page.goto(`/menu/acara/edit/${demo.ui.acaraId}`);
    await page.getByText('Element does not exist').waitFor();
    await page.waitForURL((url) => url.pathname === '/menu/acara');
    expect(await listRows()).not.toContain(demo.ui.acara[0]);
  });

  it('makes a gallery group for one of their ceremonies: the picker offers theirs only', async () => {
    await page.goto('/menu/galeri/group/add');
    expect((await optionsOf(page, 'Event')).sort()).toEqual([...demo.ugm.acara].sort());
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: demo.ugm.acara[1], exact: true }).click();
    await page.getByLabel(/^Name/).fill(GROUP);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/menu/galeri/group');
    await page.getByRole('cell', { name: GROUP, exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: OTHER_GROUP }).count()).toBe(0);
  });

  it('uploads two photos into it and tags an imported student on one', async () => {
    await page.goto('/menu/galeri/list');
    const groups = await optionsOf(page, 'Gallery group');
    expect(groups).toContain(GROUP);
    expect(groups).not.toContain(OTHER_GROUP);
    const acaras = await optionsOf(page, 'Event');
    for (const name of demo.ui.acara) expect(acaras).not.toContain(name);
    await page.getByRole('combobox', { name: 'Gallery group' }).click();
    await page.getByRole('option', { name: GROUP, exact: true }).click();

    const files = await Promise.all(
      [1, 2].map(async (i) => ({
        name: `hari-operator-${i}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await demoPhoto(i, `Operator ${i}`),
      })),
    );
    await page.locator('input[type="file"]').setInputFiles(files);
    await page.getByText('2 of 2 uploaded, 0 failed').waitFor({ timeout: 60_000 });
    await page.getByRole('checkbox', { name: 'Select hari-operator-1.jpg' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select hari-operator-2.jpg' }).waitFor();

    await page.getByRole('checkbox', { name: 'Select hari-operator-1.jpg' }).check();
    await page.getByRole('button', { name: 'Tag students' }).click();
    const dialog = page.getByRole('dialog');
    const search = dialog.getByRole('combobox', { name: 'Students (name or NIM)' });
    // Another university's student is not found.
    await search.fill(demo.ui.mahasiswa);
    await page.getByText('No student found').waitFor();
    await search.fill(IMPORTED[0].nim);
    await page.getByRole('option', { name: `${IMPORTED[0].nama} (${IMPORTED[0].nim})` }).click();
    await dialog.getByRole('button', { name: 'Tag', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const tags = await e2e.db
      .selectFrom('file_mahasiswa as fm')
      .innerJoin('file', 'file.id', 'fm.file_id')
      .innerJoin('mahasiswa as m', 'm.id', 'fm.mahasiswa_id')
      .select(['file.original_name', 'm.nim'])
      .execute();
    expect(tags).toEqual([{ original_name: 'hari-operator-1.jpg', nim: IMPORTED[0].nim }]);
  });

  it('the dashboard counts what they added, still of their university only', async () => {
    await page.goto('/dashboard');
    await expect
      .poll(() => stat(page, 'Students').textContent())
      .toBe(String(demo.ugm.mahasiswa + IMPORTED.length));
    await expect.poll(() => stat(page, 'Photos').textContent()).toBe('2');
    expect(await stat(page, 'Universities').textContent()).toBe('1');
    expect(await page.getByText(demo.ui.nama).count()).toBe(0);
    expect(e2e.errorsOf(page).filter((e) => !/404/.test(e))).toEqual([]);
  });
});

it("the company's administrator narrows the ceremonies and the dashboard to one university", async () => {
  const admin = await signedInPage(e2e, { to: '/menu/acara' });
  admin.setDefaultTimeout(20_000);
  await admin.getByRole('cell', { name: demo.ui.acara[0], exact: true }).waitFor();
  await admin.getByRole('cell', { name: demo.ugm.acara[0], exact: true }).waitFor();
  await admin.getByRole('button', { name: 'University: All universities' }).click();
  await admin.getByRole('menuitem', { name: new RegExp(demo.ugm.nama) }).click();
  await admin.waitForURL((url) => url.searchParams.get('pt') === String(demo.ugm.id));
  await admin.getByRole('cell', { name: demo.ui.acara[0], exact: true }).waitFor({ state: 'detached' });
  await expect.poll(() => admin.locator('tbody tr').count()).toBe(demo.ugm.acara.length);

  // The dashboard follows the same choice.
  await admin.goto(`/dashboard?pt=${demo.ugm.id}`);
  await admin.getByRole('button', { name: /^University: UGM/ }).waitFor();
  await expect.poll(() => stat(admin, 'Universities').textContent()).toBe('1');
  await expect
    .poll(() => stat(admin, 'Students').textContent())
    .toBe(String(demo.ugm.mahasiswa + IMPORTED.length));
  expect(e2e.errorsOf(admin)).toEqual([]);
  await admin.close();
});
