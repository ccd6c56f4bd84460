import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { wisudaIcons } from './tools/vite-icons';
import { wisudaAliases } from './tools/installation-alias';

// this repository is the package and its demo installation at once
const root = fileURLToPath(new URL('.', import.meta.url));
const resolve = { alias: wisudaAliases(root, root) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        // the plugins' own tests: an installation's plugins/ folder and the template of examples/
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'examples/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react(), wisudaIcons()],
        resolve,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // the package as an integrator installs and upgrades it (npm pack, npm install, wisuda start)
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser answers later on a loaded machine; a poll that gives up after 1 s fails there only.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
