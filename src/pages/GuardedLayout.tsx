import type { ReactNode } from 'react';
import { Layout } from '../layout/Layout';
import { RouteGuard } from './RouteGuard';

/** The main layout behind the route guard: every protected screen goes through it. */
export function GuardedLayout({ children }: { children: ReactNode }) {
  return (
    <RouteGuard>
      <Layout>{children}</Layout>
    </RouteGuard>
  );
}
