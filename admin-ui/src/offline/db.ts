import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The field stores on the device (docs/field.md). Shared by the app and the service worker,
 * so nothing here may import React or react-admin.
 */
export type DraftKind = 'fto-file' | 'recovery-filing' | 'sdata-verification';

export interface DraftRecord<T = unknown> {
  /** `${userId}|${roleKey}|${kind}|${recordKey}` */
  id: string;
  userId: string;
  roleKey: string;
  kind: DraftKind;
  recordKey: string;
  /** What the officer knows the record by (work name or code), for the top bar and notices. */
  label: string;
  value: T;
  /** Made with the draft and sent with every submission of it, so a repeat is stored once. */
  idempotencyKey: string;
  savedAt: number;
  /** The server's message when it refused a queued submission of this draft. */
  rejection: string | null;
  /** That refusal's code and values, so it reads in the officer's language when shown (the worker has no catalog). */
  rejectionSaid?: Said | null;
}

/** A server answer's message code and values (docs/auth-api.md), kept beside its English `message`. */
export interface Said {
  code?: string;
  params?: Record<string, unknown>;
}

export type BodyPart = { name: string; value: string } | { name: string; blob: Blob; fileName: string };

export type OutboxBody = { type: 'json'; json: unknown } | { type: 'multipart'; parts: BodyPart[] };

export type OutboxState = 'waiting' | 'sign-in';

export interface OutboxEntry {
  id: string;
  userId: string;
  kind: DraftKind;
  draftId: string;
  label: string;
  url: string;
  idempotencyKey: string;
  body: OutboxBody;
  /** The draft as it was queued: a refusal gives it back even after a sign-out removed the drafts. */
  draft: DraftRecord;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  /** The language the officer filed it in: the service worker sends it so (`Accept-Language`). */
  language?: 'en' | 'kn';
}

export type NoticeKind = 'sent' | 'returned' | 'sign-in';

/** What the sender has to tell the officer, kept until an open page has shown it. */
export interface NoticeRecord {
  id: string;
  userId: string;
  kind: NoticeKind;
  /** Which form the notice is about: a work file is "the file of …", a social-audit submission is named by its label. */
  form?: DraftKind;
  label: string;
  message: string | null;
  said?: Said | null;
  at: number;
}

export interface ReadRecord {
  /** `${userId}|${request}` */
  id: string;
  userId: string;
  data: unknown;
  savedAt: number;
}

interface FieldDB extends DBSchema {
  drafts: { key: string; value: DraftRecord; indexes: { userId: string } };
  outbox: { key: string; value: OutboxEntry; indexes: { userId: string } };
  notices: { key: string; value: NoticeRecord; indexes: { userId: string } };
  reads: { key: string; value: ReadRecord; indexes: { userId: string; savedAt: number } };
}

export type StoreName = 'drafts' | 'outbox' | 'notices' | 'reads';

let opened: Promise<IDBPDatabase<FieldDB>> | null = null;

export function fieldDb(): Promise<IDBPDatabase<FieldDB>> {
  opened ??= openDB<FieldDB>('portal-field', 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'id' }).createIndex('userId', 'userId');
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('userId', 'userId');
      db.createObjectStore('notices', { keyPath: 'id' }).createIndex('userId', 'userId');
      const reads = db.createObjectStore('reads', { keyPath: 'id' });
      reads.createIndex('userId', 'userId');
      reads.createIndex('savedAt', 'savedAt');
    },
  }).catch((error: unknown) => {
    // A private window or a blocked database: the next call tries again.
    opened = null;
    throw error;
  });
  return opened;
}

export const randomId = (): string => crypto.randomUUID();

/**
 * Changes to the stores are announced to every tab and to the service worker, so the top bar
 * and an open dialog follow what another context (the worker's Background Sync) did.
 */
const CHANNEL = 'portal-field';
const local = new EventTarget();
let channel: BroadcastChannel | null = null;
const broadcast = (): BroadcastChannel | null => {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
};

export function announceChange(): void {
  local.dispatchEvent(new Event('change'));
  broadcast()?.postMessage({ type: 'change' });
}

export function onStoreChange(listener: () => void): () => void {
  const ch = broadcast();
  const fromOther = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'change') listener();
  };
  local.addEventListener('change', listener);
  ch?.addEventListener('message', fromOther);
  return () => {
    local.removeEventListener('change', listener);
    ch?.removeEventListener('message', fromOther);
  };
}

/** Removes every record of a user from one store. */
export async function clearUserFrom(store: StoreName, userId: string): Promise<void> {
  const db = await fieldDb();
  const tx = db.transaction(store, 'readwrite');
  let cursor = await tx.store.index('userId').openCursor(IDBKeyRange.only(userId));
  while (cursor) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}
