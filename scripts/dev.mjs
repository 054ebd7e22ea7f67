// `npm run dev`: the API with reload (tsx watch, port 3000) and the Vite dev server (port 5173, proxies /api).
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';
import { ensureSupportedNode } from './runtime.mjs';

await ensureSupportedNode();

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@dd/server'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@dd/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
