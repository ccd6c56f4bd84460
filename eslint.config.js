import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The floors (docs/architecture.md): domain/ is the ground and imports neither src/ nor server/; src/
 * and server/ each stand on domain/ and never import each other. `floor` forbids a folder's files to
 * import the named ones, statically or with import().
 */
function floor(files, forbidden, message) {
  const regex = `^(\\.\\./)+(${forbidden.join('|')})(/|$)`;
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dist-server', '.wisuda', 'data', 'node_modules', 'coverage', 'tests/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // the package's command and build scripts: plain JavaScript run by Node.js
  { files: ['bin/**/*.js', 'scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  floor(
    ['domain/**/*.{ts,tsx}'],
    ['src', 'server'],
    'domain/ is the ground: it imports neither src/ nor server/.',
  ),
  floor(['src/**/*.{ts,tsx}'], ['server'], 'src/ stands on domain/ only: it never imports server/.'),
  floor(['server/**/*.{ts,tsx}'], ['src'], 'server/ stands on domain/ only: it never imports src/.'),
  {
    // A plugin's browser part (wisuda.config.ts loads it, and with it the browser app) never imports
    // server code: its hooks and routes live in its server.ts (and a server/ folder beside it), which
    // only wisuda.server.ts imports.
    files: ['plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    ignores: ['**/server.ts', '**/server/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'wisuda/server', message: 'Server code goes in the plugin’s server.ts.' }],
          patterns: [
            {
              regex: '(^|/)server(\\.ts)?(/|$)',
              message: 'A plugin’s browser part never imports its server part nor server/.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
