import { useEffect, useRef } from 'react';

/**
 * Submissions the outbox sent in the background (the page's runner, or the service worker's
 * Background Sync seen through its notices): the lists on screen reload, so a work file or a
 * filing sent by itself shows as filed without the officer reloading the page.
 */
const sent = new EventTarget();

/** Called by the outbox runner once per notice of a submission the server took. */
export function announceSent(): void {
  sent.dispatchEvent(new Event('sent'));
}

/** Calls `reload` whenever a queued submission has been sent (the latest `reload` given). */
export function useReloadWhenSent(reload: () => void): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    const listener = () => latest.current();
    sent.addEventListener('sent', listener);
    return () => sent.removeEventListener('sent', listener);
  }, []);
}
