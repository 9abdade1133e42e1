import { useEffect, useSyncExternalStore } from 'react';
import type { Notify } from '../offline/useOutbox';
import './SignedIn.css';

/**
 * The dashboard's toasts (a role switch, what the outbox sender did), where react-admin's
 * notify is not loaded: one toast at a time, top-right like the signed-in app's, closed after
 * 5000 ms (or the time asked for), as react-admin's Notification in this portal. Plain HTML and CSS.
 */
interface Shown {
  id: number;
  text: string;
  type: 'success' | 'error' | 'warning' | 'info';
  ms: number;
}

let shown: Shown | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: Shown | null) => {
  shown = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => shown;

export const notify: Notify = (text, { type, autoHideDuration = 5000 }) => publish({ id: nextId++, text, type, ms: autoHideDuration });

export function PlainToastHost() {
  const toast = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => shown?.id === toast.id && publish(null), toast.ms);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  return (
    <div className="si-toast" key={toast.id}>
      <div
        className={`si-toast__body si-toast__body--${toast.type}`}
        data-testid="plain-toast"
        data-severity={toast.type}
        role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
      >
        {toast.text}
      </div>
    </div>
  );
}
