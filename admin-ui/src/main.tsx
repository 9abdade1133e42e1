import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/base.css';
import { App } from './App';
import { loadLocale } from './i18n/locale';
import { isDashboardPath, isSignedInPath } from './navigation/paths';
import { getSession, subscribe } from './session/sessionStore';
import { dashboardShown, loadAdminApp } from './signedInApp';

// After a deploy an open tab may ask for chunk files that no longer exist; one reload
// fetches the new index.html. At most one automatic reload a minute, so a server that
// keeps failing ends on the load-error screen instead of a reload loop.
const RELOAD_KEY = 'portal:chunk-reload-at';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// The service worker (src/offline/sw.ts) keeps the portal openable with no signal and sends the
// outbox on Background Sync. On its first install it precaches the whole shell (some 2.4 MB), so
// it is registered once the first screen is up: after load, the startup session check answered
// and, on a signed-in page, that page's code loaded (on the dashboard, part of the first page:
// its cards shown, or 15 s at most), then when the browser is idle. On a slow link its downloads
// never compete with what the officer is waiting for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const loaded = new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const sessionChecked = new Promise<void>((resolve) => {
    const check = () => getSession().status === 'ready' && (stop(), resolve());
    const stop = subscribe(check);
    check();
  });
  const { pathname } = window.location;
  const pageCode = isDashboardPath(pathname)
    ? Promise.race([dashboardShown, new Promise((resolve) => setTimeout(resolve, 15_000))])
    : isSignedInPath(pathname)
      ? loadAdminApp()
      : null;
  void Promise.allSettled([loaded, sessionChecked, pageCode]).then(() => {
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 2000 });
    else setTimeout(register, 200);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A Kannada reader's first page waits for the Kannada texts (one small chunk) rather than
// showing English first; an English reader's loads nothing more.
void loadLocale().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
