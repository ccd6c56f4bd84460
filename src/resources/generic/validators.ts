/**
 * Client-side validation from the same declaration the server validates with (domain/validation.ts):
 * required, then what the field type's registry entry (./fieldTypes) checks (lengths, ranges,
 * patterns and type formats), as react-admin validators whose messages are those of the shared
 * catalog (domain/messages, `msg.*` in polyglot): the words beside a field are the same whether the
 * browser or the server found the problem.
 */
import type { Validator } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../domain/resource';
import { crossFieldErrors, isRequired, type WriteMode } from '../../../domain/validation';
import { validatorMessage } from '../../i18n/message';
import { fieldTypeOf } from './fieldTypes';
import { requiredValue } from './fieldTypes/rules';

/** `required` when the declaration asks for a value in this mode, then the type's own validators. */
export function validatorsFor(field: FieldDef, mode: WriteMode): Validator[] {
  return [...(isRequired(field, mode) ? [requiredValue] : []), ...fieldTypeOf(field).validate(field)];
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
