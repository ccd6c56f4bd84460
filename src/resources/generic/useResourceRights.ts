/**
 * What the signed-in user may do with the records of a resource, asked of react-admin's access
 * check (`authProvider.canAccess`, which reads the first role's permissions: domain/access.ts):
 * the generic list, show and form screens offer create, edit, delete, import and export only where
 * it answers yes. A right is refused while the check is pending, so a button never shows and then
 * vanishes; without an access check (an app with no authProvider) every declared action is open.
 */
import { useCanAccess } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../../domain/resource';

export interface ResourceRights {
  create: boolean;
  update: boolean;
  delete: boolean;
  import: boolean;
  export: boolean;
}

/** `resource`: the react-admin name, when not inside the resource's own screens. */
export function useResourceRights(def: ResourceDef, resource?: string): ResourceRights {
  const declared = actionsOf(def);
  const ask = (action: string) => ({ action, ...(resource ? { resource } : {}) });
  const create = useCanAccess(ask('create')).canAccess === true;
  const update = useCanAccess(ask('edit')).canAccess === true;
  const remove = useCanAccess(ask('delete')).canAccess === true;
  const exports = useCanAccess(ask('export')).canAccess === true;
  return {
    create: create && declared.includes('create'),
    update: update && declared.includes('update'),
    delete: remove && declared.includes('delete'),
    // an import creates records (server/crud/import.ts asks for the create permission)
    import: create && declared.includes('create'),
    export: exports,
  };
}
