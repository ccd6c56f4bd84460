/**
 * The acara both stage screens follow, kept on the device (the last one chosen), with the picker
 * that chooses it.
 */
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useResourceOptions } from 'wisuda/pages';

const LAST_ACARA = 'wisuda.stage.acara';

export function useStageAcara(): [number | null, (id: number) => void] {
  const [acara, setAcara] = useState<number | null>(() => Number(localStorage.getItem(LAST_ACARA)) || null);
  return [
    acara,
    (id: number) => {
      localStorage.setItem(LAST_ACARA, String(id));
      setAcara(id);
    },
  ];
}

export function AcaraPicker({
  acara,
  onChange,
  label,
}: {
  acara: number | null;
  onChange: (id: number) => void;
  label: string;
}) {
  const acaras = useResourceOptions('acara');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={acaras.data.some((a) => a.id === acara) ? acara : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'stage-acara' } }}
    >
      {acaras.data.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
