/**
 * The declaration format of a Wisuda resource. One declaration drives the server's
 * validation, database access and OpenAPI schema, the client's data paths and its screens.
 * Pure TypeScript: imported by both the browser app and the server.
 */
import type { ComponentType } from 'react';
import { labelIn, type Label } from './config/label';

/**
 * A cross-field order rule: `[earlier, later]` means earlier ≤ later when both have a value;
 * `[earlier, later, 'strict']` means earlier < later. The error goes on the later field. Compares
 * `date`, `time`, `datetime` and number fields of the same kind.
 */
export type OrderRule<K extends string = string> = readonly [K, K] | readonly [K, K, 'strict'];

export interface EnumOption {
  id: string;
  /**
   * What the UI shows: one text (a domain word the same in every language, such as "S1") or one
   * text per language (`{ en: 'Draft', id: 'Draf', ... }`: a status in the UI language). An import
   * cell may give the id or any of the texts.
   */
  name: Label;
}

/** An option's text in a language (its id when it has none). */
export function optionName(option: EnumOption, language: string): string {
  return labelIn(option.name, language) ?? option.id;
}

/** Link table of a virtual `references` field. */
export interface Through {
  table: string;
  /** Column holding this record's id. */
  ownKey: string;
  /** Column holding a referenced id. */
  targetKey: string;
  /** Position in the list, when the order matters (a user's roles: the first one decides). */
  orderColumn?: string;
}

/** What every field may say, whatever its type. */
export interface FieldBase {
  required?: boolean;
  /** Unique in the database; a clash answers 409 naming this field. */
  unique?: boolean;
  /** Server-set or computed: never accepted from the client. */
  readOnly?: boolean;
  /** Accepted on write, never returned (passwords). */
  writeOnly?: boolean;
  /** Not stored in this resource's table (handled by a hook, e.g. role permissions). */
  virtual?: boolean;
  /**
   * `false`: not a column of CSV/XLSX imports, though writable on a form (a fact about a photo,
   * which an import cannot carry). Files and passwords are never imported anyway.
   */
  importable?: boolean;
  default?: string | number | boolean | null;
  /** Filter this field narrows by when chosen in a cascading select (e.g. fakultas by pt_id). */
  dependsOn?: string;
  /**
   * The field's label: a string (Indonesian domain words for the built-in fields) or one text per
   * language (`{ en: 'Guardian', id: 'Nama Wali' }`). Screens use a text written for their language,
   * else the shipped catalog's word for the field (`resources.<route>.fields.<field>`), else this
   * label's fallback; the server uses it in import headers and messages.
   */
  label?: Label;
  /**
   * Changed only by the company's own staff, never by a university's (a PT's plan and subscription):
   * a scoped caller's write of it answers 403 (domain/tenancy.ts).
   */
  companyOnly?: boolean;
  /** Required when creating, optional when updating (e.g. a user's password). */
  requiredOnCreate?: boolean;
  /** Accepted only when creating; ignored on update (e.g. mahasiswa `create_account`). */
  createOnly?: boolean;
  /** Other columns forming a composite unique key with this field (e.g. nim unique within pt_id). */
  uniqueWith?: readonly string[];
}

/** Every option a field type may bring; each member of `FieldDef` takes some of them. */
interface TypeOptions {
  minLength: number;
  maxLength: number;
  /**
   * Regular expression source the value must match (text fields). One of domain/options.ts PATTERNS
   * brings its own message ("The NIM must be 5 to 20 digits."); any other says "Has an invalid format."
   */
  pattern: string;
  min: number;
  max: number;
  /** Decimal places of a `decimal` (default 2; a `money` always has 2). */
  scale: number;
  /**
   * `date` / `datetime`: must not lie in the future (a birth date). "Today" is the latest date on
   * Earth (UTC+14), so no one is refused a date that is today where they are.
   */
  notInFuture: boolean;
  options: readonly EnumOption[];
  /** Target resource name (domain name) of a `reference` (single id) or `references` (id list). */
  reference: string;
  /**
   * Link table of a virtual `references` field: rows (ownKey = this record's id, targetKey = a
   * referenced id, orderColumn = position in the list when the order matters).
   */
  through: Through;
  /** `image`: the width / height ratio the upload is cropped to (default 1). */
  aspect: number;
  /**
   * A boolean field of the gallery groups (`fileGroup`) only: the mark a student's photo of a group
   * whose field is true carries in their gallery when it is tagged to them (the ceremony's
   * `panggung`: "Stage photo"), in each language (`{ en: 'Stage photo', id: 'Foto panggung' }`).
   */
  galleryMark: Label;
}

