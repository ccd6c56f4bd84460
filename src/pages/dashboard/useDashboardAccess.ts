/**
 * What a dashboard shows of the signed-in user's role (domain/access.ts): a figure, a chart or a
 * shortcut only for the records its first role may read and the screens it may open, for the
 * built-in resources and those of wisuda.config.ts alike.
 */
import { useMemo } from 'react';
import { mayDo } from '../../../domain/access';
import { BUILTIN_PAGES, DASHBOARD_PATH } from '../../../domain/pages';
import { BUILTIN, acara, fileGroup, mahasiswa, perguruanTinggi } from '../../../domain/resources';
import { canEnter, routeFor } from '../../../domain/routes';
import { menuIcon } from '../../layout/menuIcons';
import { useAppMenu } from '../../layout/useAppMenu';
import { usePermissions } from '../usePermissions';
import type { QuickLink } from './DashboardWidgets';

/** The administrator dashboard's figures the role may read. */
export interface DashboardFigures {
  perguruanTinggi: boolean;
  mahasiswa: boolean;
  acara: boolean;
  /** The photos (the gallery of every group). */
  foto: boolean;
}

export function useDashboardFigures(): DashboardFigures {
  const held = usePermissions();
  return useMemo(
    () => ({
      perguruanTinggi: mayDo(perguruanTinggi, 'view', held),
      mahasiswa: mayDo(mahasiswa, 'view', held),
      acara: mayDo(acara, 'view', held),
      foto: mayDo(fileGroup, 'view', held),
    }),
    [held],
  );
}

const BUILTIN_NAMES = new Set([...Object.keys(BUILTIN), ...BUILTIN_PAGES.map((p) => p.key)]);

/**
 * Shortcuts the role may follow: of `fixed`, those whose screen it may open; then (all: every menu
 * entry it may open, else those of the configured resources and pages) the menu's own, by their
 * label in the UI language. Never the dashboard itself.
 */
export function useQuickLinks(fixed: readonly QuickLink[], all = false): QuickLink[] {
  const held = usePermissions();
  const { links, label } = useAppMenu();
  return useMemo(() => {
    const open = fixed.filter((link) => {
      const route = routeFor(link.to);
      return !!route && canEnter(route, held);
    });
    const taken = new Set(open.map((l) => l.to));
    const fromMenu = links.flatMap((item) =>
      item.path &&
      item.path !== DASHBOARD_PATH &&
      !taken.has(item.path) &&
      (all || !BUILTIN_NAMES.has(item.key))
        ? [{ to: item.path, label: item.i18nKey, text: label(item), icon: menuIcon(item.icon) }]
        : [],
    );
    return [...open, ...fromMenu];
  }, [fixed, all, held, links, label]);
}
