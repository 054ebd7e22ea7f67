// `npm start`: build what is out of date, then run the server (migrations and the demo seed run at start).
import { buildStale } from './build.mjs';
import { root } from './build-state.mjs';
import { ensureSupportedNode } from './runtime.mjs';

await ensureSupportedNode(); // before anything loads the database driver
buildStale();
process.env.NODE_ENV ??= 'production';
await import(`${root}/apps/server/dist/server.mjs`);
