/**
 * `<Admin>` assembled from its parts (react-admin's AdminContext + CoreAdminUI), with every page
 * given explicitly. react-admin's own `<Admin>` references its default layout, login form and
 * pages even when they are replaced, which would put them all into the sign-in page's download.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  LoadingPage,
  Notification,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { store } from './store';

export interface AppAdminProps extends Omit<AdminContextProps, 'children'> {
  children: ReactNode;
  layout: CoreAdminUIProps['layout'];
  dashboard?: CoreAdminUIProps['dashboard'];
  loginPage?: ComponentType | false;
  catchAll?: CoreAdminUIProps['catchAll'];
  title?: string;
}

export function AppAdmin({
  children,
  layout,
  dashboard,
  loginPage = false,
  catchAll,
  title = 'Wisuda',
  store: customStore,
  ...context
}: AppAdminProps) {
  return (
    <AdminContext store={customStore ?? store} {...context}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          layout={layout}
          dashboard={dashboard}
          loginPage={loginPage}
          catchAll={catchAll}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          title={title}
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
