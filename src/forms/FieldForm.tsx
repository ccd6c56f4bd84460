/** The `<form>` of a `useFieldForm` form: noValidate, its submit, its alert above the fields. */
import type { ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import type { FormAlertState } from './useFieldForm';

export function FieldForm({
  form,
  gap = 1,
  children,
}: {
  form: { alert: FormAlertState | null; handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> };
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      sx={{ gap, maxWidth: 480 }}
    >
      {form.alert ? <Alert severity={form.alert.severity}>{form.alert.message}</Alert> : null}
      {children}
    </Stack>
  );
}
