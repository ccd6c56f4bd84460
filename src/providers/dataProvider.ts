/**
 * react-admin dataProvider: `ra-data-simple-rest` over the one httpClient (bearer, `data` unwrap,
 * field errors). Resource names are the spec routes without their leading slash
 * (`master/perguruan-tinggi`); the declarations map each to its API path (`/api/data-induk/pt/pt`).
 * Singleton resources (app settings) are read and written without an id.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { raName, type ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { invalidateAppSettings } from './appSettings';
import { API_BASE, httpClient } from './httpClient';
import { clearOptions, isOptionListName } from './options';

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
 * After a change to a resource: its option list is emptied (reloaded on next use, spec §4) and a
 * change to the app settings reloads the brand/colours everywhere.
 */
function afterChange(def: ResourceDef | undefined): void {
  if (!def) return;
  if (isOptionListName(def.name)) clearOptions(def.name);
  if (def.singleton && def.publicFields?.length) void invalidateAppSettings();
}

export function createDataProvider(resources: readonly ResourceDef[] = RESOURCES): DataProvider {
  const map = buildResourceMap(resources);
  const changed = (resource: string) => afterChange(map.get(resource));
  const base = simpleRestProvider(API_BASE, httpClient);
  const path = (resource: string) => apiPathOf(resource, map);
  const isSingleton = (resource: string) => map.get(resource)?.singleton === true;
  const singletonUrl = (resource: string) => `${API_BASE}/${path(resource)}`;

  return {
    getList: async (resource, params) => {
      if (isSingleton(resource)) {
        const { json } = await httpClient(singletonUrl(resource), { signal: params.signal });
        return { data: json ? [json] : [], total: json ? 1 : 0 };
      }
      return base.getList(path(resource), params);
    },
    getOne: async (resource, params) => {
      if (isSingleton(resource)) {
        const { json } = await httpClient(singletonUrl(resource), { signal: params.signal });
        // react-admin checks that the record answers the id it asked for; singletons have no id in the URL
        return { data: { ...json, id: params.id } };
      }
      return base.getOne(path(resource), params);
    },
    getMany: (resource, params) => base.getMany(path(resource), params),
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
