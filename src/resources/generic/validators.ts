/**
 * Client-side validation from the same declaration the server validates with (domain/validation.ts):
 * required, lengths, ranges, patterns and type formats, as react-admin validators whose messages are
 * those of the shared catalog (domain/messages, `msg.*` in polyglot): the words beside a field are
 * the same whether the browser or the server found the problem.
 */
import {
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  type Validator,
} from 'react-admin';
import { clientKey, msg } from '../../../domain/messages';
import { PATTERNS } from '../../../domain/options';
import type { FieldDef, ResourceDef } from '../../../domain/resource';
import { crossFieldErrors, isRequired, patternMessage, type WriteMode } from '../../../domain/validation';
import { validatorMessage } from '../../i18n/message';

const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** react-admin passes `{ min }` / `{ max }` to these keys, the parameters our messages use. */
const KEY = {
  required: clientKey('validation.required'),
  minLength: clientKey('validation.minLength'),
  maxLength: clientKey('validation.maxLength'),
  min: clientKey('validation.min'),
  max: clientKey('validation.max'),
  email: clientKey('validation.email'),
};

const integer: Validator = (value) =>
  isEmpty(value) || Number.isInteger(Number(value)) ? undefined : validatorMessage(msg.validation.integer());

const decimals =
  (scale: number): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const [, fraction = ''] = String(value).split('.');
    return fraction.length <= scale ? undefined : validatorMessage(msg.validation.scale({ scale }));
  };

const listItems =
  (max: number): Validator =>
  (value) =>
    Array.isArray(value) && value.some((item) => typeof item === 'string' && item.length > max)
      ? validatorMessage(msg.validation.maxLength({ max }))
      : undefined;

export function validatorsFor(field: FieldDef, mode: WriteMode): Validator[] {
  const out: Validator[] = [];
  if (isRequired(field, mode)) out.push(required(KEY.required));
  switch (field.type) {
    case 'text':
    case 'longtext':
    case 'image':
    case 'password':
    case 'email':
    case 'url':
    case 'phone':
      if (field.minLength !== undefined) out.push(minLength(field.minLength, KEY.minLength));
      if (field.maxLength !== undefined) out.push(maxLength(field.maxLength, KEY.maxLength));
      break;
    case 'int':
      out.push(integer);
      break;
    case 'decimal':
    case 'money':
      out.push(decimals(field.scale ?? (field.type === 'money' ? 2 : 6)));
      break;
    case 'list':
      if (field.maxLength !== undefined) out.push(listItems(field.maxLength));
      break;
    default:
      break;
  }
  if (field.type === 'int' || field.type === 'decimal' || field.type === 'money') {
    if (field.min !== undefined) out.push(minValue(field.min, KEY.min));
    if (field.max !== undefined) out.push(maxValue(field.max, KEY.max));
  }
  if (field.type === 'email') out.push(email(KEY.email));
  if (field.type === 'url') out.push(regex(URL_RE, clientKey('validation.url')));
  if (field.type === 'time') out.push(regex(TIME_RE, clientKey('validation.time')));
  if (field.type === 'phone')
    out.push(regex(new RegExp(field.pattern ?? PATTERNS.phone), clientKey('validation.phone')));
  if (field.type === 'color')
    out.push(regex(new RegExp(field.pattern ?? PATTERNS.color), clientKey('validation.color')));
  if (field.pattern && field.type !== 'phone' && field.type !== 'color') {
    out.push(regex(new RegExp(field.pattern), clientKey(patternMessage(field.pattern))));
  }
  return out;
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
