/**
 * The public shape of `wisuda.config.ts` (docs/extending.md). Names are checked by
 * the type system where it can see them: field types, references to resources, list columns,
 * permission names of roles and icon names.
 */
import type { ComponentType } from 'react';
import type * as MuiIcons from '@mui/icons-material';
import type { Action, FieldDef, MenuPlacement, OrderRule, ScreenModule } from '../resource';
import type { Builtins } from './builtins';
import type { PAGE_PERMISSIONS, SelfServicePermission } from '../roles';
import type { MENU_PARENTS } from './menu-parents';
import type { Label, LanguageCode } from './label';

/** Any icon of @mui/icons-material, by its export name (`Handshake`, `Assessment`). */
export type IconName = Exclude<keyof typeof MuiIcons, 'default'>;

/** The resources Wisuda ships with, by domain name (domain/resources/builtin.ts). */
export type BuiltinResourceName = keyof Builtins;

export type MenuGroupKey = MenuPlacement['group'];

/** The submenus a menu item may nest under. */
export type MenuParent = (typeof MENU_PARENTS)[number];

/** Where a resource or a page appears in the sidebar. */
export interface MenuConfig {
  group: MenuGroupKey;
  icon: IconName;
  /** Position within the group (default: after the built-in items). */
  order?: number;
  /** A submenu key to nest under (`perguruanTinggi`, `galeri`, `hakAkses`). */
  parent?: MenuParent;
  /** Menu text when it differs from the resource's label. */
  title?: Label;
}

/** A `reference` / `references` field names its target by the domain name of a known resource. */
type WithTarget<F, Target extends string> = F extends { type: 'reference' | 'references' }
  ? Omit<F, 'reference'> & { reference: Target }
  : F;

/**
 * A field as declared in the config: the built-in field model (one member per field type, each with
 * only its own options), `reference` checked against the resources' names.
 */
export type ConfigField<Target extends string = string> = WithTarget<FieldDef, Target>;

export type ConfigFields<Target extends string = string> = Record<string, ConfigField<Target>>;

/** A new resource. Only `label` and `fields` are needed; everything else has a default. */
export interface ResourceConfig<F extends ConfigFields = ConfigFields> {
  /** Name of the resource (plural, as in the menu and the list's heading). */
  label: Label;
  fields: F;
  menu?: MenuConfig;
  /** Page title (default: the Indonesian label, else the English one). */
  title?: string;
  /** Database table (default: the name in snake_case). */
  table?: string;
  /** API path below /api (default `/<name>`). */
  apiPath?: string;
  /** Client route (default `/<menu group path>/<name in kebab-case>`). */
  route?: string;
  /** Permission prefix (default: the name): `<prefix>.view`, `.create`, `.update`, `.delete`. */
  permission?: string;
  /** Field naming a record where it is referenced (default: the first required text field). */
  labelField?: keyof F & string;
  listColumns?: readonly (keyof F & string)[];
  searchFields?: readonly (keyof F & string)[];
  filterFields?: readonly (keyof F & string)[];
  sortFields?: readonly (keyof F & string)[];
  /**
   * Default: the label field when it is sortable, else `id` (the order of creation); `created_at` /
   * `updated_at` sort by the record's stamps.
   */
  defaultSort?: { field: (keyof F & string) | 'id' | 'created_at' | 'updated_at'; order: 'ASC' | 'DESC' };
  /** Query parameters getoption accepts (default: the reference fields; `[]`: none). */
  optionFilters?: readonly (keyof F & string)[];
  optionFields?: readonly (keyof F & string)[];
  /**
   * Shown in parentheses after the label where records are listed by name, when the label alone is
   * ambiguous: a program studi "Akuntansi (S1)" (`labelQualifier: 'jenjang'`).
   */
  labelQualifier?: keyof F & string;
  actions?: readonly Action[];
  importable?: boolean;
  order?: readonly OrderRule<keyof F & string>[];
  /**
   * One record only (settings): GET and PUT at the API path, no id, no list; its screen is a form.
   * The record (id 1) is inserted by a migration.
   */
  singleton?: boolean;
  /** With `singleton`: fields also served without sign-in at `<apiPath>/public` (a brand, a colour). */
  publicFields?: readonly (keyof F & string)[];
  /**
   * Readable by the company's own staff only, whatever a university's staff's role holds: a global
   * resource whose rows speak of every university (the mail outbox).
   */
  companyOnly?: boolean;
  /**
   * A `reference` to `user` naming the record's owner, who may read that record without the view
   * permission (a student their own mahasiswa record); `id` on the user resource itself.
   */
  ownerField?: (keyof F & string) | 'id';
  /**
   * Too many records to hold the option list in the browser: a reference to this resource searches
   * the server as the user types instead of loading every option (mahasiswa).
   */
  largeOptions?: boolean;
  /** The option list (getoption) is readable by any signed-in caller: harmless names only. */
  optionsForAnyCaller?: boolean;
  /**
   * With `optionsForAnyCaller`: what a caller without the view permission may see of the option
   * list, as allowed values per field (acara: `{ status: ['published', 'selesai'] }`, never drafts).
   */
  optionsForOthersOnly?: Partial<Record<keyof F & string, readonly string[]>>;
  /**
   * Which university a record belongs to (docs/tenancy.md). Left out: derived from the required
   * references (a reference to `acara` makes the resource its university's). `false`: global; a
   * list of reference fields: the chain to perguruanTinggi, where the references give none or several.
   */
  tenant?: false | readonly (keyof F & string)[];
  /**
   * Further universities a record belongs to: those of the records of `resource` whose reference
   * `field` names it (a user: the university of their student record, `mahasiswa.user_id`).
   */
  tenantAlso?: readonly { resource: string; field: string }[];
  /**
   * Internal (the built-in roles and permissions, seeded by the server): records whose boolean `flag`
   * is true cannot be deleted and their `lockedFields` cannot change.
   */
  builtin?: { flag: keyof F & string; lockedFields: readonly (keyof F & string)[] };
  /**
   * Screens of your own instead of the generated ones: a module of custom/ exporting any of
   * `list`, `create`, `edit`, `show` (React components receiving `{ def }`).
   */
  screens?: () => Promise<ScreenModule>;
}

