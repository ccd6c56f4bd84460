/** The list's empty state: what is missing and a call to create the first record. */
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';
import { CreateLink } from './links';

export function EmptyState({ canCreate = true }: { canCreate?: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const getLabel = useGetResourceLabel();
  const name = getLabel(resource, 0);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, flex: 1 }} data-testid="empty-state">
      <InboxIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('ra.page.empty', { name })}
      </Typography>
      {canCreate && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('ra.page.invite')}
          </Typography>
          <CreateLink variant="contained" />
        </>
      )}
    </Box>
  );
}
