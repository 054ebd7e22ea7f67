import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` in the background of the app: first `everyMs` after the app is ready, then `everyMs`
 * after each round ends, until the app closes (closing waits for a round under way, so it ends before
 * the database closes). A failed round is logged with `failure` and the next one comes as usual.
 * `round` is told whether the app is closing, to stop between steps of a long round.
 */
export function runInBackground(
  app: FastifyInstance,
  everyMs: number,
  failure: string,
  round: (isStopping: () => boolean) => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const isStopping = () => stopped;
  const guarded = async () => {
    try {
      await round(isStopping);
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, failure);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = guarded().then(schedule);
    }, everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
