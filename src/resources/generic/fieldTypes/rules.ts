/**
 * The browser validators the field types are built from, checking what domain/validation.ts checks
 * on the server, with the shared catalog's messages (domain/messages, `msg.*` in polyglot): the
 * words beside a field are the same whether the browser or the server found the problem.
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
import { clientKey, msg } from '../../../../domain/messages';
import { PATTERNS } from '../../../../domain/options';
import type { FieldDef } from '../../../../domain/resource';
import { patternMessage } from '../../../../domain/validation';
import { validatorMessage } from '../../../i18n/message';

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

export const requiredValue: Validator = required(KEY.required);

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

/** The declared `pattern`, with its own message when it is one of domain/options.ts PATTERNS. */
export const declaredPattern = (field: FieldDef): Validator[] =>
  field.pattern ? [regex(new RegExp(field.pattern), clientKey(patternMessage(field.pattern)))] : [];

/** Declared minLength / maxLength of a text. */
export const lengths = (field: FieldDef): Validator[] => [
  ...(field.minLength !== undefined ? [minLength(field.minLength, KEY.minLength)] : []),
  ...(field.maxLength !== undefined ? [maxLength(field.maxLength, KEY.maxLength)] : []),
];

/** Declared min / max of a number. */
const range = (field: FieldDef): Validator[] => [
  ...(field.min !== undefined ? [minValue(field.min, KEY.min)] : []),
  ...(field.max !== undefined ? [maxValue(field.max, KEY.max)] : []),
];

/** A whole number in the declared range. */
export const integerRules = (field: FieldDef): Validator[] => [
  integer,
  ...range(field),
  ...declaredPattern(field),
];

/** At most `scale` decimal places (the declared one, else `defaultScale`), in the declared range. */
export const decimalRules =
  (defaultScale: number) =>
  (field: FieldDef): Validator[] => [
    decimals(field.scale ?? defaultScale),
    ...range(field),
    ...declaredPattern(field),
  ];

/** Text lengths plus the declared pattern. */
export const textRules = (field: FieldDef): Validator[] => [...lengths(field), ...declaredPattern(field)];

export const emailRules = (field: FieldDef): Validator[] => [
  ...lengths(field),
  email(KEY.email),
  ...declaredPattern(field),
];

export const urlRules = (field: FieldDef): Validator[] => [
  ...lengths(field),
  regex(URL_RE, clientKey('validation.url')),
  ...declaredPattern(field),
];

/** A phone number: the declared pattern (else the shipped one) with the phone message. */
export const phoneRules = (field: FieldDef): Validator[] => [
  ...lengths(field),
  regex(new RegExp(field.pattern ?? PATTERNS.phone), clientKey('validation.phone')),
];

export const timeRules = (field: FieldDef): Validator[] => [
  regex(TIME_RE, clientKey('validation.time')),
  ...declaredPattern(field),
];

/** A colour: the declared pattern (else `#rrggbb`) with the colour message. */
export const colorRules = (field: FieldDef): Validator[] => [
  regex(new RegExp(field.pattern ?? PATTERNS.color), clientKey('validation.color')),
];

/** Each item of a list at most maxLength long. */
export const listRules = (field: FieldDef): Validator[] => [
  ...(field.maxLength !== undefined ? [listItems(field.maxLength)] : []),
  ...declaredPattern(field),
];
