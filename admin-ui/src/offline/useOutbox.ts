import { useEffect, useState } from 'react';
import { getLocale } from '../i18n/locale';
import { messageFor } from '../i18n/serverMessage';
import { useSession } from '../session/useSession';
import { onStoreChange } from './db';
import { returnedDrafts } from './drafts';
import { outboxOf, sendOutbox, takeNotices } from './outbox';
import { pruneReads } from './reads';
import { announceSent } from './sentSubmissions';
import type { FieldTranslate } from '../i18n/field';

export interface OutboxStatus {
  waiting: number;
  signIn: number;
  returned: number;
}

const EMPTY: OutboxStatus = { waiting: 0, signIn: 0, returned: 0 };

/** How many of the officer's submissions wait, need a new sign-in, or came back refused. */
export function useOutboxStatus(): OutboxStatus {
  const { user } = useSession();
  const userId = user ? String(user.id) : null;
  const [status, setStatus] = useState<OutboxStatus>(EMPTY);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    const read = () =>
      void Promise.all([outboxOf(userId), returnedDrafts(userId)])
        .then(([entries, returned]) => {
          if (!current) return;
          setStatus({
            waiting: entries.filter((e) => e.state === 'waiting').length,
            signIn: entries.filter((e) => e.state === 'sign-in').length,
            returned: returned.length,
          });
        })
        .catch(() => undefined);
    read();
    const stop = onStoreChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);

  return userId ? status : EMPTY;
}

const RETRY_EVERY_MS = 60_000;

/** How a toast is shown: react-admin's `notify` in the signed-in app, the same toast's `notify` on the first page (layout/Toast.tsx). */
export type Notify = (message: string, options: { type: 'success' | 'error' | 'warning' | 'info'; autoHideDuration?: number }) => void;

/**
 * Sends the outbox at start, when the browser comes back online and every minute while it is
 * online (entries wait out their backoff), and shows what the sender did as toasts, also what
 * the service worker did while no page was open. Mounted once, in the top bar.
 */
export function useOutboxRunner(t: FieldTranslate, notify: Notify): void {
  const { user } = useSession();
  const userId = user ? String(user.id) : null;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    const showNotices = () =>
      void takeNotices(userId)
        .then((notices) => {
          if (!current) return;
          for (const notice of notices) {
            const label = notice.label;
            // Notices kept before `form` existed are of work files, the only form that queued then.
            const workFile = (notice.form ?? 'fto-file') === 'fto-file';
            if (notice.kind === 'sent') {
              notify(messageFor(notice.said?.code, notice.message, notice.said?.params) ?? t('field.outbox.sentDefault'), {
                type: 'success',
                autoHideDuration: 8000,
              });
              announceSent();
            } else if (notice.kind === 'returned') {
              const key = workFile ? 'field.outbox.returnedNotice' : 'field.outbox.returnedSubmissionNotice';
              // The server's message ends its sentence; the notice's template goes on after it.
              const message = (messageFor(notice.said?.code, notice.message, notice.said?.params) ?? '').replace(/\.\s*$/, '');
              notify(t(key, { label, message }), { type: 'error', autoHideDuration: 15000 });
            } else {
              const key = workFile ? 'field.outbox.signInNotice' : 'field.outbox.signInSubmissionNotice';
              notify(t(key, { label }), { type: 'warning', autoHideDuration: 15000 });
            }
          }
        })
        .catch(() => undefined);
    const send = (force = false) => {
      if (!navigator.onLine) return;
      void sendOutbox({ force, language: getLocale() })
        .catch(() => undefined)
        .then(showNotices);
    };
    send(true);
    void pruneReads().catch(() => undefined);
    const online = () => send(true);
    window.addEventListener('online', online);
    const timer = setInterval(() => send(false), RETRY_EVERY_MS);
    const stop = onStoreChange(showNotices);
    return () => {
      current = false;
      window.removeEventListener('online', online);
      clearInterval(timer);
      stop();
    };
  }, [userId, notify, t]);
}
