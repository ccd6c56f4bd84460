import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { wisudaIcons } from './tools/vite-icons';
import { wisudaCompress } from './tools/vite-compress';
import { wisudaChunks } from './tools/vite-chunks';

const chunks = wisudaChunks();

const nodeModule = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  base: '/panel/',
  plugins: [react(), wisudaIcons(), wisudaCompress(), chunks.plugin],
  resolve: {
    alias: [
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      },
      // react-router 7's package exports name only its development build (its dev-only warnings on);
      // the production build beside it is the same code with them off.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: nodeModule('react-router/dist/production/dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // bench/bundle.ts follows the chunks of each page through the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // tools/vite-chunks.ts: a few chunks per screen instead of a hundred small ones
        codeSplitting: { groups: chunks.groups },
        chunkFileNames: chunks.fileName,
      },
    },
  },
}));
