import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the build writes the pages' first paints; the server reads them from there (not public files). */
export const FIRST_PAINT_DIR = '.first-paint';
/** The server-side bundle's entry, and its file in FIRST_PAINT_DIR. */
const RENDERERS = 'src/app/first-paint/index.ts';
const BUNDLE = 'render.js';

interface Renderers {
  renderHomeFirstPaint: () => string;
}

/**
 * After the browser build, bundles the first-paint renderers (src/app/first-paint: the app's own
 * components, with React's server renderer) into dist/.first-paint/render.js for Node, and writes the
 * home page's first screen, which never changes between builds, to dist/.first-paint/home.html. The
 * server puts that inside #root of the home page, and renders a listing's page with the bundle
 * (docs/decisions/0013-pages-painted-from-the-html.md).
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
      const outDir = join(config.root, config.build.outDir, FIRST_PAINT_DIR);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // Everything in one file: the server needs none of the web app's packages to run it. React's
        // production build only (its packages pick one by NODE_ENV when they load).
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: RENDERERS,
          outDir,
          emptyOutDir: true,
          sourcemap: false,
          minify: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: BUNDLE } },
        },
      });
      const bundle = pathToFileURL(join(outDir, BUNDLE));
      bundle.searchParams.set('build', String(Date.now()));
      const renderers = (await import(bundle.href)) as Renderers;
      const html = renderers.renderHomeFirstPaint();
      if (!html.includes('<h1')) throw new Error('The home page first paint has no heading');
      await writeFile(join(outDir, 'home.html'), html);
    },
  };
}
