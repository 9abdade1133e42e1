import type { Widen } from './en';

/**
 * English texts of the field pieces (issue 24): drafts, the outbox, reading offline and the
 * offline session, under their own top-level `field.` key beside `fto.` and `socialAudit.`.
 */
export const fieldMessages = {
  field: {
    draft: {
      restored: 'Draft saved %{at} restored',
      saved: 'Draft saved %{at}',
      rejected: 'The server returned this file: %{message}',
      queued: 'This file is waiting for network and will be sent when the connection returns. It was queued at %{at}.',
      queuedSignIn: 'This file is waiting for you to sign in again; it will be sent after you sign in.',
      // The social-audit forms (recovery filing, SDATA verification) are submissions, not work files.
      rejectedSubmission: 'The server returned this submission: %{message}',
      queuedSubmission: 'This submission is waiting for network and will be sent when the connection returns. It was queued at %{at}.',
      queuedSubmissionSignIn: 'This submission is waiting for you to sign in again; it will be sent after you sign in.',
      saveFailed: 'The draft could not be saved on this device (storage full or blocked). Do not close this form until it is submitted.',
      confirm: {
        title: 'Close this form?',
        text: 'You have answers that are not submitted. They are kept as a draft on this device unless you discard them.',
        keep: 'Keep the draft and close',
        discard: 'Discard the draft',
        continue: 'Continue editing',
        queuedText:
          'This file was submitted without network and waits to be sent (queued at %{at}). Discarding the draft does not stop that send: the queued file still goes when the network returns.',
        discardKeepSend: 'Discard the draft; the queued send stays',
        cancelSend: 'Cancel the queued send and discard',
        cancelled: 'The queued send is cancelled and the draft discarded.',
        alreadySent: 'The file had already been sent: it could not be cancelled.',
      },
    },
    outbox: {
      // Polyglot plurals: one form, then `||||`, then the others, chosen by `smart_count`.
      waiting: '1 submission waiting for network |||| %{smart_count} submissions waiting for network',
      signIn: 'Sign in again to send 1 waiting submission |||| Sign in again to send %{smart_count} waiting submissions',
      returned: '1 submission returned: open the work to see why |||| %{smart_count} submissions returned: open the work to see why',
      queued: 'No network: the file of %{label} is saved on this device and will be sent when the connection returns.',
      queuedSubmission: 'No network: %{label} is saved on this device and will be sent when the connection returns.',
      sendLater: 'Send when the network returns',
      returnedSubmissionNotice: 'The server returned %{label}: %{message}. Open it again to correct it.',
      signInSubmissionNotice: 'Your session has ended. Sign in again to send %{label}.',
      sent: 'Sent: %{label}. %{message}',
      sentDefault: 'Verification submitted successfully.',
      returnedNotice: 'The server returned the file of %{label}: %{message}. Open the work to correct it.',
      signInNotice: 'Your session has ended. Sign in again to send the file of %{label}.',
      uploading: 'Uploading %{percent}%',
    },
    ready: {
      title: 'Ready for the field',
      count: '%{ready} of %{total} works of this list are ready offline on this phone.',
      bound:
        'Before leaving, keep on this phone the work files of this list (checklist, bills, FTOs and the last record): at most %{max} works, kept for %{days} days.',
      boundCut: 'This list has %{total} works: the first %{max} are kept.',
      action: 'Make these works ready offline',
      again: 'Refresh the kept work files',
      needsNetwork: 'Connect to a network to make works ready.',
      progress: 'Keeping work files: %{done} of %{total} works (%{size})',
      done: '%{done} of %{total} works kept on this phone (%{size}).',
      failed: '1 work could not be kept: try again with a network. |||| %{smart_count} works could not be kept: try again with a network.',
      cardReady: 'Ready offline',
      cardNotReady: 'Not on this phone',
      cardWaiting: 'Waiting to send',
      notReady:
        'This work is not ready on this phone: its work file was never opened here with a network, nor made ready for offline. With a network, open it once, or use "Make these works ready offline" on the works list before going to the field.',
    },
    offline: {
      saved: 'Saved %{at}, offline',
      session: 'You are offline. Showing what was saved on this device; submissions wait for the network.',
    },
  },
} as const;

export type FieldMessages = Widen<typeof fieldMessages>;

type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type FieldMessageKey = DottedKeys<FieldMessages>;

/** A translate function for the `field.` keys (react-admin's in the signed-in app, offline/PlainFieldStatus.tsx's on the dashboard). */
export type FieldTranslate = (key: FieldMessageKey, values?: Record<string, string | number>) => string;

/** The English text of a key, used as polyglot's default when the key is not loaded. */
export function fieldDefault(key: FieldMessageKey): string {
  let node: unknown = fieldMessages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}
