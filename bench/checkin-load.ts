/**
 * The load of bench/checkin.ts, run in a worker thread so that the load generator does not share the
 * server's event loop. Open loop:
 *   scans     RATE a second, the scanners taking turns; each scan is a live sync of one scan
 *             (POST …/checkin/sync, the server verifying the token again), 3% of them a ticket
 *             scanned before; latency counted from the moment the scan was due (a late send counts)
 *   students  each of the students, after a random think time (mean THINK s), opens the gallery
 *             (GET /api/mahasiswa/galeri), then its first page of photos and the next (keyset cursor)
 * Posts back { kinds: { [kind]: { latencies, statuses } }, seconds }.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadPlan {
  base: string;
  acara: number;
  scanners: string[];
  students: string[];
  tokens: string[];
  rate: number;
  seconds: number;
  thinkSeconds: number;
}

/** Seconds of load before the measured run. */
export const WARMUP_SECONDS = 5;

export type KindStats = Record<string, { latencies: number[]; statuses: Record<number, number> }>;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const ENTRANCES = ['Utara', 'Selatan', 'Timur', 'Barat'];

/** One request; resolves with its status and body once the whole answer is read. */
export function send(
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: payload ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const stats: KindStats = {};
let recording = false;
function record(kind: string, since: number, status: number) {
  if (!recording) return;
  const s = (stats[kind] ??= { latencies: [], statuses: {} });
  s.latencies.push(performance.now() - since);
  if (process.env.BENCH_TRACE && performance.now() - since > 1000)
    console.log(`${kind} ${(since / 1000).toFixed(1)} s: ${(performance.now() - since).toFixed(0)} ms`);
  s.statuses[status] = (s.statuses[status] ?? 0) + 1;
}

async function timed(kind: string, since: number, url: string, token: string, body?: unknown) {
  try {
    const res = await send(url, token, body);
    record(kind, since, res.status);
    return res;
  } catch {
    record(kind, since, 0);
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Tickets scanned so far (warm-up included): each scan that is not a rescan takes the next. */
let issued = 0;

async function scans(plan: LoadPlan, end: number) {
  const url = `${plan.base}/api/plugins/ceremony/acara/${plan.acara}/checkin/sync`;
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let n = 0; ; n++) {
    const due = started + (n * 1000) / plan.rate;
    if (due >= end) break;
    await sleep(due - performance.now());
    const again = issued > 10 && Math.random() < 0.03;
    const token = plan.tokens[again ? Math.floor(Math.random() * issued) : issued++ % plan.tokens.length];
    const scanner = n % plan.scanners.length;
    const scan = {
      id: `s${scanner}-${issued}-${n}`,
      token,
      at: new Date().toISOString(),
      pintu: ENTRANCES[scanner % 4],
    };
    pending.push(
      timed('scan (live sync of 1)', due, url, plan.scanners[scanner], {
        device: `hp-${scanner}`,
        scans: [scan],
      }),
    );
  }
  await Promise.all(pending);
}

async function student(plan: LoadPlan, token: string, end: number) {
  const think = () => -Math.log(1 - Math.random()) * plan.thinkSeconds * 1000;
  for (;;) {
    await sleep(Math.min(think(), end - performance.now()));
    if (performance.now() >= end) return;
    await timed('gallery', performance.now(), `${plan.base}/api/mahasiswa/galeri`, token);
    const q = `filter=${encodeURIComponent('{}')}&range=${encodeURIComponent('[0,59]')}`;
    const first = await timed(
      'gallery photos page',
      performance.now(),
      `${plan.base}/api/mahasiswa/galeri/photos?${q}`,
      token,
    );
    const after = first?.headers['x-next-cursor'];
    if (typeof after !== 'string' || performance.now() >= end) continue;
    const next = `filter=${encodeURIComponent('{}')}&range=${encodeURIComponent('[60,119]')}&after=${encodeURIComponent(after)}`;
    await timed(
      'gallery photos page',
      performance.now(),
      `${plan.base}/api/mahasiswa/galeri/photos?${next}`,
      token,
    );
  }
}

if (parentPort) {
  const plan = workerData as LoadPlan;
  // A few seconds of the same load first, not counted: the server's first answers compile its code.
  const warm = performance.now() + WARMUP_SECONDS * 1000;
  await Promise.all([scans(plan, warm), ...plan.students.slice(0, 50).map((s) => student(plan, s, warm))]);
  recording = true;
  const end = performance.now() + plan.seconds * 1000;
  await Promise.all([scans(plan, end), ...plan.students.map((s) => student(plan, s, end))]);
  parentPort.postMessage({ kinds: stats, seconds: plan.seconds });
  agent.destroy();
}
