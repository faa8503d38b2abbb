import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writePublicStylesheet } from '../gateway/http/publicStylesheet';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const clientOutDir = fileURLToPath(new URL('./dist', import.meta.url));
/** The server-side renderer (src/ssr/entry-server.tsx), beside the client build; the gateway imports it. */
const ssrOutDir = fileURLToPath(new URL('./dist-ssr', import.meta.url));

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

/**
 * After the client build: joins the public site's CSS into one content-hashed file
 * (gateway/http/publicStylesheet.ts), so a server-rendered page waits for one stylesheet
 * rather than fourteen, then precompresses everything, that file included.
 */
function finishClientBuild(dir: string): Plugin {
  return {
    name: 'hearth-finish-client-build',
    apply: 'build',
    closeBundle() {
      writePublicStylesheet(dir);
      precompress(dir);
    },
  };
}

/**
 * Writes a .br and a .gz beside every compressible file of the client build, at the
 * highest levels (done once here rather than on each request): the gateway's static
 * handler (sirv) sends them to browsers that accept them. Source maps are left alone.
 */
function precompress(dir: string): void {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

// Run from the repo root (`vite build --config web/vite.config.ts [--ssr]`); everything
// is resolved from this file so the working directory does not matter.
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));
// relay-runtime and react-relay each nest their own copy of @babel/runtime 7 (the top
// level holds 8): one copy's helpers serve both, instead of two of each in the bundle.
const babelRuntime7 = fileURLToPath(new URL('../node_modules/relay-runtime/node_modules/@babel/runtime/', import.meta.url));

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: webDir,
  // The renderer runs inside the gateway whatever its NODE_ENV (tests run it with `test`):
  // a production build renders with React's production code, like the browser's.
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react({
      babel: {
        // Options are given here rather than read from relay.config.js so the
        // artifact path is absolute whatever the working directory.
        plugins: [['relay', { artifactDirectory: fileURLToPath(new URL('./src/__generated__', import.meta.url)), eagerEsModules: true }]],
      },
    }),
    ...(isSsrBuild ? [] : [finishClientBuild(clientOutDir)]),
  ],
  resolve: {
    // react-relay's main entry also carries the legacy container API (QueryRenderer,
    // createFragmentContainer...), which CommonJS keeps from being tree-shaken; the app
    // uses hooks only, and react-relay/hooks exports exactly those (about 10 KB less).
    alias: [
      // Narrower still: web/bundle/react-relay.js names only the hooks the app calls.
      { find: /^react-relay$/, replacement: fileURLToPath(new URL('./bundle/react-relay.js', import.meta.url)) },
      // And relay-runtime's index without the modules nothing here reaches (web/bundle/relay-runtime.cjs).
      { find: /^relay-runtime$/, replacement: fileURLToPath(new URL('./bundle/relay-runtime.cjs', import.meta.url)) },
      // react-router's package exports name only its development build (dev warnings and
      // checks); the production one it ships beside it is smaller and quieter.
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ...(existsSync(babelRuntime7) ? [{ find: /^@babel\/runtime\//, replacement: babelRuntime7 }] : []),
    ],
  },
  // The renderer carries its dependencies (React, Relay, React Router): one file the
  // gateway loads, whatever module format each package ships.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
      outDir: ssrOutDir,
      emptyOutDir: true,
      rolldownOptions: { input: fileURLToPath(new URL('./src/ssr/entry-server.tsx', import.meta.url)) },
      copyPublicDir: false,
      sourcemap: true,
    }
    : {
      outDir: clientOutDir,
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Every page needs React, React Router and Relay before it runs: one chunk
          // compresses better than the several automatic chunking cut them into.
          codeSplitting: {
            groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|relay-runtime|react-relay|@babel[\\/]runtime|fbjs|invariant)[\\/]|web[\\/]bundle[\\/]/ }],
          },
        },
      },
      // .vite/manifest.json: the gateway links the CSS of the public site's lazy screens
      // into a server-rendered page, so it is styled before its JavaScript arrives.
      manifest: true,
    },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000' },
  },
}));
