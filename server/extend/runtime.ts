/**
 * The server's side of `wisuda.server.ts`: the hooks checked against the installation's resources at
 * start, and called with frozen copies of what they are given (a hook changes data by returning it,
 * never by editing it in place, so every change can be validated: server/crud/hook-data.ts).
 */
import type {
  AfterCreateContext,
  AfterUpdateContext,
  BeforeCreateContext,
  BeforeUpdateContext,
  DeleteContext,
  HookDb,
  HookName,
  HookUser,
} from './types';

/**
 * One resource's hooks as the server calls them. Method syntax: a typed hook set of any resource is
 * assignable to it.
 */
export interface LooseHookSet {
  beforeCreate?(ctx: BeforeCreateContext): unknown;
  afterCreate?(ctx: AfterCreateContext): unknown;
  beforeUpdate?(ctx: BeforeUpdateContext): unknown;
  afterUpdate?(ctx: AfterUpdateContext): unknown;
  beforeDelete?(ctx: DeleteContext): unknown;
  afterDelete?(ctx: DeleteContext): unknown;
}

/** Any `wisuda.server.ts` (what buildApp accepts). */
export interface LooseServerConfig {
  hooks?: { readonly [resource: string]: LooseHookSet | undefined };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The installation's wisuda.server.ts (or a test's): read when the CRUD module registers. */
    serverConfig: LooseServerConfig;
  }
}

export const HOOK_NAMES: readonly HookName[] = [
  'beforeCreate',
  'afterCreate',
  'beforeUpdate',
  'afterUpdate',
  'beforeDelete',
  'afterDelete',
];

/** The pseudo-resource of gallery photos, whose rows the server writes itself. */
export const FILE_HOOKS = 'file';
const FILE_HOOK_NAMES: readonly HookName[] = ['beforeCreate', 'afterCreate', 'beforeDelete', 'afterDelete'];

export class ServerConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `wisuda.server.ts is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ServerConfigError';
  }
}

/**
 * The hooks of `config` by resource name, checked against `resources` (every declared resource's
 * name): an unknown resource, an unknown hook name or a hook that is not a function stops the app.
 */
export function resolveServerHooks(
  config: LooseServerConfig | undefined,
  resources: readonly string[],
): ReadonlyMap<string, LooseHookSet> {
  const out = new Map<string, LooseHookSet>();
  const problems: string[] = [];
  const known = new Set(resources);
  for (const [resource, set] of Object.entries(config?.hooks ?? {})) {
    if (set === undefined) continue;
    if (resource !== FILE_HOOKS && !known.has(resource)) {
      problems.push(`wisuda.server.ts: hooks for unknown resource '${resource}'`);
      continue;
    }
    if (set === null || typeof set !== 'object') {
      problems.push(`wisuda.server.ts: hooks.${resource} must be an object of hooks`);
      continue;
    }
    const names = resource === FILE_HOOKS ? FILE_HOOK_NAMES : HOOK_NAMES;
    for (const [name, fn] of Object.entries(set)) {
      if (!(names as readonly string[]).includes(name))
        problems.push(
          `wisuda.server.ts: hooks.${resource}.${name} is not a hook (${resource === FILE_HOOKS ? 'file takes' : 'one of'} ${names.join(', ')})`,
        );
      else if (fn !== undefined && typeof fn !== 'function')
        problems.push(`wisuda.server.ts: hooks.${resource}.${name} must be a function`);
    }
    out.set(resource, set);
  }
  if (problems.length) throw new ServerConfigError(problems);
  return out;
}

/** A deep copy that cannot be changed (Date objects stay dates). */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

export function hookUser(caller: HookUser | null): HookUser | null {
  return caller ? Object.freeze({ id: caller.id, name: caller.name, email: caller.email }) : null;
}

/** The transaction as hooks see it (any table; server/extend/types.ts HookDb). */
export function hookDb(trx: object): HookDb {
  return trx as unknown as HookDb;
}

/** Where a hook is, for messages: `sponsor.beforeCreate`. */
export const hookWhere = (resource: string, name: HookName) => `wisuda.server.ts: hooks.${resource}.${name}`;
