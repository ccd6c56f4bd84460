/**
 * The folder of an installed package, wherever npm put it (beside Wisuda in this repository, or
 * hoisted to an installation's node_modules when Wisuda is itself a dependency).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export function packageDir(name: string, from: string): string {
  const require = createRequire(path.join(from, 'noop.js'));
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === name
    )
      return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`Cannot find the folder of ${name}`);
    dir = up;
  }
}
