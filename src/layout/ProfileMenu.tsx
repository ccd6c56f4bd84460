/** The profile dropdown (docs/product.md#layout): avatar, name, role, Profile (every signed-in user), Log out. */
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem, Stack, Typography } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import { visuallyHidden } from '@mui/utils';
import { PROFILE_PATH } from '../../domain/pages';
import { useSessionUser } from '../pages/useSessionUser';
import { getFirstRoleName } from '../providers/session';
import { UserAvatar } from './UserAvatar';
import { useRoleLabel } from './useRoleLabel';

export function ProfileMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name ?? '';
  const roleLabel = useRoleLabel();
  const role = roleLabel(user?.roles?.[0]?.name ?? getFirstRoleName()) ?? '';
  const foto = user?.foto;
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ borderRadius: 6, p: 0.5, gap: 1, color: 'inherit' }}
      >
        <UserAvatar name={name} photo={foto} size={34} />
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
        <Stack direction="row" sx={{ px: 2, py: 1, gap: 1.5, alignItems: 'center', maxWidth: 280 }}>
          <UserAvatar name={name} photo={foto} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            {user?.email ? (
              <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
                {user.email}
              </Typography>
            ) : null}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {role}
            </Typography>
          </Box>
        </Stack>
        <Divider />
        <MenuItem component={RouterLink} to={PROFILE_PATH} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          {translate('app.layout.header.profile')}
        </MenuItem>
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
