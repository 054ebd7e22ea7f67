import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Resources the benchmark must release whatever happens: a normal end, an error, Ctrl-C or SIGTERM.
// Each resource closes gracefully (async) and has a synchronous last resort for process 'exit'.

export interface Resource {
  name: string;
  close(): Promise<void>;
  /** Runs from the 'exit' event when close() never ran: synchronous calls only. */
  forceSync(): void;
}

const resources: Resource[] = [];
let cleaning: Promise<void> | undefined;

/** Registers a resource; they are released in reverse order of registration. */
export function track(resource: Resource): void {
  resources.push(resource);
}

/** A new temporary directory (`prefix` and random letters), removed with the other tracked resources. */
export function trackedTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  track({ name: 'temp dir', close: async () => remove(), forceSync: remove });
  return dir;
}

/**
 * Releases every tracked resource once (calls during a cleanup wait for it). A call after a cleanup has
 * ended releases what was tracked since, e.g. the second engine's server and database of a bench that
 * cleans up between engines.
 */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (resources.length > 0) {
      const resource = resources.pop()!;
      try {
        await resource.close();
      } catch (error) {
        console.error(`Cleanup of ${resource.name} failed: ${(error as Error).message}`);
        resource.forceSync();
      }
    }
  })().finally(() => {
    // A callback of finally() runs after the assignment, also when there was nothing to release.
    cleaning = undefined;
  });
  return cleaning;
}

/** Ctrl-C and SIGTERM release everything and exit; 'exit' force-releases what is left. */
export function installCleanupHandlers(onInterrupt: () => void = () => {}): void {
  let interrupted = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    // `on`, not `once`: a second signal (the terminal and tsx both send one) must not kill us mid-cleanup.
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping, cleaning up…`);
      onInterrupt();
      void cleanup().finally(() => process.exit(code));
    });
  }
  process.once('exit', () => {
    for (const resource of resources.splice(0).reverse()) {
      try {
        resource.forceSync();
      } catch {
        // nothing more can be done while exiting
      }
    }
  });
}

/** Runs a bench's main: releases every resource, then exits 0 when it passed, 1 when not or on an error. */
export function runBench(main: () => Promise<boolean>): void {
  main()
    .then(async (ok) => {
      await cleanup();
      process.exit(ok ? 0 : 1);
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await cleanup();
      process.exit(1);
    });
}
