import { useCallback, useEffect, useRef, useState } from 'react';
import { useReloadWhenBack, useReportOfflineRead } from '../../offline/offlineReads';
import { offlineSavedAt } from '../../offline/reads';
import { serverMessage as messageOfAnswer } from '../../i18n/serverMessage';

export interface Loaded<T> {
  data: T;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** When the answer shown was kept on the device (no network), else null. */
  savedAt: number | null;
}

/** The token of an early answer: never a reload's, so the answer shows with `loading` still true. */
const EARLY = -2;

/**
 * Runs `load` whenever `key` changes (or on reload) and keeps the last answer; a `null`
 * key means "nothing to load now" and gives `initial`. An answer that arrives after the
 * key moved on is dropped. `load` and `initial` may be new every render: `key` names the
 * request, and the latest `load` is the one called. An answer that a kept read (offline/reads)
 * gave from the device counts for the page's "Saved {time}, offline" note while shown.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  initial: T,
  /**
   * An answer to show at once while `load` runs the first time for a key (the answer kept on the
   * device last time, offline/reads), or null. `loading` stays true until `load` settles, and its
   * answer or error replaces this one.
   */
  early?: () => Promise<T | null>,
): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; token: number; data: T; error: unknown }>({
    key: null,
    token: -1,
    data: initial,
    error: null,
  });
  const [token, setToken] = useState(0);
  const latest = useRef({ load, initial, early });
  useEffect(() => {
    latest.current = { load, initial, early };
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    let answered = false;
    // Only when nothing is shown for this key yet: a reload keeps the last answer on screen anyway.
    latest.current.early?.().then(
      (data) => {
        if (!current || answered || data === null) return;
        setState((shown) => (shown.key === key ? shown : { key, token: EARLY, data, error: null }));
      },
      () => undefined,
    );
    latest.current.load().then(
      (data) => {
        answered = true;
        if (current) setState({ key, token, data, error: null });
      },
      (error: unknown) => {
        answered = true;
        if (current) setState({ key, token, data: latest.current.initial, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, token]);

  const reload = useCallback(() => setToken((n) => n + 1), []);
  const sameKey = key !== null && state.key === key;
  const savedAt = sameKey ? offlineSavedAt(state.data) : null;
  useReportOfflineRead(savedAt);
  useReloadWhenBack(savedAt, reload);
  if (key === null) return { data: initial, loading: false, error: null, reload, savedAt: null };
  // The last answer for this key stays on screen while a reload runs.
  const settled = sameKey && state.token === token;
  return { data: sameKey ? state.data : initial, loading: !settled, error: settled ? state.error : null, reload, savedAt };
}

/** The server's own message from a failed dataProvider call, if it sent one, in the officer's language (by its code). */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return messageOfAnswer((error as { body?: unknown }).body);
}
