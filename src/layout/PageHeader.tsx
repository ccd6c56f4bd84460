/**
 * The page header (docs/product.md#layout): the route's title (also `document.title`) in the UI language, the
 * Indonesian declared title by default, the optional parent label and a home link to /dashboard.
 * A configured page or resource shows its label's text for the UI language (wisuda.config.ts).
 */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { labelIn } from '../../domain/config/label';
import { routeFor } from '../../domain/routes';
import { useAppSettings } from '../providers/appSettings';
import { useRecordHeading } from './recordHeading';
import { useDocumentTitle } from './documentTitle';

/** The resource sub-pages below a route (their names: `app.page_titles.sub.<name>`). */
const SUB_PAGES: [RegExp, string][] = [
  [/\/add$/, 'add'],
  [/\/edit\/[^/]+$/, 'edit'],
  [/\/show\/[^/]+$/, 'show'],
];

export interface PageTitle {
  title: string;
  parent?: string;
  sub?: string;
}

/**
 * The page title of a location in the UI language (the route's catalog key; a configured label's
 * text for the language wins; the declared Indonesian title is the fallback).
 */
export function usePageTitle(pathname: string): PageTitle | undefined {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const route = routeFor(pathname);
  if (!route) return undefined;
  const rest = pathname.replace(/\/+$/, '').slice(route.path.length);
  const sub = rest ? SUB_PAGES.find(([re]) => re.test(rest))?.[1] : undefined;
  const words = (key: string | undefined, fallback: string | undefined) =>
    key && fallback ? translate(key, { smart_count: 2, _: fallback }) : fallback;
  return {
    title: labelIn(route.label, locale) ?? words(route.i18nKey, route.title)!,
    parent: words(route.parentKey, route.parent),
    sub: sub ? translate(`app.page_titles.sub.${sub}`) : undefined,
  };
}

export function PageHeader() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data } = useAppSettings();
  const page = usePageTitle(pathname);
  // An edit or show page names its record (resources/generic/RecordHeading.tsx).
  const record = useRecordHeading(pathname);
  const listPath = page?.sub ? routeFor(pathname)?.path : undefined;

  // a location without a route (not found) sets its own title
  useDocumentTitle(page?.title ? [page.sub, record, page.title, data.nama_aplikasi] : []);

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
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {record ?? page.title}
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
        {listPath ? (
          // A sub-page (add, edit, show) leads back to its list.
          <Link component={RouterLink} to={listPath} color="inherit" sx={{ fontSize: 'inherit' }}>
            {page.title}
          </Link>
        ) : (
          <Typography sx={{ fontSize: 'inherit', color: 'text.primary' }} aria-current="page">
            {page.title}
          </Typography>
        )}
        {page.sub && (
          <Typography sx={{ fontSize: 'inherit', color: 'text.primary' }} aria-current="page">
            {page.sub}
          </Typography>
        )}
      </Breadcrumbs>
    </Box>
  );
}
