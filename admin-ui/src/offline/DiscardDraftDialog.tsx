import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { phoneTouchTargets } from '../layout/touchTargets';
import type { OutboxEntry } from './db';
import { stamp, useFieldTranslate } from './useFieldTranslate';

interface DiscardDraftDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  onContinue: () => void;
  /**
   * The draft's submission waiting in the outbox: discarding says that the send stays, and
   * `onCancelSend` (when given) offers to take it out unsent.
   */
  queued?: OutboxEntry | null;
  onCancelSend?: () => void;
}

/**
 * Asked before a form with unsaved answers closes (its X, Close, Escape, a tap outside, the back
 * gesture). Escape or a tap outside this question means "continue editing": nothing is lost by it.
 */
export function DiscardDraftDialog({ open, onKeep, onDiscard, onContinue, queued = null, onCancelSend }: DiscardDraftDialogProps) {
  const t = useFieldTranslate();
  return (
    <Dialog
      open={open}
      onClose={onContinue}
      data-testid="discard-confirm"
      aria-labelledby="discard-confirm-title"
      maxWidth="xs"
      sx={phoneTouchTargets}
    >
      <DialogTitle id="discard-confirm-title">{t('field.draft.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('field.draft.confirm.text')}</DialogContentText>
        {queued && (
          <DialogContentText data-testid="discard-confirm-queued" sx={{ mt: 1.5 }}>
            {t('field.draft.confirm.queuedText', { at: stamp(queued.createdAt) })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions
        sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button data-testid="discard-confirm-keep" variant="contained" onClick={onKeep}>
          {t('field.draft.confirm.keep')}
        </Button>
        <Button data-testid="discard-confirm-discard" color="error" variant="outlined" onClick={onDiscard}>
          {t(queued ? 'field.draft.confirm.discardKeepSend' : 'field.draft.confirm.discard')}
        </Button>
        {queued && onCancelSend && (
          <Button data-testid="discard-confirm-cancel-send" color="error" variant="outlined" onClick={onCancelSend}>
            {t('field.draft.confirm.cancelSend')}
          </Button>
        )}
        <Button data-testid="discard-confirm-continue" onClick={onContinue} autoFocus>
          {t('field.draft.confirm.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