/**
 * The options of other types, refused: `{ type: 'boolean', maxLength: 3 }` is a type error even
 * where TypeScript makes no excess-property check (an inferred config), and reading `f.options` of
 * any field is allowed (undefined unless it is an enum).
 */
type Without<K extends keyof TypeOptions> = { [O in Exclude<keyof TypeOptions, K>]?: never };

export type TextFieldType = 'text' | 'longtext' | 'email' | 'url' | 'phone' | 'color' | 'password';

/** Texts: `phone` and `color` check their PATTERNS unless `pattern` says otherwise. */
export interface TextField
  extends
    FieldBase,
    Without<'minLength' | 'maxLength' | 'pattern'>,
    Partial<Pick<TypeOptions, 'minLength' | 'maxLength' | 'pattern'>> {
  type: TextFieldType;
}

/**
 * Whole numbers (an `integer` column: its range unless `min` / `max` narrow it). A `year` is one
 * too (1 to 9999 unless narrowed), shown as digits only: "2022", never "2,022" (domain/format.ts).
 */
export interface IntField
  extends FieldBase, Without<'min' | 'max'>, Partial<Pick<TypeOptions, 'min' | 'max'>> {
  type: 'int' | 'year';
}

/**
 * An uploaded image (domain/image.ts): the value is the storage key of the upload, never a typed
 * address. `aspect` (width / height, default 1) is what the upload's crop keeps: 3 for a wide logo.
 */
export interface ImageField
  extends FieldBase, Without<'maxLength' | 'aspect'>, Partial<Pick<TypeOptions, 'maxLength' | 'aspect'>> {
  type: 'image';
}

/** Numbers with decimals (`numeric(12, scale)`). */
export interface DecimalField
  extends FieldBase, Without<'min' | 'max' | 'scale'>, Partial<Pick<TypeOptions, 'min' | 'max' | 'scale'>> {
  type: 'decimal';
}

/** Amounts of money (IDR, `numeric(14,2)`: always 2 decimals). */
export interface MoneyField
  extends FieldBase, Without<'min' | 'max'>, Partial<Pick<TypeOptions, 'min' | 'max'>> {
  type: 'money';
}

export interface BooleanField
  extends FieldBase, Without<'galleryMark'>, Partial<Pick<TypeOptions, 'galleryMark'>> {
  type: 'boolean';
}

export interface DateField
  extends FieldBase, Without<'notInFuture'>, Partial<Pick<TypeOptions, 'notInFuture'>> {
  type: 'date' | 'datetime';
}

export interface TimeField extends FieldBase, Without<never> {
  type: 'time';
}

export interface EnumField extends FieldBase, Without<'options'>, Pick<TypeOptions, 'options'> {
  type: 'enum';
}

export interface ReferenceField extends FieldBase, Without<'reference'>, Pick<TypeOptions, 'reference'> {
  type: 'reference';
}

export interface ReferencesField
  extends
    FieldBase,
    Without<'reference' | 'through'>,
    Pick<TypeOptions, 'reference'>,
    Partial<Pick<TypeOptions, 'through'>> {
  type: 'references';
}

/** A list of texts (jsonb); `maxLength` bounds each item. */
export interface ListField extends FieldBase, Without<'maxLength'>, Partial<Pick<TypeOptions, 'maxLength'>> {
  type: 'list';
}

