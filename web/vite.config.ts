import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));

// Run from the repo root (`vite build --config web/vite.config.ts`); everything is
// resolved from this file so the working directory does not matter.
export default defineConfig({
  root: webDir,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react({
      babel: {
        // Options are given here rather than read from relay.config.js so the
        // artifact path is absolute whatever the working directory.
        plugins: [['relay', { artifactDirectory: fileURLToPath(new URL('./src/__generated__', import.meta.url)), eagerEsModules: true }]],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000' },
  },
});
