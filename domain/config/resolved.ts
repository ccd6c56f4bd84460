/**
 * The shapes a config has on its way through the checks: any config as read (`AnyWisudaConfig`),
 * and what ./resolve.ts makes of it (`ResolvedConfig`), which ./checks.ts reads across.
 */
import type { ResourceDef } from '../resource';
import type { Label } from './label';
import type { ExtendConfig, MenuConfig, PageConfig, ResourceConfig, RoleConfig } from './types';

/** Any `defineConfig(...)` result, whatever resources it declares. */
export interface AnyWisudaConfig {
  resources?: Readonly<Record<string, ResourceConfig>>;
  extend?: Readonly<Partial<Record<string, ExtendConfig>>>;
  roles?: Readonly<Record<string, RoleConfig>>;
  pages?: readonly PageConfig[];
}

export interface ResolvedRole {
  name: string;
  label: Label;
  permissions: readonly string[];
}

export interface ResolvedPage {
  path: string;
  title: Label;
  permission: string;
  component: PageConfig['component'];
  menu?: MenuConfig;
  /** The page's first reads as addresses (`PageRead` resolved against the resources). */
  reads?: readonly string[];
}

export interface ResolvedConfig {
  resources: ResourceDef[];
  roles: ResolvedRole[];
  pages: ResolvedPage[];
}