/**
 * A field of a resource: the options common to all (`FieldBase`) and those of its type. An enum
 * without `options`, a reference without its target or a boolean with a `maxLength` is a type error.
 */
export type FieldDef =
  | TextField
  | ImageField
  | IntField
  | DecimalField
  | MoneyField
  | BooleanField
  | DateField
  | TimeField
  | EnumField
  | ReferenceField
  | ReferencesField
  | ListField;

export type FieldType = FieldDef['type'];

/** The declaration of a field of type `T` (`FieldOf<'enum'>` has its options). */
export type FieldOf<T extends FieldType> = FieldDef extends infer F
  ? F extends { type: infer U }
    ? T extends U
      ? F & { type: T }
      : never
    : never
  : never;

export type Action = 'view' | 'create' | 'update' | 'delete';

export interface MenuPlacement {
  group: 'general' | 'menu' | 'master' | 'setting';
  /** Parent item key when nested (e.g. the Perguruan Tinggi submenu). */
  parent?: string;
  /** MUI icon name (`@mui/icons-material` export). */
  icon: string;
  order: number;
  /** Menu text when it differs from the resource's name ("Bentuk" for bentuk PT). */
  title?: Label;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Domain name in camelCase (perguruanTinggi); also the permission prefix's source. */
  name: string;
  /** Database table. */
  table: string;
  /** API path below /api (docs/product.md#api). */
  apiPath: string;
  /** Client route (docs/product.md#routes); also the react-admin resource name without the leading slash. */
  route: string;
  /** Indonesian page title (docs/product.md#routes: titles are Indonesian). */
  title: string;
  /** The resource's name per language, for resources a config adds (built-ins use the catalog). */
  label?: Label;
  /** Permission prefix, `<prefix>.<action>` (docs/product.md#roles-and-access). */
  permission: string;
  fields: F;
  /** Field shown when this record is referenced (option lists, reference columns). */
  labelField: keyof F & string;
  /**
   * Shown in parentheses after the label where records are listed by name (options, reference
   * columns, exports) when the label alone is ambiguous: program studi "Akuntansi (S1)". A list row
   * referencing this resource also carries it (`prodi_jenjang`); getoption must return it
   * (`optionFields`).
   */
  labelQualifier?: keyof F & string;
  /** Columns of the list screen, in order. */
  listColumns: readonly (keyof F & string)[];
  /** Fields searched by `q`, case-insensitively. */
  searchFields: readonly (keyof F & string)[];
  /** Fields offered as list filters (equality / id list / date range). */
  filterFields: readonly (keyof F & string)[];
  /** Fields the list may be sorted by (besides id, created_at, updated_at). */
  sortFields: readonly (keyof F & string)[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Query parameters accepted by getoption (e.g. pt_id for fakultas). */
  optionFilters?: readonly (keyof F & string)[];
  /**
   * Extra fields returned by getoption besides id and name. A `references` field kept in a link table
   * gives its targets' labels (a role's permission names).
   */
  optionFields?: readonly (keyof F & string)[];
  menu?: MenuPlacement;
  /** A single-record resource (app settings): GET/PUT without an id. */
  singleton?: boolean;
  /**
   * Readable by the company's own staff only, whatever a university's staff's role holds: a global
   * resource whose rows speak of every university (the mail outbox's recipients).
   */
  companyOnly?: boolean;
  /** Which actions the resource offers at all. */
  actions?: readonly Action[];
  /**
   * Which university a record belongs to (domain/tenancy.ts). Left out, it is derived: the shortest
   * chain of required references that reaches perguruanTinggi (acara: `pt_id`; a file group: its
   * `acara_id`, then `pt_id`). `false`: global (no university's), though a chain exists; a list of
   * fields: the chain, where the references give none or more than one (a user: `pt_ids`).
   */
  tenant?: false | readonly string[];
  /**
   * Further universities a record belongs to, beside its chain's: those of the records of `resource`
   * whose reference `field` names it (a user: the university of their student record,
   * `mahasiswa.user_id`). A record in any of them is in that university's scope (domain/tenancy.ts).
   */
  tenantAlso?: readonly { resource: string; field: string }[];
  /** Column holding the owner's user id: the owner may read that record without the view permission. */
  ownerField?: (keyof F & string) | 'id';
  /**
   * Too many records to hold the option list in the browser (mahasiswa: 200,000): a reference to it
   * searches the server as the user types instead of loading every option.
   */
  largeOptions?: boolean;
  /** Option list (`getoption`) readable by any signed-in caller (harmless names only). */
  optionsForAnyCaller?: boolean;
  /**
   * With optionsForAnyCaller: what a caller without the view permission may see of the option list,
   * as allowed values per field (acara: only published and finished events, never drafts).
   */
  optionsForOthersOnly?: Partial<Record<keyof F & string, readonly string[]>>;
  /** Singleton: fields also served without sign-in at `<apiPath>/public` (brand for the login page). */
  publicFields?: readonly (keyof F & string)[];
  /** Records with `flag` true are built in: they cannot be deleted and `lockedFields` cannot change. */
  builtin?: { flag: keyof F & string; lockedFields: readonly (keyof F & string)[] };
  /** Offers bulk import from CSV/XLSX at `<apiPath>/import` (mahasiswa). */
  importable?: boolean;
  /**
   * Cross-field order rules (`crossFieldErrors` in domain/validation.ts, applied by the server on
   * create and update and by the browser's form): `[['pendaftaran_buka', 'pendaftaran_tutup']]`.
   */
  order?: readonly OrderRule<keyof F & string>[];
  /**
   * Screens that differ from the generated ones, loaded when first shown (a configured resource's,
   * from wisuda.config.ts; the built-in resources' are attached by the app, src/screenLoaders.ts).
   */
  screens?: () => Promise<ScreenModule>;
}

/** What a replacement screen receives: the installation's declaration (with configured fields). */
export interface ScreenProps {
  def: ResourceDef;
}

/** A module of replacement screens; a screen it does not export stays the generated one. */
export interface ScreenModule {
  list?: ComponentType<ScreenProps>;
  create?: ComponentType<ScreenProps>;
  edit?: ComponentType<ScreenProps>;
  show?: ComponentType<ScreenProps>;
}

/**
 * Declares a resource with its field names checked in listColumns, searchFields, ... The result is
 * also a plain `ResourceDef` (keyof makes the generic invariant, hence the intersection).
 */
export function defineResource<F extends Record<string, FieldDef>>(
  def: ResourceDef<F>,
): ResourceDef<F> & ResourceDef {
  return def as ResourceDef<F> & ResourceDef;
}

export const ALL_ACTIONS: readonly Action[] = ['view', 'create', 'update', 'delete'];

/**
 * The most rows one list request may ask for (`range`), and the most ids one `filter` list may
 * name: the server answers 400 beyond it, the browser asks for larger pages in chunks of this size.
 */
export const LIST_MAX_PAGE = 1000;
/** Rows per page of a list screen until the user picks another size. */
export const LIST_PAGE_SIZE = 25;

/**
 * The furthest a list's page may start (`range` [start, end]: start at most this): beyond every
 * table's size, and a bound the database never has to take a client's word for (the server answers
 * 400 beyond it).
 */
export const LIST_MAX_OFFSET = 10_000_000;

export function actionsOf(def: ResourceDef): readonly Action[] {
  return def.actions ?? ALL_ACTIONS;
}

export function permissionName(def: ResourceDef, action: Action): string {
  return `${def.permission}.${action}`;
}

/** The react-admin resource name: the route without its leading slash. */
export function raName(def: ResourceDef): string {
  return def.route.replace(/^\//, '');
}

/** Fields kept in the resource's own table (not virtual). */
export function storedFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => !f.virtual);
}
