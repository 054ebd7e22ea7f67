import { setFlagsFromString } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { prepareApp } from './startup.ts';

const SHUTDOWN_GRACE_MS = 10_000;

// V8 allocates straight into the old generation from any allocation site whose objects it has seen
// survive a scavenge (pretenuring). Under load it took that decision for sites of the per-request
// objects in about half of the server processes, depending on timing: those dead requests then held
// younger ones alive, every scavenge took 5–40 ms and promoted a third of the young generation, and
// the list answered about 15 % fewer requests, with the heap growing to 240 MB. Objects here live
// either for one request or for the whole process, so the old generation has nothing to gain from
// it (ADR 0022). Set before the app is built; read at every scavenge.
setFlagsFromString('--no-allocation-site-pretenuring');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The built web app sits beside the server: apps/web/dist (same relative path from src/ and dist/).
  config.webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

  const app = await prepareApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Dubai Distress Deals is listening on ${address} (public URL ${config.appUrl})`);
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
