/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SYNC_TAG, sendOutbox } from './outbox';

/**
 * The portal's service worker (docs/field.md): the app shell is precached so the portal opens
 * with no network; every page path is answered with the precached index.html; /api is never
 * cached here (the verification reads are kept in IndexedDB by the app, per officer); and the
 * outbox is sent on Background Sync.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendOutbox({ force: true }));
});
