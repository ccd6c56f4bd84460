import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { AuthCard } from './AuthCard';
import { ToLoginButton } from './AuthFields';
import { ResendVerification } from './ResendVerification';

type Result = { ok: true } | { ok: false; message?: string; status?: number };

// The token is single use: one request per link even when React runs the effect twice.
const pending = new Map<string, Promise<Result>>();

function verify(id: string, token: string): Promise<Result> {
  const key = `${id}/${token}`;
  let call = pending.get(key);
  if (!call) {
    call = api(`/auth/verify-email/${encodeURIComponent(id)}/${encodeURIComponent(token)}`)
      .then((): Result => ({ ok: true }))
      .catch((error: { message?: string; status?: number }): Result => ({
        ok: false,
        message: error?.message,
        status: error?.status,
      }));
    pending.set(key, call);
  }
  return call;
}

/** /auth/verify-email/:id/:token: confirms the address, then offers the sign-in. */
export function VerifyEmailPage() {
  const translate = useTranslate();
  const { id = '', token = '' } = useParams();
  const [result, setResult] = useState<Result>();

  useEffect(() => {
    let live = true;
    void verify(id, token).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [id, token]);

  if (!result) {
    return (
      <AuthCard title="app.auth.verify.title">
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, paddingBlock: 2 }}>
          <CircularProgress size={24} aria-hidden />
          {translate('app.auth.verify.checking')}
        </Box>
      </AuthCard>
    );
  }

  if (result.ok) {
    return (
      <AuthCard title="app.auth.verify.title">
        <Alert severity="success" sx={{ marginBlockEnd: 2 }}>
          {translate('app.auth.verify.success')}
        </Alert>
        <ToLoginButton label="app.auth.verify.to_login" />
      </AuthCard>
    );
  }

  const message =
    result.status === undefined
      ? translate('app.auth.errors.network')
      : result.status === 429
        ? translate('app.auth.errors.throttled_plain')
        : translate('app.auth.verify.failed');
  return (
    <AuthCard title="app.auth.verify.title">
      <Alert severity="error" sx={{ marginBlockEnd: 2 }}>
        {message}
        {result.message && result.status !== undefined ? (
          <Box sx={{ marginBlockStart: 0.5, opacity: 0.85 }}>{result.message}</Box>
        ) : null}
      </Alert>
      <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
        {translate('app.auth.verify.help')}
      </Alert>
      <ResendVerification />
      <Stack sx={{ gap: 1, marginBlockStart: 2 }}>
        <ToLoginButton label="app.auth.verify.to_login" variant="outlined" />
        <Button component={RouterLink} to="/auth/register" variant="text" fullWidth>
          {translate('app.auth.verify.register_again')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
