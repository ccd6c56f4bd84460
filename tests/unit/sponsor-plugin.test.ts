/**
 * The sponsor plugin (examples/sponsor-plugin) is the worked example of docs/extending.md packaged
 * for a second installation: an installation listing it gets the same resources, field, role, page
 * and hooks as one writing the documented wisuda.config.ts and wisuda.server.ts, only in more
 * languages. The documented files are read from the page, as the browser test reads them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, labelIn, type Label } from '../../domain/config/label';
import { loadLazyWords } from '../../domain/config/pluginWordsLoad';
import { resolveInstallation, type ConfigWithPlugins } from '../../domain/config/plugin';
import type { ResolvedConfig } from '../../domain/config/resolve';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { HttpError } from '../../server/errors';
import type { LooseHookSet, LooseServerConfig } from '../../server/extend/runtime';
import sponsor from '../../examples/sponsor-plugin';
import sponsorServer from '../../examples/sponsor-plugin/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = path.join(ROOT, 'tests/.tmp', `sponsor-doc-${process.pid}`);

/** The files the page writes: each ```ts block whose first line is `// <path>` (as tests/e2e/extending.test.ts reads them). */
function documentedFiles(doc: string): Map<string, string> {
  return new Map([...doc.matchAll(/^```ts\n\/\/ (\S+)\n([\s\S]*?)^```$/gm)].map((m) => [m[1], m[2]]));
}

let documented: ResolvedConfig;
let documentedHooks: LooseHookSet;
const asPlugin = resolveInstallation(BUILTIN_RESOURCES, { plugins: [sponsor] });
const pluginHooks = sponsorServer.hooks!.sponsor!;

beforeAll(async () => {
  // its words come with their language: every language's, as the server loads them
  await Promise.all(LANGUAGE_CODES.map((code) => loadLazyWords(asPlugin.lazyWords, code)));
  const doc = await fs.readFile(path.join(ROOT, 'docs/extending.md'), 'utf8');
  for (const [file, text] of documentedFiles(doc)) {
    await fs.mkdir(path.dirname(path.join(work, file)), { recursive: true });
    await fs.writeFile(path.join(work, file), text);
  }
  const config = (await import(path.join(work, 'wisuda.config.ts'))) as { default: ConfigWithPlugins };
  const server = (await import(path.join(work, 'wisuda.server.ts'))) as { default: LooseServerConfig };
  documented = resolveInstallation(BUILTIN_RESOURCES, config.default);
  documentedHooks = server.default.hooks!.sponsor!;
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

/** A declaration with its labels read in English and Indonesian, the languages the page gives. */
function inTwoLanguages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inTwoLanguages);
  if (typeof value === 'function') return 'function';
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) =>
      ['label', 'title', 'name'].includes(k) && v !== null && (typeof v === 'object' || typeof v === 'string')
        ? [k, { en: labelIn(v as Label, 'en'), id: labelIn(v as Label, 'id') }]
        : [k, inTwoLanguages(v)],
    ),
  );
}

/**
 * The resources the config adds. Without `title`: a resource's title is its label's Indonesian text
 * when declared, and a plugin whose words come with their language declares its default words only
 * (the screens show the label in the language chosen, which both give alike).
 */
const added = (c: ResolvedConfig) =>
  c.resources.slice(BUILTIN_RESOURCES.length).map(({ title: _title, ...rest }) => rest);

describe('the sponsor plugin and the documented example', () => {
  it('declare the same resource, field on mahasiswa, role and page', () => {
    expect(inTwoLanguages(added(asPlugin))).toEqual(inTwoLanguages(added(documented)));
    const mahasiswa = (c: ResolvedConfig) => c.resources.find((r) => r.name === 'mahasiswa');
    expect(inTwoLanguages(mahasiswa(asPlugin))).toEqual(inTwoLanguages(mahasiswa(documented)));
    expect(inTwoLanguages(asPlugin.roles)).toEqual(inTwoLanguages(documented.roles));
    expect(inTwoLanguages(asPlugin.pages)).toEqual(inTwoLanguages(documented.pages));
  });

  it('trim names and refuse sponsorships above a billion alike', async () => {
    const ctx = { user: null, db: {} as never, source: 'api', store: () => undefined } as never;
    const create = (set: LooseHookSet) =>
      set.beforeCreate!({ ...(ctx as object), data: { nama: '  Bank Nusantara ', acara_id: 1 } } as never);
    expect(await create(pluginHooks)).toEqual(await create(documentedHooks));
    const update = async (set: LooseHookSet, nilai: number) => {
      try {
        await set.beforeUpdate!({ ...(ctx as object), data: { nilai }, before: {}, id: 1 } as never);
        return 'kept';
      } catch (err) {
        return err instanceof HttpError ? `${err.statusCode} ${Object.keys(err.errors ?? {}).join()}` : err;
      }
    };
    expect(await update(pluginHooks, 2_000_000_000)).toBe('422 nilai');
    expect(await update(documentedHooks, 2_000_000_000)).toBe('422 nilai');
    expect(await update(pluginHooks, 5_000_000)).toBe(await update(documentedHooks, 5_000_000));
  });

  it('the plugin speaks the six further languages the page leaves to English', () => {
    const label = added(asPlugin)[0].label;
    expect([labelIn(label, 'fr'), labelIn(label, 'zh-CN')]).toEqual(['Sponsors', '赞助商']);
  });
});
