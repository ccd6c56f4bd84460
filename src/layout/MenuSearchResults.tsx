import { Box, ListItemIcon, MenuItem, MenuList, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MenuItem as MenuEntry } from '../../domain/menu';
import { menuIcon } from './menuIcons';

/** One result: the item's icon, label and path. */
function MenuSearchResult({
  item,
  id,
  selected,
  label,
  onPick,
}: {
  item: MenuEntry;
  id: string;
  selected: boolean;
  label: string;
  onPick: () => void;
}) {
  const Icon = menuIcon(item.icon);
  return (
    <MenuItem
      id={id}
      role="option"
      aria-selected={selected}
      selected={selected}
      tabIndex={-1}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {label}
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {item.path}
        </Typography>
      </Box>
    </MenuItem>
  );
}

/** The search's listbox (option `i` has the id `${listId}-${i}`), or a status saying nothing matches. */
export function MenuSearchResults({
  listId,
  results,
  active,
  label,
  onPick,
}: {
  listId: string;
  results: MenuEntry[];
  active: number;
  label: (item: MenuEntry) => string;
  onPick: (item: MenuEntry) => void;
}) {
  const translate = useTranslate();
  if (!results.length) {
    return (
      <Typography id={listId} role="status" variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        {translate('app.layout.header.no_results')}
      </Typography>
    );
  }
  return (
    <MenuList id={listId} role="listbox" dense aria-label={translate('app.layout.header.search_label')}>
      {results.map((item, i) => (
        <MenuSearchResult
          key={item.key}
          item={item}
          id={`${listId}-${i}`}
          selected={i === active}
          label={label(item)}
          onPick={() => onPick(item)}
        />
      ))}
    </MenuList>
  );
}
