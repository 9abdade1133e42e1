import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/t';
import { isOtp } from '../forms/shaping';
import { OtpField } from '../forms/FormFields';
import { useResendCountdown } from '../forms/useResendCountdown';

interface OtpDialogProps {
  open: boolean;
  /** The server's "OTP sent to ..." line. */
  sentMessage: string | null;
  busy: boolean;
  /** An error the mobile OTP field shows (the server's message mentions the mobile). */
  fieldError: string | null;
  /** Any other verification error. */
  error: string | null;
  onVerify: (otp: string) => void;
  /** When the last code was sent (Date.now()), for the countdown to Resend OTP. */
  sentAt: number | null;
  /** Asks for a new code; answers whether one was sent (a refusal shows as `error`). */
  onResend: () => Promise<boolean>;
  onCancel: () => void;
}

/**
 * Spec 1 §2/§4: the registration OTP dialog. It cannot be closed (Cancel, Escape or a
 * backdrop click) while a request runs.
 */
export function OtpDialog({ open, sentMessage, sentAt, busy, fieldError, error, onVerify, onResend, onCancel }: OtpDialogProps) {
  const [otp, setOtp] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const resendIn = useResendCountdown(open ? sentAt : null);

  async function resendOtp() {
    if (busy || resendIn > 0) return;
    setInputError(null);
    if (await onResend()) setOtp('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isOtp(otp)) {
      setInputError(t('portal.signup.otpDialog.invalidOtp'));
      return;
    }
    setInputError(null);
    onVerify(otp);
  }

  const shownFieldError = inputError ?? fieldError;

  return (
    <Dialog
      data-testid="otp-dialog"
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      slotProps={{
        transition: {
          onExited: () => {
            setOtp('');
            setInputError(null);
          },
        },
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="otp-dialog-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="otp-dialog-title" sx={{ fontWeight: 700 }}>
          {t('portal.signup.otpDialog.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {sentMessage && (
            <Typography data-testid="otp-dialog-message" variant="body2" color="textSecondary">
              {sentMessage}
            </Typography>
          )}
          <OtpField
            label={t('portal.signup.otpDialog.otp')}
            value={otp}
            onValue={setOtp}
            testId="otp-input"
            error={Boolean(shownFieldError)}
            helperText={shownFieldError ?? ' '}
            sx={{ mt: 1 }}
            helperTestId={shownFieldError ? 'otp-error' : undefined}
          />
          {error && (
            <Alert data-testid="otp-dialog-error" severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button data-testid="otp-resend" onClick={() => void resendOtp()} disabled={busy || resendIn > 0} sx={{ mr: 'auto' }}>
            {resendIn > 0 ? t('portal.signup.otpDialog.resendIn', { seconds: resendIn }) : t('portal.signup.otpDialog.resendOtp')}
          </Button>
          <Button data-testid="otp-cancel" onClick={onCancel} disabled={busy}>
            {t('portal.signup.otpDialog.cancel')}
          </Button>
          <Button data-testid="otp-verify" type="submit" variant="contained" disabled={busy}>
            {t('portal.signup.otpDialog.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
