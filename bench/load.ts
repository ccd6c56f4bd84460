/**
 * A small closed-loop load generator: `connections` workers, each sending its next request as soon as
 * the previous answer is read, over keep-alive sockets, for `seconds`. Latencies in milliseconds.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export function summarize(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pick = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
  return {
    requests: sorted.length,
    errors,
    seconds,
    rps: sorted.length / seconds,
    p50: pick(0.5),
    p99: pick(0.99),
  };
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: 'GET', headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs closed-loop HTTP load; `warmupSeconds` first, not measured. */
export async function httpLoad(opts: {
  url: string;
  /** Paths (with query) asked in turn instead of `url`'s own, e.g. many different pages. */
  paths?: readonly string[];
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds?: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const url = new URL(opts.url);
  const targets = opts.paths?.map((p) => new URL(p, url)) ?? [url];
  let next = 0;
  const headers = opts.headers ?? {};
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const status = await get(agent, targets[next++ % targets.length], headers);
          if (status !== 200) errors++;
          else if (record) latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: opts.connections }, worker));
    return summarize(latencies, errors, (performance.now() - started) / 1000);
  };
  if (opts.warmupSeconds) await run(opts.warmupSeconds, false);
  const result = await run(opts.seconds, true);
  agent.destroy();
  return result;
}

/** The same closed loop around any async operation (e.g. a query through pg alone). */
export async function fnLoad(
  op: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
  warmupSeconds = 0,
): Promise<LoadResult> {
  const run = async (s: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + s * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await op();
          if (record) latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    return summarize(latencies, errors, (performance.now() - started) / 1000);
  };
  if (warmupSeconds) await run(warmupSeconds, false);
  return run(seconds, true);
}
