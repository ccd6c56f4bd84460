import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail/mailer';

/** The authenticated caller, set by the auth hook from the bearer token. */
export interface Caller {
  id: number;
  name: string;
  email: string;
  roles: { id: number; name: string }[];
  permissions: Set<string>;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
