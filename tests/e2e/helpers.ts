/**
 * Shared browser-test helper (contract in notes/common.md): the real server (the same pieces
 * `server/main.ts` wires together) serving the real built app from `dist/`, on a random port with a
 * fresh PGlite data folder, plus Chromium through playwright-core (never downloaded: Debian's
 * /usr/bin/chromium). `npm run test:e2e` builds `dist/` first.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db';
import { serveApp } from './serve';
import { TEST_TLS_ENV, TRUST_TEST_CERT } from './tls';

export { freePort } from './serve';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Pass-2026!' } as const;
/** `DIST_DIR` lets parallel work build and test its own copy of the app. */
const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) link in the text body. */
  links: string[];
}

export interface E2eServer {
  baseUrl: string;
  browser: Browser;
  app: FastifyInstance;
  db: Db;
  config: Config;
  admin: { email: string; password: string };
  /** A page in a fresh browser context (own cookies and storage), with baseURL set. */
  newPage(options?: { viewport?: { width: number; height: number }; locale?: string }): Promise<Page>;
  /**
   * Mails the server queued (the outbox table), oldest first, optionally only those to `to`; each with
   * its bodies as delivered (the table keeps a delivered mail without its single-use links).
   */
  readOutbox(to?: string): Promise<OutboxMail[]>;
  /** Uncaught page errors and console errors seen on a page made by newPage (CSP violations included). */
  errorsOf(page: Page): string[];
  close(): Promise<void>;
}

export interface StartOptions {
  /** Load the demo data set (slow; default false). */
  demo?: boolean;
  /** Extra environment for loadConfig (e.g. SESSION_IDLE_MINUTES). */
  env?: Record<string, string>;
  /** Serve HTTPS with HTTP/2 with the test certificate, which the browser then trusts (default false). */
  https?: boolean;
}

/** Fails early with a clear message when the app was not built. */
export function assertBuilt(): void {
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (`npm run test:e2e` does it).');
  }
}

/** Starts the server on a fresh data folder and launches Chromium. Call close() in afterAll. */
export async function startE2e(options: StartOptions = {}): Promise<E2eServer> {
  assertBuilt();
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install -y chromium).`);
  }
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wisuda-e2e-'));
  const served = await serveApp({
    dataDir,
    distDir: DIST_DIR,
    admin: E2E_ADMIN,
    demo: options.demo ?? false,
    logLevel: process.env.E2E_LOG_LEVEL,
    env: options.https ? { ...TEST_TLS_ENV, ...options.env } : options.env,
  });
  const { baseUrl, app, db, config, delivered } = served;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: options.https ? [...CHROMIUM_ARGS, TRUST_TEST_CERT] : CHROMIUM_ARGS,
    headless: true,
  });
  const contexts: BrowserContext[] = [];
  const errors = new WeakMap<Page, string[]>();

  return {
    baseUrl,
    browser,
    app,
    db,
    config,
    admin: { ...E2E_ADMIN },
    async newPage({ viewport, locale } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: viewport ?? { width: 1280, height: 800 },
        locale,
      });
      contexts.push(context);
      const page = await context.newPage();
      const seen: string[] = [];
      errors.set(page, seen);
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console: ${message.text()}`);
      });
      return page;
    },
    async readOutbox(to) {
      let query = db
        .selectFrom('outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'html_body'])
        .orderBy('id');
      if (to) query = query.where('to_address', '=', to.toLowerCase());
      const rows = await query.execute();
      return rows.map((r) => {
        const sent = delivered.get(Number(r.id));
        const text = sent?.text ?? r.text_body;
        return {
          to: r.to_address,
          subject: r.subject,
          text,
          html: sent ? (sent.html ?? null) : r.html_body,
          links: text.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
        };
      });
    },
    errorsOf(page) {
      return errors.get(page) ?? [];
    },
    async close() {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await browser.close().catch(() => undefined);
      await served.close();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real login page and waits until the app left it. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel(/E-mail or NIM/).fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}

/**
 * A fresh page signed in through the login page, as the administrator unless `as` says who; with
 * `to`, the login carries it as its redirect and the page waits until it is there.
 */
export async function signedInPage(
  e2e: E2eServer,
  options: {
    as?: { login: string; password: string };
    to?: string;
    viewport?: { width: number; height: number };
  } = {},
): Promise<Page> {
  const { as = { login: e2e.admin.email, password: e2e.admin.password }, to, viewport } = options;
  const page = await e2e.newPage({ viewport });
  await page.goto(to ? `/auth/login?redirect=${to}` : '/auth/login');
  await signIn(page, as.login, as.password);
  if (to) await page.waitForURL(`**${to}`);
  return page;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let axeSource: string | undefined;

/** Runs axe-core (WCAG 2.x A/AA rules) in the page; answers the serious and critical violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses injected <script> tags.
  axeSource ??= await fsp.readFile(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected as a global script, untyped in the page
    const axe = (window as any).axe;
    // Colours mid-transition (focus, error) would be judged half-way: let CSS transitions end first.
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    });
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  });
}
