import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { firstPaint } from './first-paint.ts';
import { precompress } from './precompress.ts';

/** The API server of `npm run dev` (apps/server); the built app is served by that server itself. */
const API_TARGET = 'http://localhost:3000';

/**
 * react-router's package exports only its development build; the production build beside it drops the
 * dev-time warnings (about 8 KB gzip off every page). See docs/decisions/0007-home-page-javascript-budget.md.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), precompress(), firstPaint()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(mode === 'production' ? { 'react-router': reactRouterProduction } : {}),
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
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
}));
