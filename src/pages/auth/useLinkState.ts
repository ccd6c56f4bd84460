import { useEffect, useState } from 'react';
import { api } from '../../providers/httpClient';

/**
 * Whether a mailed link still works, asked before its form is shown: `checking`, then `usable`, or
 * `gone` when the server calls it unknown (400) or used / expired (410). Anything else (network,
 * 429, 5xx) leaves the form usable: its submit reports the problem.
 */
export type LinkState = 'checking' | 'usable' | 'gone';

/** A failed answer that means the link itself is no good. */
export const linkIsGone = (error: unknown): boolean => {
  const status = (error as { status?: number } | null)?.status;
  return status === 400 || status === 410;
};

export function useLinkState(checkUrl: string): [LinkState, (state: LinkState) => void] {
  const [state, setState] = useState<LinkState>('checking');
  useEffect(() => {
    let live = true;
    setState('checking');
    api(checkUrl)
      .then(() => live && setState('usable'))
      .catch((error: unknown) => live && setState(linkIsGone(error) ? 'gone' : 'usable'));
    return () => {
      live = false;
    };
  }, [checkUrl]);
  return [state, setState];
}
