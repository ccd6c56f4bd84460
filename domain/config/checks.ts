/**
 * The checks of a resolved `wisuda.config.ts` that look across it: routes, tables and API paths taken
 * twice or reserved by Wisuda, permissions and menu parents that name nothing, sorts a list cannot do.
 * Each problem is one line naming where it is and what to change (docs/extending.md lists them all).
 */
import { knownFieldType } from '../field-types';
import { ALL_ACTIONS, type ResourceDef } from '../resource';
import { PAGE_PERMISSIONS, SELF_SERVICE_PERMISSIONS } from '../roles';
import { MENU_PARENTS } from './menu-parents';
import type { AnyWisudaConfig, ResolvedPage, ResolvedRole } from './resolved';
import type { MenuConfig } from './types';

export { MENU_PARENTS };

/** Client routes Wisuda keeps for itself: sign-in and sign-up, error pages, the API, the built files. */
const RESERVED_ROUTES: readonly { prefix: string; what: string }[] = [
  { prefix: '/auth', what: 'sign-in and sign-up pages' },
  { prefix: '/error', what: 'error pages' },
  { prefix: '/api', what: 'the API' },
  { prefix: '/panel', what: 'the built app files' },
];

/** API paths (below /api) of Wisuda's own routes that are no resource's. */
const RESERVED_API_PATHS = [
  '/auth',
  '/dashboard',
  '/profile',
  '/faces',
  '/file',
  '/files',
  '/images',
  '/plans',
  '/audit',
  '/health',
  '/metrics',
  '/docs',
];

/** `path` is `prefix` or lies below it. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The screens below a resource's route (its list is the route itself). */
const SUB_SCREEN = /\/(add|edit|show)(\/[^/]*)?$/;

/** Where a configured resource or page is, as the problem names it. */
interface Owner {
  /** `resources.sponsor`, `pages[0] (/menu/laporan)`, or a built-in: `mahasiswa (built-in)`. */
  name: string;
  /** The option that sets the clashing value, for "give it another ..." (absent on built-ins). */
  configured: boolean;
}

function resourceOwner(def: ResourceDef, configured: ReadonlySet<string>): Owner {
  return configured.has(def.name)
    ? { name: `resources.${def.name}`, configured: true }
    : { name: `${def.name} (built-in)`, configured: false };
}

const pageOwner = (page: ResolvedPage, i: number): Owner => ({
  name: `pages[${i}] (${page.path})`,
  configured: true,
});

/** Routes, tables and API paths each taken once; a later configured one names the first and what to change. */
function clashProblems(
  resources: readonly ResourceDef[],
  pages: readonly ResolvedPage[],
  configured: ReadonlySet<string>,
  fixedPaths: readonly string[],
): string[] {
  const out: string[] = [];
  const seen = new Map<string, Owner>();
  const claim = (kind: 'route' | 'path' | 'table' | 'apiPath', value: string, owner: Owner) => {
    const key = `${kind === 'path' ? 'route' : kind}:${value}`;
    const first = seen.get(key);
    if (!first) return void seen.set(key, owner);
    const fix = first.configured ? 'give one of them another' : `give ${owner.name} another`;
    out.push(`${owner.name}: ${kind} "${value}" is already used by ${first.name}; ${fix} "${kind}"`);
  };
  for (const path of fixedPaths)
    claim('route', path, { name: `the built-in page ${path}`, configured: false });
  const ordered = [...resources].sort(
    (a, b) => Number(configured.has(a.name)) - Number(configured.has(b.name)),
  );
  for (const r of ordered) {
    const owner = resourceOwner(r, configured);
    claim('route', r.route, owner);
    claim('table', r.table, owner);
    claim('apiPath', r.apiPath, owner);
  }
  pages.forEach((p, i) => claim('path', p.path, pageOwner(p, i)));
  return out;
}

/** Configured routes and API paths that Wisuda keeps for itself, or that are a resource's own screens. */
function reservedProblems(
  resources: readonly ResourceDef[],
  pages: readonly ResolvedPage[],
  configured: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  const route = (owner: string, kind: 'route' | 'path', value: string) => {
    if (value === '/')
      out.push(`${owner}: ${kind} "/" is the app's start (the dashboard); choose a path like /menu/<name>`);
    for (const r of RESERVED_ROUTES)
      if (under(value, r.prefix))
        out.push(
          `${owner}: ${kind} "${value}" is under ${r.prefix}, kept for ${r.what}; choose a path like /menu/<name>`,
        );
    const below = resources.find(
      (r) => value.startsWith(`${r.route}/`) && SUB_SCREEN.test(value.slice(r.route.length)),
    );
    if (below)
      out.push(
        `${owner}: ${kind} "${value}" is a screen of ${resourceOwner(below, configured).name} (${below.route}/add, /edit/<id>, /show/<id>); choose another path`,
      );
  };
  for (const r of resources.filter((d) => configured.has(d.name))) {
    route(`resources.${r.name}`, 'route', r.route);
    const api = RESERVED_API_PATHS.find((p) => under(r.apiPath, p));
    if (api)
      out.push(
        `resources.${r.name}: apiPath "${r.apiPath}" is taken by Wisuda's own API (/api${api}); set "apiPath" to another path`,
      );
  }
  pages.forEach((p, i) => {
    if (p.path?.startsWith('/')) route(pageOwner(p, i).name, 'path', p.path);
  });
  return out;
}

