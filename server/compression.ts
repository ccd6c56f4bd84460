/**
 * Compressed answers (docs/performance.md): JSON, text and SVG bodies of 1 KiB or more are sent
 * brotli- or gzip-compressed when the client accepts it. Brotli runs at quality 4 (on the fly, the
 * highest qualities cost far more CPU than they save bytes); the built app's files are compressed
 * once at build time instead (tools/vite-compress.ts) and sent as they are.
 *
 * Left alone: bodies already encoded (a pre-compressed asset), partial content, server-sent event
 * streams, and binary types (photos, ZIP and XLSX downloads, `application/octet-stream`).
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD = 1024;

/** Content types compressed on the fly; binary formats never match. */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|xml)(?:;|$)|^application\/(?:javascript|ecmascript)|^image\/svg\+xml/i;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as they are: a compressed upload would slip past the body limits.
    globalDecompression: false,
  });
}
