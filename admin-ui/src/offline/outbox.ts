import {
  announceChange,
  clearUserFrom,
  fieldDb,
  randomId,
  type BodyPart,
  type DraftKind,
  type NoticeKind,
  type OutboxBody,
  type OutboxEntry,
  type Said,
} from './db';
import type { Locale } from '../i18n/locale';
import { requestUrl } from '../api/http';

/**
 * The outbox sender, shared by the app (on `online`, at start, on a timer) and the service
 * worker (Background Sync, tag `outbox`). No React here: the worker imports it.
 */
export const SYNC_TAG = 'outbox';
const API_ME = '/api/auth/me';

export interface SendResult {
  /** 0 when no answer came (offline, connection dropped). */
  status: number;
  body: { success?: boolean; message?: string; errors?: Record<string, string> } & Record<string, unknown>;
}

export const isSuccess = (result: SendResult) => result.status >= 200 && result.status < 300 && result.body.success !== false;

/** A FormData as parts IndexedDB can keep (strings, and Blobs with their file names), in the same order. */
export function partsOf(form: FormData): BodyPart[] {
  const parts: BodyPart[] = [];
  for (const [name, value] of form.entries()) {
    parts.push(typeof value === 'string' ? { name, value } : { name, blob: value, fileName: value.name });
  }
  return parts;
}

function formOf(parts: BodyPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, part.blob, part.fileName);
  }
  return form;
}

