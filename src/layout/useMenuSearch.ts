import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem as MenuEntry } from '../../domain/menu';
import { matches, useAppMenu } from './useAppMenu';

/** docs/product.md#constants: search shows at most 8 results. */
export const MAX_SEARCH_RESULTS = 8;

export function searchMenu(
  links: readonly MenuEntry[],
  term: string,
  label: (i: MenuEntry) => string,
): MenuEntry[] {
  if (!term.trim()) return [];
  return links.filter((l) => matches(term, label(l), l.title, l.path ?? '')).slice(0, MAX_SEARCH_RESULTS);
}

/**
 * The menu search's term, its results and the active one, whether the list is open, and (compact)
 * whether the field is shown; arrow keys move, Enter opens, Escape empties the term, then closes.
 */
export function useMenuSearch(compact: boolean) {
  const navigate = useNavigate();
  const { links, label } = useAppMenu();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(!compact);
  const results = searchMenu(links, term, label);

  const go = (item: MenuEntry | undefined) => {
    if (!item?.path) return;
    navigate(item.path);
    setTerm('');
    setOpen(false);
    if (compact) setExpanded(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (results.length ? (a + 1) % results.length : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (results.length ? (a - 1 + results.length) % results.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(results[active]);
    } else if (e.key === 'Escape') {
      if (term) setTerm('');
      else if (compact) setExpanded(false);
      setOpen(false);
    }
  };

  const type = (value: string) => {
    setTerm(value);
    setActive(0);
    setOpen(true);
  };

  return {
    term,
    type,
    results,
    active,
    label,
    showList: open && term.trim() !== '',
    setOpen,
    expanded,
    setExpanded,
    go,
    onKeyDown,
  };
}
