/**
 * What the signed-in user may do with the records of a resource: what the declaration offers and
 * the first role's permissions allow (`mayDo` of domain/access.ts, the rule `authProvider.canAccess`
 * and the server apply). Read at once from the stored permissions, so a row clicked the moment a
 * list appears opens the edit form, not the show page an unanswered check would have chosen; the
 * generic list, show and form screens and the custom pages' hooks offer create, edit, delete, import
 * and export only where it says yes. Without an auth provider (no sign-in at all) every declared
 * action is open.
 */
import { useMemo } from 'react';
import { useAuthProvider } from 'react-admin';
import { mayDo, type ResourceRight } from '../../../domain/access';
import { actionsOf, permissionName, type ResourceDef } from '../../../domain/resource';
import { usePermissions } from '../../pages/usePermissions';

export type ResourceRights = Record<ResourceRight, boolean>;

const RIGHTS: readonly ResourceRight[] = ['view', 'create', 'update', 'delete', 'import', 'export'];

export function useResourceRights(def: ResourceDef): ResourceRights {
  const held = usePermissions();
  const signedIn = useAuthProvider() !== undefined;
  return useMemo(() => {
    const everyone = actionsOf(def).map((a) => permissionName(def, a));
    const rights = {} as ResourceRights;
    for (const right of RIGHTS)
      rights[right] = signedIn ? mayDo(def, right, held) : mayDo(def, right, everyone);
    return rights;
  }, [def, held, signedIn]);
}
