import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportFlow } from './useImportFlow';

/** One option of the import: a switch with its help below. */
function ImportOption({
  id,
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': id } }}
          />
        }
        label={translate(label)}
      />
      <Typography id={id} variant="caption" color="text.secondary" component="p">
        {translate(help)}
      </Typography>
    </Box>
  );
}

/** The import's options: create the students' sign-in accounts, update students that already exist. */
export function ImportOptions({ flow }: { flow: ImportFlow }) {
  return (
    <>
      <ImportOption
        id="import-accounts-help"
        label="app.resources.import.create_accounts"
        help="app.resources.import.create_accounts_help"
        checked={flow.createAccounts}
        disabled={flow.busy}
        onChange={flow.changeCreateAccounts}
      />
      <ImportOption
        id="import-update-help"
        label="app.resources.import.update_existing"
        help="app.resources.import.update_existing_help"
        checked={flow.updateExisting}
        disabled={flow.busy}
        onChange={flow.changeUpdateExisting}
      />
    </>
  );
}
