import type { Shrunk } from './core';
import type { FromWorker, ToWorker } from './shrink.worker';

export type PhotoOutcome = 'shrunk' | 'unchanged' | 'kept';

export interface PhotoResult {
  /** What goes into the form: the shrunk photo, or the chosen file itself. */
  file: File;
  /** shrunk; unchanged (already small enough); kept (shrinking failed, the original goes as it is). */
  outcome: PhotoOutcome;
}

/**
 * Set by the bench (npm run bench, field figure) to time a submission with the photos as the
 * camera made them; also a way out for support should shrinking ever misbehave on a phone.
 */
export const SHRINK_OFF_KEY = 'portal.photos.shrink';

const shrinkingOff = () => {
  try {
    return localStorage.getItem(SHRINK_OFF_KEY) === 'off';
  } catch {
    return false;
  }
};

let worker: Worker | null = null;
/** Once a worker failed to start (no module workers, or its script not cached while offline), photos shrink on the page. */
let workerUnavailable = typeof Worker === 'undefined';
let nextId = 1;

class WorkerUnavailable extends Error {}

function onWorker(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<Shrunk> {
  if (!worker) {
    try {
      worker = new Worker(new URL('./shrink.worker.ts', import.meta.url), { type: 'module' });
    } catch (err) {
      return Promise.reject(new WorkerUnavailable(err instanceof Error ? err.message : String(err)));
    }
  }
  const current = worker;
  const id = nextId++;
  return new Promise<Shrunk>((resolve, reject) => {
    const done = () => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent<FromWorker>) => {
      const data = event.data;
      if (data.id !== id) return;
      if ('progress' in data) return onProgress(data.progress);
      done();
      if ('error' in data) reject(new Error(data.error));
      else resolve({ blob: data.blob, outcome: data.outcome });
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      done();
      current.terminate();
      if (worker === current) worker = null;
      reject(new WorkerUnavailable(event.message || 'the photo worker did not start'));
    };
    // A photo no longer wanted stops at once: the worker is dropped with its half-decoded image.
    const onAbort = () => {
      done();
      current.terminate();
      if (worker === current) worker = null;
      reject(signal.reason);
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort);
    current.postMessage({ id, file } satisfies ToWorker);
  });
}

async function onPage(file: File, onProgress: (percent: number) => void): Promise<Shrunk> {
  const { shrinkHere } = await import('./core');
  return shrinkHere(file, onProgress);
}

async function shrinkOne(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<Shrunk> {
  if (!workerUnavailable) {
    try {
      return await onWorker(file, onProgress, signal);
    } catch (err) {
      if (signal.aborted) throw err;
      // A worker that runs but cannot draw (a browser without OffscreenCanvas) fails per photo:
      // the page, which has a canvas, tries once more.
      if (err instanceof WorkerUnavailable) workerUnavailable = true;
      else console.warn(`Photo ${file.name}: the worker could not shrink it; trying on the page.`, err);
    }
  }
  return onPage(file, onProgress);
}

/**
 * Photos shrink one at a time: four 12-megapixel photos decoded at once take some 200 MB, more
 * than a low-end phone gives a tab. Each waits its turn.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The photo to put in the form for a chosen image: at most PHOTO_MAX_SIDE on its longest side
 * and within PHOTO_MAX_BYTES (unless that would take it under PHOTO_MIN_SIDE), EXIF kept, name kept (its extension .jpg when the type changed),
 * as a File of the type it was encoded to.
 * Never rejects except when `signal` aborts: when the photo cannot be shrunk the original is
 * answered (`kept`), so nothing the officer chose is lost; the server still checks it.
 */
export function shrinkPhoto(file: File, { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal }) {
  const turn = queue.then(async (): Promise<PhotoResult> => {
    signal.throwIfAborted();
    if (shrinkingOff()) return { file, outcome: 'unchanged' };
    onProgress(0);
    try {
      const { blob, outcome } = await shrinkOne(file, onProgress, signal);
      if (outcome === 'unchanged') return { file, outcome };
      const type = blob.type || file.type;
      // A PNG or WebP drawn again is a JPEG now: its name says so, the rest of the name kept.
      const name = type === file.type ? file.name : `${file.name.replace(/\.[^./]*$/, '')}.jpg`;
      return { file: new File([blob], name, { type, lastModified: file.lastModified }), outcome };
    } catch (err) {
      if (signal.aborted) throw err;
      console.warn(`Photo ${file.name} could not be shrunk; the original is kept.`, err);
      return { file, outcome: 'kept' };
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}
