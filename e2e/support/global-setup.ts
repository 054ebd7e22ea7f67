// Before the workers start: builds what is out of date once, then starts one site per worker
// (support/site.ts), and one more for the destructive project, whose journey empties its site. The sites
// live until the end of the run, so a worker that Playwright starts again after a failure finds its
// site as the journeys before it left it, already warm. Their addresses reach the workers in E2E_SITES.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { type Site, startSite } from './site.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = join(import.meta.dirname, '..', '..');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });

  const count = config.workers + 1;
  const started = await Promise.allSettled(Array.from({ length: count }, (_, index) => startSite(index)));
  const sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => void (await Promise.all(sites.map((site) => site.stop())));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  process.env.E2E_SITES = JSON.stringify(sites.map(({ stop: _stop, ...addresses }: Site) => addresses));
  return stopAll;
}
