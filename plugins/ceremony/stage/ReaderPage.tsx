/**
 * The reader's screen, on its own device by the lectern: in the dark hall, white on black over the
 * whole screen, no scrolling; the name to read in large type, its phonetic spelling, faculty and
 * program, the next three of the line-up, and the graduate's recording played on demand. It follows
 * the stairs' scans live (./useStageStream.ts).
 */
import { useEffect, useRef } from 'react';
import { useLocaleState, useRedirect } from 'react-admin';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { recordingOf } from './api';
import { stageText, type StageText } from './messages';
import { AcaraPicker, useStageAcara } from './useStageAcara';
import { useStageStream } from './useStageStream';

const FG = '#ffffff';
const DIM = '#c8c8c8';
const ACCENT = '#ffd54f';

export default function ReaderPage() {
  const [locale] = useLocaleState();
  const t = (key: StageText, params?: Record<string, string | number>) => stageText(locale, key, params);
  const redirect = useRedirect();
  const [acara, setAcara] = useStageAcara();
  const { state, live } = useStageStream(acara);
  const audio = useRef<HTMLAudioElement | null>(null);
  const current = state?.current ?? null;
  // the screen is the whole screen: the page behind it does not scroll while it is shown
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);

  const play = async () => {
    if (!acara || !current) return;
    const { rekaman } = await recordingOf(acara, current.kehadiran_id);
    if (!rekaman) return;
    audio.current?.pause();
    audio.current = new Audio(rekaman);
    void audio.current.play();
  };

  return (
    <Box
      data-testid="stage-reader"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1400,
        bgcolor: '#000',
        color: FG,
        overflow: 'hidden',
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        p: { xs: 2, md: 4 },
        gap: 2,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography sx={{ color: live ? '#69f0ae' : ACCENT, fontSize: '1.1rem' }} role="status">
          {live ? t('live') : t('reconnecting')}
          {state ? ` · ${t('progress', { n: state.called, total: state.total })}` : ''}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box sx={{ bgcolor: '#fff', borderRadius: 1 }}>
            <AcaraPicker acara={acara} onChange={setAcara} label={t('event')} />
          </Box>
          <IconButton
            aria-label={t('leave')}
            title={t('leave')}
            onClick={() => redirect('/')}
            sx={{ color: DIM }}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', alignContent: 'center', gap: 2, minHeight: 0 }}>
        {acara === null && <Typography sx={{ fontSize: '2rem' }}>{t('choose')}</Typography>}
        {acara !== null && !current && (
          <Typography sx={{ fontSize: '2rem', color: DIM }}>{t('waiting')}</Typography>
        )}
        {current && (
          <>
            <Typography sx={{ color: ACCENT, fontSize: { xs: '1.2rem', md: '1.6rem' } }}>
              {t('on_stage')}
            </Typography>
            <Typography
              data-testid="stage-name"
              component="h1"
              sx={{
                fontSize: { xs: '2.8rem', md: '5.5rem' },
                fontWeight: 700,
                lineHeight: 1.05,
                overflowWrap: 'anywhere',
              }}
            >
              {current.nama}
            </Typography>
            {current.ejaan && (
              <Typography
                data-testid="stage-ejaan"
                sx={{ fontSize: { xs: '1.8rem', md: '3rem' }, color: ACCENT }}
              >
                {current.ejaan}
              </Typography>
            )}
            <Typography sx={{ fontSize: { xs: '1.3rem', md: '2rem' }, color: DIM }}>
              {[current.fakultas, current.prodi].filter(Boolean).join(' · ')}
            </Typography>
            {current.recording && (
              <Button
                variant="contained"
                size="large"
                onClick={() => void play()}
                sx={{ justifySelf: 'start', fontSize: '1.3rem', bgcolor: ACCENT, color: '#000' }}
              >
                ▶ {t('play')}
              </Button>
            )}
          </>
        )}
      </Box>
      {state && state.next.length > 0 && (
        <Box data-testid="stage-next" sx={{ borderTop: `2px solid ${DIM}`, pt: 1.5 }}>
          <Typography sx={{ color: DIM, fontSize: '1.1rem' }}>{t('next')}</Typography>
          {state.next.map((g) => (
            <Typography key={g.kehadiran_id} noWrap sx={{ fontSize: { xs: '1.3rem', md: '2rem' } }}>
              {g.nama}
              <Box component="span" sx={{ color: DIM, fontSize: '0.7em' }}>
                {g.prodi ? ` · ${g.prodi}` : ''}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
