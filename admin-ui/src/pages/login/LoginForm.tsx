import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../../navigation/router';
import { t } from '../../i18n/t';
import { authApi, failureText, type ApiResult } from '../../providers/authApi';
import { isDashboardPath, originFrom, paths } from '../../navigation/paths';
import { signIn } from '../../session/sessionStore';
import { loadAdminApp } from '../../signedInApp';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Icon } from '../../ui/Icon';
import { lockOpenIcon } from '../../ui/icons';
import { OutlinedField } from '../../ui/OutlinedField';
import { preloadMainOptions } from '../dashboard/preload';
import { digitsOnly, isMobile, isOtp, PASSWORD_MAX } from '../forms/shaping';
import { useResendCountdown } from '../forms/useResendCountdown';
import '../../ui/controls.css';
import './LoginForm.css';

/**
 * Spec 1 §8: a network failure has its own text; otherwise the server's message or the fallback.
 * An officer in the field without signal is also told that signing in needs the network and
 * that the drafts on the device are safe, rather than only a "network error" to retry in vain.
 */
function loginFailure(result: ApiResult<unknown>, fallback: string): string {
  if (!result.ok && result.kind === 'network') {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return offline ? `${t('portal.login.networkError')}. ${t('portal.login.offline')}` : t('portal.login.networkError');
  }
  return failureText(result, fallback);
}

/**
 * The officer login of spec 1 §2, in two steps: mobile number and password ask the
 * server for an OTP; the OTP then signs in and opens the dashboard (or the signed-in
 * page a guard sent the officer away from).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const resendIn = useResendCountdown(step === 'otp' ? sentAt : null);

  async function requestOtp(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isMobile(mobile)) {
      setError(t('portal.login.invalidMobile'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await authApi.loginRequestOtp(mobile, password);
    setBusy(false);
    if (!result.ok) {
      setError(loginFailure(result, t('portal.login.sendOtpFailed')));
      return;
    }
    setOtp('');
    setNotice(null);
    setStep('otp');
    setSentAt(Date.now());
    // While the officer types the code, the code of the page the login returns to comes down
    // (signedInApp.ts). Not for the dashboard: it is part of this first page, and on a slow link
    // a download still running at the login would compete with its cards; it fetches the
    // signed-in app itself once they show.
    const origin = originFrom(location.state);
    if (origin && !isDashboardPath(origin)) loadAdminApp().catch(() => undefined);
  }

  /** Asks for a new code once the wait is over (spec 1 §2's OTP step, issue 25 item 5). */
  async function resendOtp() {
    if (busy || resendIn > 0) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    const result = await authApi.loginRequestOtp(mobile, password);
    setBusy(false);
    if (!result.ok) {
      setError(loginFailure(result, t('portal.login.sendOtpFailed')));
      return;
    }
    setOtp('');
    setNotice(t('portal.login.otpResent', { mobile }));
    setSentAt(Date.now());
  }

  async function verifyOtp(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isOtp(otp)) {
      setError(t('portal.login.invalidOtp'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await authApi.loginVerifyOtp(mobile, otp);
    if (!result.ok || !result.data.data?.user) {
      setBusy(false);
      setError(loginFailure(result, t('portal.login.verifyFailed')));
      return;
    }
    const target = originFrom(location.state) ?? paths.dashboard;
    // The cards' request leaves as the session shows, in the officer's language (signIn waits
    // for a switch to it), before the dashboard renders.
    await signIn(result.data.data, target === paths.dashboard ? preloadMainOptions : undefined);
    navigate(target, { replace: true });
  }

  function editMobile() {
    setStep('credentials');
    setOtp('');
    setError(null);
  }

  return (
    <div className="login-card" data-testid="login-card">
      <div className="login-card__head">
        <Icon shape={lockOpenIcon} />
        <h2 className="login-card__title">{t('portal.login.title')}</h2>
      </div>

      {/* Keyed per step, so the OTP field is a new input (autofocused) and never the password field reused. */}
      {step === 'credentials' ? (
        <form key="credentials" className="login-card__form" noValidate onSubmit={requestOtp}>
          <OutlinedField
            label={t('portal.login.mobile')}
            value={mobile}
            onValue={setMobile}
            testId="login-mobile"
            filter={(text) => digitsOnly(text, 10)}
            maxLength={10}
            inputMode="numeric"
            autoComplete="username"
          />
          <OutlinedField
            label={t('portal.login.password')}
            value={password}
            onValue={setPassword}
            testId="login-password"
            filter={(text) => text.slice(0, PASSWORD_MAX)}
            maxLength={PASSWORD_MAX}
            type="password"
            autoComplete="current-password"
          />
          {error && <ErrorAlert testId="login-error">{error}</ErrorAlert>}
          <button
            className="ui-btn ui-btn--contained ui-btn--large ui-btn--block"
            data-testid="login-send-otp"
            type="submit"
            disabled={busy}
          >
            {t('portal.login.sendOtp')}
          </button>
          <div className="login-card__links">
            <Link className="ui-link" data-testid="login-forgot-password" to={paths.forgotPassword}>
              {t('portal.login.forgotPassword')}
            </Link>
            <Link className="ui-link login-card__signup" data-testid="login-signup" to={paths.signup}>
              {t('portal.login.signUp')}
            </Link>
          </div>
        </form>
      ) : (
        <form key="otp" className="login-card__form" noValidate onSubmit={verifyOtp}>
          <p className="login-card__sent" data-testid="login-otp-sent">
            {t('portal.login.otpSentTo', { mobile })}
          </p>
          <OutlinedField
            label={t('portal.login.otp')}
            value={otp}
            onValue={setOtp}
            testId="login-otp"
            filter={(text) => digitsOnly(text, 6)}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
          {error && <ErrorAlert testId="login-error">{error}</ErrorAlert>}
          {notice && !error && (
            <p className="login-card__sent" data-testid="login-otp-resent" role="status">
              {notice}
            </p>
          )}
          <button
            className="ui-btn ui-btn--contained ui-btn--large ui-btn--block"
            data-testid="login-verify-otp"
            type="submit"
            disabled={busy}
          >
            {t('portal.login.verifyOtp')}
          </button>
          <button
            className="ui-btn ui-btn--text ui-btn--block"
            data-testid="login-resend-otp"
            type="button"
            disabled={busy || resendIn > 0}
            onClick={() => void resendOtp()}
          >
            {resendIn > 0 ? t('portal.login.resendIn', { seconds: resendIn }) : t('portal.login.resendOtp')}
          </button>
          <button
            className="ui-btn ui-btn--outlined ui-btn--block"
            data-testid="login-edit-mobile"
            type="button"
            disabled={busy}
            onClick={editMobile}
          >
            {t('portal.login.editMobile')}
          </button>
        </form>
      )}
    </div>
  );
}
