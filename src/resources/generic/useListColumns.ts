/**
 * The columns a generated list shows (./listColumns.ts): the user's choice, kept per resource in
 * react-admin's store; else, on a phone, the first few as a card; else those that fit the width of
 * the list's box, measured as it resizes.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import type { ResourceDef } from '../../../domain/resource';
import { labelIn } from '../../../domain/config/label';
import {
  ACTIONS_COLUMN_PX,
  CARD_FIELDS,
  SELECT_COLUMN_PX,
  columnWidth,
  byPriority,
  fittingColumns,
  toggleColumn,
} from './listColumns';

export interface ListColumns {
  /** Every column the list offers (declared, readable), in order, with its header. */
  offered: { name: string; label: string }[];
  shown: string[];
  /** Whether the list is drawn as cards (a phone). */
  cards: boolean;
  toggle(name: string): void;
  /** Forget the user's choice: back to what fits. */
  reset(): void;
  chosen: boolean;
  /** The element whose width the columns fit. */
  boxRef: (el: HTMLElement | null) => void;
}

function useBoxWidth(): [number, (el: HTMLElement | null) => void] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const boxRef = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof ResizeObserver === 'undefined') return;
    setWidth(el.clientWidth);
    observer.current = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.current.observe(el);
  }, []);
  useLayoutEffect(() => () => observer.current?.disconnect(), []);
  return [width, boxRef];
}

export function useListColumns(
  def: ResourceDef,
  resource: string,
  isSortable: (name: string) => boolean,
  rowActionsPx: number,
): ListColumns {
  const translate = useTranslate();
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [chosen, setChosen] = useStore<string[] | undefined>(`${resource}.wisudaColumns`, undefined);
  const [width, boxRef] = useBoxWidth();

  const offered = useMemo(
    () =>
      def.listColumns
        .filter((name) => def.fields[name] && !def.fields[name].writeOnly)
        .map((name) => ({
          name,
          label: translate(`resources.${resource}.fields.${name}`, {
            _: labelIn(def.fields[name].label, 'en') ?? name,
          }),
        })),
    [def, resource, translate],
  );
  const names = offered.map((c) => c.name);

  const fitted = useMemo(() => {
    const estimates = offered.map(({ name, label }) => ({
      name,
      width: columnWidth(def.fields[name], label, isSortable(name)),
    }));
    return fittingColumns(
      estimates,
      width,
      SELECT_COLUMN_PX + ACTIONS_COLUMN_PX + rowActionsPx,
      def.labelField,
    );
  }, [offered, def, width, isSortable, rowActionsPx]);

  const valid = chosen?.filter((name) => names.includes(name));
  const shown = valid?.length
    ? valid
    : cards
      ? names.filter((n) =>
          byPriority(
            names.map((name) => ({ name })),
            def.labelField,
          )
            .slice(0, CARD_FIELDS)
            .some((c) => c.name === n),
        )
      : fitted;
  return {
    offered,
    shown,
    cards,
    chosen: Boolean(valid?.length),
    toggle: (name) => setChosen(toggleColumn(names, shown, name)),
    reset: () => setChosen(undefined),
    boxRef,
  };
}
