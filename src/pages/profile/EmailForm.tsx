import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, TextField, Typography } from '@mui/material';
import { requestEmailChange } from './selfServiceApi';
import { profileFieldProblem } from '../../../domain/profile';
import { FieldForm } from '../../forms/FieldForm';
import { FieldFormSubmit } from '../../forms/FieldFormSubmit';
import { useFieldForm } from '../../forms/useFieldForm';
import { ProfileSection } from './ProfileSection';
import { required } from '../auth/validation';

type Field = 'email' | 'current_password';
const EMPTY: Record<Field, string> = { email: '', current_password: '' };
const CHECKS = { email: (value: string) => profileFieldProblem('email', value), current_password: required };

/** Change of the sign-in e-mail: confirmed through a link mailed to the new address. */
export function EmailForm({ current }: { current: string }) {
  const translate = useTranslate();
  const [sent, setSent] = useState<string>();
  // the app's one form mechanism (checked when left and on submit, the server's errors beside the fields)
  const form = useFieldForm<Field>({
    idPrefix: 'email-change',
    initial: EMPTY,
    checks: CHECKS,
    helperLine: true,
    onSubmit: async (values) => {
      setSent(undefined);
      setSent(await requestEmailChange(values));
      form.setValues(EMPTY);
    },
  });
  const field = (name: Field) => ({ ...form.field(name), required: true });
  return (
    <ProfileSection id="email" title={translate('app.selfService.email.title')}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.selfService.email.current', { email: current })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlock: 1 }}>
        {translate('app.selfService.email.help')}
      </Typography>
      <FieldForm form={form}>
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          label={translate('app.selfService.email.new')}
        />
        <TextField
          {...field('current_password')}
          type="password"
          autoComplete="current-password"
          label={translate('app.selfService.email.current_password')}
        />
        {sent ? (
          <Alert severity="success" role="status">
            {sent}
          </Alert>
        ) : null}
        <FieldFormSubmit form={form}>{translate('app.selfService.email.submit')}</FieldFormSubmit>
      </FieldForm>
    </ProfileSection>
  );
}
