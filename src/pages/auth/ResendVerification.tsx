import { useMemo, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { EmailField, FormAlert, SubmitButton } from './AuthFields';
import { useAuthForm } from './useAuthForm';
import { email } from './validation';

/**
 * Asks for a new e-mail confirmation link (POST /api/auth/resend-verification). The answer is the
 * same whether or not the address is registered.
 */
export function ResendVerification({ initialEmail = '' }: { initialEmail?: string }) {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const checks = useMemo(() => ({ email }), []);
  const form = useAuthForm({
    initial: { email: initialEmail },
    checks,
    onSubmit: async (values) => {
      await api('/auth/resend-verification', {
        method: 'POST',
        body: JSON.stringify({ email: values.email.trim() }),
      });
      setSent(true);
    },
  });
  if (sent) return <Alert severity="success">{translate('app.auth.resend.sent')}</Alert>;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={translate('app.auth.resend.title')}
    >
      <Typography variant="subtitle2" component="h2">
        {translate('app.auth.resend.title')}
      </Typography>
      <FormAlert alert={form.alert} />
      {initialEmail ? null : <EmailField {...form.field('email')} />}
      <SubmitButton busy={form.busy} label="app.auth.resend.submit" variant="outlined" />
    </Box>
  );
}
