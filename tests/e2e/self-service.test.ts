/**
 * Self-service in a real Chromium (issue 12 point 6): the administrator opens Profile from the header
 * menu, changes their name (the header follows) and signs out their other sessions (another
 * session's token stops working).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

it('the administrator opens Profile from the header, changes the name and signs out everywhere else', async () => {
  // Another device of the same administrator.
  const other = await fetch(`${e2e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Other Device/1.0' },
    body: JSON.stringify({ login: e2e.admin.email, password: e2e.admin.password }),
  });
  expect(other.status).toBe(200);
  const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
  const me = (token: string) =>
    fetch(`${e2e.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await me(otherToken)).status).toBe(200);

  const page = await signedInPage(e2e);
  await page
    .getByRole('button', { name: /Administrator/ })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/setting/users/profile');

  const nameSection = page.locator('section', { has: page.getByRole('heading', { name: 'Name' }) });
  const name = nameSection.getByRole('textbox', { name: /Your name/ });
  await name.fill('Ada Administrator');
  await nameSection.getByRole('button', { name: 'Save' }).click();
  // The header's button (its name is the user's name and role) follows.
  await page
    .getByRole('button', { name: /Ada Administrator/ })
    .first()
    .waitFor();

  const sessions = page.getByTestId('sessions-list');
  await sessions.getByText('This device').waitFor();
  await sessions.getByText('Other Device/1.0').waitFor();
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByText('No other device is signed in.').waitFor();
  expect((await me(otherToken)).status).toBe(401);

  // This session lives on, with the new name.
  await page.reload();
  await page
    .getByRole('button', { name: /Ada Administrator/ })
    .first()
    .waitFor();
  expect(e2e.errorsOf(page)).toEqual([]);
}, 120_000);

/** Waits until the image inside `selector` has loaded real pixels. */
async function loaded(page: import('playwright-core').Page, selector: string): Promise<string> {
  const img = page.locator(selector).first();
  await img.waitFor();
  await page.waitForFunction(
    (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    await img.elementHandle(),
  );
  return (await img.getAttribute('src')) ?? '';
}

it('uploads a cropped profile photo and the app logo: the header and the sidebar show them from /api/images', async () => {
  const sharp = (await import('sharp')).default;
  const png = await sharp({
    create: { width: 800, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const page = await signedInPage(e2e);

  await page.goto('/setting/users/profile');
  await page
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const crop = page.getByRole('dialog', { name: 'Crop the image' });
  await crop.getByTestId('image-cropper').locator('img').waitFor();
  await crop.getByRole('button', { name: 'Use this image' }).click();
  await crop.waitFor({ state: 'hidden' });
  // After a reload the header reads the stored key and fetches it with the session cookie.
  await page.reload();
  const avatar = await loaded(page, 'header [data-testid="user-avatar"] img');
  expect(avatar).toMatch(/^\/api\/images\/profile\//);

  await page.goto('/setting/apps');
  await page
    .getByTestId('image-file-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const logoCrop = page.getByRole('dialog', { name: 'Crop the image' });
  await logoCrop.getByTestId('image-cropper').locator('img').waitFor();
  await logoCrop.getByRole('button', { name: 'Use this image' }).click();
  await loaded(page, '[data-testid="image-input-logo"] img');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.reload();
  const logo = await loaded(page, 'a img[src^="/api/images/images/"]');
  // The logo is public: the sign-in page shows it too.
  const anonymous = await fetch(`${e2e.baseUrl}${logo}`);
  expect(anonymous.status).toBe(200);
  expect(e2e.errorsOf(page)).toEqual([]);
}, 120_000);

it('changes the e-mail address through the link mailed to the new one, then signs in with it', async () => {
  const page = await signedInPage(e2e);
  await page.goto('/setting/users/profile');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'E-mail address' }) });
  await section.getByLabel(/New e-mail address/).fill('ada.baru@e2e.test');
  await section.getByLabel(/Current password/).fill(e2e.admin.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await section
    .getByText(/ada\.baru@e2e\.test/)
    .last()
    .waitFor();

  const [mail] = await e2e.readOutbox('ada.baru@e2e.test');
  const link = mail.links.find((l) => l.includes('/auth/confirm-email/'))!;
  expect(link).toBeTruthy();
  await page.goto(new URL(link).pathname);
  await page.getByText('Your e-mail address is now ada.baru@e2e.test.').waitFor();
  // The old address was told.
  expect((await e2e.readOutbox(e2e.admin.email)).some((m) => m.text.includes('ada.baru@e2e.test'))).toBe(
    true,
  );

  await signedInPage(e2e, { as: { login: 'ada.baru@e2e.test', password: e2e.admin.password } });
  expect(e2e.errorsOf(page)).toEqual([]);
}, 120_000);
