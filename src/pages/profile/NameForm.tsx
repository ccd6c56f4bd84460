import { useNotify, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { NAME_LENGTH } from '../../../domain/auth';
import { getStoredUser, saveUser } from '../../providers/session';
import { saveProfile, type ProfileData } from './api';
import { profileFieldProblem } from '../../../domain/profile';
import { FieldForm } from '../../forms/FieldForm';
import { FieldFormSubmit } from '../../forms/FieldFormSubmit';
import { useFieldForm } from '../../forms/useFieldForm';
import { ProfileSection } from './ProfileSection';

const CHECKS = { name: (value: string) => profileFieldProblem('name', value) };

/** The account's name (every user): shown in the header, the menus and the lists. */
export function NameForm({ data, onChange }: { data: ProfileData; onChange: (d: ProfileData) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  // the app's one form mechanism (checked when left and on submit, the server's errors beside the field)
  const form = useFieldForm({
    idPrefix: 'profile',
    initial: { name: data.user.name },
    checks: CHECKS,
    onSubmit: async ({ name }) => {
      const next = await saveProfile({ name });
      onChange(next);
      const stored = getStoredUser();
      if (stored) saveUser({ ...stored, name: next.user.name });
      notify(translate('app.selfService.name.saved'), { type: 'success' });
    },
  });
  const name = form.field('name');
  return (
    <ProfileSection id="name" title={translate('app.selfService.name.title')}>
      <FieldForm form={form}>
        <TextField
          {...name}
          label={translate('app.selfService.name.label')}
          autoComplete="name"
          helperText={name.helperText ?? translate('app.selfService.name.help')}
          required
          slotProps={{ htmlInput: { maxLength: NAME_LENGTH.max } }}
        />
        <FieldFormSubmit form={form}>{translate('ra.action.save')}</FieldFormSubmit>
      </FieldForm>
    </ProfileSection>
  );
}
