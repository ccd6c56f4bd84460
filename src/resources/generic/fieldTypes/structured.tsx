/** Colours (`#rrggbb` with a picker, shown as a swatch) and lists of short texts (shown as chips). */
import { FunctionField, type RaRecord } from 'react-admin';
import { ColorSwatch, ListChips } from './displays';
import { lazyInput } from './lazyInput';
import { plainExport, textFilter } from './shared';
import type { ClientFieldTypes } from './types';

const BASE = { filter: textFilter, exportValue: plainExport, sortable: true, secret: false };

export const STRUCTURED_TYPES: Pick<ClientFieldTypes, 'color' | 'list'> = {
  color: {
    ...BASE,
    wide: false,
    input: lazyInput(() => import('./formInputs'), 'ColorTypeInput'),
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
    input: lazyInput(() => import('./formInputs'), 'ListTypeInput'),
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