/**
 * The form the built-in resources are declared in (domain/resources/*.ts), resolved by the same code
 * as a configured resource: a `ResourceConfig` without `label` (a built-in resource's name is in the
 * shipped catalog, `resources.<route>.name` in domain/i18n) and without `screens` (its own screens
 * are attached by the app, src/screenLoaders.ts), so its Indonesian `title` is written out.
 */
export interface BuiltinResourceConfig<F extends ConfigFields = ConfigFields> extends Omit<
  ResourceConfig<F>,
  'label' | 'screens'
> {
  title: string;
}

/** Fields (and list settings) added to a built-in resource. */
export interface ExtendConfig<F extends ConfigFields = ConfigFields> {
  fields?: F;
  /** The list's columns, replacing the built-in ones (name built-in and added fields). */
  listColumns?: readonly string[];
  searchFields?: readonly string[];
  filterFields?: readonly string[];
  sortFields?: readonly string[];
  menu?: Partial<MenuConfig>;
}

/** A permission name: `<resource>.<action>` or one of the self-service permissions. */
export type PermissionName<R extends string = string> =
  | `${BuiltinResourceName | R}.${Action}`
  | SelfServicePermission
  | keyof typeof PAGE_PERMISSIONS
  | 'fileGroup.view';

export interface RoleConfig<R extends string = string> {
  label: Label;
  permissions: readonly PermissionName<R>[];
}

/**
 * A read a page starts with: a GET address under /api as written, or the first rows of a resource's
 * list as the page asks for them with react-admin's `useGetList(<route without its />, { pagination:
 * { page: 1, perPage }, sort, filter })` (default: 25 rows, the resource's default sort, no filter).
 */
export type PageRead<R extends string = string> =
  | `/api/${string}`
  | {
      list: BuiltinResourceName | R;
      perPage?: number;
      sort?: { field: string; order: 'ASC' | 'DESC' };
      filter?: Record<string, unknown>;
    };

/**
 * A widget a plugin adds to a dashboard: a React component loaded only when the dashboard shows it
 * (its code stays out of the first screens' bundles). `student`: the student's dashboard, below
 * their acara; the component reads what it shows itself (a plugin's routes, `pluginApi` of
 * `wisuda/pages`).
 */
export interface WidgetConfig {
  /** Unique among the installation's widgets (its React key and test id: `widget-<id>`). */
  id: string;
  place: 'student';
  component: () => Promise<{ default: ComponentType }>;
}

/** A custom page: a React component of `custom/`, loaded when first opened. */
export interface PageConfig<R extends string = string> {
  /** Client route, e.g. `/menu/laporan-sponsor`. */
  path: string;
  title: Label;
  /** The permission a role needs to see the page and its menu item. */
  permission: PermissionName<R>;
  component: () => Promise<{ default: ComponentType }>;
  menu?: MenuConfig;
  /**
   * What the page reads first: when the app starts on the page, these are asked for while its code
   * loads, and the page's own first calls to the same addresses take those answers.
   */
  reads?: readonly PageRead<R>[];
}

/** The resource names a declaration may name: built-in, its own (`R`) and those plugins declare (`X`). */
type Names<R, X extends string = never> = BuiltinResourceName | (keyof R & string) | X;

/** A label whose language codes are checked (an inferred object escapes the excess-property check). */
type StrictLabel<L> = L extends string ? string : { [K in keyof L]: K extends LanguageCode ? string : never };

/**
 * What a `reference` to an unknown resource is asked to be: the name itself, marked with a message
 * naming it. (Asking for the known names alone would meet the declared name in an empty type and the
 * compiler would say only that the field is not assignable to `never`.)
 */
export type UnknownResource<Ref extends string> = Ref & {
  [M in `unknown resource '${Ref}': reference a built-in resource or one declared under resources`]: true;
};

/** A declared field, its `reference` (if any) checked against the known resource names. */
type CheckedField<F, Known extends string> = F extends { reference: infer Ref extends string }
  ? ConfigField<Ref extends Known ? Known : Known | UnknownResource<Ref>>
  : ConfigField<Known>;

