import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { wisudaIcons } from './tools/vite-icons';
import { wisudaCompress } from './tools/vite-compress';
import { wisudaChunks } from './tools/vite-chunks';
import { wisudaAliases } from './tools/installation-alias';
import { packageDir } from './tools/package-dir';

const chunks = wisudaChunks();

const pkg = fileURLToPath(new URL('.', import.meta.url));
// `wisuda build` builds an installation's app: its wisuda.config.ts (and custom pages) in, its dist/ out.
// Without WISUDA_ROOT this repository is the installation (its demo one).
const installation = process.env.WISUDA_ROOT ?? pkg;
const reactRouter = (file: string) => `${packageDir('react-router', pkg)}/${file}`;

export default defineConfig(({ command }) => ({
  base: '/panel/',
  plugins: [react(), wisudaIcons(), wisudaCompress(), chunks.plugin],
  resolve: {
    alias: [
      ...wisudaAliases(installation, pkg),
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      },
      // react-router 7's package exports name only its development build (its dev-only warnings on);
      // the production build beside it is the same code with them off.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouter('dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: reactRouter('dist/production/dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: process.env.WISUDA_ROOT ? `${installation}/dist` : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // bench/bundle.ts follows the chunks of each page through the manifest.
    manifest: true,
    modulePreload: { resolveDependencies: chunks.resolveDependencies },
    rolldownOptions: {
      output: {
        // tools/vite-chunks.ts: a few chunks per screen instead of a hundred small ones
        codeSplitting: { groups: chunks.groups },
        chunkFileNames: chunks.fileName,
      },
    },
  },
}));
