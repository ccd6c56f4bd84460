/**
 * Lanes: a route that may come in crowds (2,000 students opening their galleries after a ceremony)
 * declares `config: { lane: 'browse' }`, and at most a share of the database's connections run
 * requests of that lane at once; the others wait their turn in arrival order without holding a
 * database connection or the event loop. Routes of no lane (a scan at the door, a call on stage, an administrator's save) never queue
 * behind a crowd: they keep the connections and the CPU the crowd would otherwise take. A request
 * that waited `maxWaitMs`, or finds `maxQueue` waiting already, gets a 503 with Retry-After (the
 * browser's data layer retries it) instead of an answer that comes too late to be read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../domain/messages';
import { dbConnections } from './db';
import { HttpError } from './errors';
import { Lane, type TurnLimits } from './turns';

export interface LaneLimits extends Omit<TurnLimits, 'concurrency'> {
  /**
   * Requests of the lane running at once, as a share of the database's connections (at least one):
   * PostgreSQL's pool of 20 runs 4, the embedded database, one connection, runs 1 (its queries run
   * one after the other, so more would only make a scan wait behind a queue of gallery queries).
   */
  connectionShare: number;
}

export const LANES = {
  /** Reads many people make at once: the student gallery and dashboard after a ceremony. */
  browse: { connectionShare: 0.2, maxQueue: 2000, maxWaitMs: 10_000 },
} as const satisfies Record<string, LaneLimits>;

export type LaneName = keyof typeof LANES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The lane the route's requests queue in (server/lanes.ts); none: they never queue. */
    lane?: LaneName;
  }
}

/** Seconds a client turned away by a full lane is asked to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

const busy = () =>
  new HttpError(503, msg.http.busy(), undefined, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });

/**
 * Queues the requests of every route with a `lane` in its config. The turn ends when the answer has
 * been sent or the client went away (`close` comes either way), so a lane never loses a turn.
 */
export function installLanes(api: FastifyInstance, limits: Record<LaneName, LaneLimits> = LANES) {
  const connections = dbConnections(api.db);
  const lanes = new Map(
    Object.entries(limits).map(([name, { connectionShare, ...l }]) => [
      name,
      new Lane({ ...l, concurrency: Math.max(1, Math.floor(connections * connectionShare)) }, busy),
    ]),
  );
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const name = request.routeOptions.config.lane;
    const lane = name && lanes.get(name);
    if (!lane) return;
    const closed = new Promise((resolve) => reply.raw.once('close', resolve));
    const release = await lane.enter(closed);
    void closed.then(release);
  });
  api.metrics.gauge({
    name: 'wisuda_lane_requests',
    help: 'Requests of a lane (server/lanes.ts) running and waiting for their turn',
    labelNames: ['lane', 'state'],
    collect: () =>
      [...lanes].flatMap(([lane, l]) => [
        { labels: { lane, state: 'running' }, value: l.active },
        { labels: { lane, state: 'waiting' }, value: l.queued },
      ]),
  });
  return lanes;
}
