import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** /menu/mahasiswa/galeri: the student's own photos (first version: what the page will hold). */
export function StudentGalleryPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ marginBlock: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('app.dashboard.gallery.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.gallery.coming')}</Typography>
      </CardContent>
    </Card>
  );
}
