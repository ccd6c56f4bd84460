/**
 * The list toolbar's column chooser: every column the list offers, ticked when shown; a choice is
 * kept per resource (./useListColumns.ts), and "fit to screen" returns to the columns that fit.
 */
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { ListColumns } from './useListColumns';

export function ColumnChooser({ columns }: { columns: ListColumns }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = new Set(columns.shown);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.list.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columns.offered.map(({ name, label }) => (
          <MenuItem
            key={name}
            role="menuitemcheckbox"
            aria-checked={shown.has(name)}
            // the last shown column stays: a list names its rows
            disabled={shown.has(name) && shown.size === 1}
            onClick={() => columns.toggle(name)}
          >
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={shown.has(name)} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={!columns.chosen}
          onClick={() => {
            columns.reset();
            setAnchor(null);
          }}
        >
          {translate('app.list.columns_fit')}
        </MenuItem>
      </Menu>
    </>
  );
}
