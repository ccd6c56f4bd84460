import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
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
import { formatsOf } from '../../../domain/format';
import { profileFieldProblem } from '../../../domain/profile';
import { FieldForm } from '../../forms/FieldForm';
import { FieldFormSubmit } from '../../forms/FieldFormSubmit';
import { ImageFilePicker } from '../../forms/ImageFilePicker';
import { useFieldForm } from '../../forms/useFieldForm';
import { ProfileSection } from './ProfileSection';
import { UKURAN_TOGA_OPTIONS } from '../../../domain/options';
import { mahasiswa, programStudi } from '../../../domain/resources';
import { optionName } from '../../../domain/resource';
import { useLabels, type Labels } from '../../resources/generic/labels';
import { getProfile, removeProfilePhoto, saveProfile, uploadProfilePhoto, type ProfileData } from './api';
import { PasswordForm } from './PasswordForm';
import { FaceSearchCard } from '../faces/FaceSearchCard';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { SessionsCard } from './SessionsCard';
import { UserAvatar } from '../../layout/UserAvatar';
import { getStoredUser, saveUser } from '../../providers/session';
import { ImageCropDialog } from '../../resources/generic/ImageCropDialog';
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
function prodiLabel(labels: Labels, m: Record<string, unknown>): string {
  return labels.reference(programStudi, m, 'prodi_id');
}

function display(field: string, value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  // an enum by its option's name in the UI language (Laki-Laki / Male / ذكر ...)
  const option = mahasiswa.fields[field]?.options?.find((o) => o.id === value);
  if (option) return optionName(option, locale);
  // the one locale formatting module: as the lists and show pages write them
  const format = formatsOf(locale);
  if (field.startsWith('tanggal')) return format.date(String(value).slice(0, 10));
  if (field === 'ipk') return format.decimal(Number(value), 2);
  if (field === 'angkatan') return format.plain(Number(value));
  return String(value);
}

/** Profile photo, name, completeness meter. */
function Header({ data, onChange }: { data: ProfileData; onChange: (d: ProfileData) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const labels = useLabels();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<{ url: string; file: File }>();
  const m = data.mahasiswa;
  const run = async (fn: () => Promise<ProfileData>) => {
    setBusy(true);
    try {
      const next = await fn();
      onChange(next);
      // The header's avatar follows at once.
      const stored = getStoredUser();
      if (stored) saveUser({ ...stored, foto: next.foto_url });
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
          <UserAvatar name={data.user.name} photo={data.foto_url} size={96} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {m?.nama ?? data.user.name}
            </Typography>
            <Typography color="text.secondary">
              {[m?.nim, m && prodiLabel(labels, m), m?.pt_nama].filter(Boolean).join(' · ') ||
                data.user.email}
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
              <ImageFilePicker
                ref={input}
                testId="profile-photo-input"
                onPick={(file) => setChosen({ url: URL.createObjectURL(file), file })}
              />
              <ImageCropDialog
                src={chosen?.url}
                aspect={1}
                round
                onCancel={() => setChosen(undefined)}
                onCropped={(blob) => {
                  const file = chosen?.file;
                  if (chosen) URL.revokeObjectURL(chosen.url);
                  setChosen(undefined);
                  if (!file) return;
                  const upload = blob ? new File([blob], 'photo.webp', { type: blob.type }) : file;
                  void run(() => uploadProfilePhoto(upload));
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

const CONTACT_CHECKS = {
  no_hp: (value: string) => profileFieldProblem('no_hp', value),
  ukuran_toga: (value: string) => profileFieldProblem('ukuran_toga', value),
};

function ContactForm({ data, onChange }: { data: ProfileData; onChange: (d: ProfileData) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const m = data.mahasiswa;
  // the app's one form mechanism (checked when left and on submit, the server's errors beside the fields)
  const form = useFieldForm({
    idPrefix: 'contact',
    initial: { no_hp: String(m?.no_hp ?? data.user.no_hp ?? ''), ukuran_toga: String(m?.ukuran_toga ?? '') },
    checks: CONTACT_CHECKS,
    helperLine: true,
    onSubmit: async (values) => {
      const payload: Record<string, string | null> = { no_hp: values.no_hp || null };
      if (m) payload.ukuran_toga = values.ukuran_toga || null;
      onChange(await saveProfile(payload));
      notify(translate('app.profile.saved'), { type: 'success' });
    },
  });
  const field = (name: 'no_hp' | 'ukuran_toga', extra: object = {}) => ({
    ...form.field(name),
    label: translate(`app.profile.fields.${name}`),
    ...extra,
  });
  return (
    <ProfileSection id="contact" title={translate('app.profile.contact')}>
      <FieldForm form={form}>
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
        <FieldFormSubmit form={form}>{translate('ra.action.save')}</FieldFormSubmit>
      </FieldForm>
    </ProfileSection>
  );
}

const PROFILE = ['profile', 'me'] as const;

/**
 * /setting/users/profile, every signed-in user's: photo, name, e-mail (confirmed by mail), password,
 * sessions; a student's academic data (read-only) and contact fields.
 */
export function ProfileView() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labels = useLabels();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey: PROFILE, queryFn: getProfile });
  // A saved change answers with the whole profile: it replaces the cached one.
  const setData = (next: ProfileData) => queryClient.setQueryData(PROFILE, next);
  if (error || !data) return <PageState error={error?.message} />;
  const m = data.mahasiswa;
  const account = (
    <>
      <NameForm key={`name-${data.user.id}`} data={data} onChange={setData} />
      <ContactForm key={data.user.id} data={data} onChange={setData} />
      <EmailForm current={data.user.email} />
    </>
  );
  return (
    <Box sx={{ paddingBlock: 2, display: 'grid', gap: 2 }}>
      <Header data={data} onChange={setData} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: m ? '3fr 2fr' : '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {m ? (
          <ProfileSection
            id="academic"
            title={translate('app.profile.academic')}
            help={translate('app.profile.academic_help')}
          >
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
                    {display(f, f === 'prodi_nama' ? prodiLabel(labels, m) : m[f], locale ?? 'en')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </ProfileSection>
        ) : (
          // Without a student record the account's forms fill the first column.
          <Stack sx={{ gap: 2 }}>{account}</Stack>
        )}
        <Stack sx={{ gap: 2 }}>
          {m ? account : null}
          <PasswordForm />
          {m ? <FaceSearchCard /> : null}
          <SessionsCard />
        </Stack>
      </Box>
    </Box>
  );
}

export default ProfileView;
