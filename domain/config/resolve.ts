/**
 * Turns `wisuda.config.ts` into declarations: each new resource completed with defaults derived
 * from its fields, built-in resources extended with the added fields, and every name checked.
 * A wrong config stops the app at start with one message naming the resource and the field.
 */
import { FIELD_TYPES, knownFieldType } from '../field-types';
import {
  LIST_MAX_PAGE,
  LIST_PAGE_SIZE,
  actionsOf,
  type Action,
  type FieldDef,
  type ResourceDef,
} from '../resource';
import { listPageUrl, resourceUrl } from '../api-urls';
import { tenantProblems } from '../tenancy';
import { galleryMarkProblems } from '../galleryMarks';
import { configProblems } from './checks';
import { labelIn } from './label';
import type {
  BuiltinResourceConfig,
  ConfigField,
  ExtendConfig,
  PageRead,
  ResourceConfig,
  RoleConfig,
} from './types';
import type { AnyWisudaConfig, ResolvedConfig, ResolvedPage, ResolvedRole } from './resolved';

export type { AnyWisudaConfig, ResolvedConfig, ResolvedPage, ResolvedRole };

export class ConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(
      `wisuda.config.ts is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}\n(docs/extending.md describes every option.)`,
    );
    this.name = 'ConfigError';
  }
}

export { FIELD_TYPES };

/**
 * Defaults derived from a field's type (domain/field-types.ts): searched, filtered, sorted, listed.
 * A type that does not exist is none of these (its field is reported as a problem).
 */
const searched = (f: FieldDef) => knownFieldType(f.type)?.searched === true;
const filtered = (f: FieldDef) => knownFieldType(f.type)?.filtered === true;
const sorted = (f: FieldDef) => knownFieldType(f.type)?.sorted === true;
const listed = (f: FieldDef) => knownFieldType(f.type)?.listed === true;
const GROUP_PATH = { general: 'menu', menu: 'menu', master: 'master', setting: 'setting' } as const;
/** Menu positions of configured items start after the built-in ones. */
const CONFIG_MENU_ORDER = 50;
/** What a singleton offers unless its actions are given: its one record is read and updated. */
const SINGLETON_ACTIONS: readonly Action[] = ['view', 'update'];
const NAME = /^[a-z][a-zA-Z0-9]*$/;
const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kebab = (name: string) => snake(name).replace(/_/g, '-');

function toField(field: ConfigField): FieldDef {
  return field as FieldDef;
}

function fieldProblems(
  owner: string,
  name: string,
  field: ConfigField,
  known: ReadonlySet<string>,
  resource: string,
): string[] {
  const where = `${owner}.fields.${name}`;
  const out: string[] = [];
  if (!FIELD_NAME.test(name)) out.push(`${where}: a field name is lower case letters, digits and _`);
  if (!knownFieldType(field.type))
    out.push(`${where}: unknown field type "${String(field.type)}" (one of ${FIELD_TYPES.join(', ')})`);
  if ((field.type === 'reference' || field.type === 'references') && !field.reference)
    out.push(`${where}: a ${field.type} field names its target resource in "reference"`);
  if (field.reference && !known.has(field.reference))
    out.push(`${where}: reference to unknown resource "${field.reference}"`);
  if (field.type === 'references' && !field.through)
    out.push(`${where}: a references field needs "through" (its link table)`);
  if (field.type === 'enum' && !field.options?.length)
    out.push(`${where}: an enum field lists its "options"`);
  out.push(...galleryMarkProblems(where, resource, field as FieldDef));
  return out;
}

function namesProblems(
  owner: string,
  key: string,
  names: readonly string[] | undefined,
  fields: object,
): string[] {
  return (names ?? [])
    .filter((n) => !(n in fields) && !['id', 'created_at', 'updated_at'].includes(n))
    .map((n) => `${owner}.${key}: "${n}" is not a field of ${owner}`);
}

/** A default sort the list cannot use: a field outside sortFields (id and the stamps always sort). */
function unsortedProblems(def: ResourceDef): string[] {
  const field = def.defaultSort.field;
  if (!(field in def.fields) || def.sortFields.includes(field)) return [];
  return [`${def.name}.defaultSort: "${field}" is not in sortFields; add it there or sort by "id"`];
}

function defaultLabelField(fields: Record<string, FieldDef>): string {
  const entries = Object.entries(fields);
  return (
    entries.find(([, f]) => f.type === 'text' && f.required)?.[0] ??
    entries.find(([, f]) => searched(f))?.[0] ??
    entries[0]?.[0] ??
    'id'
  );
}

