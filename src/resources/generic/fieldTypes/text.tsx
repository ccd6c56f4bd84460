/** Texts: plain, long, e-mail, web address, phone, image address and password. */
import {
  EmailField,
  FunctionField,
  ImageField,
  PasswordInput,
  TextField,
  TextInput,
  UrlField,
  type RaRecord,
} from 'react-admin';
import { emailRules, phoneRules, textRules, urlRules } from './rules';
import { plainExport, textFilter } from './shared';
import type { ClientFieldType, ClientFieldTypes, DisplayArgs, InputArgs } from './types';

const inputProps = ({ name, validate, helperText, readOnly }: InputArgs) => ({
  source: name,
  validate,
  helperText,
  readOnly,
});
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
    validate: textRules,
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
    validate: textRules,
  },
  email: {
    ...TEXT_BASE,
    input: (args) => <TextInput {...inputProps(args)} type="email" fullWidth />,
    display: (args) => <EmailField {...fieldProps(args)} onClick={(e) => e.stopPropagation()} />,
    validate: emailRules,
  },
  url: {
    ...TEXT_BASE,
    input: (args) => <TextInput {...inputProps(args)} type="url" fullWidth />,
    display: (args) => (
      <UrlField {...fieldProps(args)} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} />
    ),
    validate: urlRules,
  },
  phone: {
    ...TEXT_BASE,
    input: (args) => <TextInput {...inputProps(args)} type="tel" fullWidth />,
    display: plainDisplay,
    validate: phoneRules,
  },
  image: {
    ...TEXT_BASE,
    input: (args) => (
      <TextInput
        {...inputProps(args)}
        type="url"
        fullWidth
        helperText={args.helperText ?? args.translate('app.resources.image_url_help')}
      />
    ),
    display: (args) => (
      <ImageField
        {...fieldProps(args)}
        sx={{
          '& img': { maxInlineSize: args.inList ? 40 : 160, maxBlockSize: args.inList ? 40 : 160, m: 0 },
        }}
      />
    ),
    validate: textRules,
  },
  password: {
    ...TEXT_BASE,
    secret: true,
    input: (args) => (
      <PasswordInput
        {...inputProps(args)}
        autoComplete="new-password"
        helperText={
          args.helperText ??
          (args.mode === 'update' ? args.translate('app.resources.password_keep') : undefined)
        }
        fullWidth
      />
    ),
    display: plainDisplay,
    validate: textRules,
  },
};
