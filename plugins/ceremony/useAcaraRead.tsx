/**
 * What the staff's acara pages share (the line-up, the waiting list, the stage photos): the acara
 * chosen in their picker and that acara's read, cached under ['ceremony', what, acara] and asked
 * only once one is chosen.
 */
import { useState } from 'react';
import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useQuery, useResourceOptions } from 'wisuda/pages';
import { ceremonyKeys, NO_RETRY } from './queries';

export function useAcaraRead<T>(what: string, read: (acara: number) => Promise<T>) {
  const [acara, setAcara] = useState<number | ''>('');
  const query = useQuery({
    queryKey: ceremonyKeys.ofAcara(what, acara),
    queryFn: () => read(acara as number),
    enabled: acara !== '',
    ...NO_RETRY,
  });
  return { acara, setAcara, query, key: ceremonyKeys.ofAcara(what, acara) };
}

/** The select of the acara the page shows. */
export function AcaraSelect({
  label,
  value,
  onChange,
  sx,
}: {
  label: string;
  value: number | '';
  onChange: (acara: number) => void;
  sx?: SxProps<Theme>;
}) {
  const acaras = useResourceOptions('acara');
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={sx}>
      {acaras.data.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
