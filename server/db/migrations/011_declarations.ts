/**
 * The baseline of generated migrations (docs/migrations.md): from here on, the schema of the
 * resources comes from their declarations. The tables of the built-in resources already exist
 * (001 to 010 created them, and stay as history), so this migration runs nothing; it only records,
 * in 011_declarations.schema.json, the schema the built-in declarations describe
 * (`schemaOf(BUILTIN_RESOURCES)`), which `npm run db:diff` compares the declarations with.
 * tests/unit/schema-diff.test.ts keeps that file equal to the declarations.
 */
export async function up(): Promise<void> {
  // Nothing to run: see above.
}
