import Alert from '@mui/material/Alert';
import type { OutboxEntry } from './db';
import { stamp, useFieldTranslate } from './useFieldTranslate';

interface DraftNotesProps {
  /** When the restored draft was saved; null when the form did not start from a draft. */
  restoredAt: number | null;
  /** The server's message when it refused a queued submission of this draft. */
  rejection: string | null;
  queued: OutboxEntry | null;
  saveFailed: boolean;
  /** The work file speaks of "this file", the social-audit forms of "this submission". */
  wording: 'file' | 'submission';
}

/** What a form's draft says to the officer at the top of the form (docs/field.md). */
export function DraftNotes({ restoredAt, rejection, queued, saveFailed, wording }: DraftNotesProps) {
  const tf = useFieldTranslate();
  const file = wording === 'file';
  return (
    <>
      {restoredAt !== null && (
        <Alert severity="info" data-testid="draft-restored" sx={{ mb: 1.5 }}>
          {tf('field.draft.restored', { at: stamp(restoredAt) })}
        </Alert>
      )}
      {rejection && (
        <Alert severity="error" data-testid="draft-rejection" sx={{ mb: 1.5 }}>
          {tf(file ? 'field.draft.rejected' : 'field.draft.rejectedSubmission', { message: rejection })}
        </Alert>
      )}
      {queued && (
        <Alert severity="warning" data-testid="draft-queued" sx={{ mb: 1.5 }}>
          {queued.state === 'sign-in'
            ? tf(file ? 'field.draft.queuedSignIn' : 'field.draft.queuedSubmissionSignIn')
            : tf(file ? 'field.draft.queued' : 'field.draft.queuedSubmission', { at: stamp(queued.createdAt) })}
        </Alert>
      )}
      {saveFailed && (
        <Alert severity="error" data-testid="draft-save-failed" sx={{ mb: 1.5 }}>
          {tf('field.draft.saveFailed')}
        </Alert>
      )}
    </>
  );
}
