import { Route } from 'react-router-dom';
import { SERVER_ERROR_PATH, UNAVAILABLE_PATH } from '../../domain/routes';
import { lazyScreen } from '../layout/lazyScreen';
import { accountRoutes } from './accountRoutes';

const ForbiddenPage = lazyScreen(() => import('./auth/ForbiddenPage'), 'ForbiddenPage');
const ServerErrorPage = lazyScreen<object, 'ServerErrorPage'>(
  () => import('./errors/ErrorPages'),
  'ServerErrorPage',
);
const UnavailablePage = lazyScreen<object, 'UnavailablePage'>(
  () => import('./errors/ErrorPages'),
  'UnavailablePage',
);
/** react-admin's catch-all: an unknown route (signed out too, see RouteGuard). */
export const NotFoundPage = lazyScreen<object, 'NotFoundPage'>(
  () => import('./errors/ErrorPages'),
  'NotFoundPage',
);

/** The public routes of docs/product.md#routes (the account pages and forbidden) and the error pages, without the main layout. */
export const publicRoutes = [
  ...accountRoutes,
  <Route key="forbidden" path="/error/forbidden" element={<ForbiddenPage />} />,
  <Route key="server-error" path={SERVER_ERROR_PATH} element={<ServerErrorPage />} />,
  <Route key="unavailable" path={UNAVAILABLE_PATH} element={<UnavailablePage />} />,
];
