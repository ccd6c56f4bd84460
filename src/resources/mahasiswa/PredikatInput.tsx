/**
 * Predikat with a live suggestion from IPK and the program studi's jenjang (domain/predikat.ts,
 * the same rule the server uses). An empty predikat takes the suggestion; a chosen one is kept and
 * the suggestion is offered with a button.
 */
import { useEffect } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../domain/resource';
import { suggestPredikat } from '../../../domain/predikat';
import { useOptions } from '../../providers/options';
import { validatorsFor } from '../generic/validators';
import { EnumSelectInput } from '../generic/fieldTypes/enumChoices';
import type { WriteMode } from '../../../domain/validation';

export function useSuggestedPredikat(): {
  suggestion: string | null;
  jenjang: string | null;
  hasIpk: boolean;
} {
  const [ipk, fakultasId, prodiId] = useWatch({ name: ['ipk', 'fakultas_id', 'prodi_id'] }) as unknown[];
  const prodiOptions = useOptions(
    'programStudi',
    { fakultas_id: fakultasId as number | undefined },
    fakultasId !== undefined && fakultasId !== null && fakultasId !== '',
  );
  const prodi = prodiOptions.items.find((p) => String(p.id) === String(prodiId));
  const jenjang = typeof prodi?.jenjang === 'string' ? prodi.jenjang : null;
  const hasIpk = ipk !== undefined && ipk !== null && ipk !== '';
  return { suggestion: suggestPredikat(ipk as number | string | null | undefined, jenjang), jenjang, hasIpk };
}

export function PredikatInput({ name, field, mode }: { name: string; field: FieldDef; mode: WriteMode }) {
  const translate = useTranslate();
  const { setValue, getFieldState } = useFormContext();
  const current = useWatch({ name }) as string | null | undefined;
  const { suggestion, jenjang, hasIpk } = useSuggestedPredikat();
  const touched = getFieldState(name).isDirty;
  // only after the user entered the IPK or program studi: opening a record does not change it
  const inputsChanged = getFieldState('ipk').isDirty || getFieldState('prodi_id').isDirty;

  useEffect(() => {
    // fill an empty predikat (never overwrite a choice the user or the record made)
    if (suggestion && !current && !touched && inputsChanged)
      setValue(name, suggestion, { shouldDirty: true });
  }, [suggestion, current, touched, inputsChanged, name, setValue]);

  return (
    <Box>
      <EnumSelectInput
        source={name}
        enumField={field}
        validate={validatorsFor(field, mode)}
        emptyText="app.resources.none"
        fullWidth
        helperText={false}
      />
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: -1, mb: 1 }}
        data-testid="predikat-suggestion"
      >
        <Typography variant="caption" color="text.secondary">
          {suggestion
            ? translate('app.resources.mahasiswa.predikat_suggestion', {
                predikat: suggestion,
                jenjang: jenjang ?? 'S1',
              })
            : hasIpk
              ? translate('app.resources.mahasiswa.predikat_none')
              : ''}
        </Typography>
        {suggestion && suggestion !== current && (
          <Button size="small" onClick={() => setValue(name, suggestion, { shouldDirty: true })}>
            {translate('app.resources.mahasiswa.use_suggestion')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
