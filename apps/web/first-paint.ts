import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Where the build writes the first paint of a page; the server reads it from there (not a public file). */
export const FIRST_PAINT_DIR = '.first-paint';
/** The module that renders each page's first paint, with React on the build machine. */
const RENDERER = '/src/app/first-paint/home.tsx';

interface Renderer {
  renderHomeFirstPaint: () => string;
}

/**
 * After the browser build, renders the home page's first screen (header and hero) to static HTML with
 * React, through Vite's SSR loader so the app's own components, aliases and production builds apply,
 * and writes it to dist/.first-paint/home.html. The server puts it inside #root of the home page's
 * HTML (docs/decisions/0013-home-page-painted-from-the-html.md).
 */
export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dd-first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const renderer = (await server.ssrLoadModule(RENDERER)) as Renderer;
        const html = renderer.renderHomeFirstPaint();
        if (!html.includes('<h1')) throw new Error('The home page first paint has no heading');
        const dir = join(config.root, config.build.outDir, FIRST_PAINT_DIR);
        await mkdir(dir, { recursive: true });
        await writeFile(join(dir, 'home.html'), html);
      } finally {
        await server.close();
      }
    },
  };
}
