import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { ThemeProvider, alpha, type Theme } from '@mui/material/styles';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslate } from 'react-admin';
import { useAppSettings } from '../../providers/appSettings';
import { imageSrc } from '../../../domain/image';
import { AuthLanguageSlot } from './AuthLanguageSlot';
import { useDocumentTitle } from '../../layout/documentTitle';

interface Props {
  /** Translation key of the page heading (also the document title). */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card body (e.g. login ↔ register ↔ forgot). */
  footer?: ReactNode;
}

/** The primary/secondary colours of the app settings applied on top of the current theme. */
function brandTheme(primary: string, secondary: string) {
  return (outer: Theme): Theme => {
    try {
      return {
        ...outer,
        palette: {
          ...outer.palette,
          primary: outer.palette.augmentColor({ color: { main: primary } }),
          secondary: outer.palette.augmentColor({ color: { main: secondary } }),
        },
      };
    } catch {
      return outer; // an unusable colour in the settings: keep the theme's own
    }
  };
}

/** A shade of the primary colour that stays readable as small text on the page background. */
function textAccent(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
}

/**
 * The shared frame of every public page (docs/product.md#routes): brand (logo, app name, colours from the app
 * settings, defaults otherwise), one card with the page heading, and the university footer.
 */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  const translate = useTranslate();
  const { data: brand } = useAppSettings();
  const heading = translate(title);

  useDocumentTitle([heading, brand.nama_aplikasi]);

  return (
    <ThemeProvider theme={brandTheme(brand.warna_primer, brand.warna_sekunder)}>
      <Box
        component="main"
        sx={(theme) => ({
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          paddingBlock: 3,
          paddingInline: { xs: 1.5, sm: 3 },
          background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.16)} 0%, ${theme.palette.background.default} 55%, ${alpha(theme.palette.secondary.main, 0.14)} 100%)`,
          // Brand colours are often too light for small text (WCAG AA 4.5:1): text uses a deeper shade.
          '& .MuiFormLabel-root.Mui-focused, & .MuiLink-root, & .MuiButton-textPrimary, & .MuiButton-outlinedPrimary':
            {
              color: textAccent(theme),
            },
        })}
      >
        <Box sx={{ width: '100%', maxWidth: 460 }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 2, gap: 1 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, minWidth: 0 }}>
              {brand.logo ? (
                <Avatar
                  src={imageSrc(brand.logo)}
                  alt=""
                  variant="rounded"
                  sx={{ width: 44, height: 44, bgcolor: 'transparent' }}
                />
              ) : (
                <Avatar variant="rounded" sx={{ width: 44, height: 44, bgcolor: 'primary.main' }}>
                  <SchoolIcon aria-hidden />
                </Avatar>
              )}
              <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700 }}>
                {brand.nama_aplikasi}
              </Typography>
            </Stack>
            <AuthLanguageSlot />
          </Stack>
          <Card elevation={4} sx={{ borderBlockStart: 4, borderColor: 'primary.main' }}>
            <CardContent sx={{ padding: { xs: 2.5, sm: 4 } }}>
              <Typography
                variant="h5"
                component="h1"
                sx={{ fontWeight: 700, marginBlockEnd: subtitle ? 1 : 2.5 }}
              >
                {heading}
              </Typography>
              {subtitle ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  component="div"
                  sx={{ marginBlockEnd: 2.5 }}
                >
                  {subtitle}
                </Typography>
              ) : null}
              {children}
              {footer ? (
                <Stack
                  component="nav"
                  aria-label={translate('app.auth.links_label')}
                  sx={{ marginBlockStart: 3, gap: 1, alignItems: 'center', textAlign: 'center' }}
                >
                  {footer}
                </Stack>
              ) : null}
            </CardContent>
          </Card>
          <Typography
            variant="caption"
            component="footer"
            color="text.secondary"
            sx={{ display: 'block', textAlign: 'center', marginBlockStart: 2 }}
          >
            © {new Date().getFullYear()} {brand.nama_universitas}
          </Typography>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
