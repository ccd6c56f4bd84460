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

/**
 * The phones' connections apart from the browsers': 40 phones at the door do not wait for a socket
 * that 2,000 students' browsers hold, as requests of one pool of sockets would. Each keeps the
 * connections it opened, as browsers and phones do (an agent closes all but 256 idle ones by
 * default, so it would connect anew at every burst).
 */
const phones = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });
const browsers = new http.Agent({ keepAlive: true, maxSockets: 2048, maxFreeSockets: 2048 });
const ENTRANCES = ['Utara', 'Selatan', 'Timur', 'Barat'];

/** One request; resolves with its status and body once the whole answer is read. */
export function send(
  url: string,
  token: string,
  body?: unknown,
  agent: http.Agent = phones,
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

async function timed(
  kind: string,
  since: number,
  request: { url: string; token: string; body?: unknown; agent: http.Agent },
) {
  try {
    const res = await send(request.url, request.token, request.body, request.agent);
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
      timed('scan (live sync of 1)', due, {
        url,
        token: plan.scanners[scanner],
        body: { device: `hp-${scanner}`, scans: [scan] },
        agent: phones,
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
    const get = (url: string) => ({ url: `${plan.base}${url}`, token, agent: browsers });
    await timed('gallery', performance.now(), get('/api/mahasiswa/galeri'));
    const q = `filter=${encodeURIComponent('{}')}&range=${encodeURIComponent('[0,59]')}`;
    const first = await timed(
      'gallery photos page',
      performance.now(),
      get(`/api/mahasiswa/galeri/photos?${q}`),
    );
    const after = first?.headers['x-next-cursor'];
    if (typeof after !== 'string' || performance.now() >= end) continue;
    const next = `filter=${encodeURIComponent('{}')}&range=${encodeURIComponent('[60,119]')}&after=${encodeURIComponent(after)}`;
    await timed('gallery photos page', performance.now(), get(`/api/mahasiswa/galeri/photos?${next}`));
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
  phones.destroy();
  browsers.destroy();
}
