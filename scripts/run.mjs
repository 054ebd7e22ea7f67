// `node scripts/run.mjs <command> [args…]`: runs the command under a supported Node (scripts/runtime.mjs),
// for the npm scripts that load the database driver or the server (benches, backup, restore, tests).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureSupportedNode } from './runtime.mjs';

await ensureSupportedNode();
const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (status, signal) => process.exit(status ?? 128 + (constants.signals[signal] ?? 0)));
