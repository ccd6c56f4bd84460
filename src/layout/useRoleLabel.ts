/** A role's name as users read it: a role of wisuda.config.ts by its label in the UI language. */
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { labelIn } from '../../domain/config/label';
import { CONFIG_ROLES } from '../../domain/resources';

/** The name a role is shown by in `locale`: its configured label, else its name (the built-in ones). */
export function roleLabelIn(name: string, locale: string): string {
  const configured = CONFIG_ROLES.find((r) => r.name === name);
  return configured ? (labelIn(configured.label, locale) ?? name) : name;
}

export function useRoleLabel(): (name: string | undefined) => string | undefined {
  const [locale] = useLocaleState();
  return useCallback((name) => (name === undefined ? undefined : roleLabelIn(name, locale)), [locale]);
}
