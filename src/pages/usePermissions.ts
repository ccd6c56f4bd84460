import { useMemo, useSyncExternalStore } from 'react';
import { SESSION_EVENT, getPermissionsText } from '../providers/session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange); // signed in or out in another tab
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The permissions of the signed-in user's first role (what decides screens, menu items and pages:
 * domain/access.ts), re-rendering when the session changes.
 */
export function usePermissions(): ReadonlySet<string> {
  const text = useSyncExternalStore(subscribe, getPermissionsText, getPermissionsText);
  return useMemo(() => {
    try {
      const list: unknown = JSON.parse(text);
      return new Set(Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []);
    } catch {
      return new Set<string>();
    }
  }, [text]);
}