/**
 * The options a resource's declaration carries over as written (left out when not given: an absent
 * one means its default, domain/resource.ts).
 */
const CARRIED = [
  'labelQualifier',
  'singleton',
  'publicFields',
  'companyOnly',
  'ownerField',
  'largeOptions',
  'optionsForAnyCaller',
  'optionsForOthersOnly',
  'tenantAlso',
  'builtin',
] as const satisfies readonly (keyof ResourceConfig & keyof ResourceDef)[];

function carriedOptions(config: ResourceConfig | BuiltinResourceConfig): Partial<ResourceDef> {
  return Object.fromEntries(CARRIED.filter((k) => config[k] !== undefined).map((k) => [k, config[k]]));
}

/**
 * The declaration of a resource: what its config says, the rest derived from its fields. Both a
 * configured resource and a built-in one (domain/resources/builtin.ts) are resolved here.
 */
export function resourceFromConfig(
  name: string,
  config: ResourceConfig | BuiltinResourceConfig,
  index = 0,
): ResourceDef {
  const fields: Record<string, FieldDef> = Object.fromEntries(
    Object.entries(config.fields).map(([n, f]) => [n, toField(f)]),
  );
  const entries = Object.entries(fields);
  const stored = entries.filter(([, f]) => !f.virtual && !f.writeOnly);
  const labelField = config.labelField ?? defaultLabelField(fields);
  const sortFields = config.sortFields ?? stored.filter(([, f]) => sorted(f)).map(([n]) => n);
  const optionFilters =
    config.optionFilters ?? stored.filter(([, f]) => f.type === 'reference').map(([n]) => n);
  const groupPath = GROUP_PATH[config.menu?.group ?? 'menu'];
  const menu = config.menu;
  const label = 'label' in config ? config.label : undefined;
  return {
    name,
    ...(label !== undefined ? { label } : {}),
    table: config.table ?? snake(name),
    apiPath: config.apiPath ?? `/${name}`,
    route: config.route ?? `/${groupPath}/${kebab(name)}`,
    title: config.title ?? labelIn(label, 'id') ?? name,
    permission: config.permission ?? name,
    fields,
    labelField,
    listColumns:
      config.listColumns ??
      stored
        .filter(([, f]) => listed(f))
        .slice(0, 6)
        .map(([n]) => n),
    searchFields: config.searchFields ?? stored.filter(([, f]) => searched(f)).map(([n]) => n),
    filterFields: config.filterFields ?? stored.filter(([, f]) => filtered(f)).map(([n]) => n),
    sortFields,
    // The label when it can be sorted by (a reference cannot), else the order of creation.
    defaultSort: config.defaultSort ?? {
      field: sortFields.includes(labelField) ? labelField : 'id',
      order: 'ASC',
    },
    ...(optionFilters.length ? { optionFilters } : {}),
    ...(config.optionFields ? { optionFields: config.optionFields } : {}),
    ...(menu
      ? {
          menu: {
            group: menu.group,
            icon: menu.icon,
            order: menu.order ?? CONFIG_MENU_ORDER + index,
            ...(menu.parent ? { parent: menu.parent } : {}),
            ...(menu.title ? { title: menu.title } : {}),
          },
        }
      : {}),
    // Left out, every action (actionsOf); a singleton's record is only read and updated.
    ...(config.actions || config.singleton ? { actions: config.actions ?? SINGLETON_ACTIONS } : {}),
    ...(config.importable ? { importable: true } : {}),
    ...(config.order ? { order: config.order } : {}),
    ...(config.tenant !== undefined ? { tenant: config.tenant } : {}),
    ...carriedOptions(config),
    ...('screens' in config && config.screens ? { screens: config.screens } : {}),
  };
}

/** A built-in resource with the fields (and list settings) a config adds. */
export function extendResource(def: ResourceDef, extension: ExtendConfig): ResourceDef {
  const added: Record<string, FieldDef> = Object.fromEntries(
    Object.entries(extension.fields ?? {}).map(([n, f]) => [n, toField(f)]),
  );
  const addedStored = Object.entries(added).filter(([, f]) => !f.virtual && !f.writeOnly);
  const withAdded = (list: readonly string[], test: (f: FieldDef) => boolean) => [
    ...list,
    ...addedStored.filter(([, f]) => test(f)).map(([n]) => n),
  ];
  return {
    ...def,
    fields: { ...def.fields, ...added },
    listColumns: extension.listColumns ?? def.listColumns,
    searchFields: extension.searchFields ?? withAdded(def.searchFields, searched),
    filterFields: extension.filterFields ?? withAdded(def.filterFields, filtered),
    sortFields: extension.sortFields ?? def.sortFields,
    ...(extension.menu && def.menu ? { menu: { ...def.menu, ...extension.menu } } : {}),
  };
}

