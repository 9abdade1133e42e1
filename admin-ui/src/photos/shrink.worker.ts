import { shrinkHere } from './core';

/** Messages between shrink.ts and this worker. */
export type ToWorker = { id: number; file: File };
export type FromWorker =
  { id: number; progress: number } | { id: number; blob: Blob; outcome: 'shrunk' | 'unchanged' } | { id: number; error: string };

// The app's TypeScript knows the DOM, not a worker's global scope: the two members used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

scope.onmessage = (event) => {
  const { id, file } = event.data;
  shrinkHere(file, (progress) => scope.postMessage({ id, progress })).then(
    ({ blob, outcome }) => scope.postMessage({ id, blob, outcome }),
    (err: unknown) => scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  );
};
