/**
 * A user's roles, in order (only the first counts: docs/product.md#roles-and-access), chosen from the role option list. Roles
 * the signed-in user cannot grant (delegation, docs/security.md: a role holding a permission the
 * user's first role lacks; the self-service ones are free) are disabled, each with the reason under
 * its name. The option list carries every role's permission names (the role declaration's
 * `optionFields`); the server refuses the same roles (422 on `roles`) and an account holding one.
 */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, useRecordContext, useTranslate } from 'react-admin';
import { cannotGrant, nameList } from '../../../domain/access';
import { usePermissions } from '../../pages/usePermissions';
import { role } from '../../../domain/resources';
import { useOptions, type OptionItem } from '../../providers/options';
import { useLabels } from '../generic/labels';

interface RoleChoice extends OptionItem {
  /** The role as users read it: a configured role by its label in the UI language (../generic/labels.ts). */
  label: string;
  disabled: boolean;
  /** Why it cannot be granted. */
  reason?: string;
  missing: string[];
}

/** One option: the role's name, and under it why it cannot be granted. */
function RoleOption() {
  const role = useRecordContext<RoleChoice>();
  if (!role) return null;
  return (
    <Box>
      <span>{role.label}</span>
      {role.reason && (
        <Typography variant="caption" component="div" color="text.secondary">
          {role.reason}
        </Typography>
      )}
    </Box>
  );
}

const nameOf = (choice: RoleChoice) => choice.label;
const matches = (filter: string, choice: RoleChoice) =>
  [choice.label, choice.name].some((text) => text.toLowerCase().includes(filter.trim().toLowerCase()));
const isDisabled = (choice: RoleChoice) => choice.disabled;

export function RoleSelect({ source }: { source: string }) {
  const translate = useTranslate();
  const held = usePermissions();
  const options = useOptions('role');
  const labels = useLabels();
  const chosen: unknown = useWatch({ name: source });
  const choices = useMemo<RoleChoice[]>(
    () =>
      options.items.map((item) => {
        // (a list without permission names: nothing to judge here, the server still decides)
        const names = Array.isArray(item.permissions)
          ? item.permissions.filter((p): p is string => typeof p === 'string')
          : [];
        const missing = cannotGrant(held, names);
        return {
          ...item,
          label: labels.option(role, item),
          missing,
          disabled: missing.length > 0,
          reason: missing.length
            ? translate('app.delegation.role_not_grantable', { missing: nameList(missing) })
            : undefined,
        };
      }),
    [options.items, held, translate, labels],
  );
  const chosenIds = new Set((Array.isArray(chosen) ? chosen : []).map(String));
  // The account already holds a role the user cannot grant: the server refuses every change to it.
  const blocked = [
    ...new Set(choices.filter((c) => c.disabled && chosenIds.has(String(c.id))).flatMap((c) => c.missing)),
  ].sort();
  const helperText = blocked.length
    ? translate('msg.delegation.account', { missing: nameList(blocked) })
    : choices.some((c) => c.disabled)
      ? translate('app.delegation.roles_hint')
      : undefined;
  return (
    <AutocompleteArrayInput
      source={source}
      choices={choices}
      optionText={<RoleOption />}
      inputText={nameOf}
      matchSuggestion={matches}
      getOptionDisabled={isDisabled}
      isPending={options.status === 'loading'}
      helperText={helperText}
      fullWidth
    />
  );
}
