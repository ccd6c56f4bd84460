/**
 * The graduate's stage photos on their dashboard: the photos of them crossing the stage, tagged by
 * time (no face data involved), with a link to their gallery. Shows nothing until there is one.
 */
import { Link, useLocaleState } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { myPhotosIn, useQuery } from 'wisuda/pages';
import { ceremonyKeys, NO_RETRY } from '../queries';
import { readMyStagePhotos } from './api';
import { stagePhotoText } from './messages';

/** The student gallery's address (domain/pages.ts `galeriMahasiswa`), open on the stage group. */
const galleryOf = (group: number | undefined) => `/menu/mahasiswa/galeri${group ? `?grup=${group}` : ''}`;

/** How many stage photos show the graduate, the first six of them and the group to open. */
async function readCard() {
  const mine = await readMyStagePhotos();
  const rows = (await Promise.all(mine.group_ids.map((g) => myPhotosIn(g, 6)))).flat();
  const stage = new Set(mine.ids);
  return {
    count: mine.ids.length,
    group: mine.group_ids[0],
    photos: rows.filter((p) => stage.has(p.id)).slice(0, 6),
  };
}

export default function StagePhotoCard() {
  const [locale] = useLocaleState();
  // a failed read leaves no stage photo to show: the card stays away
  const { data } = useQuery({ queryKey: ceremonyKeys.ownStagePhotos, queryFn: readCard, ...NO_RETRY });
  if (!data?.count) return null;
  const { count, group, photos } = data;
  return (
    <Card data-testid="stage-photo-card">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {stagePhotoText(locale, 'card_title')}
          </Typography>
          <Chip size="small" color="primary" label={stagePhotoText(locale, 'title')} />
        </Box>
        <Typography>{stagePhotoText(locale, 'card_count', { n: count })}</Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
          {photos.map((p) => (
            <Box
              key={p.id}
              component="img"
              src={p.thumb_url}
              alt={p.original_name}
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Box>
        <Box>
          <Button component={Link} to={galleryOf(group)}>
            {stagePhotoText(locale, 'card_open')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
