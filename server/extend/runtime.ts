/**
 * The server's side of the hooks: a server config (the core's, server/resources/hooks, and the
 * installation's `wisuda.server.ts`) checked against the installation's resources at start, its
 * layers in their order, and the frozen copies hooks are called with (a hook changes data by
 * returning it, never by editing it in place, so every change can be validated:
 * server/crud/hook-data.ts).
 */
import type { Caller } from '../auth/caller';
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

type FileContext<K extends 'beforeCreate' | 'afterCreate'> = K extends 'beforeCreate'
  ? Omit<BeforeCreateContext, 'store'>
  : Omit<AfterCreateContext, 'data'>;

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

/** The gallery's `file` hooks as the server calls them (a photo row is the server's: no data returned). */
export interface LooseFileHookSet {
  beforeCreate?(ctx: FileContext<'beforeCreate'>): unknown;
  afterCreate?(ctx: FileContext<'afterCreate'>): unknown;
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

/** The installation's layer (its file's name, in messages). */
export const INSTALLATION = 'wisuda.server.ts';
/** The core's layer: the built-in resources' own rules (server/resources/hooks). */
export const CORE = 'core';

/** One resource's hooks of one layer: `layer` names it in messages (`core`, `wisuda.server.ts`). */
export interface LayerHooks {
  layer: string;
  set: LooseHookSet;
}

/** A server config checked against the resources, named for messages. */
export interface HookLayer {
  layer: string;
  hooks: ReadonlyMap<string, LooseHookSet>;
}

/**
 * Each resource's hooks across `layers` (the core's first, then any plugin's, the installation's
 * last): the order docs/server-hooks.md "Order" describes is applied by the CRUD service.
 */
export function layerHooks(layers: readonly HookLayer[]): (resource: string) => readonly LayerHooks[] {
  const byResource = new Map<string, LayerHooks[]>();
  for (const { layer, hooks } of layers)
    for (const [resource, set] of hooks) {
      const list = byResource.get(resource) ?? [];
      list.push({ layer, set });
      byResource.set(resource, list);
    }
  return (resource) => byResource.get(resource) ?? [];
}

/**
 * The `file` hooks of every layer as one set, each hook of each layer in layer order (a
 * beforeCreate's returned value, which the upload refuses, ends the run).
 */
export function fileHooks(sets: readonly LayerHooks[]): LooseFileHookSet | undefined {
  if (!sets.length) return undefined;
  const file = sets.map((s) => s.set as LooseFileHookSet);
  const all =
    <K extends keyof LooseFileHookSet>(name: K) =>
    async (ctx: Parameters<NonNullable<LooseFileHookSet[K]>>[0]): Promise<unknown> => {
      for (const set of file) {
        const returned = await (set[name] as ((c: typeof ctx) => unknown) | undefined)?.(ctx);
        if (returned !== undefined) return returned;
      }
      return undefined;
    };
  const has = (name: keyof LooseFileHookSet) => file.some((set) => set[name]);
  return {
    ...(has('beforeCreate') && { beforeCreate: all('beforeCreate') }),
    ...(has('afterCreate') && { afterCreate: all('afterCreate') }),
    ...(has('beforeDelete') && { beforeDelete: all('beforeDelete') }),
    ...(has('afterDelete') && { afterDelete: all('afterDelete') }),
  };
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
 * `file` names the config in messages.
 */
export function resolveServerHooks(
  config: LooseServerConfig | undefined,
  resources: readonly string[],
  file = INSTALLATION,
): ReadonlyMap<string, LooseHookSet> {
  const out = new Map<string, LooseHookSet>();
  const problems: string[] = [];
  const known = new Set(resources);
  for (const [resource, set] of Object.entries(config?.hooks ?? {})) {
    if (set === undefined) continue;
    if (resource !== FILE_HOOKS && !known.has(resource)) {
      problems.push(`${file}: hooks for unknown resource '${resource}'`);
      continue;
    }
    if (set === null || typeof set !== 'object') {
      problems.push(`${file}: hooks.${resource} must be an object of hooks`);
      continue;
    }
    const names = resource === FILE_HOOKS ? FILE_HOOK_NAMES : HOOK_NAMES;
    for (const [name, fn] of Object.entries(set)) {
      if (!(names as readonly string[]).includes(name))
        problems.push(
          `${file}: hooks.${resource}.${name} is not a hook (${resource === FILE_HOOKS ? 'file takes' : 'one of'} ${names.join(', ')})`,
        );
      else if (fn !== undefined && typeof fn !== 'function')
        problems.push(`${file}: hooks.${resource}.${name} must be a function`);
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

/** Who writes, as hooks see them (frozen): the caller's names, roles, permissions, universities. */
export type HookCaller = Pick<
  Caller,
  'id' | 'name' | 'email' | 'roles' | 'permissions' | 'ptIds' | 'sessionId'
>;

export function hookUser(caller: HookCaller | null): HookUser | null {
  if (!caller) return null;
  return Object.freeze({
    id: caller.id,
    name: caller.name,
    email: caller.email,
    roles: Object.freeze(caller.roles.map((r) => r.name)),
    permissions: Object.freeze([...caller.permissions]),
    ptIds: caller.ptIds === null ? null : Object.freeze([...caller.ptIds]),
    sessionId: caller.sessionId,
  });
}

/** The transaction as hooks see it (any table; server/extend/types.ts HookDb). */
export function hookDb(trx: object): HookDb {
  return trx as unknown as HookDb;
}

/** Where a hook is, for messages: `wisuda.server.ts: hooks.sponsor.beforeCreate`. */
export const hookWhere = (resource: string, name: HookName, layer = INSTALLATION) =>
  `${layer}: hooks.${resource}.${name}`;
