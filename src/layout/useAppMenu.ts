/** The menu of the signed-in user's first role, translated labels, active item marked. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { labelIn, type Label } from '../../domain/config/label';
import { markActive, menuFor, menuLinks, type MenuGroup, type MenuItem } from '../../domain/menu';
import { usePermissions } from '../pages/usePermissions';

export interface AppMenu {
  groups: MenuGroup[];
  /** Every reachable link, in menu order. */
  links: MenuItem[];
  /** The translated label of an item or group. */
  label: (item: { i18nKey: string; title: string; label?: Label }) => string;
}

/**
 * The text of a menu entry: a configured label's text for the UI language first (`labelIn`), else
 * the catalog's `app.menu.items.<key>`, else the declared title.
 */
export function useMenuLabel(): AppMenu['label'] {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (item) => labelIn(item.label, locale) ?? translate(item.i18nKey, { _: item.title });
}

export function useAppMenu(): AppMenu {
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const base = useMemo(() => menuFor(permissions), [permissions]);
  const groups = useMemo(() => markActive(base, pathname), [base, pathname]);
  const links = useMemo(() => menuLinks(groups), [groups]);
  return { groups, links, label };
}

/** Case- and accent-insensitive match of a search term against a label (and the Indonesian title). */
export function matches(term: string, ...texts: string[]): boolean {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const t = norm(term.trim());
  return t === '' || texts.some((text) => norm(text).includes(t));
}
