import { useRef } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button as MuiButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_ACCEPT } from './importApi';
import type { ImportFlow } from './useImportFlow';

/** Choose the file (each pick is previewed), download the template, and the chosen file's name. */
export function ImportFilePicker({ flow }: { flow: ImportFlow }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { file, busy } = flow;
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) void flow.preview(picked);
        }}
      />
      <MuiButton
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {translate(file ? 'app.resources.import.choose_other' : 'app.resources.import.choose')}
      </MuiButton>
      <MuiButton
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={() => void flow.downloadTemplate()}
        sx={{ marginInlineStart: 1 }}
      >
        {translate('app.resources.import.template')}
      </MuiButton>
      {file && (
        <Typography component="span" variant="body2" sx={{ marginInlineStart: 2 }}>
          {file.name}
        </Typography>
      )}
    </Box>
  );
}
