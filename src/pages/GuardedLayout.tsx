import type { ReactNode } from 'react';
import { BackgroundMount } from '../layout/BackgroundMount';
import { BootSpinner } from '../layout/BootSpinner';
import { Layout } from '../layout/Layout';
import { NotFoundPage } from './publicRoutes';
import { RouteGuard } from './RouteGuard';
import { useUnavailableRedirect } from './errors/useUnavailableRedirect';
import { useLanguagePreference } from '../providers/languagePreference';

/** The main layout behind the route guard: every protected screen goes through it. */
export function GuardedLayout({ children }: { children: ReactNode }) {
  useUnavailableRedirect();
  useLanguagePreference();
  return (
    <RouteGuard notFound={<NotFoundPage />}>
      <BackgroundMount fallback={<BootSpinner />}>
        <Layout>{children}</Layout>
      </BackgroundMount>
    </RouteGuard>
  );
}
