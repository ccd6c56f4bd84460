/**
 * Client-side validation by the definition the server validates with (domain/validation.ts): each
 * field's one react-admin validator runs the server's own check of that field (`fieldError`: the
 * type's zod schema from domain/field-types.ts, the same tidying, required by the same mode rule)
 * on the value as the form would send it, and answers its catalog message (domain/messages, `msg.*`
 * in polyglot). The words beside a field and the rule behind them (lengths counted by code point,
 * NUL characters, calendar dates, http(s) addresses, integer ranges, options) are the server's by
 * construction, whether the browser or the server found the problem.
 */
import type { Validator } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../domain/resource';
import { crossFieldErrors, fieldError, isRequired, type WriteMode } from '../../../domain/validation';
import { validatorMessage } from '../../i18n/message';
import { fieldTypeOf } from './fieldTypes';

/**
 * What the form sends for a field's value (`cleanSubmit`): '' as null; an empty write-only value (a
 * password left blank) not at all (undefined), so the stored one stays.
 */
export function submittedValue(field: FieldDef, value: unknown): unknown {
  const v = value === '' ? null : value;
  if ((field.writeOnly || fieldTypeOf(field).secret) && (v === null || v === undefined)) return undefined;
  return v;
}

/** A value as the server receives it: through JSON (a Date as its ISO text, NaN as null). */
function asJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * The field's validator: the server's check of the value the form would send, its first message.
 * Marked `isRequired` when the declaration asks for a value in this mode (react-admin's asterisk).
 */
export function fieldValidator(field: FieldDef, mode: WriteMode): Validator {
  const validate: Validator = (value) => {
    const m = fieldError(field, mode, asJson(submittedValue(field, value)));
    return m ? validatorMessage(m) : undefined;
  };
  return Object.assign(validate, { isRequired: isRequired(field, mode) });
}

/** The declared validation of a field for this mode (one validator, see `fieldValidator`). */
export function validatorsFor(field: FieldDef, mode: WriteMode): Validator[] {
  return [fieldValidator(field, mode)];
}

/**
 * The declaration's cross-field rules (`notInFuture`, `order`) for the field `name`, through the
 * server's own `crossFieldErrors` over the whole form: the error shows beside the field before
 * sending. (An input validator with all values rather than a form `validate`: react-hook-form runs
 * either a form resolver or the inputs' validators, not both.) `labelOf` names the other field in
 * the UI language. Empty for fields no rule can fault.
 */
export function crossFieldValidators(
  def: ResourceDef,
  name: string,
  labelOf?: (name: string) => string,
): Validator[] {
  const faulted = def.fields[name]?.notInFuture || (def.order ?? []).some(([, later]) => later === name);
  if (!faulted) return [];
  return [
    (_value, allValues: Record<string, unknown>) => {
      const m = crossFieldErrors(def, allValues ?? {}, { labelOf })[name]?.[0];
      return m ? validatorMessage(m) : undefined;
    },
  ];
}
