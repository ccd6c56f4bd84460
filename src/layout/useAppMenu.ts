/** The menu of the signed-in user's first role, translated labels, active item marked. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { markActive, menuFor, menuLinks, type MenuGroup, type MenuItem } from '../../domain/menu';
import { useSessionUser } from '../pages/useSessionUser';
import { getFirstRoleName } from '../providers/session';

export interface AppMenu {
  groups: MenuGroup[];
  /** Every reachable link, in menu order. */
  links: MenuItem[];
  /** The translated label of an item or group. */
  label: (item: { i18nKey: string; title: string }) => string;
}

export function useAppMenu(): AppMenu {
  const user = useSessionUser();
  const role = user?.roles?.[0]?.name ?? getFirstRoleName();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const base = useMemo(() => menuFor(role), [role]);
  const groups = useMemo(() => markActive(base, pathname), [base, pathname]);
  const links = useMemo(() => menuLinks(groups), [groups]);
  const label = (item: { i18nKey: string; title: string }) => translate(item.i18nKey, { _: item.title });
  return { groups, links, label };
}

/** Case- and accent-insensitive match of a search term against a label (and the spec title). */
export function matches(term: string, ...texts: string[]): boolean {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const t = norm(term.trim());
  return t === '' || texts.some((text) => norm(text).includes(t));
}
