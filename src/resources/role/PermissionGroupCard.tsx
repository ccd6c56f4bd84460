import { Checkbox, FormControlLabel, FormGroup, FormLabel, Paper } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { permissionActionLabel, type PermissionGroup } from './permissionGroups';

/** One resource's permissions: a select-all box, then a box per action (disabled where not held). */
export function PermissionGroupCard({
  group,
  title,
  chosen,
  locked,
  onToggle,
  onToggleGroup,
}: {
  group: PermissionGroup;
  title: string;
  chosen: ReadonlySet<Identifier>;
  locked: ReadonlySet<Identifier>;
  onToggle: (id: Identifier, on: boolean) => void;
  onToggleGroup: (on: boolean) => void;
}) {
  const translate = useTranslate();
  const count = group.items.filter((p) => chosen.has(p.id)).length;
  const free = group.items.filter((p) => !locked.has(p.id));
  // select all: every box the user may change is on (those it may not stay as they are)
  const allOn = free.length > 0 && free.every((p) => chosen.has(p.id));
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`permission-group-${group.prefix}`}>
      <FormControlLabel
        label={<FormLabel sx={{ fontWeight: 600, color: 'text.primary' }}>{title}</FormLabel>}
        control={
          <Checkbox
            checked={count === group.items.length && count > 0}
            indeterminate={count > 0 && count < group.items.length}
            disabled={free.length === 0}
            onChange={() => onToggleGroup(!allOn)}
            inputProps={{
              'aria-label': translate('app.resources.select_all_of', { group: title }),
            }}
          />
        }
      />
      <FormGroup sx={{ paddingInlineStart: 3 }}>
        {group.items.map((p) => {
          const notHeld = locked.has(p.id);
          const reason = notHeld
            ? translate('app.delegation.permission_not_held', { permission: p.name })
            : undefined;
          return (
            <FormControlLabel
              key={String(p.id)}
              label={permissionActionLabel(p.name, translate)}
              // the reason first: a disabled box shows no other hint
              title={reason ?? p.description ?? p.name}
              disabled={notHeld}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.has(p.id)}
                  onChange={(event) => onToggle(p.id, event.target.checked)}
                  inputProps={{
                    'aria-label': p.name,
                    ...(reason ? { 'aria-description': reason } : {}),
                  }}
                />
              }
            />
          );
        })}
      </FormGroup>
    </Paper>
  );
}
