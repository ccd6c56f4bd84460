/** The form a graduate sends a guest ticket with: the guest's name, e-mail and mail language. */
import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { Guest } from './api';
import { TICKET_MESSAGES, type TicketText } from './messages';

const LANGUAGE_NAMES: Record<string, string> = {
  id: 'Bahasa Indonesia',
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '中文（简体）',
};

export function GuestForm(props: {
  t: (key: TicketText) => string;
  locale: string;
  busy: boolean;
  errors: Record<string, string>;
  onSend: (guest: Guest) => Promise<boolean>;
}) {
  const { t, busy, errors } = props;
  const empty = {
    nama_tamu: '',
    email_tamu: '',
    bahasa: props.locale in TICKET_MESSAGES ? props.locale : 'id',
  };
  const [guest, setGuest] = useState<Guest>(empty);
  const field = (name: keyof Guest) => ({
    value: guest[name],
    onChange: (e: { target: { value: string } }) => setGuest({ ...guest, [name]: e.target.value }),
    error: !!errors[name],
    helperText: errors[name],
    size: 'small' as const,
  });
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await props.onSend(guest)) setGuest(empty);
      }}
    >
      <TextField label={t('guest_name')} required {...field('nama_tamu')} />
      <TextField label={t('guest_email')} type="email" required {...field('email_tamu')} />
      <TextField select label={t('guest_language')} {...field('bahasa')}>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <MenuItem key={code} value={code} lang={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('send')}
      </Button>
    </Box>
  );
}
