/** The footer (docs/product.md#product): "Copyright {current year} © {university brand}" from the app settings. */
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useAppSettings } from '../providers/appSettings';

export function Footer() {
  const translate = useTranslate();
  const { data } = useAppSettings();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.layout.footer.copyright', {
          year: new Date().getFullYear(),
          university: data.nama_universitas,
        })}
      </Typography>
    </Box>
  );
}
