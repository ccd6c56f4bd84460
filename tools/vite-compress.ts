/**
 * Vite plugin: after the build writes its files, every compressible file under `assets/` (the
 * hashed, immutable ones) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
 * it, which the server sends as they are (`@fastify/static` preCompressed, server/app.ts): the best
 * compression costs nothing per request. A copy that would not be smaller is not written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|xml|wasm)$/i;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside one file; answers the sizes written (0: not written). */
export async function compressFile(file: string): Promise<{ br: number; gz: number }> {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  const out = { br: 0, gz: 0 };
  if (br.length < data.length) {
    await fs.writeFile(`${file}.br`, br);
    out.br = br.length;
  }
  if (gz.length < data.length) {
    await fs.writeFile(`${file}.gz`, gz);
    out.gz = gz.length;
  }
  return out;
}

/** Compresses every eligible file of `dir` (recursively); answers how many files got copies. */
export async function compressDir(dir: string): Promise<number> {
  let entries: string[];
  try {
    entries = (await fs.readdir(dir, { recursive: true })) as string[];
  } catch {
    return 0;
  }
  const files: string[] = [];
  for (const name of entries) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file);
    if (stat.isFile() && stat.size >= MIN_BYTES) files.push(file);
  }
  let done = 0;
  // A few at a time: brotli at quality 11 is CPU-heavy and the build machine may be shared.
  for (let i = 0; i < files.length; i += 4) {
    const sizes = await Promise.all(files.slice(i, i + 4).map(compressFile));
    done += sizes.filter((s) => s.br || s.gz).length;
  }
  return done;
}

export function wisudaCompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'wisuda-compress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const started = Date.now();
      const count = await compressDir(assetsDir);
      this.info?.(`brotli + gzip copies of ${count} assets in ${Date.now() - started} ms`);
    },
  };
}
