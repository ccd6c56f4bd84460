/**
 * The header (docs/product.md#layout): sidebar toggle, menu search, the company staff's university switcher,
 * bookmarks, language, dark/light, profile.
 */
import { useTranslate } from 'react-admin';
import { AppBar, Box, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { BookmarkPanel } from './BookmarkPanel';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuSearch } from './MenuSearch';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from './ThemeToggle';
import { UniversitySwitcher } from './UniversitySwitcher';
import { useShellState } from './shellState';

export function Header() {
  const translate = useTranslate();
  const { open, setOpen, drawer } = useShellState();
  const small = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'), { noSsr: true });
  const toggleLabel = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 }, position: 'relative' }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={drawer ? undefined : 'wisuda-sidebar'}
          onClick={() => setOpen(!open)}
        >
          {open && !drawer ? (
            <MenuOpen sx={(t) => ({ transform: t.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
          ) : (
            <MenuIcon />
          )}
        </IconButton>
        <MenuSearch key={small ? 'compact' : 'full'} compact={small} />
        <Box sx={{ flex: 1 }} />
        <UniversitySwitcher />
        <BookmarkPanel />
        <LanguageSwitcher />
        <ThemeToggle />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