/** The edit distance of two short names (for "did you mean"). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** ` (did you mean "x"?)` for the closest known name within two edits, else `fallback`. */
export function didYouMean(name: string, known: Iterable<string>, fallback = ''): string {
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = distance(name.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best ? ` (did you mean "${best}"?)` : fallback;
}

/** Every permission a role or page may name: each resource's actions, self-service and page permissions. */
export function permissionNames(resources: readonly ResourceDef[]): Set<string> {
  return new Set<string>([
    ...resources.flatMap((r) => (r.actions ?? ALL_ACTIONS).map((a) => `${r.permission}.${a}`)),
    ...SELF_SERVICE_PERMISSIONS,
    ...Object.keys(PAGE_PERMISSIONS),
  ]);
}

/** A permission name that is none of `known`: what it names and what to write instead. */
function permissionProblem(where: string, name: string, known: ReadonlySet<string>): string | undefined {
  if (known.has(name)) return undefined;
  const prefix = name.split('.')[0];
  const own = [...known].filter((k) => k.startsWith(`${prefix}.`));
  const what = own.length
    ? `permission "${name}" is not one of ${prefix}'s (${own.join(', ')})`
    : `permission "${name}" names no resource`;
  const rule = own.length
    ? ''
    : `; a permission is <resource>.<view|create|update|delete> or a self-service one (${SELF_SERVICE_PERMISSIONS.join(', ')})`;
  return `${where}: ${what}${didYouMean(name, known, rule)}`;
}

function permissionProblems(
  roles: readonly ResolvedRole[],
  pages: readonly ResolvedPage[],
  resources: readonly ResourceDef[],
): string[] {
  const known = permissionNames(resources);
  return [
    ...roles.flatMap((role) =>
      role.permissions.map((p) => permissionProblem(`roles.${role.name}`, p, known)),
    ),
    ...pages.map((p, i) =>
      p.permission ? permissionProblem(pageOwner(p, i).name, p.permission, known) : undefined,
    ),
  ].filter((p): p is string => !!p);
}

/** A menu `parent` that is no submenu. */
function parentProblem(where: string, menu: Partial<MenuConfig> | undefined): string[] {
  const parent = menu?.parent;
  if (parent === undefined || (MENU_PARENTS as readonly string[]).includes(parent)) return [];
  return [
    `${where}.menu.parent: there is no submenu "${parent}"${didYouMean(parent, MENU_PARENTS, '')}; name one of ${MENU_PARENTS.join(', ')} or leave "parent" out`,
  ];
}

function menuProblems(config: AnyWisudaConfig, pages: readonly ResolvedPage[]): string[] {
  return [
    ...Object.entries(config.resources ?? {}).flatMap(([name, r]) =>
      parentProblem(`resources.${name}`, r.menu),
    ),
    ...Object.entries(config.extend ?? {}).flatMap(([name, e]) => parentProblem(`extend.${name}`, e?.menu)),
    ...pages.flatMap((p, i) => parentProblem(pageOwner(p, i).name, p.menu)),
  ];
}

/** `sortFields` naming a field a list cannot sort by (a reference, an image, long text, a list). */
function sortProblems(owner: string, def: ResourceDef, names: readonly string[] | undefined): string[] {
  return (names ?? []).flatMap((n) => {
    const field = def.fields[n];
    if (!field || (knownFieldType(field.type)?.sorted && !field.virtual && !field.writeOnly)) return [];
    return [
      `${owner}.sortFields: "${n}" is a ${field.virtual ? 'virtual' : field.writeOnly ? 'write-only' : field.type} field, which a list cannot sort by; leave it out`,
    ];
  });
}

function unsortableProblems(config: AnyWisudaConfig, resources: readonly ResourceDef[]): string[] {
  const def = (name: string) => resources.find((r) => r.name === name);
  return [
    ...Object.entries(config.resources ?? {}).flatMap(([name, r]) => {
      const d = def(name);
      return d ? sortProblems(`resources.${name}`, d, r.sortFields) : [];
    }),
    ...Object.entries(config.extend ?? {}).flatMap(([name, e]) => {
      const d = def(name);
      return d ? sortProblems(`extend.${name}`, d, e?.sortFields) : [];
    }),
  ];
}

/** Every menu icon the config names, with where it is (the start checks each against @mui/icons-material). */
export function configIcons(config: AnyWisudaConfig): { where: string; icon: string }[] {
  const pages = config.pages ?? [];
  return [
    ...Object.entries(config.resources ?? {}).map(([name, r]) => ({
      where: `resources.${name}`,
      icon: r.menu?.icon,
    })),
    ...Object.entries(config.extend ?? {}).map(([name, e]) => ({
      where: `extend.${name}`,
      icon: e?.menu?.icon,
    })),
    ...pages.map((p, i) => ({ where: `pages[${i}] (${p.path})`, icon: p.menu?.icon })),
  ].flatMap(({ where, icon }) =>
    icon === undefined ? [] : [{ where: `${where}.menu.icon`, icon: String(icon) }],
  );
}

export interface CheckedConfig {
  config: AnyWisudaConfig;
  resources: readonly ResourceDef[];
  roles: readonly ResolvedRole[];
  pages: readonly ResolvedPage[];
  /** Routes of the built-in pages. */
  fixedPaths?: readonly string[];
}

/** The problems of a resolved config seen across it, one line each. */
export function configProblems({
  config,
  resources,
  roles,
  pages,
  fixedPaths = [],
}: CheckedConfig): string[] {
  const configured = new Set(Object.keys(config.resources ?? {}));
  return [
    ...unsortableProblems(config, resources),
    ...permissionProblems(roles, pages, resources),
    ...menuProblems(config, pages),
    ...reservedProblems(resources, pages, configured),
    ...clashProblems(resources, pages, configured, fixedPaths),
  ];
}
