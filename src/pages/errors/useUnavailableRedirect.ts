import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UNAVAILABLE_PATH } from '../../../domain/routes';
import { UNAVAILABLE_EVENT } from '../../providers/serviceStatus';

/** Leads to the 503 page when a read answers 503; its retry comes back here (`state.from`). */
export function useUnavailableRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const onUnavailable = () =>
      navigate(UNAVAILABLE_PATH, { replace: true, state: { from: `${pathname}${search}` } });
    window.addEventListener(UNAVAILABLE_EVENT, onUnavailable);
    return () => window.removeEventListener(UNAVAILABLE_EVENT, onUnavailable);
  }, [navigate, pathname, search]);
}
