import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError, useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { UKURAN_TOGA_OPTIONS } from '../../../domain/options';
import { programStudi } from '../../../domain/resources';
import { referenceLabel } from '../../resources/generic/labels';
import { getProfile, removeProfilePhoto, saveProfile, uploadProfilePhoto, type ProfileData } from './api';
import { PasswordForm } from './PasswordForm';
import { PageState } from '../galeri/PageState';

/** Academic and identity data: shown, never edited here (the university keeps them). */
const READ_ONLY = [
  'nim',
  'nama',
  'jenis_kelamin',
  'tempat_lahir',
  'tanggal_lahir',
  'pt_nama',
  'fakultas_nama',
  'prodi_nama',
  'angkatan',
  'ipk',
  'predikat',
  'judul_skripsi',
  'tanggal_lulus',
  'nomor_ijazah',
  'acara_nama',
] as const;

/** The program studi with its jenjang ("Akuntansi (S1)"), as everywhere else in the app. */
function prodiLabel(m: Record<string, unknown>): string {
  return referenceLabel(programStudi, m, 'prodi_id');
}

function display(field: string, value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'jenis_kelamin')
    return value === 'L' ? 'Laki-Laki' : value === 'P' ? 'Perempuan' : String(value);
  if (field.startsWith('tanggal')) {
    const d = new Date(`${String(value).slice(0, 10)}T00:00:00`);
    return Number.isNaN(d.getTime()) ? String(value) : d.toLocaleDateString(locale, { dateStyle: 'long' });
  }
  if (field === 'ipk') return Number(value).toLocaleString(locale, { minimumFractionDigits: 2 });
  return String(value);
}

/** Profile photo, name, completeness meter. */
function Header({ data, onChange }: { data: ProfileData; onChange: (d: ProfileData) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const m = data.mahasiswa;
  const run = async (fn: () => Promise<ProfileData>) => {
    setBusy(true);
    try {
      onChange(await fn());
      notify(translate('app.profile.saved'), { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5, alignItems: { sm: 'center' } }}>
          <Avatar
            src={data.foto_url ?? undefined}
            alt=""
            sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
          >
            {(m?.nama ?? data.user.name)?.toString()[0]?.toUpperCase()}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {m?.nama ?? data.user.name}
            </Typography>
            <Typography color="text.secondary">
              {[m?.nim, m && prodiLabel(m), m?.pt_nama].filter(Boolean).join(' · ') || data.user.email}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, marginBlockStart: 1.5, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<PhotoCameraIcon />}
                disabled={busy}
                onClick={() => input.current?.click()}
              >
                {translate('app.profile.photo.change')}
              </Button>
              {data.foto_url ? (
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => void run(removeProfilePhoto)}
                >
                  {translate('app.profile.photo.remove')}
                </Button>
              ) : null}
              <input
                ref={input}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                data-testid="profile-photo-input"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void run(() => uploadProfilePhoto(file));
                }}
              />
            </Stack>
          </Box>
          {m ? (
            <Box sx={{ minWidth: { sm: 220 } }}>
              <Typography variant="subtitle2" id="completeness-label">
                {translate('app.profile.completeness', { pct: data.completeness.percent })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={data.completeness.percent}
                aria-labelledby="completeness-label"
                sx={{ height: 8, borderRadius: 4, marginBlock: 1 }}
              />
              {data.completeness.missing.length ? (
                <Typography variant="caption" color="text.secondary">
                  {translate('app.profile.missing', {
                    fields: data.completeness.missing
                      .map((f) => translate(`app.profile.fields.${f}`))
                      .join(', '),
                  })}
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ContactForm({ data, onChange }: { data: ProfileData; onChange: (d: ProfileData) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const m = data.mahasiswa;
  const [values, setValues] = useState({
    email: String(m?.email ?? data.user.email ?? ''),
    no_hp: String(m?.no_hp ?? data.user.no_hp ?? ''),
    ukuran_toga: String(m?.ukuran_toga ?? ''),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const payload: Record<string, string | null> = { email: values.email, no_hp: values.no_hp || null };
      if (m) payload.ukuran_toga = values.ukuran_toga || null;
      onChange(await saveProfile(payload));
      notify(translate('app.profile.saved'), { type: 'success' });
    } catch (err) {
      const body =
        err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof values, extra: object = {}) => ({
    name,
    label: translate(`app.profile.fields.${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    ...extra,
  });
  return (
    <Card component="section" aria-labelledby="contact-title">
      <CardContent>
        <Typography id="contact-title" variant="h6" component="h2" gutterBottom>
          {translate('app.profile.contact')}
        </Typography>
        <Stack component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ gap: 1, maxWidth: 480 }}>
          <TextField {...field('email', { type: 'email', autoComplete: 'email' })} />
          <TextField {...field('no_hp', { type: 'tel', autoComplete: 'tel' })} />
          {m ? (
            <TextField select {...field('ukuran_toga')}>
              <MenuItem value="">—</MenuItem>
              {UKURAN_TOGA_OPTIONS.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /setting/users/profile: own data (academic read-only), contact fields, photo, password. */
export function ProfileView() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [data, setData] = useState<ProfileData | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    getProfile()
      .then(setData)
      .catch((err: unknown) => setError((err as Error).message));
  }, []);
  if (error || !data) return <PageState error={error} />;
  const m = data.mahasiswa;
  return (
    <Box sx={{ paddingBlock: 2, display: 'grid', gap: 2 }}>
      <Header data={data} onChange={setData} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        {m ? (
          <Card component="section" aria-labelledby="academic-title">
            <CardContent>
              <Typography id="academic-title" variant="h6" component="h2" gutterBottom>
                {translate('app.profile.academic')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
                {translate('app.profile.academic_help')}
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
                  columnGap: 2,
                  rowGap: { xs: 0, sm: 1 },
                  margin: 0,
                }}
              >
                {READ_ONLY.map((f) => (
                  <Box key={f} sx={{ display: 'contents' }}>
                    <Typography
                      component="dt"
                      variant="body2"
                      color="text.secondary"
                      sx={{ marginBlockStart: { xs: 1, sm: 0 } }}
                    >
                      {translate(`app.profile.fields.${f}`)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
                      {display(f, f === 'prodi_nama' ? prodiLabel(m) : m[f], locale ?? 'en')}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        ) : null}
        <Stack sx={{ gap: 2 }}>
          <ContactForm key={data.user.id} data={data} onChange={setData} />
          <PasswordForm />
        </Stack>
      </Box>
    </Box>
  );
}

export default ProfileView;
