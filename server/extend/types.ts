/**
 * The public types of `wisuda.server.ts` (module `wisuda/server`, docs/server-hooks.md): hooks per
 * resource, their contexts, and each configured resource's data typed from its fields in
 * `wisuda.config.ts`.
 */
import type { Kysely } from 'kysely';
import type { BuiltinResourceName, ConfigField } from '../../domain/config/types';
import type { Builtins } from '../../domain/resources/builtin';
import type rootConfig from 'wisuda-installation/config';

/** The installation's `wisuda.config.ts`, whose resources the hooks are typed by. */
export type RootConfig = typeof rootConfig;

/** Who writes: the signed-in user, or `null` when no one is (a student registering). */
export interface HookUser {
  id: number;
  name: string;
  email: string;
  /** The names of the user's roles, in order: the first is the one that counts. */
  roles: readonly string[];
  /** The permission names the user holds (through the first role). */
  permissions: readonly string[];
  /**
   * The universities the user belongs to (docs/tenancy.md), or `null`: none, the company's own
   * staff, who reach every university.
   */
  ptIds: readonly number[] | null;
  /** The session the write was made in (a hook ending the account's sessions may keep it). */
  sessionId: number | null;
}

/**
 * Where a write comes from: `api` (the admin screens and the API's record routes, a bulk delete
 * included), `import` (a row of an import), `registration` (a student signing up or claiming an
 * imported record), `approval` (an account approved or refused), `profile` (a student's own edit).
 */
export type WriteSource = 'api' | 'import' | 'registration' | 'approval' | 'profile';

/**
 * The write's transaction: queries through it commit or roll back with the record. Loosely typed
 * (any table, any column, values `unknown`): `db.selectFrom('sponsor').select('nama')`, or
 * `` sql`...`.execute(db) `` from kysely.
 */
export type HookDb = Kysely<Record<string, Record<string, unknown>>>;

type Awaitable<T> = T | Promise<T>;

/** An enum field's option ids (any string when they are not literal). */
type EnumIds<F> = F extends { options: infer O extends readonly unknown[] }
  ? O[number] extends infer E
    ? E extends { id: infer I extends string }
      ? I
      : string
    : string
  : string;

/** The value a field holds, by its declared type. */
type ValueOf<F> = F extends { type: infer T }
  ? T extends 'int' | 'year' | 'decimal' | 'money' | 'reference'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'list'
        ? string[]
        : T extends 'references'
          ? number[]
          : T extends 'enum'
            ? EnumIds<F>
            : string
  : unknown;

/** A stored value read back: `datetime` columns arrive as Date objects from the driver. */
type StoredValueOf<F> = F extends { type: 'datetime' } ? string | Date : ValueOf<F>;

type Flat<T> = { [K in keyof T]: T[K] } & {};

type RequiredOn<F, Mode> = F extends { required: true }
  ? true
  : Mode extends 'create'
    ? F extends { requiredOnCreate: true }
      ? true
      : false
    : false;

/** Fields a write may carry in `Mode`: no readOnly ones, createOnly ones only on create. */
type Writable<Fs, Mode> = {
  [K in keyof Fs]: Fs[K] extends { readOnly: true }
    ? never
    : Mode extends 'update'
      ? Fs[K] extends { createOnly: true }
        ? never
        : K
      : K;
}[keyof Fs];

/** What a create writes: required fields present, the others may be absent or null. */
export type CreateData<Fs> = Flat<
  {
    [K in Writable<Fs, 'create'> as RequiredOn<Fs[K], 'create'> extends true ? K : never]: ValueOf<Fs[K]>;
  } & {
    [K in Writable<Fs, 'create'> as RequiredOn<Fs[K], 'create'> extends true ? never : K]?: ValueOf<
      Fs[K]
    > | null;
  }
>;

/** What an update changes (only the fields sent): a required field may be absent, never null. */
export type UpdateData<Fs> = Flat<
  {
    [K in Writable<Fs, 'update'> as Fs[K] extends { required: true } ? K : never]?: ValueOf<Fs[K]>;
  } & {
    [K in Writable<Fs, 'update'> as Fs[K] extends { required: true } ? never : K]?: ValueOf<Fs[K]> | null;
  }
>;

/** A stored record as read back: id, stamps, every field that is returned (not writeOnly). */
export type RecordOf<Fs> = Flat<
  { id: number; created_at: string | Date; updated_at: string | Date } & {
    [
      K in keyof Fs as Fs[K] extends { writeOnly: true }
        ? never
        : Fs[K] extends { virtual: true; type: 'references' }
          ? K
          : Fs[K] extends { virtual: true }
            ? never
            : K
    ]: Fs[K] extends { required: true } ? StoredValueOf<Fs[K]> : StoredValueOf<Fs[K]> | null;
  }
>;

/** Data and records whose fields are not known to the types (gallery photos, the runtime's own view). */
export type LooseData = Record<string, unknown>;

/** What every hook gets: who writes, how, and the write's transaction. */
interface HookBase {
  user: HookUser | null;
  source: WriteSource;
  db: HookDb;
}

