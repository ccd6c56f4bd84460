/** The header's bookmark panel (docs/product.md#constants): the pinned items, at most 8. */
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Badge, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import type { MenuItem as MenuEntry } from '../../domain/menu';
import { hint } from './Hints';
import { menuIcon } from './menuIcons';
import { MAX_BOOKMARKS, usePins } from './pins';
import { useAppMenu } from './useAppMenu';

export function BookmarkPanel() {
  const translate = useTranslate();
  const { links, label } = useAppMenu();
  const { pins } = usePins();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const items = pins
    .map((p) => links.find((l) => l.path === p))
    .filter((l): l is MenuEntry => !!l)
    .slice(0, MAX_BOOKMARKS);
  const title = translate('app.layout.header.bookmarks');
  // The visible count is part of the button's name (WCAG 2.5.3 label in name).
  const buttonLabel = items.length ? `${title} ${items.length}` : title;
  return (
    <>
      <IconButton
        color="inherit"
        {...hint(title, buttonLabel)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {items.length ? (
          <Badge badgeContent={items.length} color="secondary">
            <BookmarkBorder />
          </Badge>
        ) : (
          <BookmarkBorder />
        )}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': title } }}
      >
        {items.length === 0 && (
          <Typography variant="body2" sx={{ px: 2, py: 1, maxWidth: 260, color: 'text.secondary' }}>
            {translate('app.layout.header.bookmarks_empty')}
          </Typography>
        )}
        {items.map((item) => {
          const Icon = menuIcon(item.icon);
          return (
            <MenuItem key={item.key} component={RouterLink} to={item.path!} onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{label(item)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
