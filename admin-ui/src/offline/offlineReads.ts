import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useReloadWhenSent } from './sentSubmissions';

/**
 * Which answers on screen now came from the device instead of the server, so one note can
 * say "Saved {time}, offline" above a page without every screen passing it along.
 */
const shown = new Map<symbol, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function changed() {
  oldest = shown.size === 0 ? null : Math.min(...shown.values());
  for (const listener of listeners) listener();
}

/** While mounted, counts one kept answer (its saved time) as shown. */
export function useReportOfflineRead(savedAt: number | null): void {
  useEffect(() => {
    if (savedAt === null) return;
    const token = Symbol('offline-read');
    shown.set(token, savedAt);
    changed();
    return () => {
      shown.delete(token);
      changed();
    };
  }, [savedAt]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The oldest saved time among the kept answers on screen, or null when all are fresh. */
export const useOfflineSavedAt = (): number | null => useSyncExternalStore(subscribe, () => oldest);

/**
 * While the answer shown came from the device (`savedAt`), asks the server again when the network
 * returns (the browser's `online`) and when a queued submission was sent (which proves it is
 * back): every answer on screen is then the server's, and the page's "Saved {time}, offline" note
 * goes without a reload (issue 43 item 2).
 */
export function useReloadWhenBack(savedAt: number | null, reload: () => void): void {
  const latest = useRef({ savedAt, reload });
  useEffect(() => {
    latest.current = { savedAt, reload };
  });
  useReloadWhenSent(() => {
    if (latest.current.savedAt !== null) latest.current.reload();
  });
  useEffect(() => {
    if (savedAt === null) return;
    const online = () => latest.current.reload();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [savedAt]);
}
