import { getSession } from '../session/sessionStore';
import { clearUserFrom, fieldDb } from './db';

/**
 * Answers of the verification reads kept on the device, so a list or a work opened online
 * opens again without a network. The kept answer is used only when no answer came at all;
 * a refusal from the server is never replaced by an old answer.
 */
export const READ_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const savedAtOf = new WeakMap<object, number>();

/** When the answer was kept, if `data` came from the device rather than the server. */
export const offlineSavedAt = (data: unknown): number | null =>
  typeof data === 'object' && data !== null ? (savedAtOf.get(data) ?? null) : null;

/**
 * No answer at all: fetch failed (offline, DNS, connection reset), as opposed to an HTTP answer
 * (react-admin's HttpError is an Error, never a TypeError). No react-admin import here, so
 * Logout on the dashboard (session/logout.ts) clears the kept reads without loading it.
 */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof TypeError && !(error instanceof DOMException && error.name === 'AbortError');

/** Kept answers changed on this page: readiness marks (offline/useKeptReadiness.ts) look again. */
const readsChanged = new EventTarget();

export function onReadsChange(listener: () => void): () => void {
  readsChanged.addEventListener('change', listener);
  return () => readsChanged.removeEventListener('change', listener);
}

async function keep(id: string, userId: string, data: unknown): Promise<void> {
  const db = await fieldDb();
  await db.put('reads', { id, userId, data, savedAt: Date.now() });
  readsChanged.dispatchEvent(new Event('change'));
}

/**
 * Asks the server now and keeps its answer under the officer and `request`, with no fallback to a
 * kept answer: making works ready for offline must know that each answer really came. Answers the
 * kept answer's size in characters of JSON (about its bytes), for the progress line.
 */
export async function keepFresh(request: string, load: () => Promise<unknown>): Promise<number> {
  const userId = getSession().user?.id;
  if (userId === undefined) throw new Error('Not signed in');
  const data = await load();
  await keep(`${String(userId)}|${request}`, String(userId), data);
  return JSON.stringify(data ?? null).length;
}

/**
 * Which of `requests` have an answer kept on the device for the officer. Keys only (no answer is
 * read); answers older than READ_MAX_AGE_MS are dropped by pruneReads at every start.
 */
export async function keptRequests(requests: readonly string[]): Promise<Set<string>> {
  const userId = getSession().user?.id;
  if (userId === undefined || requests.length === 0) return new Set();
  const prefix = `${String(userId)}|`;
  const db = await fieldDb();
  const keys = await db.getAllKeys('reads', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
  const wanted = new Set(requests);
  return new Set(keys.map((key) => key.slice(prefix.length)).filter((request) => wanted.has(request)));
}

/**
 * Runs `load` (the server's raw answer) and keeps it under the officer and `request`; when no
 * answer comes, gives the kept one instead, marked with its age for `offlineSavedAt`.
 */
export async function keptRead<T>(request: string, load: () => Promise<T>): Promise<T> {
  const userId = getSession().user?.id;
  if (userId === undefined) return load();
  const id = `${String(userId)}|${request}`;
  try {
    const data = await load();
    void keep(id, String(userId), data).catch(() => undefined);
    return data;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const kept = await fieldDb()
      .then((db) => db.get('reads', id))
      .catch(() => undefined);
    if (!kept || Date.now() - kept.savedAt > READ_MAX_AGE_MS) throw error;
    if (typeof kept.data === 'object' && kept.data !== null) savedAtOf.set(kept.data, kept.savedAt);
    return kept.data as T;
  }
}

/**
 * The answer kept on the device for `request`, if there is one young enough, without asking the
 * server: a list opened again shows it at once while the server's answer is on its way
 * (`useLoad`'s `early`). Not marked as offline: the server's answer, or the network's failure,
 * decides that moments later.
 */
export async function keptAnswer<T>(request: string): Promise<T | undefined> {
  const userId = getSession().user?.id;
  if (userId === undefined) return undefined;
  const kept = await fieldDb()
    .then((db) => db.get('reads', `${String(userId)}|${request}`))
    .catch(() => undefined);
  if (!kept || Date.now() - kept.savedAt > READ_MAX_AGE_MS) return undefined;
  return kept.data as T;
}

/** Tags a value derived from a kept answer with the kept answer's age. */
export function carrySavedAt<T>(from: unknown, to: T): T {
  const at = offlineSavedAt(from);
  if (at !== null && typeof to === 'object' && to !== null) savedAtOf.set(to, at);
  return to;
}

export async function pruneReads(): Promise<void> {
  const db = await fieldDb();
  const tx = db.transaction('reads', 'readwrite');
  let cursor = await tx.store.index('savedAt').openCursor(IDBKeyRange.upperBound(Date.now() - READ_MAX_AGE_MS));
  while (cursor) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}

export const clearUserReads = (userId: string) => clearUserFrom('reads', userId);
