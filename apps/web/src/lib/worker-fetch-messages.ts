/** What the page asks the fetch worker (lib/fetch-worker.ts): one GET. */
export interface WorkerRequest {
  id: number;
  /** Absolute: a worker resolves relative addresses against its own script. */
  url: string;
  headers: Record<string, string>;
}

/**
 * The worker's answers to a request: the parsed body, a large array in parts of a few hundred
 * elements (`more` on all but the last), or what went wrong.
 */
export type WorkerAnswer =
  | { id: number; kind: 'body'; status: number; body: unknown; more: boolean }
  | { id: number; kind: 'failed'; status: number; statusText: string; detail: string }
  | { id: number; kind: 'unreadable'; status: number }
  | { id: number; kind: 'network-error' };
