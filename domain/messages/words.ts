/**
 * How a declared resource and its fields are named inside a message ("University 5 was not found",
 * "Must not be before Start date"): in the language the message is put into. The words per language
 * are the vocabularies of domain/i18n/<folder>/resources.ts, which the server installs at start
 * (server/i18n/words.ts); until then, and in the browser, a name is its declaration's label.
 */
import type { ResourceDef } from '../resource';
import { labelParam, type MsgParam } from './index';

export interface Words {
  /** The resource's name, singular. */
  resource(def: ResourceDef): MsgParam;
  field(def: ResourceDef, name: string): MsgParam;
}

const declared: Words = {
  resource: (def) => labelParam(def.label, def.title),
  field: (def, name) => labelParam(def.fields[name]?.label, name),
};

let words: Words = declared;

export function installWords(installed: Words): void {
  words = installed;
}

export const resourceWord = (def: ResourceDef): MsgParam => words.resource(def);
export const fieldWord = (def: ResourceDef, name: string): MsgParam => words.field(def, name);
