import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (or on reload) and keeps the last answer; a `null`
 * key means "nothing to load now" and gives `initial`. An answer that arrives after the
 * key moved on is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, initial: T): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data: T; loading: boolean; error: unknown }>({
    key: null,
    data: initial,
    loading: key !== null,
    error: null,
  });
  const [token, setToken] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load().then(
      (data) => {
        if (current) setState({ key, data, loading: false, error: null });
      },
      (error: unknown) => {
        if (current) setState({ key, data: initial, loading: false, error });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `initial` are new every render; `key` names the request.
  }, [key, token]);

  const reload = useCallback(() => setToken((n) => n + 1), []);
  if (key === null) return { data: initial, loading: false, error: null, reload };
  return { data: state.key === key ? state.data : initial, loading: state.loading || state.key !== key, error: state.error, reload };
}

/** The server's own message from a failed dataProvider call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const body = (error as { body?: unknown }).body;
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}
