/**
 * The company's staff narrow every screen to one university, or see them all (src/providers/ptScope.ts):
 * the choice lives in the URL (`?pt=12`), is put back when a link or a list's own URL change leaves
 * it out, and every cached answer is dropped when it changes, so no list shows another university's
 * rows. Staff bound to universities (the server scopes them already) and callers who cannot view the
 * universities do not get it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { raName } from '../../domain/resource';
import { perguruanTinggi } from '../../domain/resources/perguruanTinggi';
import { usePermissions } from '../pages/usePermissions';
import { useSessionUser } from '../pages/useSessionUser';
import { ptOf, rememberedPt, rememberPt, searchWithPt } from '../providers/ptScope';

const PT_RESOURCE = raName(perguruanTinggi);

interface PtRecord {
  id: number;
  nama?: string;
  singkatan?: string | null;
}

/** Whether the signed-in user gets the switcher: the company's staff who may view the universities. */
export function useCanSwitchUniversity(): boolean {
  const user = useSessionUser();
  const permissions = usePermissions();
  const bound = Array.isArray(user?.pt_ids) && user.pt_ids.length > 0;
  return Boolean(user) && !bound && permissions.has(`${perguruanTinggi.permission}.view`);
}

/** Keeps `?pt=` in the URL while a university is chosen, and the caches in step with the choice. */
function usePtInUrl(): number | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inUrl = ptOf(location.search);
  const chosen = inUrl ?? rememberedPt();
  const previous = useRef(chosen);
  useEffect(() => {
    // (Also when every university is chosen: the readers of `useCurrentPt` hear of it.)
    if (inUrl || !chosen) rememberPt(inUrl);
    else if (chosen)
      navigate(
        { pathname: location.pathname, search: searchWithPt(location.search, chosen), hash: location.hash },
        { replace: true, state: location.state },
      );
    if (previous.current !== chosen) {
      previous.current = chosen;
      // Answers cached for the other choice are not this one's (lists, totals, the dashboard).
      void queryClient.resetQueries();
    }
  }, [inUrl, chosen, location, navigate, queryClient]);
  return chosen;
}

function Switcher() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const chosen = usePtInUrl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { data = [] } = useGetList<PtRecord>(PT_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'nama', order: 'ASC' },
    // the list to choose from is every university, whatever is chosen now
    meta: { pt: null },
  });
  const current = data.find((pt) => pt.id === chosen);
  const short = (pt: PtRecord) => pt.singkatan || pt.nama || `#${pt.id}`;
  const label = chosen ? (current ? short(current) : `#${chosen}`) : translate('app.tenancy.all');
  const choose = (pt: number | undefined) => {
    setAnchor(null);
    rememberPt(pt);
    navigate({ pathname: location.pathname, search: searchWithPt(location.search, pt), hash: location.hash });
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={translate('app.tenancy.label', { name: label })}
        title={translate('app.tenancy.label', { name: label })}
        startIcon={<AccountBalance />}
        endIcon={<ExpandMore sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{
          textTransform: 'none',
          minWidth: 0,
          px: { xs: 1, sm: 1.5 },
          // On a phone only the icon: the menu names the choice.
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
        }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 220 } } }}
      >
        <MenuItem selected={!chosen} onClick={() => choose(undefined)}>
          <ListItemText primary={translate('app.tenancy.all')} />
        </MenuItem>
        {data.map((pt) => (
          <MenuItem key={pt.id} selected={pt.id === chosen} onClick={() => choose(pt.id)}>
            <ListItemText primary={pt.nama ?? short(pt)} secondary={pt.singkatan || undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function UniversitySwitcher() {
  return useCanSwitchUniversity() ? <Switcher /> : null;
}
