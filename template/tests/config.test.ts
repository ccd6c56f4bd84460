/**
 * Your installation's own tests (`npm test` runs them after `wisuda typecheck` and `wisuda check`):
 * every tests/**\/*.test.ts, with Node.js's test runner. They import your files as Wisuda does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import config from '../wisuda.config';

test('wisuda.config.ts declares a config', () => {
  assert.equal(typeof config, 'object');
});
