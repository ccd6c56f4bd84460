/**
 * The installation's resources (built in and from wisuda.config.ts), handed down by the admin app
 * (src/App.tsx) to what may not import the installation: a custom page's hooks (`wisuda/pages`) are
 * themselves imported by the pages wisuda.config.ts declares, so reading the declarations from the
 * config there would close an import circle.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceDef } from '../../domain/resource';

const ResourcesContext = createContext<readonly ResourceDef[] | null>(null);

export function InstallationResources({
  resources,
  children,
}: {
  resources: readonly ResourceDef[];
  children: ReactNode;
}) {
  return <ResourcesContext.Provider value={resources}>{children}</ResourcesContext.Provider>;
}

/** The resources the admin app runs with; outside it (no InstallationResources above) an error. */
export function useInstallationResources(): readonly ResourceDef[] {
  const resources = useContext(ResourcesContext);
  if (!resources) throw new Error('wisuda/pages: the hooks are used inside the admin app only');
  return resources;
}
