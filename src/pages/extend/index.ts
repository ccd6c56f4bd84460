/**
 * What a custom page (wisuda.config.ts `pages`, docs/extending.md) reads records and option lists
 * with: `import { useResourceList, useResourceOptions, useResourceRights } from 'wisuda/pages'`.
 * Each names a resource by its declared name (`sponsor`, `mahasiswa`), asks the server only when
 * the signed-in user's first role may read it (domain/access.ts, as the server decides), and says so
 * when it may not: `refused` is true and `message` is a sentence in the UI language naming the
 * missing permission, for the page to show instead of its table. A read the server refuses all the
 * same (403) ends the same way. The resource is found among those the admin app hands down
 * (src/providers/installationResources.tsx): this file is imported by the pages wisuda.config.ts
 * declares, so it never imports the declarations read from it (domain/resources/index.ts).
 * A page or plugin reads its own routes with the react-query hooks exported here: they are the app's
 * copy, the one react-admin's <Admin> provides a QueryClient for (a second copy would have none).
 */
import { useGetList, useTranslate, type GetListParams, type RaRecord } from 'react-admin';
import { permissionName, raName, type ResourceDef } from '../../../domain/resource';
import { resourceByName } from '../../../domain/resources/lookup';
import { api, apiHeaders, apiUrl, type HttpOptions } from '../../providers/httpClient';
import { useInstallationResources } from '../../providers/installationResources';
import { isOptionList, useOptionList, type OptionItem, type OptionParams } from '../../providers/optionStore';
import {
  useResourceRights as useGenericRights,
  type ResourceRights,
} from '../../resources/generic/useResourceRights';

export type { OptionItem };
export { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export { galleryPhotos, myPhotosIn, type PagePhoto } from './photos';

/** The answer of a read: its rows, or why there are none. */
export interface AllowedRead<T> {
  data: T[];
  /** Rows of the whole list (useResourceList), when known. */
  total?: number;
  isPending: boolean;
  /** The role may not read it: nothing was asked, or the server refused (403). */
  refused: boolean;
  /** Why not, in the UI language (refused), or the server's message (failed). */
  message?: string;
  /** Another failure (network, server error). */
  error: Error | null;
}

/** The declaration of resource `name`, among the resources the admin app runs with. */
function useDefinition(name: string): ResourceDef {
  const def = resourceByName(name, useInstallationResources());
  if (!def) throw new Error(`wisuda/pages: no resource is declared as "${name}"`);
  return def;
}

/** The sentence saying the role may not read `def` (`app.access.refused`). */
function useRefusal(def: ResourceDef): string {
  const translate = useTranslate();
  const resource = translate(`resources.${raName(def)}.name`, { smart_count: 2, _: def.title });
  return translate('app.access.refused', { name: resource, permission: permissionName(def, 'view') });
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** What the signed-in user's role may do with the records of resource `name` (create, update, …). */
export function useResourceRights(name: string): ResourceRights {
  return useGenericRights(useDefinition(name));
}

/**
 * A page of resource `name`'s records, as react-admin's useGetList reads it (the same cache as its
 * list screen: sorting, filters and paging alike), only when the role may read them.
 */
export function useResourceList<T extends RaRecord = RaRecord>(
  name: string,
  params: Partial<GetListParams> = {},
): AllowedRead<T> {
  const def = useDefinition(name);
  const allowed = useGenericRights(def).view;
  const refusal = useRefusal(def);
  const { data, total, isPending, error } = useGetList<T>(raName(def), params, { enabled: allowed });
  if (!allowed || statusOf(error) === 403) {
    return { data: [], isPending: false, refused: true, message: refusal, error: null };
  }
  return {
    data: data ?? [],
    total,
    isPending,
    refused: false,
    ...(error ? { message: error.message } : {}),
    error: error ?? null,
  };
}

/**
 * Resource `name`'s option list (`{ id, name, …optionFields }`, what the forms' selects offer), for
 * a role that may read the resource or whose declaration offers its options to every user.
 */
export function useResourceOptions(name: string, params?: OptionParams): AllowedRead<OptionItem> {
  const def = useDefinition(name);
  const allowed = (useGenericRights(def).view || !!def.optionsForAnyCaller) && isOptionList(def);
  const refusal = useRefusal(def);
  const translate = useTranslate();
  const entry = useOptionList(def, params, allowed);
  if (!allowed) return { data: [], isPending: false, refused: true, message: refusal, error: null };
  const failed = entry.status === 'error';
  return {
    data: entry.items,
    isPending: entry.status === 'loading',
    refused: false,
    ...(failed ? { message: translate('ra.notification.http_error') } : {}),
    error: failed ? new Error(translate('ra.notification.http_error')) : null,
  };
}

/**
 * Calls a plugin's own API route (definePluginServer `routes`, mounted at `/api/plugins/<plugin>`)
 * as the signed-in user, in the UI's language; answers the unwrapped `data`. A refusal throws an
 * error whose `body` holds `{ message, errors }` (the field errors, one text per field).
 */
export function pluginApi<T>(plugin: string, path: string, options: HttpOptions = {}): Promise<T> {
  return api<T>(`plugins/${plugin}/${path.replace(/^\/+/, '')}`, options);
}

/**
 * The address and headers (the session's bearer token, the UI's language) of a plugin's route, for
 * a request `pluginApi` does not make: a stream of server-sent events read with `fetch`, since an
 * `EventSource` cannot send the token.
 */
export function pluginRequest(
  plugin: string,
  path: string,
): { url: string; headers: Record<string, string> } {
  return {
    url: apiUrl(`plugins/${plugin}/${path.replace(/^\/+/, '')}`),
    headers: { ...apiHeaders(), Accept: 'text/event-stream' },
  };
}
