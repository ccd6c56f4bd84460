/**
 * The plugins' demo data (server/extend/plugin-demo.ts): seedDemo runs the demos of the plugins'
 * server parts in the order wisuda.config.ts lists the plugins, each with the core's context; a
 * plugin without one is passed over.
 */
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../domain/config';
import { resolveInstallation, type AnyPlugin } from '../../domain/config/plugin';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import type { Db } from '../../server/db';
import { seedPluginDemos } from '../../server/db/demo/plugins';
import type { PluginDemoContext } from '../../server/extend/plugin-demo';
import { definePluginServer } from '../../server/extend/plugins';

const toga = definePlugin({ name: 'toga', server: true });
const sponsor = definePlugin({ name: 'sponsor', server: true });
const plain = definePlugin({ name: 'plain', server: true });
/** The plugins as wisuda.config.ts lists them, in this order. */
const listed = (...plugins: AnyPlugin[]) => resolveInstallation(BUILTIN_RESOURCES, { plugins }).plugins;
const trx = {} as Db;
const context: PluginDemoContext = {
  universities: new Map([['001001', 1]]),
  acara: [{ id: 7, ptId: 1, kodePt: '001001', tanggal: '2026-12-16', status: 'published' }],
  student: { email: 'mahasiswa@wisuda.local', userId: 3, mahasiswaId: 4 },
  operators: [],
  account: () => Promise.reject(new Error('no accounts in this test')),
};

describe('plugin demos', () => {
  it('run in the order wisuda.config.ts lists the plugins, in the demo’s transaction, with its context', async () => {
    const ran: { plugin: string; trx: Db; acara: number }[] = [];
    const demoOf = (plugin: string) => async (db: Db, demo: PluginDemoContext) => {
      ran.push({ plugin, trx: db, acara: demo.acara[0].id });
    };
    const parts = [
      definePluginServer(toga, { demo: demoOf('toga') }),
      definePluginServer(plain, { migrations: '/srv/plain' }),
      definePluginServer(sponsor, { demo: demoOf('sponsor') }),
    ];
    const names = await seedPluginDemos(trx, context, { plugins: parts }, listed(sponsor, plain, toga));
    expect(names).toEqual(['sponsor', 'toga']);
    expect(ran).toEqual([
      { plugin: 'sponsor', trx, acara: 7 },
      { plugin: 'toga', trx, acara: 7 },
    ]);
  });

  it('pass over a plugin without one, and an installation without plugins', async () => {
    const part = definePluginServer(plain, {});
    expect(part).not.toHaveProperty('demo');
    expect(await seedPluginDemos(trx, context, { plugins: [part] }, listed(plain))).toEqual([]);
    expect(await seedPluginDemos(trx, context, {}, [])).toEqual([]);
  });
});
