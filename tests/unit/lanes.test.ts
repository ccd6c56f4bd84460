/**
 * Lanes (server/lanes.ts) on a real Fastify server: the requests of a route in a lane take turns,
 * routes of no lane never wait behind them, a full queue or a long wait answers 503 with Retry-After,
 * and a client that goes away leaves the queue. The turns themselves: server/turns.ts.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLanes } from '../../server/lanes';
import { Lane } from '../../server/turns';
import type { Db } from '../../server/db';

const gates: (() => void)[] = [];
const started: string[] = [];

async function server(maxQueue: number, maxWaitMs = 10_000): Promise<FastifyInstance> {
  const app = Fastify();
  // No database of ours: one connection, so the lane runs one request at a time.
  app.decorate('db', {} as Db);
  app.decorate('metrics', { gauge: () => undefined } as unknown as FastifyInstance['metrics']);
  installLanes(app, { browse: { connectionShare: 0.2, maxQueue, maxWaitMs } });
  app.get('/slow/:n', { config: { lane: 'browse' } }, async (request) => {
    const { n } = request.params as { n: string };
    started.push(n);
    await new Promise<void>((resolve) => gates.push(resolve));
    return { n };
  });
  app.get('/door', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const base = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  gates.splice(0).forEach((open) => open());
  started.length = 0;
  await app?.close();
  app = undefined;
});

describe('a lane of requests', () => {
  it('runs them one after the other in arrival order, while a route of no lane answers at once', async () => {
    app = await server(10);
    const answers = ['1', '2', '3'].map((n) => fetch(`${base(app!)}/slow/${n}`));
    await until(() => started.length === 1);
    const door = await fetch(`${base(app)}/door`);
    expect(door.status).toBe(200);
    expect(started).toEqual(['1']);
    gates.shift()!();
    await until(() => started.length === 2);
    expect(started).toEqual(['1', '2']);
    gates.shift()!();
    await until(() => started.length === 3);
    gates.shift()!();
    expect(await Promise.all(answers.map(async (a) => (await a).status))).toEqual([200, 200, 200]);
  });

  it('turns one away with 503, Retry-After and a message when the queue is full', async () => {
    app = await server(1);
    const running = fetch(`${base(app)}/slow/a`);
    await until(() => started.length === 1);
    const waiting = fetch(`${base(app)}/slow/b`);
    await new Promise((r) => setTimeout(r, 20));
    const refused = await fetch(`${base(app)}/slow/c`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(((await refused.json()) as { message: string }).message).toMatch(/busy/i);
    gates.shift()!();
    await until(() => started.length === 2);
    gates.shift()!();
    expect([(await running).status, (await waiting).status]).toEqual([200, 200]);
    expect(started).toEqual(['a', 'b']);
  });

  it('turns away one that waited too long, and forgets one whose client went away', async () => {
    app = await server(10, 100);
    const running = fetch(`${base(app)}/slow/a`);
    await until(() => started.length === 1);
    const gone = new AbortController();
    const left = fetch(`${base(app)}/slow/left`, { signal: gone.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 20));
    gone.abort();
    const late = await fetch(`${base(app)}/slow/late`);
    expect(late.status).toBe(503);
    gates.shift()!();
    expect((await running).status).toBe(200);
    await left;
    const next = fetch(`${base(app)}/slow/next`);
    await until(() => started.length === 2);
    gates.shift()!();
    expect((await next).status).toBe(200);
    // The request whose client went away never ran.
    expect(started).toEqual(['a', 'next']);
  });
});

describe('turns', () => {
  it('pass straight to the next in line, count what runs and waits, and release once', async () => {
    const lane = new Lane({ concurrency: 2, maxQueue: 5 }, () => new Error('full'));
    const one = await lane.enter();
    const two = await lane.enter();
    const third = lane.enter();
    expect([lane.active, lane.queued]).toEqual([2, 1]);
    one();
    one();
    const three = await third;
    expect([lane.active, lane.queued]).toEqual([2, 0]);
    two();
    three();
    expect(lane.active).toBe(0);
  });

  it('waits as long as it takes without maxWaitMs, and refuses past maxQueue', async () => {
    vi.useFakeTimers();
    try {
      const lane = new Lane({ concurrency: 1, maxQueue: 1 }, () => new Error('full'));
      const held = await lane.enter();
      const waiting = lane.run(async () => 'done');
      await expect(lane.enter()).rejects.toThrow('full');
      await vi.advanceTimersByTimeAsync(3_600_000);
      held();
      expect(await waiting).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
