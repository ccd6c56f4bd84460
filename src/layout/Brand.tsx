/** The sidebar brand (docs/product.md#product: branded as the graduation product): logo and name from app settings. */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import School from '@mui/icons-material/School';
import { useAppSettings } from '../providers/appSettings';
import { imageSrc } from '../../domain/image';

export function Brand() {
  const translate = useTranslate();
  const { data } = useAppSettings();
  return (
    <Box
      component={RouterLink}
      to="/dashboard"
      aria-label={translate('app.layout.sidebar.home', { name: data.nama_aplikasi })}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2.5,
        py: 2,
        minHeight: 64,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      {data.logo ? (
        <Box
          component="img"
          src={imageSrc(data.logo)}
          alt=""
          sx={{ width: 36, height: 36, objectFit: 'contain', borderRadius: 1 }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <School fontSize="small" />
        </Box>
      )}
      <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 600, fontSize: 20 }}>
        {data.nama_aplikasi}
      </Typography>
    </Box>
  );
}
