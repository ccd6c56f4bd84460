/**
 * Compressed answers (docs/performance.md): JSON, text and SVG bodies of 1 KiB or more are sent
 * brotli- or gzip-compressed when the client accepts it. Brotli runs at quality 4 (on the fly, the
 * highest qualities cost far more CPU than they save bytes); the built app's files are compressed
 * once at build time instead (tools/vite-compress.ts) and sent as they are.
 *
 * Left alone: bodies already encoded (a pre-compressed asset), partial content, server-sent event
 * streams, and binary types (photos, ZIP and XLSX downloads, `application/octet-stream`).
 *
 * A list's `Content-Range: mahasiswa 0-24/319` counts rows, not bytes, but @fastify/compress leaves
 * every answer with a Content-Range alone (for it, partial content): every list went out
 * uncompressed. So a Content-Range in another unit than bytes is set aside while the compression
 * hook runs and put back after it.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

export const COMPRESS_THRESHOLD = 1024;

/** Content types compressed on the fly; binary formats never match. */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|xml)(?:;|$)|^application\/(?:javascript|ecmascript)|^image\/svg\+xml/i;

const setAside = new WeakMap<object, string>();

/** Whether `range` describes something else than bytes (a list's rows). */
const isRowRange = (range: unknown): range is string => typeof range === 'string' && !/^bytes\b/i.test(range);

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    const range = reply.getHeader('content-range');
    if (reply.statusCode === 200 && isRowRange(range)) {
      setAside.set(reply, range);
      reply.removeHeader('content-range');
    }
    return payload;
  });
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
  // @fastify/compress adds its hook to each route's own onSend hooks, which run after the
  // server's: the Content-Range goes back after it, in the same list.
  const putBack: onSendHookHandler = async (_request, reply, payload) => {
    const range = setAside.get(reply);
    if (range !== undefined) reply.header('content-range', range);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [
      ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      putBack,
    ];
  });
}
