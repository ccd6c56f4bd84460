/**
 * Header menu search (docs/product.md#layout, #constants): searches every item the user can reach, shows at most 8
 * results, arrow keys move, Enter opens, Escape closes. A WAI-ARIA combobox.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  Box,
  IconButton,
  InputBase,
  ListItemIcon,
  MenuItem,
  MenuList,
  Paper,
  Popper,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuItem as MenuEntry } from '../../domain/menu';
import { menuIcon } from './menuIcons';
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

export function MenuSearch({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { links, label } = useAppMenu();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(!compact);
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = searchMenu(links, term, label);
  const showList = open && term.trim() !== '';

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

  if (compact && !expanded) {
    return (
      <IconButton
        color="inherit"
        aria-label={translate('app.layout.header.open_search')}
        onClick={() => {
          setExpanded(true);
          setTimeout(() => input.current?.focus(), 0);
        }}
      >
        <SearchIcon />
      </IconButton>
    );
  }

  return (
    <Box
      ref={anchor}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.25,
        borderRadius: 2,
        bgcolor: 'action.hover',
        width: compact ? '100%' : { sm: 240, md: 320 },
        ...(compact && {
          position: 'absolute',
          insetInline: 8,
          width: 'auto',
          bgcolor: 'background.paper',
          boxShadow: 2,
          zIndex: 2,
        }),
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        inputRef={input}
        value={term}
        placeholder={translate('app.layout.header.search_placeholder')}
        onChange={(e) => {
          setTerm(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        sx={{ flex: 1, fontSize: 14 }}
        inputProps={{
          role: 'combobox',
          'aria-label': translate('app.layout.header.search_label'),
          'aria-expanded': showList,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': showList && results[active] ? `${listId}-${active}` : undefined,
          type: 'search',
        }}
      />
      {compact && (
        <IconButton size="small" aria-label={translate('ra.action.close')} onClick={() => setExpanded(false)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      <Popper
        open={showList}
        anchorEl={anchor.current}
        placement="bottom-start"
        sx={{ zIndex: (t) => t.zIndex.modal, width: anchor.current?.offsetWidth }}
      >
        <Paper elevation={6} sx={{ mt: 0.5 }}>
          {results.length ? (
            <MenuList
              id={listId}
              role="listbox"
              dense
              aria-label={translate('app.layout.header.search_label')}
            >
              {results.map((item, i) => {
                const Icon = menuIcon(item.icon);
                return (
                  <MenuItem
                    key={item.key}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    selected={i === active}
                    tabIndex={-1}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(item)}
                  >
                    <ListItemIcon>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" noWrap>
                        {label(item)}
                      </Typography>
                      <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
                        {item.path}
                      </Typography>
                    </Box>
                  </MenuItem>
                );
              })}
            </MenuList>
          ) : (
            <Typography id={listId} role="status" variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
              {translate('app.layout.header.no_results')}
            </Typography>
          )}
        </Paper>
      </Popper>
    </Box>
  );
}
