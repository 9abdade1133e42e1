import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '../navigation/router';
import type { Notify } from '../offline/useOutbox';
import './Toast.css';

/**
 * The portal's one toast (spec 1: top-right, closed after 5000 ms; spec 2 §1/§9: its screens ask
 * for 3000 ms). Plain HTML and CSS, so the first page (landing, sign-in, registration, password
 * recovery, the dashboard) shows it without MUI or react-admin; the signed-in app shows the same
 * toast for react-admin's `useNotify` (layout/PortalNotification.tsx hands its notifications here).
 * One at a time, in the order asked for, as react-admin's Notification does.
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

interface Shown {
  id: number;
  text: string;
  type: ToastType;
  ms: number;
}

let queue: Shown[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: Shown[]) => {
  queue = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => queue[0] ?? null;

/** Shows a toast (for as long as asked, else spec 1's 5000 ms) after those already asked for. */
export const notify: Notify = (text, { type, autoHideDuration = 5000 }) =>
  publish([...queue, { id: nextId++, text, type, ms: autoHideDuration }]);

/** Where the toasts show; mounted once per frame (the public layout, the dashboard's frame, react-admin's notification slot). */
export function ToastHost() {
  const toast = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => publish(queue.filter((shown) => shown.id !== toast.id)), toast.ms);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  return (
    <div className="portal-toast" key={toast.id}>
      <div
        className={`portal-toast__body portal-toast__body--${toast.type}`}
        data-testid="toast"
        data-severity={toast.type}
        role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
      >
        {toast.text}
      </div>
    </div>
  );
}

/** What a page may hand the next public page to say as a toast: `navigate(path, { state: { toast } })`. */
export interface RouteToastState {
  toast?: { text: string; severity: 'success' | 'error' };
}

/**
 * The toast a page sent along with its navigation (Submit Registration going back to the landing
 * page says "Registration successful!" there), shown once per navigation.
 */
export function useRouteToast() {
  const location = useLocation();
  const sent = (location.state as RouteToastState | null)?.toast;
  // Once per navigation: the state (and so `sent`) is new with each.
  useEffect(() => {
    if (sent) notify(sent.text, { type: sent.severity, autoHideDuration: 3000 });
  }, [sent]);
}
