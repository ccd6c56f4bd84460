/** A colour field: the hex text (validated) with a native colour picker beside it. */
import { InputAdornment } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate, type Validator } from 'react-admin';

export interface ColorInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  readOnly?: boolean;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColorInput({ source, label, validate, readOnly }: ColorInputProps) {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const value = useWatch({ name: source }) as string | null | undefined;
  const picked = typeof value === 'string' && HEX.test(value) ? value : '#000000';
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      readOnly={readOnly}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                value={picked}
                disabled={readOnly}
                aria-label={translate('app.resources.pick_color')}
                onChange={(event) =>
                  setValue(source, event.target.value, { shouldDirty: true, shouldValidate: true })
                }
                style={{ inlineSize: 32, blockSize: 32, border: 'none', padding: 0, background: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
