import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

import { linguiCatalogs } from './lingui-catalogs.ts';
import { precompress } from './precompress.ts';

/** The API server of `npm run dev` (apps/server); the built app is served by that server itself. */
// The API the dev server proxies to; another port lets two dev servers run side by side.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * Appends to the entry chunk the files each of its dynamic imports needs (the chunk and its static
 * imports, by source path: `app/start`, `app/routes/home`, …) as `window.__ddChunkFiles`, which the
 * entry (src/main.tsx) preloads with `<link rel=modulepreload>` before importing: the chunks and
 * their imports are all requested at once, and Chromium compiles them as they stream in (in
 * Lighthouse's traces the app's chunk then took 5–26 ms to evaluate, 40–80 ms without preloads).
 * Vite's own helper does the same in 0.8 KB. Appended, not prepended, so the entry's source map stays
 * true.
 */
function chunkFiles(): Plugin {
  return {
    name: 'dd-chunk-files',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const files: Record<string, string[]> = {};
      for (const file of entry.dynamicImports) {
        const source = byFile.get(file)?.facadeModuleId;
        if (!source) continue;
        // Without the entry itself (loaded already), and named without 'assets/' and '.js'.
        const needed = [...closure(file)].filter((name) => name !== entry.fileName);
        files[source.replace(/^.*\/src\//, '').replace(/\.tsx?$/, '')] = needed.map((name) =>
          name.replace(/^assets\//, '').replace(/\.js$/, ''),
        );
      }
      entry.code += `\nwindow.__ddChunkFiles=${JSON.stringify(files)};\n`;
    },
  };
}

/**
 * The page renderer runs inside the API server's process with its own bundled copy of zod and of
 * @dd/core's schemas. zod keeps one registry per process on `globalThis`, where `.meta({ id })` names a
 * schema for the OpenAPI document: the renderer's copies of the same names replaced the server's, and
 * `/api/openapi.json` answered 500 ("Duplicate schema id") once a page had been rendered. In the
 * renderer's bundle zod's registry is the bundle's own, so loading it changes nothing of the server's.
 */
function ownZodRegistry(): Plugin {
  const shared = /^.*__zod_globalRegistry.*$/gm;
  let applied = false;
  return {
    name: 'dd-own-zod-registry',
    apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]registries\.js$/.test(id)) return undefined;
      const found = code.match(shared) ?? [];
      if (!found.some((line) => line.startsWith('export const globalRegistry'))) {
        this.error(`zod's shared registry is no longer declared as expected in ${id}`);
      }
      applied = true;
      return { code: `${code.replace(shared, '')}\nexport const globalRegistry = registry();\n`, map: null };
    },
    buildEnd() {
      if (!applied) this.error("zod's registries module was not found in the renderer's bundle");
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136+, https://v8.dev/blog/explicit-compile-hints): every function
 * of a chunk so marked is compiled on a background thread while the chunk streams in, instead of on
 * the main thread when first called. The pages hydrate, so the app's chunk (React DOM, the router, the
 * query cache) and the screen's run most of their functions at once (ADR 0044). Chunks under 12 KB
 * compile in a few ms anyway and are left as they are; other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const COMPILE_HINT_MIN_BYTES = 12 * 1024;

const compileHint = (chunk: Rolldown.RenderedChunk): string =>
  Object.values(chunk.modules).reduce((bytes, module) => bytes + module.renderedLength, 0) >=
  COMPILE_HINT_MIN_BYTES
    ? COMPILE_HINT
    : '';

/**
 * `vite build --ssr src/entry-server.tsx` writes the server's renderer of the pages here, out of the
 * files the server sends (apps/server/src/modules/seo/page-render.ts loads it).
 */
const SSR_OUT_DIR = 'dist/.ssr';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), linguiCatalogs(), chunkFiles(), ownZodRegistry(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  // The renderer in one file: the server needs none of the web app's packages to run it. React's
  // production build only (its packages pick one by NODE_ENV when they load).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    outDir: isSsrBuild ? SSR_OUT_DIR : 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Written beside each file, not named in it: browsers never fetch them for visitors, and the line
    // that names one costs each file about 40 bytes (a developer loads a map by hand).
    sourcemap: isSsrBuild ? false : 'hidden',
    // The renderer is loaded by the server on the first page it renders: smaller loads sooner.
    ...(isSsrBuild ? { minify: true } : {}),
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // No preload helper (0.8 KB): the entry preloads the app's first chunks itself, from the lists
    // chunkFiles() appends to it (ADR 0015).
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? { output: { entryFileNames: 'entry-server.js', codeSplitting: false } }
      : { output: { postBanner: compileHint } },
  },
}));