/** What a resource named against the rule is asked to be: a mark naming the resource and the rule. */
export type BadResourceName<K extends string> = {
  [M in `resource name '${K}': a resource name is a camelCase word (sponsor, laporanKeuangan)`]: true;
};

/**
 * The field types a list sorts by (the `sorted` flag of domain/field-types.ts; a unit test keeps the
 * two the same): not references, images, long text or lists.
 */
export type SortedFieldType =
  | 'text'
  | 'email'
  | 'url'
  | 'phone'
  | 'color'
  | 'int'
  | 'year'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'time'
  | 'datetime'
  | 'enum';

/** The fields of `F` a list can sort by: stored (not virtual, not write-only), of a sorted type. */
export type SortableName<F> = {
  [N in keyof F]: F[N] extends { virtual: true } | { writeOnly: true }
    ? never
    : F[N] extends { type: SortedFieldType }
      ? N
      : never;
}[keyof F] &
  string;

/** What a sort by a field the list cannot sort by is asked to be: the name, marked with a message naming it. */
export type UnsortableField<Name extends string, Owner extends string> = Name & {
  [
    M in `'${Name}' is not a sortable field of ${Owner}: name 'id' or a field of a sortable type (not a reference, image, long text or list)`
  ]: true;
};

/** Columns every table has, always sortable: the id (the order of creation) and the record's stamps. */
type StampName = 'id' | 'created_at' | 'updated_at';

/** A name a sort of resource `Owner` was written with: itself when sortable (or a stamp), else marked. */
type CheckedSortName<F, Written, Owner extends string> = Written extends SortableName<F> | StampName
  ? Written
  : UnsortableField<Written & string, Owner>;

/** `sortFields` and `defaultSort` of a resource as written, each name checked against its sortable fields. */
type CheckedSorts<F, C, Owner extends string> = {
  sortFields?: C extends { sortFields: infer S extends readonly unknown[] }
    ? { readonly [I in keyof S]: CheckedSortName<F, S[I], Owner> }
    : readonly (SortableName<F> | StampName)[];
  defaultSort?: {
    field: C extends { defaultSort: { field: infer S } }
      ? CheckedSortName<F, S, Owner>
      : SortableName<F> | StampName;
    order: 'ASC' | 'DESC';
  };
};

/** What a resource named like a built-in one is asked to be: a mark naming it and what to write instead. */
export type BuiltinNameTaken<K extends string> = {
  [M in `resource name '${K}': a built-in resource has this name; use extend.${K} to add fields`]: true;
};

/** Each resource's fields, with references checked against every known resource name. */
export type ResourcesConfig<R, X extends string = never> = {
  [K in keyof R]: K extends `${string}_${string}` | `${string}-${string}` | Capitalize<K & string>
    ? BadResourceName<K & string>
    : K extends BuiltinResourceName
      ? BuiltinNameTaken<K>
      : R[K] extends { fields: infer F extends ConfigFields; label: infer L }
        ? Omit<ResourceConfig<F>, 'sortFields' | 'defaultSort'> &
            CheckedSorts<F, R[K], K & string> & {
              label: StrictLabel<L>;
              fields: { [N in keyof F]: CheckedField<F[N], Names<R, X>> };
            }
        : ResourceConfig;
};

/** The field names a built-in resource declares (its fields' type without the index signature). */
type BuiltinFieldName<K extends BuiltinResourceName> = keyof {
  [P in keyof Builtins[K]['fields'] as string extends P ? never : P]: true;
} &
  string;

export type ExtendsConfig<R, X extends string = never> = {
  [K in BuiltinResourceName]?: ExtendConfig<ConfigFields<Names<R, X>>>;
};

/**
 * What wisuda.config.ts's `extend` asks of a field added under a built-in field's name: a mark naming
 * both and what to change (written out, not as an alias, so that the compiler's message shows it).
 */
type BuiltinFieldClashes = {
  [K in BuiltinResourceName]?: {
    fields?: {
      [N in BuiltinFieldName<K>]?: {
        [M in `field '${N}': ${K} already has a field '${N}'; give the added field another name`]: true;
      };
    };
  };
};

/** The names of the resources the plugins `P` declare. */
export type PluginResourceNames<P> = P extends readonly (infer X)[]
  ? X extends { resources?: infer R }
    ? keyof NonNullable<R> & string
    : never
  : never;

/** What `wisuda.config.ts` exports (`E`: the `extend` as written, whose fields server hooks are typed by). */
export interface WisudaConfig<R = Record<string, ResourceConfig>, E = ExtendsConfig<R>, P = readonly []> {
  /** Plugins (`definePlugin`), merged in this order before the installation's own declarations. */
  plugins?: P;
  resources?: R & ResourcesConfig<R, PluginResourceNames<P>>;
  extend?: E & ExtendsConfig<R, PluginResourceNames<P>> & BuiltinFieldClashes;
  roles?: Record<string, RoleConfig<(keyof R & string) | PluginResourceNames<P>>>;
  pages?: readonly PageConfig<(keyof R & string) | PluginResourceNames<P>>[];
}
