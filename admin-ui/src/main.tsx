import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/base.css';
import { App } from './App';
import { loadLocale } from './i18n/locale';

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
// outbox on Background Sync. Registered after load so it never competes with the first page.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
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
