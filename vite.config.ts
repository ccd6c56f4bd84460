import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { wisudaIcons } from './tools/vite-icons';
import { wisudaCompress } from './tools/vite-compress';
import { wisudaChunks } from './tools/vite-chunks';

const chunks = wisudaChunks();

export default defineConfig({
  base: '/panel/',
  plugins: [react(), wisudaIcons(), wisudaCompress(), chunks.plugin],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
    },
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
});
