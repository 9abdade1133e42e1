import { useCallback, useEffect, useRef, useState } from 'react';
import { roleKey } from '../session/sessionStore';
import { getLocale } from '../i18n/locale';
import { messageFor } from '../i18n/serverMessage';
import { useSession } from '../session/useSession';
import { announceChange, onStoreChange, randomId, type DraftKind, type DraftRecord, type OutboxEntry, type Said } from './db';
import { deleteDraft, draftId, readDraft, writeDraft } from './drafts';
import { cancelQueued, enqueue, entryForDraft, partsOf } from './outbox';

export interface UseDraftOptions {
  kind: DraftKind;
  /** The record being filled (a work code, an issue id); null while it is not known, or for a view-only form. */
  recordKey: string | null;
  /** What the officer knows the record by, for the top bar and notices. */
  label: string;
  /** How long typing may pause before the draft is written. */
  delayMs?: number;
}

export interface Draft<T> {
  /** The device has been asked for a draft (restore from `restored` only after this). */
  ready: boolean;
  /** The draft found when the form opened. */
  restored: DraftRecord<T> | null;
  /** The server's message when it refused a queued submission of this draft. */
  rejection: string | null;
  /** The submission of this draft waiting in the outbox. */
  queued: OutboxEntry | null;
  /** Sent as the Idempotency-Key header with every submission of this draft. */
  idempotencyKey: () => string;
  savedAt: number | null;
  /** The officer changed something, or a draft is kept: closing asks first. */
  changed: boolean;
  saveFailed: boolean;
  /** Keeps the form's value; written after a pause in typing. */
  save: (value: T) => void;
  /** Writes the last value now; with `latest`, that value (a form submitted unchanged still gets a draft to carry its key). */
  flush: (latest?: T) => Promise<DraftRecord<T> | null>;
  /** The officer threw the draft away. */
  discard: () => Promise<void>;
  /** Takes the queued submission out of the outbox unsent and throws the draft away; false when it had gone already. */
  cancelSend: () => Promise<boolean>;
  /** The server accepted the submission. */
  finish: () => Promise<void>;
  /** No network: keeps the submission in the outbox, with this draft, to be sent later. */
  queue: (url: string, body: FormData | { json: unknown }, latest: T) => Promise<OutboxEntry | null>;
}

interface Found<T> {
  id: string | null;
  record: DraftRecord<T> | null;
  queued: OutboxEntry | null;
}

/**
 * A form's draft on this device, per officer, role, kind and record (docs/field.md). The form
 * starts from `restored?.value` when there is one, calls `save` on every change, and `finish`
 * after the server accepted it. Other forms (recovery filing, SDATA verification) adopt it with
 * their own `kind`.
 */
/** A kept refusal in the officer's language (by its code), remembering the code for the next save. */
function rejectionOf(record: DraftRecord | null, said: { current: Said | null }): string | null {
  said.current = record?.rejectionSaid ?? null;
  if (!record?.rejection) return record?.rejection ?? null;
  return messageFor(said.current?.code, record.rejection, said.current?.params) ?? record.rejection;
}

