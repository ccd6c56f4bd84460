import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, safeRedirect } from '../../providers/authProvider';

/** react-admin's own `/login` → our `/auth/login`, keeping where the user wanted to go. */
export function LoginRedirect() {
  const state = useLocation().state as { nextPathname?: unknown; nextSearch?: unknown } | null;
  const next =
    typeof state?.nextPathname === 'string'
      ? `${state.nextPathname}${typeof state.nextSearch === 'string' ? state.nextSearch : ''}`
      : '/';
  return <Navigate to={loginPathFor(safeRedirect(next, '/'))} replace />;
}
