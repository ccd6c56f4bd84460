/**
 * One form input per declared field, as its type's registry entry (./fieldTypes) renders it,
 * validated from the same declaration. Labels come from i18n `resources.<resource>.fields.<field>`
 * (react-admin's default).
 */
import { useTranslate, type Validator } from 'react-admin';
import type { FieldDef } from '../../../domain/resource';
import type { WriteMode } from '../../../domain/validation';
import { fieldTypeOf } from './fieldTypes';
import { validatorsFor } from './validators';

export interface FieldInputProps {
  name: string;
  field: FieldDef;
  mode: WriteMode;
  helperText?: string | false;
  /** Shown but not editable (e.g. a built-in role's name). */
  readOnly?: boolean;
  /** Validators added to the declared ones (rules that depend on other fields). */
  extraValidate?: Validator[];
}

export function FieldInput({ name, field, mode, helperText, readOnly, extraValidate = [] }: FieldInputProps) {
  const translate = useTranslate();
  const validate = readOnly ? [] : [...validatorsFor(field, mode), ...extraValidate];
  return fieldTypeOf(field).input({ name, field, mode, validate, helperText, readOnly, translate });
}
