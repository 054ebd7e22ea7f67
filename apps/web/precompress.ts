import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (source maps are for developers; images are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every compressible file of the build, once,
 * at build time: the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing each request at a low level, so pages load fewer bytes and the server spends no CPU.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'dd-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The pages' renderer (`vite build --ssr`, dist/.ssr, built after this) is the server's, never sent.
      if (serverBuild) return;
      const root = join(process.cwd(), outDir);
      const files = (await readdir(root, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(root, file);
          const bytes = await readFile(path);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${path}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
