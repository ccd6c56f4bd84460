/**
 * The student's ceremony card on their dashboard (phone first): attend or not, guests asked (up to
 * the acara's limit), the name to be read on stage and how to say it, until the acara's deadline;
 * then their number and seat once the staff have made the line-up.
 */
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from 'wisuda/pages';
import { readOwn, refusalOf, saveOwn, type Answer, type OwnConfirmation } from './api';
import { ceremonyText, type CeremonyText } from './messages';
import { PlaceLine } from './PlaceLine';
import { ceremonyKeys, NO_RETRY } from './queries';
import { canRecord, Recorder } from './Recorder';

const answerOf = (own: OwnConfirmation): Answer => ({
  hadir: own.record?.hadir ?? true,
  tamu_diminta: own.record?.tamu_diminta ?? 0,
  nama_panggung: own.record?.nama_panggung ?? null,
  ejaan: own.record?.ejaan ?? null,
});

export default function ConfirmCard() {
  const [locale] = useLocaleState();
  const t = (key: CeremonyText, params?: Record<string, string | number>) =>
    ceremonyText(locale, key, params);
  const queryClient = useQueryClient();
  const read = useQuery({ queryKey: ceremonyKeys.own, queryFn: readOwn, ...NO_RETRY });
  const own = read.data ?? null;
  // what the student is answering; until they change it, what they answered last
  const [edited, setAnswer] = useState<Answer | null>(null);
  const answer = edited ?? (own ? answerOf(own) : null);
  const saving = useMutation({
    mutationFn: saveOwn,
    onSuccess: (o) => {
      queryClient.setQueryData(ceremonyKeys.own, o);
      setAnswer(null);
      // the answer grants (or takes back) the pass and guest tickets the card below shows
      void queryClient.invalidateQueries({ queryKey: ceremonyKeys.ownTickets });
    },
  });
  const refused = saving.error ? refusalOf(saving.error) : null;
  const state = {
    saving: saving.isPending,
    saved: saving.isSuccess,
    message: refused?.message ?? (read.error ? refusalOf(read.error).message : undefined),
    errors: refused?.errors ?? {},
  };
  const save = () => answer && saving.mutate(answer);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const acara = own?.acara;
  const open = !!acara?.open;
  return (
    <Card component="section" aria-labelledby="ceremony-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="ceremony-title" variant="overline" color="text.secondary">
          {t('title')}
        </Typography>
        {!own || !answer ? (
          state.message ? (
            <Alert severity="error">{state.message}</Alert>
          ) : (
            <Skeleton height={120} />
          )
        ) : !acara ? (
          <Typography color="text.secondary">{t('no_acara')}</Typography>
        ) : (
          <>
            <Typography variant="h6" component="p">
              {acara.nama}
            </Typography>
            <Typography variant="body2" color={open ? 'text.secondary' : 'warning.main'}>
              {t(open ? 'deadline' : 'closed', { date: date(acara.closes) })}
            </Typography>
            {own.record?.hadir && <PlaceLine record={own.record} t={t} />}
            {own.record && !own.record.hadir && (
              <Typography color="text.secondary">{t('not_attending')}</Typography>
            )}
            <FormControl disabled={!open} error={!!state.errors.hadir}>
              <FormLabel id="ceremony-attend">{t('question')}</FormLabel>
              <RadioGroup
                aria-labelledby="ceremony-attend"
                value={answer.hadir ? 'yes' : 'no'}
                onChange={(e) => setAnswer({ ...answer, hadir: e.target.value === 'yes' })}
              >
                <FormControlLabel value="yes" control={<Radio />} label={t('yes')} />
                <FormControlLabel value="no" control={<Radio />} label={t('no')} />
              </RadioGroup>
              {state.errors.hadir && <FormHelperText>{state.errors.hadir}</FormHelperText>}
            </FormControl>
            {answer.hadir && (
              <Box sx={{ display: 'grid', gap: 2 }}>
                <TextField
                  type="number"
                  label={t('guests', { n: acara.guest_limit })}
                  value={answer.tamu_diminta}
                  disabled={!open}
                  onChange={(e) => setAnswer({ ...answer, tamu_diminta: Number(e.target.value) })}
                  slotProps={{ htmlInput: { min: 0, max: acara.guest_limit, inputMode: 'numeric' } }}
                  error={!!state.errors.tamu_diminta}
                  helperText={state.errors.tamu_diminta}
                />
                <TextField
                  label={t('stage_name')}
                  value={answer.nama_panggung ?? ''}
                  disabled={!open}
                  onChange={(e) => setAnswer({ ...answer, nama_panggung: e.target.value || null })}
                  error={!!state.errors.nama_panggung}
                  helperText={
                    state.errors.nama_panggung ??
                    (own.record?.nama_panggung && own.record.nama_panggung === answer.nama_panggung
                      ? t(own.record.nama_panggung_disetujui ? 'stage_approved' : 'stage_pending')
                      : t('stage_help', { name: own.nama ?? '' }))
                  }
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <TextField
                  label={t('phonetic')}
                  value={answer.ejaan ?? ''}
                  disabled={!open}
                  onChange={(e) => setAnswer({ ...answer, ejaan: e.target.value || null })}
                  error={!!state.errors.ejaan}
                  helperText={state.errors.ejaan ?? t('phonetic_help')}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              </Box>
            )}
            {answer.hadir &&
              canRecord() &&
              (own.record ? (
                <Recorder t={t} open={open} />
              ) : (
                open && (
                  <Typography variant="body2" color="text.secondary">
                    {t('answer_first')}
                  </Typography>
                )
              ))}
            {state.message && !state.saved && <Alert severity="error">{state.message}</Alert>}
            {state.saved && <Alert severity="success">{t('saved')}</Alert>}
            {open && (
              <Button
                variant="contained"
                onClick={save}
                disabled={state.saving}
                sx={{ justifySelf: 'start' }}
              >
                {t('save')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
