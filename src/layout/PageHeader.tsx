/**
 * The page header (spec §2): the route's Indonesian title (also `document.title`), the optional
 * parent label and a home link to /dashboard. A configured page or resource shows its label's
 * text for the UI language instead (wisuda.config.ts titles are given per language).
 */
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { labelIn } from '../../domain/config/label';
import { routeFor } from '../../domain/routes';
import { useAppSettings } from '../providers/appSettings';

/** Indonesian names of the resource sub-pages (titles are Indonesian, spec §2). */
const SUB_PAGES: [RegExp, string][] = [
  [/\/add$/, 'Tambah'],
  [/\/edit\/[^/]+$/, 'Ubah'],
  [/\/show\/[^/]+$/, 'Detail'],
];

export function pageTitleFor(
  pathname: string,
  locale = 'id',
): { title: string; parent?: string; sub?: string } | undefined {
  const route = routeFor(pathname);
  if (!route) return undefined;
  const rest = pathname.replace(/\/+$/, '').slice(route.path.length);
  const sub = rest ? SUB_PAGES.find(([re]) => re.test(rest))?.[1] : undefined;
  return { title: labelIn(route.label, locale) ?? route.title, parent: route.parent, sub };
}

export function PageHeader() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [locale] = useLocaleState();
  const { data } = useAppSettings();
  const page = pageTitleFor(pathname, locale);

  useEffect(() => {
    const parts = [page?.sub, page?.title, data.nama_aplikasi].filter(Boolean);
    document.title = parts.join(' | ');
  }, [page?.sub, page?.title, data.nama_aplikasi]);

  if (!page) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        pt: { xs: 2, sm: 3 },
        pb: 2,
      }}
    >
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {page.title}
      </Typography>
      <Breadcrumbs aria-label={translate('app.layout.page.breadcrumb')} sx={{ fontSize: 14 }}>
        <Link
          component={RouterLink}
          to="/dashboard"
          aria-label={translate('app.layout.page.home')}
          color="inherit"
          sx={{ display: 'flex', alignItems: 'center' }}
        >
          <HomeOutlined fontSize="small" />
        </Link>
        {page.parent && (
          <Typography sx={{ fontSize: 'inherit', color: 'text.secondary' }}>{page.parent}</Typography>
        )}
        <Typography
          sx={{ fontSize: 'inherit', color: 'text.primary' }}
          aria-current={page.sub ? undefined : 'page'}
        >
          {page.title}
        </Typography>
        {page.sub && (
          <Typography sx={{ fontSize: 'inherit', color: 'text.primary' }} aria-current="page">
            {page.sub}
          </Typography>
        )}
      </Breadcrumbs>
    </Box>
  );
}
