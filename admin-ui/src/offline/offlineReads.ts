import { useEffect, useSyncExternalStore } from 'react';

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
