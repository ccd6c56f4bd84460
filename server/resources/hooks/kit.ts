/**
 * What the core's hooks share: they are written with the public hook API of `wisuda/server`
 * (docs/server-hooks.md), typed by the built-in declarations alone (an installation's `extend` adds
 * fields they do not read), and reach the server's own queries through the write's transaction.
 */
import type { BuiltinResourceName } from '../../../domain/config/types';
import type { HookDb, HookUser, HooksFor } from '../../extend/types';
import type { Exec } from '../../crud/queries';

/** The config the core's hooks are typed by: the built-in resources as shipped. */
export type CoreConfig = Record<never, never>;

/** The hooks of built-in resource `K`, typed like an installation's (`defineServerConfig`). */
export type CoreHooks<K extends BuiltinResourceName> = HooksFor<CoreConfig, K>;

/** The hook's transaction as the server's typed Kysely (the same object: server/extend/runtime.ts hookDb). */
export const serverDb = (db: HookDb): Exec => db as unknown as Exec;

/**
 * Who writes through the record routes, where the core's rules run (server/resources/hooks/index.ts
 * runs them for `source: 'api'` only, always signed in).
 */
export function signedIn(user: HookUser | null): HookUser {
  if (!user) throw new Error('The core hooks run for writes of a signed-in caller only');
  return user;
}