/**
 * Writes table columns as given, over the data: a read-only field or a column no field declares
 * (a hash, a stamp), values the server derives and no request may send. They skip the declaration's
 * check (only what is stored is checked: an image key must be one stored for its field), so never
 * pass input through it.
 */
export type StoreColumns = (columns: Readonly<LooseData>) => void;

export interface BeforeCreateContext<D = LooseData> extends HookBase {
  /** The validated data about to be written (frozen: return a changed copy). */
  data: Readonly<D>;
  store: StoreColumns;
}

export interface BeforeUpdateContext<D = LooseData, R = LooseData> extends HookBase {
  /** The validated change: only the fields being written (frozen: return a changed copy). */
  data: Readonly<D>;
  /** The record as stored before this update (locked for the transaction). */
  before: Readonly<R>;
  id: number;
  store: StoreColumns;
}

export interface AfterCreateContext<R = LooseData, D = LooseData> extends HookBase {
  /** The record as stored, links included. */
  record: Readonly<R>;
  /** The data written: what the before hooks returned (write-only fields included). */
  data: Readonly<D>;
  id: number;
}

export interface AfterUpdateContext<R = LooseData, D = LooseData> extends HookBase {
  record: Readonly<R>;
  before: Readonly<R>;
  /** The change written: what the before hooks returned (write-only fields included). */
  data: Readonly<D>;
  id: number;
}

export interface DeleteContext<R = LooseData> extends HookBase {
  /** The record being (or just) deleted. */
  before: Readonly<R>;
  id: number;
}

/**
 * The hooks of one resource. A before hook may return changed data (validated again against the
 * declaration), return nothing to keep it, or refuse with `refuse(...)`. Every hook runs inside the
 * write's transaction: anything it throws rolls the write back.
 */
export interface ResourceHookSet<C = LooseData, U = LooseData, R = LooseData> {
  beforeCreate?: (ctx: BeforeCreateContext<C>) => Awaitable<C | void>;
  afterCreate?: (ctx: AfterCreateContext<R, C>) => Awaitable<void>;
  beforeUpdate?: (ctx: BeforeUpdateContext<U, R>) => Awaitable<U | void>;
  afterUpdate?: (ctx: AfterUpdateContext<R, U>) => Awaitable<void>;
  beforeDelete?: (ctx: DeleteContext<R>) => Awaitable<void>;
  afterDelete?: (ctx: DeleteContext<R>) => Awaitable<void>;
}

/**
 * Gallery photos (`file`, not a declared resource): the server writes the row, so a hook may refuse
 * (`refuse(...)`) or observe, but not change it.
 */
export interface FileHookSet {
  beforeCreate?: (ctx: Omit<BeforeCreateContext, 'store'>) => Awaitable<void>;
  afterCreate?: (ctx: Omit<AfterCreateContext, 'data'>) => Awaitable<void>;
  beforeDelete?: (ctx: DeleteContext) => Awaitable<void>;
  afterDelete?: (ctx: DeleteContext) => Awaitable<void>;
}

export type HookName = keyof ResourceHookSet;

type ConfiguredResources<C> = C extends { resources?: infer R } ? NonNullable<R> : Record<never, never>;

/** Every resource name hooks may be given for: built-in, configured in `C`, and `file`. */
export type HookResourceName<C = RootConfig> =
  BuiltinResourceName | (keyof ConfiguredResources<C> & string) | 'file';

/** Declared fields without the index signature a declaration's `fields` also carries. */
type Declared<Fs> = { [N in keyof Fs as string extends N ? never : N]: Fs[N] };

/** The fields `C` adds to built-in resource `K` through `extend` (none when it adds none). */
type ExtendedFields<C, K> = C extends { extend?: infer E }
  ? K extends keyof NonNullable<E>
    ? NonNullable<NonNullable<E>[K]> extends { fields?: infer Fs }
      ? Declared<NonNullable<Fs>>
      : Record<never, never>
    : Record<never, never>
  : Record<never, never>;

/** The fields of resource `K`: a configured one's as declared, a built-in one's with those `C` adds. */
type FieldsOf<C, K> = K extends keyof ConfiguredResources<C>
  ? ConfiguredResources<C>[K] extends { fields: infer Fs extends Record<string, ConfigField> }
    ? Fs
    : never
  : K extends BuiltinResourceName
    ? Declared<Builtins[K]['fields']> & ExtendedFields<C, K>
    : never;

/** The hooks of resource `K`, their data typed from its fields (built-in or configured). */
export type HooksFor<C, K> = K extends 'file'
  ? FileHookSet
  : ResourceHookSet<CreateData<FieldsOf<C, K>>, UpdateData<FieldsOf<C, K>>, RecordOf<FieldsOf<C, K>>>;

/** What `wisuda.server.ts` exports (`C`: the `wisuda.config.ts` it is typed by, the root one by default). */
export interface ServerConfig<C = RootConfig> {
  hooks?: { [K in HookResourceName<C>]?: HooksFor<C, K> };
}
