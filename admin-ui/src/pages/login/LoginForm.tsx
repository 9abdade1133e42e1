import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { t } from '../../i18n/t';
import { authApi, type ApiResult } from '../../providers/authApi';
import { originFrom, paths } from '../../routes';
import { signIn } from '../../session/sessionStore';
import { portalColors } from '../../theme';
import { isMobile, isOtp } from '../forms/shaping';
import { MobileField, OtpField, PasswordField } from '../forms/FormFields';

/** Spec 1 §8: a network failure has its own text; otherwise the server's message or the fallback. */
function loginFailure(result: ApiResult<unknown>, fallback: string): string {
  if (!result.ok && result.kind === 'network') return t('portal.login.networkError');
  return (!result.ok && result.message) || fallback;
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
  const [busy, setBusy] = useState(false);

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
    setStep('otp');
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
    signIn(result.data.data);
    navigate(originFrom(location.state) ?? paths.dashboard, { replace: true });
  }

  function editMobile() {
    setStep('credentials');
    setOtp('');
    setError(null);
  }

  return (
    <Paper
      data-testid="login-card"
      elevation={8}
      sx={{
        width: { xs: '100%', md: 380 },
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: 2,
        borderTop: `4px solid ${portalColors.gold}`,
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 2.5 }}>
        <LockOpenIcon aria-hidden sx={{ color: portalColors.navy }} />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, color: portalColors.navy }}>
          {t('portal.login.title')}
        </Typography>
      </Box>

      {step === 'credentials' ? (
        <Box component="form" noValidate onSubmit={requestOtp} sx={{ display: 'grid', gap: 2 }}>
          <MobileField label={t('portal.login.mobile')} value={mobile} onValue={setMobile} testId="login-mobile" />
          <PasswordField
            label={t('portal.login.password')}
            value={password}
            onValue={setPassword}
            autoComplete="current-password"
            testId="login-password"
          />
          {error && (
            <Alert data-testid="login-error" severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button data-testid="login-send-otp" type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {t('portal.login.sendOtp')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link data-testid="login-forgot-password" component={RouterLink} to={paths.forgotPassword} variant="body2">
              {t('portal.login.forgotPassword')}
            </Link>
            <Link data-testid="login-signup" component={RouterLink} to={paths.signup} variant="body2" sx={{ fontWeight: 600 }}>
              {t('portal.login.signUp')}
            </Link>
          </Box>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={verifyOtp} sx={{ display: 'grid', gap: 2 }}>
          <Typography data-testid="login-otp-sent" variant="body2" color="text.secondary">
            {t('portal.login.otpSentTo', { mobile })}
          </Typography>
          <OtpField label={t('portal.login.otp')} value={otp} onValue={setOtp} testId="login-otp" />
          {error && (
            <Alert data-testid="login-error" severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button data-testid="login-verify-otp" type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {t('portal.login.verifyOtp')}
          </Button>
          <Button data-testid="login-edit-mobile" variant="outlined" disabled={busy} onClick={editMobile} fullWidth>
            {t('portal.login.editMobile')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
