/**
 * In-app links follow the canonical paths (docs/product.md#routes): `/<route>` list, `/<route>/add` create,
 * `/<route>/edit/<id>` edit and `/<route>/show/<id>` show — never react-admin's `/create` or `/:id`.
 */
import type { Identifier } from 'react-admin';

export type PageType = 'list' | 'create' | 'edit' | 'show';

export function specPath(resource: string, type: PageType, id?: Identifier): string {
  const base = `/${resource.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  switch (type) {
    case 'list':
      return base;
    case 'create':
      return `${base}/add`;
    case 'edit':
    case 'show':
      return id === undefined || id === null ? base : `${base}/${type}/${encodeURIComponent(String(id))}`;
  }
}

/** Route paths below a resource, for its `<Route>` children. */
export const SUB_ROUTES = { create: 'add', edit: 'edit/:id', show: 'show/:id' } as const;