const parse = (text: unknown): SendResult['body'] => {
  if (typeof text === 'object' && text !== null) return text as SendResult['body'];
  if (typeof text !== 'string') return {};
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null ? (json as SendResult['body']) : {};
  } catch {
    return {};
  }
};

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` on XMLHttpRequest for the one client, so an upload reports its progress (fetch has
 * none). It sends `sent` (the body the client serialized from, a FormData keeps its files and
 * the browser writes the boundary) with the request's URL, method, credentials and headers.
 */
function xhrFetch(sent: string | FormData, onProgress: (fraction: number) => void) {
  return (request: Request): Promise<Response> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = true;
      request.headers.forEach((value, name) => {
        if (!(sent instanceof FormData && name.toLowerCase() === 'content-type')) xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
      const failed = () => reject(new TypeError('Network request failed'));
      xhr.onerror = failed;
      xhr.onabort = failed;
      xhr.ontimeout = failed;
      xhr.send(sent);
    });
}

/**
 * One submission, through the UI's one client (api/http.ts) with its Idempotency-Key and the
 * language it was filed in. With `onProgress` (and XMLHttpRequest, which a worker lacks) the
 * upload's progress is reported; fetch has no upload progress.
 */
export async function sendSubmission(
  url: string,
  idempotencyKey: string,
  body: OutboxBody,
  onProgress?: (fraction: number) => void,
  language: Locale = 'en',
): Promise<SendResult> {
  const payload = body.type === 'json' ? JSON.stringify(body.json) : formOf(body.parts);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language, 'Idempotency-Key': idempotencyKey };
  if (body.type === 'json') headers['Content-Type'] = 'application/json';
  try {
    const { data, error, response } = await requestUrl('POST', url, {
      body: payload,
      headers,
      bodySerializer: (sent) => sent,
      parseAs: 'text',
      fetch: onProgress && typeof XMLHttpRequest !== 'undefined' ? xhrFetch(payload, onProgress) : undefined,
    });
    return { status: response.status, body: parse(response.ok ? data : error) };
  } catch {
    // No answer came (offline, connection dropped).
    return { status: 0, body: {} };
  }
}

export type QueuedSubmission = Omit<OutboxEntry, 'id' | 'createdAt' | 'attempts' | 'nextAttemptAt' | 'state'>;

/** Keeps a submission until the network is back, and asks the worker to send it then. */
export async function enqueue(submission: QueuedSubmission): Promise<OutboxEntry> {
  const db = await fieldDb();
  const entry: OutboxEntry = { ...submission, id: randomId(), createdAt: Date.now(), attempts: 0, nextAttemptAt: 0, state: 'waiting' };
  await db.put('outbox', entry);
  announceChange();
  void requestBackgroundSync();
  return entry;
}

export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or no worker yet: the app sends on `online` and at start.
  }
}

export async function outboxOf(userId: string): Promise<OutboxEntry[]> {
  const db = await fieldDb();
  return db.getAllFromIndex('outbox', 'userId', userId);
}

export async function entryForDraft(draftId: string): Promise<OutboxEntry | null> {
  const db = await fieldDb();
  const all = await db.getAll('outbox');
  return all.find((entry) => entry.draftId === draftId) ?? null;
}

/**
 * Takes a queued submission out of the outbox before it is sent (the officer discards its draft
 * and does not want it sent). False when it is no longer there: sent, or returned, already.
 */
export async function cancelQueued(draftId: string): Promise<boolean> {
  // After a send in progress has settled: its lock is the sender's (sendOutbox).
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return removeQueued(draftId);
  return locks.request('portal-outbox', () => removeQueued(draftId));
}

async function removeQueued(draftId: string): Promise<boolean> {
  const db = await fieldDb();
  const tx = db.transaction('outbox', 'readwrite');
  const all = await tx.store.getAll();
  const entry = all.find((e) => e.draftId === draftId);
  if (entry) await tx.store.delete(entry.id);
  await tx.done;
  announceChange();
  return entry !== undefined;
}

async function addNotice(userId: string, kind: NoticeKind, form: DraftKind, label: string, message: string | null) {
  const db = await fieldDb();
  await db.put('notices', { id: randomId(), userId, kind, form, label, message, at: Date.now() });
}

/** Notices of a user not yet shown, oldest first; taking them removes them. */
export async function takeNotices(userId: string) {
  const db = await fieldDb();
  const tx = db.transaction('notices', 'readwrite');
  const notices = await tx.store.index('userId').getAll(IDBKeyRange.only(userId));
  for (const notice of notices) await tx.store.delete(notice.id);
  await tx.done;
  return notices.sort((a, b) => a.at - b.at);
}

/** 30 s, 1 min, 2 min ... at most 30 min between tries of a submission the server could not take. */
const backoff = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

type Outcome = 'sent' | 'returned' | 'sign-in' | 'later' | 'offline';

/** The code and values of an answer, when it has a code. */
function saidOf(body: SendResult['body']): Said | null {
  if (typeof body.code !== 'string') return null;
  const params = typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, unknown>) : undefined;
  return params ? { code: body.code, params } : { code: body.code };
}

/** Applies the server's answer to one entry; the draft and notices follow it. */
async function settle(entry: OutboxEntry, result: SendResult): Promise<Outcome> {
  const db = await fieldDb();
  const message = typeof result.body.message === 'string' && result.body.message.trim() !== '' ? result.body.message : null;
  const said = saidOf(result.body);
  if (isSuccess(result)) {
    const tx = db.transaction(['outbox', 'drafts', 'notices'], 'readwrite');
    await tx.objectStore('outbox').delete(entry.id);
    await tx.objectStore('drafts').delete(entry.draftId);
    const notices = tx.objectStore('notices');
    // A "sign in again" not yet shown is out of date once a file went out with a session.
    for (const stale of await notices.index('userId').getAll(IDBKeyRange.only(entry.userId))) {
      if (stale.kind === 'sign-in') await notices.delete(stale.id);
    }
    await notices.put({
      id: randomId(),
      userId: entry.userId,
      kind: 'sent',
      form: entry.kind,
      label: entry.label,
      message,
      said,
      at: Date.now(),
    });
    await tx.done;
    return 'sent';
  }
  if (result.status === 401) {
    if (entry.state !== 'sign-in') {
      await db.put('outbox', { ...entry, state: 'sign-in' });
      await addNotice(entry.userId, 'sign-in', entry.kind, entry.label, null);
    }
    return 'sign-in';
  }
  // Too many requests or a timeout are not refusals of the file: it waits and goes again.
  const tryAgain = result.status === 408 || result.status === 429;
  if (!tryAgain && ((result.status >= 400 && result.status < 500) || (result.status >= 200 && result.status < 300))) {
    // Refused (window closed, a rule failed, record locked): the officer gets the draft back,
    // with the server's message, and can correct and send it again.
    const tx = db.transaction(['outbox', 'drafts', 'notices'], 'readwrite');
    const current = await tx.objectStore('drafts').get(entry.draftId);
    await tx.objectStore('drafts').put({ ...(current ?? entry.draft), rejection: message ?? `HTTP ${result.status}`, rejectionSaid: said });
    await tx.objectStore('outbox').delete(entry.id);
    await tx
      .objectStore('notices')
      .put({ id: randomId(), userId: entry.userId, kind: 'returned', form: entry.kind, label: entry.label, message, said, at: Date.now() });
    await tx.done;
    return 'returned';
  }
  const attempts = entry.attempts + 1;
  await db.put('outbox', { ...entry, attempts, nextAttemptAt: Date.now() + backoff(attempts), state: 'waiting' });
  return result.status === 0 ? 'offline' : 'later';
}

/** Who the session cookie belongs to now: only that officer's entries may be sent with it. */
async function currentUserId(language: Locale): Promise<{ userId: string | null; status: number }> {
  try {
    const { data, response } = await requestUrl('GET', API_ME, { headers: { 'Accept-Language': language }, parseAs: 'text' });
    if (!response.ok) return { userId: null, status: response.status };
    const body = parse(data) as { user?: { id?: unknown } };
    return { userId: body.user?.id === undefined ? null : String(body.user.id), status: response.status };
  } catch {
    return { userId: null, status: 0 };
  }
}

/**
 * `language`: the page's current language; the worker has none (no localStorage there), so each
 * entry goes out in the language the officer filed it in, and the server words its answer so.
 */
async function sendDue(force: boolean, language?: Locale): Promise<void> {
  const db = await fieldDb();
  const entries = (await db.getAll('outbox')).sort((a, b) => a.createdAt - b.createdAt);
  if (entries.length === 0) return;
  const me = await currentUserId(language ?? entries[0].language ?? 'en');
  if (me.status === 0) return;
  if (me.status === 401) {
    // The session ended: every waiting entry needs the officer to sign in again.
    for (const entry of entries) await settle(entry, { status: 401, body: {} });
    announceChange();
    return;
  }
  if (me.userId === null) return;
  const now = Date.now();
  for (const entry of entries) {
    if (entry.userId !== me.userId) continue;
    if (!force && entry.state === 'waiting' && entry.nextAttemptAt > now) continue;
    const outcome = await settle(
      entry,
      await sendSubmission(entry.url, entry.idempotencyKey, entry.body, undefined, language ?? entry.language ?? 'en'),
    );
    announceChange();
    if (outcome === 'offline') break;
  }
  announceChange();
}

/**
 * Sends what is due. One sender at a time across tabs and the worker (Web Locks); the
 * Idempotency-Key makes a repeat harmless where the lock is missing.
 */
export async function sendOutbox(options: { force?: boolean; language?: Locale } = {}): Promise<void> {
  const force = options.force ?? false;
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return sendDue(force, options.language);
  await locks.request('portal-outbox', { ifAvailable: true }, async (lock) => {
    if (lock) await sendDue(force, options.language);
  });
}

/** Sign-out: the officer's queued submissions stay (they are sent after the next sign-in) but nothing else. */
export const clearUserNotices = (userId: string) => clearUserFrom('notices', userId);
