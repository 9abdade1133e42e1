import { announceChange, clearUserFrom, fieldDb, randomId, type DraftKind, type DraftRecord } from './db';

/** Which draft: one per officer, role, kind of form and record being filled. */
export interface DraftAddress {
  userId: string;
  roleKey: string;
  kind: DraftKind;
  recordKey: string;
}

export const draftId = (a: DraftAddress): string => `${a.userId}|${a.roleKey}|${a.kind}|${a.recordKey}`;

export async function readDraft<T>(id: string): Promise<DraftRecord<T> | null> {
  const db = await fieldDb();
  return ((await db.get('drafts', id)) as DraftRecord<T> | undefined) ?? null;
}

export async function writeDraft<T>(record: DraftRecord<T>): Promise<void> {
  const db = await fieldDb();
  await db.put('drafts', record as DraftRecord);
  announceChange();
}

export async function deleteDraft(id: string): Promise<void> {
  const db = await fieldDb();
  await db.delete('drafts', id);
  announceChange();
}

export function newDraft<T>(address: DraftAddress, label: string, value: T): DraftRecord<T> {
  return { id: draftId(address), ...address, label, value, idempotencyKey: randomId(), savedAt: Date.now(), rejection: null };
}

/** Drafts of a user that the server refused, for the top bar. */
export async function returnedDrafts(userId: string): Promise<DraftRecord[]> {
  const db = await fieldDb();
  const all = await db.getAllFromIndex('drafts', 'userId', userId);
  return all.filter((d) => d.rejection !== null);
}

export const clearUserDrafts = (userId: string) => clearUserFrom('drafts', userId);

export type { DraftKind, DraftRecord };
