/**
 * The built-in resources are declared in the config form an integrator writes and resolved by the
 * same code (domain/config/resolve.ts). tests/fixtures/builtin-resources.json holds every built-in
 * declaration as it was when each was still written as a complete ResourceDef (its JSON: functions
 * left out): what resolving the config form gives must be exactly that, key for key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTINS } from '../../domain/resources/builtin';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/builtin-resources.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** A declaration as JSON sees it: no functions, no undefined keys. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the built-in resources resolved from their config form', () => {
  it('are the same resources, in the same order', () => {
    expect(Object.keys(BUILTINS)).toEqual(Object.keys(fixture));
  });

  it.each(Object.keys(fixture))('%s resolves to the declaration it had as a complete ResourceDef', (name) => {
    const def = BUILTINS[name as keyof typeof BUILTINS];
    expect(plain(def)).toStrictEqual(fixture[name]);
  });
});
