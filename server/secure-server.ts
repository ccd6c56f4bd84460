import fs from 'node:fs';
import type { Http2SecureServer, ServerHttp2Session } from 'node:http2';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE): a page's forty-odd files come over one connection
 * at once instead of six at a time, each after its own round trip. Clients without HTTP/2 are
 * answered over HTTP/1.1.
 *
 * Closing (a deployment, SIGTERM) must not wait for the browsers' connections, which stay open for
 * minutes: each HTTP/2 session is told to go away once its streams in flight are answered, and each
 * idle HTTP/1.1 connection is ended (one with a request in flight ends after its answer, which says
 * `Connection: close`).
 */
export function secureServer(
  options: FastifyServerOptions,
  tls: NonNullable<Config['tls']>,
): FastifyInstance {
  // The options name nothing of HTTP/1.1's server in particular (logger, ids, limits), and Node's
  // HTTP/2 compatibility API gives the routes requests and responses with HTTP/1.1's members: only
  // the type parameters differ, here and on the instance returned.
  const app = Fastify({
    ...(options as unknown as FastifyServerOptions<Http2SecureServer>),
    http2: true,
    https: { allowHTTP1: true, cert: fs.readFileSync(tls.certFile), key: fs.readFileSync(tls.keyFile) },
  });
  const sessions = new Set<ServerHttp2Session>();
  const http1 = new Map<Socket, { busy: boolean }>();
  app.server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  app.server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return;
    http1.set(socket, { busy: false });
    socket.once('close', () => http1.delete(socket));
  });
  let closing = false;
  app.server.on('request', (request, response) => {
    const socket = request.socket as Socket;
    const state = http1.get(socket);
    if (!state) return;
    state.busy = true;
    // the answer, not the request: a request is read whole before its answer is written
    response.once('close', () => {
      state.busy = false;
      if (closing) socket.end();
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const session of sessions) session.close();
    for (const [socket, state] of http1) if (!state.busy) socket.end();
  });
  return app as unknown as FastifyInstance;
}
