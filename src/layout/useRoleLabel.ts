/** A role's name as users read it: a role of wisuda.config.ts by its label in the UI language. */
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { labelIn } from '../../domain/config/label';
import { CONFIG_ROLES } from '../../domain/resources';

export function useRoleLabel(): (name: string | undefined) => string | undefined {
  const [locale] = useLocaleState();
  return useCallback(
    (name) => {
      const configured = name === undefined ? undefined : CONFIG_ROLES.find((r) => r.name === name);
      return configured ? (labelIn(configured.label, locale) ?? name) : name;
    },
    [locale],
  );
}