/** What is wrong with the options a declaration carries over as written (`CARRIED`, a menu's order). */
function carriedProblems(def: ResourceDef): string[] {
  const owner = def.name;
  const out: string[] = [];
  for (const key of ['singleton', 'companyOnly', 'largeOptions', 'optionsForAnyCaller'] as const)
    if (def[key] !== undefined && typeof def[key] !== 'boolean') out.push(`${owner}.${key}: true or false`);
  if (def.menu && !Number.isFinite(def.menu.order)) out.push(`${owner}.menu.order: a number`);
  if (def.labelQualifier)
    out.push(...namesProblems(owner, 'labelQualifier', [def.labelQualifier], def.fields));
  out.push(...namesProblems(owner, 'publicFields', def.publicFields, def.fields));
  if (def.publicFields?.length && !def.singleton)
    out.push(`${owner}.publicFields: only a singleton serves public fields (add singleton: true)`);
  for (const name of def.publicFields ?? [])
    if (def.fields[name]?.writeOnly) out.push(`${owner}.publicFields: "${name}" is write-only`);
  if (def.singleton && actionsOf(def).some((a) => a === 'create' || a === 'delete'))
    out.push(`${owner}.actions: a singleton is only read and updated (actions: ['view', 'update'])`);
  const owned = def.ownerField && def.ownerField !== 'id' ? def.fields[def.ownerField] : undefined;
  if (def.ownerField === 'id' && def.name !== 'user')
    out.push(`${owner}.ownerField: "id" is the user resource's own; name a reference to user`);
  else if (
    def.ownerField &&
    def.ownerField !== 'id' &&
    (owned?.type !== 'reference' || owned.reference !== 'user')
  )
    out.push(`${owner}.ownerField: "${def.ownerField}" is not a reference field to user`);
  if (def.optionsForOthersOnly && !def.optionsForAnyCaller)
    out.push(`${owner}.optionsForOthersOnly: needs optionsForAnyCaller: true`);
  for (const [name, values] of Object.entries(def.optionsForOthersOnly ?? {})) {
    const options = def.fields[name]?.options;
    out.push(...namesProblems(owner, 'optionsForOthersOnly', [name], def.fields));
    for (const value of options ? (values ?? []) : [])
      if (!options?.some((o) => o.id === value))
        out.push(`${owner}.optionsForOthersOnly.${name}: "${value}" is not an option of ${name}`);
  }
  if (def.builtin) {
    if (def.fields[def.builtin.flag]?.type !== 'boolean')
      out.push(`${owner}.builtin.flag: "${def.builtin.flag}" is not a boolean field of ${owner}`);
    out.push(...namesProblems(owner, 'builtin.lockedFields', def.builtin.lockedFields, def.fields));
  }
  return out;
}

/** What is wrong with a resolved declaration: its fields and every name it gives. */
export function resourceProblems(def: ResourceDef, known: ReadonlySet<string>): string[] {
  const owner = def.name;
  const out: string[] = [];
  if (!Object.keys(def.fields).length) out.push(`${owner}: a resource declares at least one field`);
  for (const [name, field] of Object.entries(def.fields))
    out.push(...fieldProblems(owner, name, field as ConfigField, known, def.name));
  out.push(
    ...namesProblems(owner, 'labelField', [def.labelField], def.fields),
    ...namesProblems(owner, 'listColumns', def.listColumns, def.fields),
    ...namesProblems(owner, 'searchFields', def.searchFields, def.fields),
    ...namesProblems(owner, 'filterFields', def.filterFields, def.fields),
    ...namesProblems(owner, 'sortFields', def.sortFields, def.fields),
    ...namesProblems(owner, 'defaultSort', [def.defaultSort.field], def.fields),
    ...unsortedProblems(def),
    ...namesProblems(owner, 'optionFilters', def.optionFilters, def.fields),
    ...namesProblems(owner, 'optionFields', def.optionFields, def.fields),
    ...carriedProblems(def),
  );
  return out;
}

