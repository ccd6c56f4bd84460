/** Colours (`#rrggbb` with a picker, shown as a swatch) and lists of short texts (shown as chips). */
import { ArrayInput, FunctionField, SimpleFormIterator, TextInput, type RaRecord } from 'react-admin';
import { ColorInput } from '../ColorInput';
import { ColorSwatch, ListChips } from './displays';
import { plainExport, textFilter } from './shared';
import type { ClientFieldTypes } from './types';

const BASE = { filter: textFilter, exportValue: plainExport, sortable: true, secret: false };

export const STRUCTURED_TYPES: Pick<ClientFieldTypes, 'color' | 'list'> = {
  color: {
    ...BASE,
    wide: false,
    input: ({ name, validate, readOnly }) => (
      <ColorInput source={name} validate={validate} readOnly={readOnly} />
    ),
    display: ({ name, sortable, label }) => (
      <FunctionField
        source={name}
        sortable={sortable}
        label={label}
        render={(record: RaRecord) => <ColorSwatch value={record[name]} />}
      />
    ),
  },
  list: {
    ...BASE,
    wide: true,
    input: ({ name, validate, translate }) => (
      <ArrayInput source={name} validate={validate} fullWidth>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label={translate('app.resources.list_item')} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    ),
    display: ({ name, sortable, label }) => (
      <FunctionField
        source={name}
        sortable={sortable}
        label={label}
        render={(record: RaRecord) => <ListChips value={record[name]} />}
      />
    ),
  },
};
