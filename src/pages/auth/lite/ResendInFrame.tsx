import { Box } from '@mui/material';
import { MuiFrame } from '../../../layout/MuiFrame';
import { ResendVerification } from '../ResendVerification';

/** The MUI request for a new confirmation link inside the MUI-free sign-in page, themed. */
export default function ResendInFrame({ initialEmail }: { initialEmail: string }) {
  return (
    <MuiFrame baseline={false}>
      <Box sx={{ marginBlockStart: 3 }}>
        <ResendVerification initialEmail={initialEmail} />
      </Box>
    </MuiFrame>
  );
}
