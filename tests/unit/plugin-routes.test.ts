/**
 * The plugin API's routes and widgets: a plugin server part's `routes` are mounted under
 * /api/plugins/<name> and answer with the server's own rules through the kit (401 signed out, 403
 * without the permission, 404 out of the caller's universities); a widget id two plugins declare, or
 * a widget without a component, stops the start.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../domain/config/resolve';
import { pluginWidgets, type AnyPlugin } from '../../domain/config/plugin';
import type { Caller } from '../../server/context';
import { definePluginServer } from '../../server/extend';
import { registerPluginRoutes } from '../../server/extend/register-plugin-routes';

const probe = { name: 'probe' } as const satisfies AnyPlugin;
const probeServer = definePluginServer(probe, {
  routes: (api, kit) => {
    api.get('/who', async (request) => ({ name: kit.caller(request).name }));
    api.get('/secret', async (request) => ({ ok: !!kit.permit(request, 'probe.view') }));
    api.put('/note', async (request) => {
      await kit.files.put('notes/a.txt', Buffer.from(String(request.body)), 'text/plain');
      const back = await kit.files.get('notes/a.txt');
      return { text: back?.body.toString(), missing: await kit.files.get('notes/none.txt') };
    });
    api.put('/unsafe', async () => kit.files.put('../photos/x', Buffer.from('x'), 'text/plain'));
    api.get('/pt/:id', async (request) => {
      const id = Number((request.params as { id: string }).id);
      if (!kit.reaches(kit.caller(request), id)) throw kit.notFound();
      return { id, scope: kit.ptIds(kit.caller(request)) ?? 'all' };
    });
  },
});

const caller = (permissions: string[], ptIds: number[] | null): Caller => ({
  id: 7,
  name: 'Probe',
  email: 'probe@test.local',
  roles: [],
  permissions: new Set(permissions),
  sessionId: 1,
  ptIds,
});

let storageDir = '';
async function app(who: Caller | null) {
  storageDir ||= await fs.mkdtemp(path.join(os.tmpdir(), 'plugin-files-'));
  const server = Fastify();
  server.decorate('config', { storageDir } as never);
  await server.register(
    async (api) => {
      api.decorateRequest('caller', null);
      api.addHook('onRequest', async (request) => {
        request.caller = who;
      });
      await registerPluginRoutes(api, [probeServer]);
    },
    { prefix: '/api' },
  );
  return server;
}

describe('a plugin’s own routes', () => {
  it('are mounted under /api/plugins/<name> and read the caller', async () => {
    const server = await app(caller([], null));
    const res = await server.inject({ url: '/api/plugins/probe/who' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Probe' });
  });

  it('answer 401 signed out and 403 without the permission, as every route does', async () => {
    expect((await (await app(null)).inject({ url: '/api/plugins/probe/who' })).statusCode).toBe(401);
    expect(
      (await (await app(caller([], null))).inject({ url: '/api/plugins/probe/secret' })).statusCode,
    ).toBe(403);
    const held = await (await app(caller(['probe.view'], null))).inject({ url: '/api/plugins/probe/secret' });
    expect(held.statusCode).toBe(200);
  });

  it('see the universities the caller reaches', async () => {
    const bound = await app(caller([], [3]));
    expect((await bound.inject({ url: '/api/plugins/probe/pt/3' })).json()).toEqual({ id: 3, scope: [3] });
    expect((await bound.inject({ url: '/api/plugins/probe/pt/4' })).statusCode).toBe(404);
    const company = await app(caller([], null));
    expect((await company.inject({ url: '/api/plugins/probe/pt/4' })).json()).toEqual({
      id: 4,
      scope: 'all',
    });
  });
});

describe('a plugin’s files', () => {
  it('are kept under plugins/<name>/ of the storage, with keys of its own only', async () => {
    const server = await app(caller([], null));
    const res = await server.inject({
      method: 'PUT',
      url: '/api/plugins/probe/note',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.json()).toEqual({ text: 'hello', missing: null });
    expect(await fs.readFile(path.join(storageDir, 'plugins/probe/notes/a.txt'), 'utf8')).toBe('hello');
    expect((await server.inject({ method: 'PUT', url: '/api/plugins/probe/unsafe' })).statusCode).toBe(500);
  });
});

describe('a plugin’s dashboard widgets', () => {
  const widget = { id: 'card', place: 'student', component: async () => ({ default: () => null }) } as const;

  it('are listed in the plugins’ order', () => {
    const plugins = [
      { name: 'a', widgets: [widget] },
      { name: 'b', widgets: [{ ...widget, id: 'other' }] },
    ];
    expect(pluginWidgets({ plugins }).map((w) => w.id)).toEqual(['card', 'other']);
  });

  it('stop the start when two share an id or one has no component', () => {
    const twice = () =>
      pluginWidgets({
        plugins: [
          { name: 'a', widgets: [widget] },
          { name: 'b', widgets: [widget] },
        ],
      });
    expect(twice).toThrow(ConfigError);
    expect(twice).toThrow('widgets card: declared by plugin "a" and by plugin "b"');
    const bare = { name: 'c', widgets: [{ id: 'x', place: 'student' }] } as unknown as AnyPlugin;
    expect(() => pluginWidgets({ plugins: [bare] })).toThrow('widgets x of plugin "c"');
  });
});
