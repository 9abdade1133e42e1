import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/t';
import { answerText, authApi, failureText, type ApiResult } from '../../providers/authApi';
import { notify } from '../../layout/Toast';
import { FormPage } from '../forms/FormPage';
import { isMobile, isOtp } from '../forms/shaping';
import { MobileField, OtpField, PasswordField } from '../forms/FormFields';
import { useResendCountdown } from '../forms/useResendCountdown';

type StepNumber = 1 | 2 | 3;

/** Spec 2 §5: six or more letters/digits, at least one letter and one digit. */
const isStrongEnough = (password: string) =>
  (password.match(/[A-Za-z0-9]/g) ?? []).length >= 6 && /[A-Za-z]/.test(password) && /\d/.test(password);

/**
 * Spec 2 §8 has two fallbacks per call: one for an answer that says "no" (`rejected`)
 * and one for an error answer or no answer at all. The server's message always wins.
 */
function failure(result: ApiResult<unknown>, rejected: string, failed: string): string {
  if (result.ok) return '';
  return failureText(result, result.kind === 'rejected' ? rejected : failed);
}

/** Spec 2 §1: this page's toasts close after 3000 ms. */
const show = (text: string, type: 'success' | 'error') => notify(text, { type, autoHideDuration: 3000 });

/** `/forgot-password`: mobile number, OTP, new password (spec 2 §2, §4). */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<StepNumber>(1);
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const resendIn = useResendCountdown(step === 2 ? sentAt : null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  function sendOtp(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isMobile(mobile)) {
      show(t('portal.forgotPassword.invalidMobile'), 'error');
      return;
    }
    void run(async () => {
      const result = await authApi.forgotSendOtp(mobile);
      if (!result.ok) {
        const text = t('portal.forgotPassword.sendFailed');
        show(failure(result, text, text), 'error');
        return;
      }
      show(answerText(result, t('portal.forgotPassword.otpSent')), 'success');
      setOtp('');
      setStep(2);
      setSentAt(Date.now());
    });
  }

  /** "Resend OTP" once the wait is over: the same request, its answer as a toast. */
  function resendOtp() {
    if (busy || resendIn > 0) return;
    void run(async () => {
      const result = await authApi.forgotSendOtp(mobile);
      if (!result.ok) {
        const text = t('portal.forgotPassword.sendFailed');
        show(failure(result, text, text), 'error');
        return;
      }
      show(answerText(result, t('portal.forgotPassword.otpSent')), 'success');
      setOtp('');
      setSentAt(Date.now());
    });
  }

  function verifyOtp(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isOtp(otp)) {
      show(t('portal.forgotPassword.invalidOtp'), 'error');
      return;
    }
    void run(async () => {
      const result = await authApi.forgotVerifyOtp(mobile, otp);
      if (!result.ok) {
        show(failure(result, t('portal.forgotPassword.invalidOtpAnswer'), t('portal.forgotPassword.verifyFailed')), 'error');
        return;
      }
      show(answerText(result, t('portal.forgotPassword.otpVerified')), 'success');
      setStep(3);
    });
  }

  function resetPassword(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isStrongEnough(password)) {
      show(t('portal.forgotPassword.weakPassword'), 'error');
      return;
    }
    if (password !== confirm) {
      show(t('portal.forgotPassword.passwordMismatch'), 'error');
      return;
    }
    void run(async () => {
      const result = await authApi.forgotResetPassword(mobile, password);
      if (!result.ok) {
        show(failure(result, t('portal.forgotPassword.resetRejected'), t('portal.forgotPassword.resetFailed')), 'error');
        return;
      }
      show(answerText(result, t('portal.forgotPassword.success')), 'success');
      setMobile('');
      setOtp('');
      setPassword('');
      setConfirm('');
      setStep(1);
    });
  }

  const stepLabels = [t('portal.forgotPassword.stepMobile'), t('portal.forgotPassword.stepOtp'), t('portal.forgotPassword.stepPassword')];

  return (
    <FormPage
      testId="forgot-password-page"
      title={t('portal.forgotPassword.title')}
      intro={t('portal.forgotPassword.intro')}
      backLabel={t('portal.forgotPassword.backToLogin')}
      backTestId="fp-back-to-login"
      maxWidth="sm"
    >
      <Stepper data-testid="fp-stepper" data-step={step} activeStep={step - 1} alternativeLabel sx={{ mb: 3 }}>
        {stepLabels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 1 && (
        <Box component="form" noValidate onSubmit={sendOtp} sx={{ display: 'grid', gap: 2 }}>
          <MobileField label={t('portal.forgotPassword.mobile')} value={mobile} onValue={setMobile} testId="fp-mobile" />
          <Button data-testid="fp-send-otp" type="submit" variant="contained" size="large" disabled={busy}>
            {t('portal.forgotPassword.sendOtp')}
          </Button>
        </Box>
      )}

      {step === 2 && (
        <Box component="form" noValidate onSubmit={verifyOtp} sx={{ display: 'grid', gap: 2 }}>
          <Typography data-testid="fp-otp-sent" variant="body2" color="textSecondary">
            {t('portal.forgotPassword.otpSentTo', { mobile })}
          </Typography>
          <OtpField label={t('portal.forgotPassword.otp')} value={otp} onValue={setOtp} testId="fp-otp" />
          <Button data-testid="fp-verify-otp" type="submit" variant="contained" size="large" disabled={busy}>
            {t('portal.forgotPassword.verifyOtp')}
          </Button>
          <Button data-testid="fp-resend-otp" onClick={resendOtp} disabled={busy || resendIn > 0}>
            {resendIn > 0 ? t('portal.forgotPassword.resendIn', { seconds: resendIn }) : t('portal.forgotPassword.resendOtp')}
          </Button>
        </Box>
      )}

      {step === 3 && (
        <Box component="form" noValidate onSubmit={resetPassword} sx={{ display: 'grid', gap: 2 }}>
          <PasswordField
            label={t('portal.forgotPassword.newPassword')}
            value={password}
            onValue={setPassword}
            autoComplete="new-password"
            autoFocus
            helperText={t('portal.forgotPassword.passwordHint')}
            testId="fp-new-password"
          />
          <PasswordField
            label={t('portal.forgotPassword.confirmPassword')}
            value={confirm}
            onValue={setConfirm}
            autoComplete="new-password"
            testId="fp-confirm-password"
          />
          <Button data-testid="fp-reset" type="submit" variant="contained" size="large" disabled={busy}>
            {t('portal.forgotPassword.reset')}
          </Button>
        </Box>
      )}
    </FormPage>
  );
}
