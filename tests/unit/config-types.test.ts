/**
 * The type errors an integrator meets in wisuda.config.ts say what is wrong: a `reference` to a
 * resource that does not exist names that resource (not "not assignable to never"), a sort by a
 * field the list cannot sort by names the field and the resource, a field added to a built-in resource
 * under a name it has names both.
 */
import path from 'node:path';
import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/config/unknown-reference.ts');
const NAME_FIXTURE = path.join(ROOT, 'tests/fixtures/config/resource-name.ts');
const SORT_FIXTURE = path.join(ROOT, 'tests/fixtures/config/sort-fields.ts');
const EXTEND_FIXTURE = path.join(ROOT, 'tests/fixtures/config/extend-field.ts');

/** The compiler's errors for the fixture with its `@ts-expect-error` marks taken out. */
function errorsOfFixture(fixture = FIXTURE): { line: string; message: string }[] {
  const text = fs.readFileSync(fixture, 'utf8').replace(/^\s*\/\/ @ts-expect-error.*$/gm, '');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const host = ts.createCompilerHost(config!.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (file, lang, ...rest) =>
    path.resolve(file) === fixture ? ts.createSourceFile(file, text, lang) : read(file, lang, ...rest);
  const program = ts.createProgram([fixture], config!.options, host);
  const source = program.getSourceFile(fixture)!;
  return ts.getPreEmitDiagnostics(program, source).map((d) => ({
    line: text.split('\n')[source.getLineAndCharacterOfPosition(d.start ?? 0).line].trim(),
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

describe('config type errors', () => {
  it('a typo in a reference target names the unknown resource, on its line', () => {
    const errors = errorsOfFixture();
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe("reference: 'acaraa',");
    expect(errors[0].message).toContain("unknown resource 'acaraa'");
    expect(errors[0].message).not.toMatch(/\bnever\b/);
  }, 180_000); // a whole compile of the config's types (the icon names among them)

  it('a resource named in snake_case names the resource and the rule, on its line', () => {
    const errors = errorsOfFixture(NAME_FIXTURE);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe('pesanan_toga: {');
    expect(errors[0].message).toContain(
      "resource name 'pesanan_toga': a resource name is a camelCase word (sponsor, laporanKeuangan)",
    );
    expect(errors[0].message).not.toMatch(/\bnever\b/);
  }, 180_000);

  it('a sort by a reference, a long text or no field names the field and the resource, on its line', () => {
    const errors = errorsOfFixture(SORT_FIXTURE);
    expect(errors.map((e) => e.line)).toEqual(["'acara_id',", "field: 'catatan',", "'namaa',"]);
    const rule = "name 'id' or a field of a sortable type (not a reference, image, long text or list)";
    expect(errors[0].message).toContain(`'acara_id' is not a sortable field of sponsor: ${rule}`);
    expect(errors[1].message).toContain(`'catatan' is not a sortable field of sponsor: ${rule}`);
    expect(errors[2].message).toContain(`'namaa' is not a sortable field of sponsor: ${rule}`);
    for (const e of errors) expect(e.message).not.toMatch(/\bnever\b/);
  }, 180_000);

  it('a field added to a built-in resource under a name it has names the field, the resource and the fix', () => {
    const errors = errorsOfFixture(EXTEND_FIXTURE);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe("nim: { type: 'text' },");
    expect(errors[0].message).toContain(
      "field 'nim': mahasiswa already has a field 'nim'; give the added field another name",
    );
  }, 180_000);
});
