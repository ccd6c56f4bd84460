import { useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';

/** What opening a mailed single-use link answered: its value, or the failure (no status: the network). */
export type LinkResult<T> = { ok: true; value: T } | { ok: false; message?: string; status?: number };

// The token is single use: one request per link even when React runs the effect twice.
const pending = new Map<string, Promise<LinkResult<unknown>>>();

function openOnce<T>(key: string, open: () => Promise<T>): Promise<LinkResult<T>> {
  let call = pending.get(key);
  if (!call) {
    call = open()
      .then((value): LinkResult<unknown> => ({ ok: true, value }))
      .catch((error: { message?: string; status?: number }): LinkResult<unknown> => ({
        ok: false,
        message: error?.message,
        status: error?.status,
      }));
    pending.set(key, call);
  }
  return call as Promise<LinkResult<T>>;
}

/**
 * Opens a single-use link once (`key` names it: the request is not repeated when React runs the
 * effect twice); undefined until it answered. The e-mail verification and the e-mail change pages.
 */
export function useSingleUseLink<T>(key: string, open: () => Promise<T>): LinkResult<T> | undefined {
  const [result, setResult] = useState<LinkResult<T>>();
  useEffect(() => {
    let live = true;
    void openOnce(key, open).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
    // `open` is derived from `key`: a new key is a new link
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result;
}

/** The link page while its link is being opened. */
export function LinkChecking({ title, text }: { title: string; text: string }) {
  const translate = useTranslate();
  return (
    <AuthCard title={title}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, paddingBlock: 2 }}>
        <CircularProgress size={24} aria-hidden />
        {translate(text)}
      </Box>
    </AuthCard>
  );
}
