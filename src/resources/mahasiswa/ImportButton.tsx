/** The list toolbar's import button; the dialog (./ImportDialog.tsx) loads when it is first opened. */
import { lazy, Suspense, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useCanAccess } from 'react-admin';

const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** Only for a role that may create the records (an import creates them: server/crud/import.ts). */
export function ImportButton() {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ action: 'import' });
  if (canAccess !== true) return null;
  return (
    <>
      <Button label="app.resources.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
