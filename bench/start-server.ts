/** Starts one of the servers of bench/api-servers.ts in a child process and waits for its port. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** `settings` are environment variables of ours (e.g. {"LIST_CACHE_MS":"0"}); {} = default settings. */
export function startServer(
  kind: 'ours' | 'bare',
  databaseUrl: string,
  settings: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'api-servers.ts'), [kind, databaseUrl, JSON.stringify(settings)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}