export function useDraft<T>({ kind, recordKey, label, delayMs = 800 }: UseDraftOptions): Draft<T> {
  const { user, selectedRole } = useSession();
  const userId = user ? String(user.id) : null;
  const role = selectedRole ? roleKey(selectedRole) : null;
  const address = userId && role && recordKey !== null ? { userId, roleKey: role, kind, recordKey } : null;
  const id = address ? draftId(address) : null;

  const [found, setFound] = useState<Found<T>>({ id: null, record: null, queued: null });
  const [rejection, setRejection] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [changed, setChanged] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const keyRef = useRef<string>(randomId());
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef({ address, label, rejection: null as string | null });
  /** The code of the refusal shown, kept with the draft so it is worded anew in the language of the day. */
  const said = useRef<Said | null>(null);
  useEffect(() => {
    live.current = { address, label, rejection };
  });

  useEffect(() => {
    if (!id) return;
    let current = true;
    Promise.all([readDraft<T>(id), entryForDraft(id)])
      .catch(() => [null, null] as const)
      .then(([record, queued]) => {
        if (!current) return;
        if (record) keyRef.current = record.idempotencyKey;
        setFound({ id, record, queued });
        setRejection(rejectionOf(record, said));
        setSavedAt(record?.savedAt ?? null);
        setChanged(record !== null);
      });
    return () => {
      current = false;
    };
  }, [id]);

  // The worker or another tab may send or return this draft's submission while the form is open.
  useEffect(() => {
    if (!id) return;
    return onStoreChange(() => {
      void Promise.all([readDraft<T>(id), entryForDraft(id)]).then(([record, queued]) => {
        setFound((previous) => (previous.id === id ? { ...previous, queued } : previous));
        setRejection(rejectionOf(record, said));
      });
    });
  }, [id]);

  const flush = useCallback(async (latest?: T): Promise<DraftRecord<T> | null> => {
    if (latest !== undefined) pending.current = { value: latest };
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { address: at, label: name, rejection: refused } = live.current;
    const next = pending.current;
    if (!at) return null;
    if (!next) return readDraft<T>(draftId(at)).catch(() => null);
    pending.current = null;
    const record: DraftRecord<T> = {
      id: draftId(at),
      ...at,
      label: name,
      value: next.value,
      idempotencyKey: keyRef.current,
      savedAt: Date.now(),
      rejection: refused,
      rejectionSaid: refused === null ? null : said.current,
    };
    try {
      await writeDraft(record);
      setSavedAt(record.savedAt);
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
    return record;
  }, []);

  const save = useCallback(
    (value: T) => {
      pending.current = { value };
      setChanged(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [flush, delayMs],
  );

  // Leaving the page or the app going to the background (a phone's home button) writes at once.
  useEffect(() => {
    const now = () => void flush().catch(() => undefined);
    const hidden = () => {
      if (document.visibilityState === 'hidden') now();
    };
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', hidden);
      now();
    };
  }, [flush]);

  const idempotencyKey = useCallback(() => keyRef.current, []);

  const forget = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    const at = live.current.address;
    if (at) await deleteDraft(draftId(at)).catch(() => undefined);
    keyRef.current = randomId();
    setChanged(false);
    setSavedAt(null);
    setRejection(null);
  }, []);

  const cancelSend = useCallback(async () => {
    const at = live.current.address;
    const cancelled = at ? await cancelQueued(draftId(at)) : false;
    await forget();
    return cancelled;
  }, [forget]);

  const queue = useCallback(
    async (url: string, body: FormData | { json: unknown }, latest: T) => {
      const record = await flush(latest);
      const at = live.current.address;
      if (!at || !record) return null;
      const entry = await enqueue({
        userId: at.userId,
        kind: at.kind,
        draftId: record.id,
        label: live.current.label,
        url,
        idempotencyKey: record.idempotencyKey,
        body: body instanceof FormData ? { type: 'multipart', parts: partsOf(body) } : { type: 'json', json: body.json },
        draft: { ...(record as DraftRecord), rejection: null },
        language: getLocale(),
      });
      // A queued draft is no longer refused: the server will answer again.
      await writeDraft({ ...record, rejection: null }).catch(() => undefined);
      setRejection(null);
      announceChange();
      return entry;
    },
    [flush],
  );

  return {
    ready: id !== null && found.id === id,
    restored: found.id === id ? found.record : null,
    rejection,
    queued: found.id === id ? found.queued : null,
    idempotencyKey,
    savedAt,
    changed,
    saveFailed,
    save,
    flush,
    discard: forget,
    cancelSend,
    finish: forget,
    queue,
  };
}

/**
 * The value of a form kept as a draft in `store`: shown once the device has been asked for a
 * draft (`store.ready`; at once when `waitForDevice` is false), so nothing typed is overwritten
 * by it; a kept draft wins over `empty` (it is what the officer last typed). Every change after
 * that is saved. `restoredAt` is when the kept draft was saved, for "Draft saved {time} restored".
 */
export function useDraftValue<T>(store: Draft<T>, empty: T, waitForDevice: boolean) {
  const [value, setValue] = useState<T>(empty);
  const [opened, setOpened] = useState<T | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  if (opened === null && (store.ready || !waitForDevice)) {
    const kept = store.restored;
    setOpened(kept?.value ?? empty);
    setValue(kept?.value ?? empty);
    setRestoredAt(kept?.savedAt ?? null);
  }
  const { save } = store;
  useEffect(() => {
    if (opened !== null && value !== opened) save(value);
  }, [value, opened, save]);
  return { value, setValue, started: opened !== null, restoredAt };
}