/** The address of a page's declared read, or what is wrong with it. */
function readUrl(read: PageRead, resources: readonly ResourceDef[]): string | { problem: string } {
  if (typeof read === 'string')
    return /^\/api\/[^\s?#]/.test(read)
      ? read
      : { problem: `"${String(read)}" is not a GET address under /api/` };
  const def = resources.find((r) => r.name === read.list);
  if (!def) return { problem: `list of unknown resource "${String(read.list)}"` };
  const perPage = read.perPage ?? LIST_PAGE_SIZE;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > LIST_MAX_PAGE)
    return { problem: `"perPage" is a whole number from 1 to ${LIST_MAX_PAGE}` };
  return listPageUrl(
    resourceUrl(def.apiPath),
    read.sort ?? def.defaultSort,
    [0, perPage - 1],
    read.filter ?? {},
  );
}

/**
 * The installation's declarations: the built-in resources, extended, then the configured ones.
 * `fixedPaths` are the routes of the built-in pages (a configured route must not take one).
 */
export function resolveConfig(
  builtins: readonly ResourceDef[],
  config: AnyWisudaConfig,
  fixedPaths: readonly string[] = [],
): ResolvedConfig {
  const problems: string[] = [];
  const configured = Object.entries(config.resources ?? {}) as [string, ResourceConfig][];
  const known = new Set([...builtins.map((b) => b.name), ...configured.map(([n]) => n)]);

  const extended = builtins.map((def) => {
    const extension = (config.extend as Record<string, ExtendConfig> | undefined)?.[def.name];
    if (!extension) return def;
    for (const [name, field] of Object.entries(extension.fields ?? {})) {
      if (name in def.fields)
        problems.push(`extend.${def.name}.fields.${name}: ${def.name} already has a field "${name}"`);
      problems.push(...fieldProblems(`extend.${def.name}`, name, field, known, def.name));
    }
    const result = extendResource(def, extension);
    problems.push(
      ...namesProblems(`extend.${def.name}`, 'listColumns', extension.listColumns, result.fields),
      ...namesProblems(`extend.${def.name}`, 'searchFields', extension.searchFields, result.fields),
      ...namesProblems(`extend.${def.name}`, 'filterFields', extension.filterFields, result.fields),
      ...namesProblems(`extend.${def.name}`, 'sortFields', extension.sortFields, result.fields),
    );
    return result;
  });
  for (const name of Object.keys(config.extend ?? {}))
    if (!builtins.some((b) => b.name === name))
      problems.push(`extend.${name}: there is no built-in resource "${name}"`);

  const added = configured.map(([name, rc], i) => {
    if (!NAME.test(name))
      problems.push(`resources.${name}: a resource name is a camelCase word (sponsor, laporanKeuangan)`);
    if (builtins.some((b) => b.name === name))
      problems.push(`resources.${name}: a built-in resource has this name; use extend.${name} to add fields`);
    if (!rc.label) problems.push(`resources.${name}: "label" is required`);
    if (!rc.fields || typeof rc.fields !== 'object') {
      problems.push(`resources.${name}: "fields" is required`);
      return undefined;
    }
    const def = resourceFromConfig(name, rc, i);
    problems.push(...resourceProblems(def, known).map((p) => `resources.${p}`));
    return def;
  });
  const resources = [...extended, ...added.filter((r): r is ResourceDef => !!r)];
  // Which university each configured resource's records belong to must be clear (docs/tenancy.md).
  for (const def of added)
    if (def) problems.push(...tenantProblems(def, resources).map((p) => `resources.${p}`));

  const roles = Object.entries(config.roles ?? {}).map(([name, role]: [string, RoleConfig]) => ({
    name,
    label: role.label,
    permissions: [...role.permissions],
  }));

  const pages = (config.pages ?? []).map((page, i) => {
    if (!page.path?.startsWith('/')) problems.push(`pages[${i}]: "path" starts with / (e.g. /menu/laporan)`);
    if (typeof page.component !== 'function')
      problems.push(`pages[${i}] (${page.path}): "component" is a function importing a module of custom/`);
    if (!page.permission) problems.push(`pages[${i}] (${page.path}): "permission" is required`);
    const reads = (page.reads ?? []).flatMap((read, r) => {
      const where = `pages[${i}] (${page.path}): reads[${r}]`;
      const url = readUrl(read, resources);
      if (typeof url !== 'string') problems.push(`${where}: ${url.problem}`);
      return typeof url === 'string' ? [url] : [];
    });
    const { reads: _declared, ...rest } = page;
    return { ...rest, ...(reads.length ? { reads } : {}) } as ResolvedPage;
  });
  problems.push(...configProblems({ config, resources, roles, pages, fixedPaths }));
  if (problems.length) throw new ConfigError(problems);
  return { resources, roles, pages };
}
