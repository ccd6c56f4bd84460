/**
 * The main layout of every protected screen (loaded on demand through `Layout.tsx`, docs/product.md#layout): sidebar, header, page header, content,
 * footer, scroll-to-top button and the route-change loader.
 */
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SkipNavigationButton } from 'react-admin';
import { Box } from '@mui/material';
import { useCheckboxLabelRepair } from './a11yFixes';
import { AppLinks } from './AppLinks';
import { AfterFirstCommit } from './BackgroundMount';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hints } from './Hints';
import { PageHeader } from './PageHeader';
import { RouteLoader } from './RouteLoader';
import { ScreenErrorBoundary, ScreenLoading } from './lazyScreen';
import { ScrollToTop } from './ScrollToTop';
import { Sidebar } from './Sidebar';
import { ShellStateProvider } from './shellState';
import { PlanBanner } from '../pages/plans/PlanBanner';

function Content({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AfterFirstCommit fallback={<ScreenLoading />}>
      {/* A new route gets a fresh boundary, so an error on one screen does not stick to the next. */}
      <ScreenErrorBoundary key={pathname} onRetry={() => undefined}>
        <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
      </ScreenErrorBoundary>
    </AfterFirstCommit>
  );
}

export function ShellLayout({ children }: { children: ReactNode }) {
  useCheckboxLabelRepair();
  return (
    <ShellStateProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
        <SkipNavigationButton />
        <Sidebar />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header />
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            // At least a screen high: the footer starts below the fold, so a screen's content arriving
            // never pushes it down in view (a layout shift on every page load).
            sx={{ flex: 1, px: { xs: 1.5, sm: 3 }, pb: 3, outline: 'none', minWidth: 0, minHeight: '100dvh' }}
          >
            <PageHeader />
            <PlanBanner />
            <Content>{children}</Content>
          </Box>
          <Footer />
        </Box>
        <ScrollToTop />
        <Hints />
        <AppLinks />
        <RouteLoader />
      </Box>
    </ShellStateProvider>
  );
}
