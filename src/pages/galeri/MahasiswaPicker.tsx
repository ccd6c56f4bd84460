import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { useTranslate } from 'react-admin';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useCurrentPt } from '../../providers/ptScope';
import { searchMahasiswa, type MahasiswaOption } from './api';

const label = (o: MahasiswaOption) => (o.nim ? `${o.name} (${o.nim})` : o.name);

/** Students found by name or NIM as you type (the mahasiswa getoption list, searched on the server). */
function useMahasiswaSearch(text: string, acaraId?: number | '') {
  const search = useDebouncedValue(text.trim(), 250);
  const pt = useCurrentPt();
  const { data = [], isFetching } = useQuery({
    queryKey: ['galeri', 'mahasiswa-search', search, acaraId ?? '', pt ?? null],
    queryFn: () => searchMahasiswa(search, acaraId, pt),
    placeholderData: keepPreviousData,
  });
  return { options: data, loading: isFetching };
}

export function MahasiswaPicker({
  value,
  onChange,
  acaraId,
  fieldLabel,
}: {
  value: MahasiswaOption[];
  onChange: (value: MahasiswaOption[]) => void;
  acaraId?: number | '';
  fieldLabel: string;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const { options, loading } = useMahasiswaSearch(text, acaraId);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={loading}
      noOptionsText={translate('app.galeri.tag.no_students')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={fieldLabel}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** One student (or none): the "tagged student" filter of the gallery. */
export function MahasiswaFilter({
  value,
  onChange,
  fieldLabel,
}: {
  value: MahasiswaOption | null;
  onChange: (value: MahasiswaOption | null) => void;
  fieldLabel: string;
}) {
  const [text, setText] = useState('');
  const { options, loading } = useMahasiswaSearch(text);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={loading}
      size="small"
      renderInput={(params) => <TextField {...params} label={fieldLabel} />}
    />
  );
}
