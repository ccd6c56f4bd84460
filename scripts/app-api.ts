/**
 * The app's API called in the same process, signed in as someone: Fastify's inject runs the real
 * routes (hooks, permissions, the upload's processing) without a socket. For scripts that drive a
 * scene through the app (the README screenshots, the stage rehearsal).
 */
import type { FastifyInstance } from 'fastify';
import { multipart } from '../tests/api/files-fixtures';

export interface AppApi {
  /** A JSON request; its `data`. Throws unless the answer is 2xx. */
  json<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object): Promise<T>;
  /** Uploads a photo to a gallery group (POST /api/file/file); the new file's id. */
  upload(groupId: number, name: string, data: Buffer): Promise<number>;
}

export async function apiAs(app: FastifyInstance, login: string, password: string): Promise<AppApi> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });
  if (res.statusCode !== 200) throw new Error(`login ${login}: ${res.statusCode} ${res.body}`);
  const authorization = `Bearer ${res.json().data.token as string}`;
  const data = <T>(r: { statusCode: number; body: string; json(): { data: T } }, what: string): T => {
    if (r.statusCode < 200 || r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
    return r.json().data;
  };
  return {
    async json(method, url, body) {
      const r = await app.inject({
        method,
        url,
        headers: { authorization },
        ...(body ? { payload: body } : {}),
      });
      return data(r, `${method} ${url}`);
    },
    async upload(groupId, name, photo) {
      const form = multipart({ file_group_id: groupId }, { name, data: photo });
      const r = await app.inject({
        method: 'POST',
        url: '/api/file/file',
        headers: { authorization, ...form.headers },
        payload: form.payload,
      });
      return data<{ id: number }>(r, `upload ${name}`).id;
    },
  };
}
