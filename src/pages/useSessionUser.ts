import { useMemo, useSyncExternalStore } from 'react';
import { SESSION_EVENT, USER_KEY, type SessionUser } from '../providers/session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function raw(): string | null {
  try {
    return window.localStorage.getItem(USER_KEY);
  } catch {
    return null; // storage blocked
  }
}

/** The stored user, re-rendering when the session changes (sign-in, reload on start, sign-out). */
export function useSessionUser(): SessionUser | undefined {
  const text = useSyncExternalStore(subscribe, raw, raw);
  return useMemo(() => {
    if (!text) return undefined;
    try {
      return JSON.parse(text) as SessionUser;
    } catch {
      return undefined;
    }
  }, [text]);
}
