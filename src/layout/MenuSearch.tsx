/**
 * Header menu search (docs/product.md#layout, #constants): searches every item the user can reach, shows at most 8
 * results, arrow keys move, Enter opens, Escape closes. A WAI-ARIA combobox.
 */
import { useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Box, IconButton, InputBase, Paper, Popper, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { MenuSearchResults } from './MenuSearchResults';
import { useMenuSearch } from './useMenuSearch';

/** The field's box: in the header's row, or (compact) laid over the header while open. */
function fieldSx(compact: boolean): SxProps<Theme> {
  return {
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
  };
}

export function MenuSearch({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const search = useMenuSearch(compact);
  const { results, active, showList } = search;
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  if (compact && !search.expanded) {
    return (
      <IconButton
        color="inherit"
        aria-label={translate('app.layout.header.open_search')}
        onClick={() => {
          search.setExpanded(true);
          setTimeout(() => input.current?.focus(), 0);
        }}
      >
        <SearchIcon />
      </IconButton>
    );
  }

  return (
    <Box ref={anchor} sx={fieldSx(compact)}>
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        inputRef={input}
        value={search.term}
        placeholder={translate('app.layout.header.search_placeholder')}
        onChange={(e) => search.type(e.target.value)}
        onFocus={() => search.setOpen(true)}
        onBlur={() => setTimeout(() => search.setOpen(false), 150)}
        onKeyDown={search.onKeyDown}
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
        <IconButton
          size="small"
          aria-label={translate('ra.action.close')}
          onClick={() => search.setExpanded(false)}
        >
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
          <MenuSearchResults
            listId={listId}
            results={results}
            active={active}
            label={search.label}
            onPick={search.go}
          />
        </Paper>
      </Popper>
    </Box>
  );
}
