/** The profile dropdown (spec §2): name, role, Profile (for whoever holds profile.view), Log out. */
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { Avatar, Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import { visuallyHidden } from '@mui/utils';
import { PROFILE_PATH } from '../../domain/pages';
import { canEnter, findRoute } from '../../domain/routes';
import { usePermissions } from '../pages/usePermissions';
import { useSessionUser } from '../pages/useSessionUser';
import { getFirstRoleName } from '../providers/session';
import { useRoleLabel } from './useRoleLabel';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function ProfileMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name ?? '';
  const roleLabel = useRoleLabel();
  const role = roleLabel(user?.roles?.[0]?.name ?? getFirstRoleName()) ?? '';
  const foto = typeof user?.foto === 'string' ? user.foto : undefined;
  const permissions = usePermissions();
  const profile = findRoute(PROFILE_PATH);
  const showProfile = !!profile && canEnter(profile, permissions);
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ borderRadius: 6, p: 0.5, gap: 1, color: 'inherit' }}
      >
        <Avatar
          aria-hidden
          src={foto}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 14 }}
        >
          {initials(name)}
        </Avatar>
        {/* The button's name is its text: name and role (visually hidden on small screens). */}
        <Box sx={(t) => ({ textAlign: 'start', maxWidth: 160, [t.breakpoints.down('md')]: visuallyHidden })}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
            {role}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {role}
          </Typography>
        </Box>
        <Divider />
        {showProfile && (
          <MenuItem component={RouterLink} to={PROFILE_PATH} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <AccountCircle fontSize="small" />
            </ListItemIcon>
            {translate('app.layout.header.profile')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {translate('app.layout.header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
