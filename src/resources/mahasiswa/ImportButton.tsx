/** The list toolbar's import button; the dialog (./ImportDialog.tsx) loads when it is first opened. */
import { lazy, Suspense, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { useResourceRights } from '../generic/useResourceRights';

const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** Only for a role that may create the records (an import creates them: server/crud/import.ts). */
export function ImportButton({ def }: { def: ResourceDef }) {
  const [open, setOpen] = useState(false);
  // read at once, with the toolbar's other buttons: a button arriving later moved the toolbar
  const rights = useResourceRights(def);
  if (!rights.import) return null;
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
