/** Texts: plain, long, e-mail, web address, phone, password; and the uploaded image. */
import { EmailField, FunctionField, TextField, TextInput, UrlField, type RaRecord } from 'react-admin';
import { ImageDisplay } from '../ImageDisplay';
import { lazyInput } from './lazyInput';
import { plainExport, textFilter } from './shared';
import type { ClientFieldType, ClientFieldTypes, DisplayArgs, InputArgs } from './types';

const inputProps = ({ name, validate, helperText, readOnly }: InputArgs) => ({
  source: name,
  validate,
  helperText,
  readOnly,
});
/** The on-screen keyboard of e-mails or web addresses, without `type`'s native check. */
const keyboard = (inputMode: 'email' | 'url') => ({ htmlInput: { inputMode } });
const fieldProps = ({ name, sortable, label }: DisplayArgs) => ({ source: name, sortable, label });

/** What every text type shares: equality filter, the value exported as is, sortable, narrow. */
const TEXT_BASE = {
  filter: textFilter,
  exportValue: plainExport,
  sortable: true,
  wide: false,
  secret: false,
} satisfies Partial<ClientFieldType>;

const plainDisplay = (args: DisplayArgs) => <TextField {...fieldProps(args)} />;

export const TEXT_TYPES: Pick<
  ClientFieldTypes,
  'text' | 'longtext' | 'email' | 'url' | 'phone' | 'image' | 'password'
> = {
  text: {
    ...TEXT_BASE,
    input: (args) => <TextInput {...inputProps(args)} fullWidth />,
    display: plainDisplay,
  },
  longtext: {
    ...TEXT_BASE,
    wide: true,
    input: (args) => <TextInput {...inputProps(args)} multiline minRows={3} fullWidth />,
    display: (args) =>
      args.inList ? (
        <FunctionField
          {...fieldProps(args)}
          render={(record: RaRecord) => {
            const text = String(record[args.name] ?? '');
            return text.length > 80 ? `${text.slice(0, 79)}…` : text;
          }}
        />
      ) : (
        <TextField {...fieldProps(args)} sx={{ whiteSpace: 'pre-wrap' }} />
      ),
  },
  email: {
    ...TEXT_BASE,
    input: (args) => <TextInput {...inputProps(args)} slotProps={keyboard('email')} fullWidth />,
    display: (args) => <EmailField {...fieldProps(args)} onClick={(e) => e.stopPropagation()} />,
  },
  url: {
    ...TEXT_BASE,
    input: (args) => <TextInput {...inputProps(args)} slotProps={keyboard('url')} fullWidth />,
    display: (args) => (
      <UrlField {...fieldProps(args)} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} />
    ),
  },
  phone: {
    ...TEXT_BASE,
    input: (args) => <TextInput {...inputProps(args)} type="tel" fullWidth />,
    display: plainDisplay,
  },
  image: {
    ...TEXT_BASE,
    filter: () => [],
    sortable: false,
    // an upload, cropped to the field's aspect (ImageInput); the value is the stored key
    input: lazyInput(() => import('./formInputs'), 'ImageTypeInput'),
    display: (args) => <ImageDisplay {...fieldProps(args)} inList={args.inList} />,
  },
  password: {
    ...TEXT_BASE,
    secret: true,
    input: lazyInput(() => import('./formInputs'), 'PasswordTypeInput'),
    display: plainDisplay,
  },
};
