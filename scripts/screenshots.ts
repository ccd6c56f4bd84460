/**
 * Screenshots of the main screens for the README (light, dark, Arabic, phone), taken from the same
 * set-up as the browser tests: the real server on the demo data, the built app, Debian's Chromium.
 *
 *   npm run screenshots                       # builds, then writes docs/screenshots/*.png
 *   node --import tsx scripts/screenshots.ts --out /tmp/shots   # another folder (DIST_DIR: another build)
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_STUDENT } from '../server/db/seed-demo';
import { signIn, startE2e, type E2eServer } from '../tests/e2e/helpers';
import { ceremonyScene, GRADUATE, scanPass, showConfirmCard } from './screenshots-ceremony';
import { scanStagePass, showReader, showStagePhotos } from './screenshots-stage';

interface Shot {
  name: string;
  /** Who is signed in (none: a public page; graduate: the ceremony scene's, ./screenshots-ceremony.ts). */
  as: 'admin' | 'student' | 'graduate' | 'none';
  path: string;
  mode?: 'light' | 'dark';
  language?: string;
  phone?: boolean;
  /** Another window than the desktop's or the phone's. */
  viewport?: { width: number; height: number };
  /** The page holds a live stream open (the stage screens): the network is never quiet. */
  live?: boolean;
  /** What to do on the page once it has loaded, before the picture. */
  then?: (page: Page, e2e: E2eServer) => Promise<void>;
}

/** A tablet on its side at the lectern; a desktop window tall enough for the review queue. */
const TABLET = { width: 1180, height: 820 };
const TALL = { width: 1600, height: 1530 };

export const SHOTS: readonly Shot[] = [
  { name: 'login', as: 'none', path: '/auth/login' },
  { name: 'dashboard', as: 'admin', path: '/dashboard' },
  { name: 'dashboard-dark', as: 'admin', path: '/dashboard', mode: 'dark' },
  { name: 'mahasiswa', as: 'admin', path: '/master/mahasiswa' },
  { name: 'mahasiswa-arabic', as: 'admin', path: '/master/mahasiswa', language: 'ar' },
  { name: 'acara-dark', as: 'admin', path: '/menu/acara', mode: 'dark' },
  { name: 'galeri', as: 'admin', path: '/menu/galeri/list' },
  { name: 'student-dashboard-phone', as: 'student', path: '/dashboard', language: 'id', phone: true },
  {
    name: 'student-galeri-phone',
    as: 'student',
    path: '/menu/mahasiswa/galeri',
    language: 'id',
    phone: true,
  },
  { name: 'profile-phone-dark', as: 'student', path: '/setting/users/profile', mode: 'dark', phone: true },
  {
    name: 'ceremony-confirm-phone',
    as: 'graduate',
    path: '/dashboard',
    language: 'id',
    phone: true,
    then: showConfirmCard,
  },
  { name: 'checkin-scanner-phone', as: 'admin', path: '/menu/pemindai', phone: true, then: scanPass },
  {
    name: 'stage-scanner-phone',
    as: 'admin',
    path: '/menu/pemindai-panggung',
    phone: true,
    live: true,
    then: scanStagePass,
  },
  {
    name: 'stage-reader',
    as: 'admin',
    path: '/menu/pembaca-nama',
    viewport: TABLET,
    live: true,
    then: showReader,
  },
  { name: 'stage-photos', as: 'admin', path: '/menu/foto-panggung', viewport: TALL, then: showStagePhotos },
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Waits until the page has stopped loading: no request in flight (but a live stream's), no spinner or
 * skeleton left.
 */
async function settled(page: Page, live = false): Promise<void> {
  await page.waitForLoadState(live ? 'load' : 'networkidle');
  await page
    .waitForFunction(
      () => !document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined); // a screen that keeps a progress bar on purpose is shot as it is
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

async function take(e2e: E2eServer, shot: Shot, outDir: string): Promise<string> {
  const page = await e2e.newPage({
    viewport: shot.viewport ?? (shot.phone ? PHONE : DESKTOP),
    locale: 'en-US',
  });
  await page.goto('/auth/login');
  await page.evaluate(() => localStorage.setItem('currentLanguage', 'en'));
  await page.reload();
  if (shot.as === 'admin') await signIn(page, e2e.admin.email, e2e.admin.password);
  if (shot.as === 'student') await signIn(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
  if (shot.as === 'graduate') await signIn(page, GRADUATE.email, GRADUATE.password);
  await page.evaluate(
    ({ mode, language }) => {
      const layout = JSON.parse(localStorage.getItem('wisuda.layout') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('wisuda.layout', JSON.stringify({ ...layout, mode }));
      localStorage.setItem('RaStore.theme', JSON.stringify(mode));
      localStorage.setItem('currentLanguage', language);
    },
    { mode: shot.mode ?? 'light', language: shot.language ?? 'en' },
  );
  await page.goto(shot.path);
  await settled(page, shot.live);
  if (shot.then) {
    await shot.then(page, e2e);
    await settled(page, shot.live);
  }
  const file = path.join(outDir, `${shot.name}.png`);
  await page.screenshot({ path: file });
  await page.context().close();
  return file;
}

async function main(): Promise<void> {
  const outArg = process.argv.indexOf('--out');
  const outDir = path.resolve(outArg > 0 ? process.argv[outArg + 1] : 'docs/screenshots');
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1].split(',')
    : null;
  await fsp.mkdir(outDir, { recursive: true });
  const e2e = await startE2e({ demo: true });
  try {
    if (SHOTS.some((s) => s.as === 'graduate' && (!only || only.includes(s.name)))) await ceremonyScene(e2e);
    for (const shot of SHOTS) {
      if (only && !only.includes(shot.name)) continue;
      console.log(path.relative(process.cwd(), await take(e2e, shot, outDir)));
    }
  } finally {
    await e2e.close();
  }
}

await main();
