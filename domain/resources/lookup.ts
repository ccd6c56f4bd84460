/**
 * Finding a declaration in a given list of resources. It reads no installation, so code that is
 * handed the resources (a custom page's hooks, through the admin app's context) finds them here
 * without importing wisuda.config.ts.
 */
import type { ResourceDef } from '../resource';

export function resourceByName(name: string, resources: readonly ResourceDef[]): ResourceDef | undefined {
  return resources.find((r) => r.name === name);
}

/** By client route, with or without the leading slash (react-admin resource names have none). */
export function resourceByRoute(route: string, resources: readonly ResourceDef[]): ResourceDef | undefined {
  const clean = '/' + route.replace(/^\/+/, '').replace(/\/+$/, '');
  return resources.find((r) => r.route === clean);
}
