/**
 * The declarations as the client uses them: by react-admin resource name (the route without
 * its leading slash) and by domain name (what `reference` fields point at).
 */
import { raName, type FieldDef, type ResourceDef } from '../../domain/resource';
import { RESOURCES, resourceByName } from '../../domain/resources';

const byRaName = new Map(RESOURCES.map((def) => [raName(def), def]));

export function defByRaName(name: string): ResourceDef | undefined {
  return byRaName.get(name.replace(/^\/+/, ''));
}

/** The declaration a `reference`/`references` field points at (undefined when not declared). */
export function targetOf(field: FieldDef): ResourceDef | undefined {
  return field.reference ? resourceByName(field.reference) : undefined;
}

/** react-admin resource name of a reference's target. */
export function targetRaName(field: FieldDef): string | undefined {
  const target = targetOf(field);
  return target ? raName(target) : undefined;
}

export { raName, RESOURCES };
