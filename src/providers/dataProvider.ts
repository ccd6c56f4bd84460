/**
 * react-admin dataProvider: `ra-data-simple-rest` over the one httpClient (bearer, `data` unwrap,
 * field errors), lists read by `getListInChunks` (the start-up's read ahead asks the same URL).
 * Resource names are the routes of docs/product.md#routes without their leading slash (`master/perguruan-tinggi`); the
 * declarations map each to its API path (`/api/data-induk/pt/pt`).
 * Singleton resources (app settings) are read and written without an id.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  DataProvider,
  GetListParams,
  GetManyParams,
  GetListResult,
  Identifier,
  RaRecord,
} from 'react-admin';
import { LIST_MAX_PAGE, raName, type ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { invalidateAppSettings } from './appSettings';
import { API_BASE, httpClient } from './httpClient';
import { listPageUrl, resourceUrl } from '../../domain/api-urls';
import { clearOptions, isOptionList } from './optionStore';
import { currentPt, withPtQuery } from './ptScope';

/** react-admin resource name → declaration. */
export function buildResourceMap(resources: readonly ResourceDef[]): Map<string, ResourceDef> {
  return new Map(resources.map((def) => [raName(def), def]));
}

/** The API path (below /api, no leading slash) for a react-admin resource name. Unknown names pass through. */
export function apiPathOf(resource: string, map: Map<string, ResourceDef>): string {
  const def = map.get(resource.replace(/^\/+/, ''));
  return (def ? def.apiPath : resource).replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * After a change to a resource: its option list is emptied (reloaded on next use, docs/product.md#layout) and a
 * change to the app settings reloads the brand/colours everywhere.
 */
function afterChange(def: ResourceDef | undefined): void {
  if (!def) return;
  if (isOptionList(def)) clearOptions(def.name);
  if (def.singleton && def.publicFields?.length) void invalidateAppSettings();
}

/** The total of a list answer's `Content-Range: items 0-24/319`. */
function totalOf(headers: Headers): number {
  const total = Number.parseInt(headers.get('Content-Range')?.split('/').pop() ?? '', 10);
  if (!Number.isFinite(total)) throw new Error('The list answer has no Content-Range total');
  return total;
}

/**
 * A page larger than the server's cap (an export asks for up to 10,000 rows) is fetched as
 * consecutive ranges of at most `LIST_MAX_PAGE` rows, one after the other, with the same sort and
 * filter; it stops at the total (or at a short answer). A failing chunk fails the whole call.
 */
export async function getListInChunks(
  url: string,
  params: GetListParams,
  chunk = LIST_MAX_PAGE,
  pt?: number,
): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: chunk };
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const first = (page - 1) * perPage;
  const end = first + perPage; // exclusive
  const data: RaRecord[] = [];
  let total = 0;
  for (let start = first; start < end; start += chunk) {
    const last = Math.min(end, start + chunk) - 1;
    const { headers, json } = await httpClient<RaRecord[]>(
      withPtQuery(listPageUrl(url, { field, order }, [start, last], params.filter), pt),
      { signal: params.signal },
    );
    const rows = Array.isArray(json) ? json : [];
    data.push(...rows);
    total = totalOf(headers);
    if (rows.length < last - start + 1 || last + 1 >= total) break;
  }
  return { data, total };
}

export function createDataProvider(resources: readonly ResourceDef[] = RESOURCES): DataProvider {
  const map = buildResourceMap(resources);
  const changed = (resource: string) => afterChange(map.get(resource));
  const base = simpleRestProvider(API_BASE, httpClient);
  const path = (resource: string) => apiPathOf(resource, map);
  const isSingleton = (resource: string) => map.get(resource)?.singleton === true;
  const singletonUrl = (resource: string) => resourceUrl(path(resource));

  return {
    getList: async (resource, params) => {
      if (isSingleton(resource)) {
        const { json } = await httpClient(singletonUrl(resource), { signal: params.signal });
        return { data: json ? [json] : [], total: json ? 1 : 0 };
      }
      // The university chosen in the header (ptScope.ts); `meta.pt` null asks for every one.
      const pt = params.meta?.pt === null ? undefined : currentPt();
      return getListInChunks(resourceUrl(path(resource)), params, LIST_MAX_PAGE, pt);
    },
    getOne: async (resource, params) => {
      if (isSingleton(resource)) {
        const { json } = await httpClient(singletonUrl(resource), { signal: params.signal });
        // react-admin checks that the record answers the id it asked for; singletons have no id in the URL
        return { data: { ...json, id: params.id } };
      }
      return base.getOne(path(resource), params);
    },
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      // the server takes at most LIST_MAX_PAGE ids in one filter (exports may name more)
      if (params.ids.length <= LIST_MAX_PAGE) return base.getMany<R>(path(resource), params);
      const data: R[] = [];
      for (let i = 0; i < params.ids.length; i += LIST_MAX_PAGE) {
        const ids = params.ids.slice(i, i + LIST_MAX_PAGE);
        data.push(...(await base.getMany<R>(path(resource), { ...params, ids })).data);
      }
      return { data };
    },
    getManyReference: (resource, params) => base.getManyReference(path(resource), params),
    create: async (resource, params) => {
      const result = await base.create(path(resource), params);
      changed(resource);
      return result;
    },
    update: async (resource, params) => {
      if (isSingleton(resource)) {
        const { json } = await httpClient(singletonUrl(resource), {
          method: 'PUT',
          body: JSON.stringify(params.data),
        });
        changed(resource);
        return { data: { ...json, id: params.id } };
      }
      const result = await base.update(path(resource), params);
      changed(resource);
      return result;
    },
    updateMany: async (resource, params) => {
      const result = await base.updateMany(path(resource), params);
      changed(resource);
      return result;
    },
    delete: async (resource, params) => {
      const { json } = await httpClient(`${API_BASE}/${path(resource)}/${encodeURIComponent(params.id)}`, {
        method: 'DELETE',
      });
      // The API may answer 204 or `{ data: { id } }`: react-admin needs the deleted record back.
      changed(resource);
      return { data: json ?? params.previousData ?? { id: params.id } };
    },
    deleteMany: async (resource, params) => {
      // one request, one transaction: a still-referenced record refuses the whole batch (409 naming it)
      const filter = encodeURIComponent(JSON.stringify({ id: params.ids }));
      const { json } = await httpClient(`${API_BASE}/${path(resource)}?filter=${filter}`, {
        method: 'DELETE',
      });
      changed(resource);
      return { data: Array.isArray(json) ? (json as Identifier[]) : params.ids };
    },
  };
}

export const dataProvider = createDataProvider();
