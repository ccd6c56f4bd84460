import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { wisudaIcons } from './tools/vite-icons';
import { wisudaCompress } from './tools/vite-compress';

export default defineConfig({
  base: '/panel/',
  plugins: [react(), wisudaIcons(), wisudaCompress()],
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
        codeSplitting: {
          groups: [
            // The libraries every page needs, in a few well-compressing chunks instead of dozens of
            // small shared ones; libraries only lazy screens use stay with those screens.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@popperjs|clsx)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
