/** The photos waiting for a person: each with its two likely graduates, "it is …" or "neither". */
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { PagePhoto } from 'wisuda/pages';
import type { ReviewItem } from './api';
import type { StagePhotoText } from './messages';

type T = (key: StagePhotoText, params?: Record<string, string | number>) => string;

export function ReviewList(props: {
  items: ReviewItem[];
  photos: Map<number, PagePhoto>;
  busy: boolean;
  locale: string;
  t: T;
  onSettle: (fileId: number, mahasiswaId: number | null) => void;
}) {
  const { t } = props;
  if (!props.items.length) return <Typography color="text.secondary">{t('review_empty')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 2,
        listStyle: 'none',
        p: 0,
        m: 0,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      {props.items.map((item) => {
        const p = props.photos.get(item.file_id);
        return (
          <Card component="li" key={item.file_id} variant="outlined">
            <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
              {p && (
                <img
                  src={p.preview_url}
                  alt={p.original_name}
                  style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                />
              )}
            </Box>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              {item.taken_at && (
                <Typography variant="body2" color="text.secondary">
                  {t('taken', { time: new Date(item.taken_at).toLocaleTimeString(props.locale) })}
                </Typography>
              )}
              <Stack spacing={1}>
                {item.candidates.map((c) => (
                  <Button
                    key={c.id}
                    variant="outlined"
                    disabled={props.busy}
                    onClick={() => props.onSettle(item.file_id, c.id)}
                    sx={{ justifyContent: 'flex-start', textAlign: 'start' }}
                  >
                    {t('it_is', { name: `${c.nama ?? ''} (${c.nim ?? ''})` })}
                  </Button>
                ))}
                <Button
                  color="inherit"
                  disabled={props.busy}
                  onClick={() => props.onSettle(item.file_id, null)}
                >
                  {t('neither')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
