import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail/mailer';
import type { ChangeFeed } from './db/changes';
import type { Caller } from './auth/caller';
import type { CallerCache } from './auth/caller-cache';
import type { Secrets } from './secrets';

export type { Caller };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    changes: ChangeFeed;
    callerCache: CallerCache;
    /** Seals secrets at rest (server/secrets). */
    secrets: Secrets;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
