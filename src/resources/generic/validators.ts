/**
 * Client-side validation from the same declaration the server validates with (domain/validation.ts):
 * required, lengths, ranges, patterns and type formats, as react-admin validators whose messages are
 * i18n keys (react-admin's `ra.validation.*` and ours under `app.resources.validation.*`).
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
import { PATTERNS } from '../../../domain/options';
import type { FieldDef } from '../../../domain/resource';
import { isRequired, type WriteMode } from '../../../domain/validation';

const V = 'app.resources.validation';

/** Pattern source → message key, so e.g. NIM says "5 to 20 digits" in every language. */
const PATTERN_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(PATTERNS).map(([name, source]) => [source, `${V}.patterns.${name}`]),
);

const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const integer: Validator = (value) =>
  isEmpty(value) || Number.isInteger(Number(value)) ? undefined : `${V}.integer`;

const decimals =
  (scale: number): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const [, fraction = ''] = String(value).split('.');
    return fraction.length <= scale ? undefined : { message: `${V}.scale`, args: { scale } };
  };

const listItems =
  (max: number): Validator =>
  (value) =>
    Array.isArray(value) && value.some((item) => typeof item === 'string' && item.length > max)
      ? { message: 'ra.validation.maxLength', args: { max } }
      : undefined;

export function validatorsFor(field: FieldDef, mode: WriteMode): Validator[] {
  const out: Validator[] = [];
  if (isRequired(field, mode)) out.push(required());
  switch (field.type) {
    case 'text':
    case 'longtext':
    case 'image':
    case 'password':
    case 'email':
    case 'url':
    case 'phone':
      if (field.minLength !== undefined) out.push(minLength(field.minLength));
      if (field.maxLength !== undefined) out.push(maxLength(field.maxLength));
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
    if (field.min !== undefined) out.push(minValue(field.min));
    if (field.max !== undefined) out.push(maxValue(field.max));
  }
  if (field.type === 'email') out.push(email());
  if (field.type === 'url') out.push(regex(URL_RE, `${V}.url`));
  if (field.type === 'time') out.push(regex(TIME_RE, `${V}.time`));
  if (field.type === 'phone') out.push(regex(new RegExp(field.pattern ?? PATTERNS.phone), `${V}.phone`));
  if (field.type === 'color') out.push(regex(new RegExp(field.pattern ?? PATTERNS.color), `${V}.color`));
  if (field.pattern && field.type !== 'phone' && field.type !== 'color') {
    out.push(regex(new RegExp(field.pattern), PATTERN_MESSAGES[field.pattern] ?? `${V}.pattern`));
  }
  return out;
}
