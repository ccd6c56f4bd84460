import type { ReactNode } from 'react';
import { Button } from '@mui/material';

/** The submit button of a `FieldForm`, at its start, off while the form is sending. */
export function FieldFormSubmit({ form, children }: { form: { busy: boolean }; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
