import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { roleKey } from '../session/sessionStore';
import { useSession } from '../session/useSession';
import { onStoreChange, type DraftKind } from './db';
import { outboxOf } from './outbox';
import { keepFresh, keptRequests, onReadsChange } from './reads';

/**
 * Works made ready for a day without network (issue 43 item 2, docs/field.md): the answers a
 * form needs are asked for now and kept on the device (offline/reads.ts, the same store the
 * pages read from when no answer comes), and each record shows whether it is ready.
 */

/** One answer to keep: the request as the page's kept read names it, and the call that asks the server. */
export interface KeepTask {
  request: string;
  load: () => Promise<unknown>;
}

/** A record (a work) and the answers its form needs. */
export interface KeepItem {
  key: string;
  tasks: KeepTask[];
}

/** Records whose every request has a kept answer: key -> ready. Looks again when an answer is kept. */
export function useKeptReadiness(items: readonly { key: string; requests: readonly string[] }[]): ReadonlyMap<string, boolean> {
  const [ready, setReady] = useState<ReadonlyMap<string, boolean>>(new Map());
  // The effect follows what is asked, not the array's identity (a new one every render).
  const signature = JSON.stringify(items.map((item) => [item.key, item.requests]));
  useEffect(() => {
    const wanted = JSON.parse(signature) as [string, string[]][];
    let current = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const look = () =>
      void keptRequests(wanted.flatMap(([, requests]) => requests))
        .then((kept) => {
          if (current) setReady(new Map(wanted.map(([key, requests]) => [key, requests.every((r) => kept.has(r))])));
        })
        .catch(() => undefined);
    look();
    // A list of fifty works keeps some two hundred answers while being made ready: one look per burst.
    const stop = onReadsChange(() => {
      if (timer === null) {
        timer = setTimeout(() => {
          timer = null;
          look();
        }, 250);
      }
    });
    return () => {
      current = false;
      if (timer !== null) clearTimeout(timer);
      stop();
    };
  }, [signature]);
  return ready;
}

/** The records of one kind of form whose submission waits in the outbox (for network or a new sign-in), for the officer's role. */
export function useQueuedRecords(kind: DraftKind): ReadonlySet<string> {
  const { user, selectedRole } = useSession();
  const userId = user ? String(user.id) : null;
  const role = selectedRole ? roleKey(selectedRole) : null;
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!userId || !role) return;
    let current = true;
    const read = () =>
      void outboxOf(userId)
        .then((entries) => {
          if (!current) return;
          setQueued(new Set(entries.filter((e) => e.kind === kind && e.draft.roleKey === role).map((e) => e.draft.recordKey)));
        })
        .catch(() => undefined);
    read();
    const stop = onStoreChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId, role, kind]);
  return userId && role ? queued : new Set();
}

export interface MakeReadyProgress {
  phase: 'idle' | 'running' | 'done';
  /** Records whose every answer is kept now. */
  done: number;
  /** Records whose answers could not all be kept (no answer, or refused). */
  failed: number;
  total: number;
  /** Characters of JSON kept, about the bytes the device holds for them. */
  bytes: number;
}

const IDLE: MakeReadyProgress = { phase: 'idle', done: 0, failed: 0, total: 0, bytes: 0 };

/** Two records at a time: quick on a good link, and a 2G link is not flooded. */
const AT_ONCE = 2;

/**
 * Keeps the answers of the records `plan` gives (each record's answers one after the other, two
 * records at a time), with progress. The page states the bound (which records, how many at most)
 * and builds the plan; closing the page stops it.
 */
export function useMakeReady() {
  const [progress, setProgress] = useState<MakeReadyProgress>(IDLE);
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = useCallback(async (plan: () => Promise<KeepItem[]>) => {
    const id = ++run.current;
    const live = () => run.current === id;
    setProgress({ ...IDLE, phase: 'running' });
    let items: KeepItem[];
    try {
      items = await plan();
    } catch {
      if (live()) setProgress({ ...IDLE, phase: 'done', failed: 1, total: 1 });
      return;
    }
    if (!live()) return;
    const tally = { done: 0, failed: 0, bytes: 0 };
    setProgress({ phase: 'running', total: items.length, ...tally });
    let next = 0;
    const worker = async () => {
      while (live() && next < items.length) {
        const item = items[next++];
        try {
          for (const task of item.tasks) tally.bytes += await keepFresh(task.request, task.load);
          tally.done += 1;
        } catch {
          tally.failed += 1;
        }
        if (live()) setProgress({ phase: 'running', total: items.length, ...tally });
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
    if (live()) setProgress({ phase: 'done', total: items.length, ...tally });
  }, []);

  return { progress, start };
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network now (`navigator.onLine`), following its changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => navigator.onLine);
