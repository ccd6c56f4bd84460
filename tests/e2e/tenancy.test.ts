/**
 * Universities in their own space, in Chromium: an operator bound to one university (as the demo's
 * operators are) signs in and sees only its students, without the switcher; the company's
 * administrator narrows the same list to one university in the header, and the URL keeps it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { hashPassword } from '../../server/auth/password';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
const OPERATOR = { login: 'operator.ugm@e2e.test', password: 'Operator-Ugm-Pass-2026!' };
const pts: Record<'ugm' | 'ui', number> = { ugm: 0, ui: 0 };

beforeAll(async () => {
  e2e = await startE2e();
  for (const [key, kode, nama, singkatan, student] of [
    ['ugm', '001001', 'Universitas Gadjah Mada', 'UGM', 'Sari Dari Bulaksumur'],
    ['ui', '001002', 'Universitas Indonesia', 'UI', 'Budi Dari Depok'],
  ] as const) {
    const pt = await e2e.db
      .insertInto('perguruan_tinggi')
      .values({ kode_pt: kode, nama, singkatan })
      .returning('id')
      .executeTakeFirstOrThrow();
    pts[key] = Number(pt.id);
    await e2e.db
      .insertInto('mahasiswa')
      .values({ pt_id: pts[key], nim: `20260${kode}`, nama: student })
      .execute();
  }
  // An operator account as the demo's: a university's whole job, bound to UGM.
  const user = await e2e.db
    .insertInto('users')
    .values({
      name: 'Operator UGM',
      email: OPERATOR.login,
      password_hash: await hashPassword(OPERATOR.password),
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO role_user (user_id, role_id, position)
    SELECT ${user.id}, id, 0 FROM roles WHERE name = 'Administrator'`.execute(e2e.db);
  await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${user.id}, ${pts.ugm})`.execute(
    e2e.db,
  );
});

afterAll(async () => {
  await e2e?.close();
});

it("a university's operator sees only its students, and no switcher", async () => {
  const page = await signedInPage(e2e, { as: OPERATOR, to: '/master/mahasiswa' });
  await page.getByText('Sari Dari Bulaksumur').waitFor();
  expect(await page.getByText('Budi Dari Depok').count()).toBe(0);
  expect(await page.getByRole('button', { name: /^University:/ }).count()).toBe(0);
  expect(e2e.errorsOf(page)).toEqual([]);
  await page.close();
});

it('the company administrator switches universities; the URL keeps the choice', async () => {
  const page = await signedInPage(e2e, { to: '/master/mahasiswa' });
  await page.getByText('Budi Dari Depok').waitFor();
  await page.getByText('Sari Dari Bulaksumur').waitFor();
  await page.getByRole('button', { name: 'University: All universities' }).click();
  await page.getByRole('menuitem', { name: /Universitas Indonesia/ }).click();
  await page.waitForURL((url) => url.searchParams.get('pt') === String(pts.ui));
  await page.getByText('Sari Dari Bulaksumur').waitFor({ state: 'detached' });
  await page.getByText('Budi Dari Depok').waitFor();
  // A reload keeps the choice: it is in the URL.
  await page.reload();
  await page.getByRole('button', { name: 'University: UI' }).waitFor();
  await page.getByText('Budi Dari Depok').waitFor();
  expect(await page.getByText('Sari Dari Bulaksumur').count()).toBe(0);
  expect(e2e.errorsOf(page)).toEqual([]);
  await page.close();
});
