/**
 * A role's permissions as a grouped checklist: one group per resource prefix (`mahasiswa.*`), each
 * with a select-all box (indeterminate when partly chosen). The value is the list of permission ids.
 * Group titles are the resources' names in the UI language (a configured resource's label, else the
 * catalog's `resources.<route>.name`; self-service groups from `app.resources.permission_groups`),
 * the actions their translated names (`app.resources.permission_actions`).
 *
 * Delegation (docs/security.md): a permission the signed-in user does not hold (the first role's,
 * from the session) cannot be granted, so its box is disabled with the reason as its tooltip; the
 * self-service ones stay free. A role holding one of those cannot be changed at all: said above.
 */
import { useMemo } from 'react';
import { Alert, Box, FormHelperText, Typography } from '@mui/material';
import {
  Labeled,
  useGetList,
  useInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { cannotGrant, nameList } from '../../../domain/access';
import { usePermissions } from '../../pages/usePermissions';
import { PermissionGroupCard } from './PermissionGroupCard';
import {
  groupPermissions,
  permissionGroupTitle,
  type PermissionGroup,
  type PermissionRecord,
} from './permissionGroups';

export { groupPermissions, permissionActionLabel, permissionGroupTitle } from './permissionGroups';

const PERMISSION_RESOURCE = 'setting/hak-akses/permission';
const ROLE_RESOURCE = 'setting/hak-akses/role';

export function PermissionChecklist({ source = 'permissions' }: { source?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState } = useInput({ source });
  const { data, isPending, error } = useGetList<PermissionRecord>(PERMISSION_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const groups = useMemo(() => groupPermissions(data ?? []), [data]);
  const chosen = new Set<Identifier>(Array.isArray(field.value) ? (field.value as Identifier[]) : []);
  const held = usePermissions();
  const record = useRecordContext<{ name?: string }>();
  const locked = useMemo(
    () => new Set((data ?? []).filter((p) => cannotGrant(held, [p.name]).length > 0).map((p) => p.id)),
    [data, held],
  );
  const heldByRole = (data ?? []).filter((p) => locked.has(p.id) && chosen.has(p.id)).map((p) => p.name);

  const groupTitle = (prefix: string) => permissionGroupTitle(prefix, translate, locale);
  const set = (next: Set<Identifier>) => {
    field.onChange([...next]);
    field.onBlur();
  };
  const toggle = (id: Identifier, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    set(next);
  };
  const toggleGroup = (group: PermissionGroup, on: boolean) => {
    const next = new Set(chosen);
    for (const p of group.items) {
      if (locked.has(p.id)) continue;
      if (on) next.add(p.id);
      else next.delete(p.id);
    }
    set(next);
  };

  return (
    <Labeled label={`resources.${ROLE_RESOURCE}.fields.${source}`} fullWidth>
      <Box>
        {isPending && <Typography variant="body2">{translate('ra.page.loading')}</Typography>}
        {error ? <FormHelperText error>{translate('ra.notification.http_error')}</FormHelperText> : null}
        {heldByRole.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="role-not-manageable">
            {translate('msg.delegation.roleHeld', {
              role: record?.name ?? '',
              missing: nameList([...heldByRole].sort()),
            })}
          </Alert>
        )}
        {locked.size > 0 && (
          <FormHelperText sx={{ mt: 0, mb: 1 }} data-testid="permissions-not-held">
            {translate('app.delegation.permissions_hint')}
          </FormHelperText>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 1.5,
          }}
        >
          {groups.map((group) => (
            <PermissionGroupCard
              key={group.prefix}
              group={group}
              title={groupTitle(group.prefix)}
              chosen={chosen}
              locked={locked}
              onToggle={toggle}
              onToggleGroup={(on) => toggleGroup(group, on)}
            />
          ))}
        </Box>
        {fieldState.error?.message && (
          <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
        )}
      </Box>
    </Labeled>
  );
}
