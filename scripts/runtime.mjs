// The Node.js this project runs on: 24 LTS (the reference) or 22 from 22.22.2 (ADR 0017). When the Node on
// PATH is older (Node 20 is still the system Node of many machines), the entry scripts fetch one pinned
// Node 24 from the npm registry (the `node-<os>-<arch>` package holds the binary) into a cache folder
// outside the repository, once, and run again under it, with its folder first on PATH so that every
// child (npm, npx, vitest, the server) runs under it too. Nothing here loads the database driver.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { constants, homedir } from 'node:os';
import { delimiter, join } from 'node:path';

export const PINNED_NODE = '24.21.0';

/** `^22.22.2 || >=24.15.0`, the range in package.json's `engines` (the floor of jsdom 31 and react-router 8). */
export function isSupportedNode(version = process.versions.node) {
  const [major, minor, patch] = version.split('.').map(Number);
  if (major === 22) return minor > 22 || (minor === 22 && patch >= 2);
  if (major === 24) return minor >= 15;
  return major > 24;
}

/** Where fetched Node binaries are kept: `$DD_NODE_CACHE`, else `$XDG_CACHE_HOME` or `~/.cache`. */
export function nodeCacheDir() {
  if (process.env.DD_NODE_CACHE) return process.env.DD_NODE_CACHE;
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'dubai-distress-deals', 'node');
}

function platformPackage(version) {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  if (!os || !['x64', 'arm64'].includes(process.arch)) {
    throw new Error(
      `This project needs Node.js 24 (or 22.22.2+); Node ${process.versions.node} is on PATH and no Node ${version} ` +
        `can be fetched for ${process.platform}-${process.arch}. Install Node.js 24 and try again.`,
    );
  }
  return `node-${os}-${process.arch}`;
}

/** The folder where the `node` binary of the given version is (or will be, once fetched) kept. */
export function cachedNodeBin(version = PINNED_NODE) {
  const pkg = platformPackage(version);
  return join(nodeCacheDir(), `${pkg}-${version}`, 'node_modules', pkg, 'bin');
}

/** The folder holding the `node` binary of the given version, fetched from the npm registry when missing. */
export function fetchNode(version = PINNED_NODE) {
  const bin = cachedNodeBin(version);
  if (existsSync(join(bin, 'node'))) return bin;

  const pkg = platformPackage(version);
  const dir = join(nodeCacheDir(), `${pkg}-${version}`);
  mkdirSync(nodeCacheDir(), { recursive: true });
  const staging = mkdtempSync(join(nodeCacheDir(), '.fetch-'));
  try {
    // Run from the staging folder so the project's own .npmrc and workspaces play no part.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${pkg}@${version}`,
      ],
      { cwd: staging, env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (npm.status !== 0 || !existsSync(join(staging, 'node_modules', pkg, 'bin', 'node'))) {
      throw new Error(`Could not fetch ${pkg}@${version} from the npm registry (npm exited ${npm.status}).`);
    }
    try {
      renameSync(staging, dir);
    } catch (error) {
      if (!existsSync(join(bin, 'node'))) throw error; // another process fetched it meanwhile: use theirs
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return bin;
}

/** PATH with the given Node folder first. */
export function pathWith(bin, path = process.env.PATH ?? '') {
  return [bin, ...path.split(delimiter).filter((entry) => entry && entry !== bin)].join(delimiter);
}

/**
 * Returns at once under a supported Node. Under an older one: fetches the pinned Node 24, runs this very
 * command again under it (same arguments, standard streams and signals) and exits with its status.
 */
export async function ensureSupportedNode() {
  if (isSupportedNode()) return;
  let bin;
  try {
    const cached = existsSync(join(cachedNodeBin(), 'node'));
    console.log(
      `Node ${process.versions.node} on PATH is older than this project needs (24, or 22.22.2+): ` +
        `${cached ? 'running' : 'fetching Node ' + PINNED_NODE + ' from the npm registry (once) and running'} under Node ${PINNED_NODE} from ${cachedNodeBin()}.`,
    );
    bin = fetchNode(PINNED_NODE);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWith(bin), DD_OUTER_NODE: process.execPath },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? 128 + (constants.signals[signal] ?? 0))),
  );
  process.exit(code);
}
