import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { phoneTouchTargets } from '../layout/touchTargets';
import { useFieldTranslate } from './useFieldTranslate';

interface DiscardDraftDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  onContinue: () => void;
}

/**
 * Asked before a form with unsaved answers closes (its X, Close, Escape, a tap outside, the back
 * gesture). Escape or a tap outside this question means "continue editing": nothing is lost by it.
 */
export function DiscardDraftDialog({ open, onKeep, onDiscard, onContinue }: DiscardDraftDialogProps) {
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
      </DialogContent>
      <DialogActions
        sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button data-testid="discard-confirm-keep" variant="contained" onClick={onKeep}>
          {t('field.draft.confirm.keep')}
        </Button>
        <Button data-testid="discard-confirm-discard" color="error" variant="outlined" onClick={onDiscard}>
          {t('field.draft.confirm.discard')}
        </Button>
        <Button data-testid="discard-confirm-continue" onClick={onContinue} autoFocus>
          {t('field.draft.confirm.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
