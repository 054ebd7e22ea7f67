import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    // A worker per core: Vitest's default leaves one free (cores − 1), a single worker on two cores,
    // while many files spend their time waiting on a server process, a database or a timer. On the
    // two-core machine the whole run took 308 s alone with two workers, 684 s with one (ADR 0041).
    maxWorkers: availableParallelism(),
  },
});
