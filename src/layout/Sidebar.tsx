/**
 * The sidebar (docs/product.md#layout): brand from the app settings, a search field filtering the items, a Pinned
 * group on top, the groups of the signed-in role's menu (domain/menu.ts). A permanent column on
 * wide screens, a temporary drawer below the layout breakpoint.
 */
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  Box,
  Collapse,
  Drawer,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { MenuGroup, MenuItem } from '../../domain/menu';
import { Brand } from './Brand';
import { hint } from './Hints';
import { menuIcon } from './menuIcons';
import { usePins } from './pins';
import { useShellState } from './shellState';
import { matches, useAppMenu } from './useAppMenu';

export const SIDEBAR_WIDTH = 264;

type Label = (item: { i18nKey: string; title: string }) => string;

/** The groups narrowed to a search term: matching links, and submenus holding one (or matching). */
export function filterMenu(groups: readonly MenuGroup[], term: string, label: Label): MenuGroup[] {
  if (!term.trim()) return [...groups];
  const keep = (item: MenuItem): MenuItem | undefined => {
    const hit = matches(term, label(item), item.title);
    if (item.type === 'sub') {
      if (hit) return item;
      const children = (item.children ?? []).map(keep).filter((c): c is MenuItem => !!c);
      return children.length ? { ...item, children } : undefined;
    }
    return hit ? item : undefined;
  };
  return groups
    .map((g) => ({ ...g, items: g.items.map(keep).filter((i): i is MenuItem => !!i) }))
    .filter((g) => g.items.length > 0);
}

function LinkItem({
  item,
  label,
  depth,
  onNavigate,
}: {
  item: MenuItem;
  label: Label;
  depth: number;
  onNavigate: () => void;
}) {
  const translate = useTranslate();
  const { isPinned, toggle } = usePins();
  const text = label(item);
  const pinned = isPinned(item.path!);
  const Icon = menuIcon(item.icon);
  const pinLabel = translate(pinned ? 'app.layout.sidebar.unpin' : 'app.layout.sidebar.pin', { name: text });
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          {...hint(pinLabel)}
          aria-pressed={pinned}
          onClick={() => toggle(item.path!)}
          sx={{ opacity: pinned ? 1 : 0.55, '&:hover, &:focus-visible': { opacity: 1 } }}
        >
          {pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
        </IconButton>
      }
    >
      <ListItemButton
        component={RouterLink}
        to={item.path!}
        selected={item.active}
        aria-current={item.active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ paddingInlineStart: 2 + depth * 2, borderRadius: 2, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: item.active ? 'primary.main' : undefined }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={text} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
      </ListItemButton>
    </ListItem>
  );
}

function SubItem({
  item,
  label,
  forceOpen,
  onNavigate,
}: {
  item: MenuItem;
  label: Label;
  forceOpen: boolean;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(item.active);
  const id = useId();
  useEffect(() => {
    if (item.active) setOpen(true);
  }, [item.active]);
  const expanded = open || forceOpen;
  const Icon = menuIcon(item.icon);
  return (
    <>
      <ListItem disablePadding>
        <ListItemButton
          onClick={() => setOpen(!expanded)}
          aria-expanded={expanded}
          aria-controls={expanded ? id : undefined}
          sx={{ borderRadius: 2, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 36, color: item.active ? 'primary.main' : undefined }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={label(item)} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
      </ListItem>
      <Box component="li" sx={{ listStyle: 'none' }}>
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List id={id} disablePadding aria-label={label(item)}>
            {(item.children ?? []).map((child) => (
              <LinkItem key={child.key} item={child} label={label} depth={1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      </Box>
    </>
  );
}

function GroupList({
  title,
  items,
  label,
  searching,
  onNavigate,
}: {
  title: string;
  items: MenuItem[];
  label: Label;
  searching: boolean;
  onNavigate: () => void;
}) {
  const id = useId();
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader
          id={id}
          disableSticky
          sx={{
            bgcolor: 'transparent',
            lineHeight: '32px',
            fontSize: 12,
            fontWeight: 600,
            letterSpacing: 0.6,
            textTransform: 'uppercase',
          }}
        >
          {title}
        </ListSubheader>
      }
    >
      {items.map((item) =>
        item.type === 'sub' ? (
          <SubItem key={item.key} item={item} label={label} forceOpen={searching} onNavigate={onNavigate} />
        ) : (
          <LinkItem key={item.key} item={item} label={label} depth={0} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}

export function SidebarContent({ onNavigate = () => undefined }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const { groups, links, label } = useAppMenu();
  const { pins } = usePins();
  const [term, setTerm] = useState('');
  const shown = filterMenu(groups, term, label);
  const pinnedItems = pins
    .map((p) => links.find((l) => l.path === p))
    .filter((l): l is MenuItem => !!l)
    .filter((l) => matches(term, label(l), l.title));
  const searching = term.trim() !== '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Brand />
      <Box sx={{ px: 2, pb: 1 }}>
        <TextField
          type="search"
          variant="outlined"
          size="small"
          margin="none"
          fullWidth
          label={translate('app.layout.sidebar.search')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box
        component="nav"
        aria-label={translate('app.layout.sidebar.label')}
        sx={{ flex: 1, overflowY: 'auto', pb: 2 }}
      >
        {pinnedItems.length > 0 && (
          <GroupList
            title={translate('app.menu.groups.pinned')}
            items={pinnedItems.map((p) => ({ ...p, key: `pinned-${p.key}` }))}
            label={label}
            searching={searching}
            onNavigate={onNavigate}
          />
        )}
        {shown.map((g) => (
          <GroupList
            key={g.key}
            title={label(g)}
            items={g.items}
            label={label}
            searching={searching}
            onNavigate={onNavigate}
          />
        ))}
        {searching && shown.length === 0 && pinnedItems.length === 0 && (
          <Typography role="status" variant="body2" sx={{ px: 3, py: 2, color: 'text.secondary' }}>
            {translate('app.layout.sidebar.no_match', { term })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function Sidebar() {
  const { open, setOpen, drawer } = useShellState();
  const { pathname } = useLocation();
  // On phones the drawer closes after a navigation.
  useEffect(() => {
    if (drawer) setOpen(false);
  }, [pathname, drawer, setOpen]);

  if (drawer) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: Math.min(SIDEBAR_WIDTH, 320), maxWidth: '85vw' } } }}
      >
        <SidebarContent onNavigate={() => setOpen(false)} />
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      id="wisuda-sidebar"
      sx={{
        width: open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        // The column itself sticks (overflow: hidden, kept for the width transition, would stop a
        // sticky child): the menu stays in view however long the page below it.
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        height: '100vh',
        transition: (t) => t.transitions.create('width'),
        overflow: 'hidden',
        visibility: open ? 'visible' : 'hidden',
        borderInlineEnd: open ? 1 : 0,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ width: SIDEBAR_WIDTH, height: '100%' }}>
        <SidebarContent />
      </Box>
    </Box>
  );
}
