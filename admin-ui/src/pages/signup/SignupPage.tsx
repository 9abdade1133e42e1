import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '../../navigation/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { t, type MessageKey } from '../../i18n/t';
import type { RouteToastState } from '../../layout/Toast';
import { answerText, authApi, failureFields, failureText, STATE_CODE, type OfficerLevel } from '../../providers/authApi';
import { paths } from '../../navigation/paths';
import { portalColors } from '../../theme';
import { FormPage } from '../forms/FormPage';
import { alphanumericUpper, digitsOnly, lettersUpper } from '../forms/shaping';
import { OtpDialog } from './OtpDialog';
import {
  emptySignup,
  firstSignupFailure,
  needsBlock,
  needsDistrict,
  needsPanchayat,
  OFFICER_LEVELS,
  type SignupField,
  type SignupValues,
} from './signupValidation';
import { useLocationOptions } from './useLocationOptions';

const LEVEL_LABELS: Record<OfficerLevel, MessageKey> = {
  STATE: 'portal.signup.levels.STATE',
  ZP: 'portal.signup.levels.ZP',
  TP: 'portal.signup.levels.TP',
  GP: 'portal.signup.levels.GP',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, color: portalColors.navy, mb: 1.5, fontSize: '0.95rem', letterSpacing: 0.2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

/**
 * `/signup`, Officers Registration (spec 1 §2-§5): details, OTP to the mobile number,
 * then the locked details are submitted.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errorField, setErrorField] = useState<SignupField | null>(null);
  const [otpOpen, setOtpOpen] = useState(false);
  const [otpSentMessage, setOtpSentMessage] = useState<string | null>(null);
  const [otpSentAt, setOtpSentAt] = useState<number | null>(null);
  const [otpFieldError, setOtpFieldError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);

  const level = values.officerLevel;
  const { districts, blocks, panchayats } = useLocationOptions(
    needsBlock(level) && values.districtCode ? values.districtCode : null,
    needsPanchayat(level) && values.blockCode ? values.blockCode : null,
    needsPanchayat(level),
  );

  const locked = verified || busy;

  function update(patch: Partial<SignupValues>) {
    setValues((current) => ({ ...current, ...patch }));
    if (errorField && errorField in patch) {
      setErrorField(null);
      setError(null);
    }
  }

  function showFailure(message: string, field: SignupField | null = null) {
    setError(message || null);
    setErrorField(field);
  }

  async function requestOtp() {
    const failure = firstSignupFailure(values);
    if (failure) {
      showFailure(t(failure.message), failure.field);
      return;
    }
    setBusy(true);
    showFailure('', null);
    const result = await authApi.registrationRequestOtp({
      mobile_number: values.mobile,
      email: values.email.trim(),
      kgid_pan: values.kgid,
    });
    setBusy(false);
    if (!result.ok) {
      showFailure(failureText(result, t('portal.signup.errors.sendOtpFailed')));
      return;
    }
    setOtpSentMessage(result.data.message === undefined ? null : answerText(result, result.data.message));
    setOtpSentAt(Date.now());
    setOtpFieldError(null);
    setOtpError(null);
    setOtpOpen(true);
  }

  /** Registration's "Resend OTP": the same request again; a refusal (the wait, the hourly cap) shows in the dialog. */
  async function resendOtp(): Promise<boolean> {
    setBusy(true);
    setOtpFieldError(null);
    setOtpError(null);
    const result = await authApi.registrationRequestOtp({
      mobile_number: values.mobile,
      email: values.email.trim(),
      kgid_pan: values.kgid,
    });
    setBusy(false);
    if (!result.ok) {
      setOtpError(failureText(result, t('portal.signup.errors.sendOtpFailed')));
      return false;
    }
    setOtpSentMessage(result.data.message === undefined ? null : answerText(result, result.data.message));
    setOtpSentAt(Date.now());
    return true;
  }

  async function verifyOtp(otp: string) {
    setBusy(true);
    setOtpFieldError(null);
    setOtpError(null);
    const result = await authApi.registrationVerifyOtp({
      mobile_number: values.mobile,
      email: values.email.trim(),
      otp_mobile: otp,
      otp_email: '',
    });
    setBusy(false);
    if (!result.ok) {
      const message = failureText(result, t('portal.signup.errors.verifyFailed'));
      // Which box the message belongs under: the server's field, else (an older server) its English wording.
      if (failureFields(result).mobile_number !== undefined || /mobile/i.test(result.message ?? '')) setOtpFieldError(message);
      else setOtpError(message);
      return;
    }
    setVerified(true);
    setOtpOpen(false);
  }

  async function register() {
    setBusy(true);
    setError(null);
    const result = await authApi.register({
      name: values.name.trim(),
      email: values.email.trim(),
      mobile_number: values.mobile,
      kgid_pan: values.kgid,
      designation: values.designation.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      officer_level: level as OfficerLevel,
      state_code: STATE_CODE,
      district_code: needsDistrict(level) ? values.districtCode : '',
      block_code: needsBlock(level) ? values.blockCode : '',
      panchayat_code: needsPanchayat(level) ? values.panchayatCode : '',
    });
    setBusy(false);
    if (!result.ok) {
      showFailure(failureText(result, t('portal.signup.errors.registerFailed')));
      return;
    }
    const state: RouteToastState = { toast: { text: t('portal.signup.success'), severity: 'success' } };
    navigate(paths.home, { state });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void (verified ? register() : requestOtp());
  }

  /** Common props of a text field: locked after verification, marked when its rule failed. */
  const field = (name: SignupField, testId: string, label: string, extra: Partial<TextFieldProps> = {}): TextFieldProps => ({
    label,
    value: values[name],
    disabled: locked,
    error: errorField === name,
    fullWidth: true,
    ...extra,
    slotProps: {
      ...extra.slotProps,
      htmlInput: { 'data-testid': testId, ...(extra.slotProps?.htmlInput as object | undefined) },
    },
  });

  const select = (name: SignupField, testId: string, label: string): Partial<TextFieldProps> => ({
    ...field(name, testId, label),
    select: true,
    required: true,
    slotProps: {
      select: { native: true },
      inputLabel: { shrink: true },
      htmlInput: { 'data-testid': testId },
    },
  });

  return (
    <FormPage
      testId="signup-page"
      title={t('portal.signup.title')}
      intro={t('portal.signup.intro')}
      backLabel={t('portal.signup.backToLogin')}
      backTestId="signup-back-to-login"
      maxWidth="md"
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
        <Section title={t('portal.signup.sectionOffice')}>
          <TextField
            {...select('officerLevel', 'signup-officer-level', t('portal.signup.officerLevel'))}
            onChange={(e) =>
              update({ officerLevel: e.target.value as OfficerLevel | '', districtCode: '', blockCode: '', panchayatCode: '' })
            }
          >
            <option value="">{t('portal.signup.selectOfficerLevel')}</option>
            {OFFICER_LEVELS.map((code) => (
              <option key={code} value={code}>
                {t(LEVEL_LABELS[code])}
              </option>
            ))}
          </TextField>
          {needsDistrict(level) && (
            <TextField
              {...select('districtCode', 'signup-district', t('portal.signup.district'))}
              onChange={(e) => update({ districtCode: e.target.value, blockCode: '', panchayatCode: '' })}
            >
              <option value="">{t('portal.signup.selectDistrict')}</option>
              {districts.map((d) => (
                <option key={d.district_code} value={d.district_code}>
                  {d.district_name}
                </option>
              ))}
            </TextField>
          )}
          {needsBlock(level) && (
            <TextField
              {...select('blockCode', 'signup-block', t('portal.signup.block'))}
              onChange={(e) => update({ blockCode: e.target.value, panchayatCode: '' })}
            >
              <option value="">{t('portal.signup.selectBlock')}</option>
              {blocks.map((b) => (
                <option key={b.block_code} value={b.block_code}>
                  {b.block_name}
                </option>
              ))}
            </TextField>
          )}
          {needsPanchayat(level) && (
            <TextField
              {...select('panchayatCode', 'signup-panchayat', t('portal.signup.panchayat'))}
              onChange={(e) => update({ panchayatCode: e.target.value })}
            >
              <option value="">{t('portal.signup.selectPanchayat')}</option>
              {panchayats.map((p) => (
                <option key={p.panchayat_code} value={p.panchayat_code}>
                  {p.panchayat_name}
                </option>
              ))}
            </TextField>
          )}
        </Section>

        <Section title={t('portal.signup.sectionOfficer')}>
          <TextField
            {...field('name', 'signup-name', t('portal.signup.name'), { required: true, autoComplete: 'name' })}
            onChange={(e) => update({ name: lettersUpper(e.target.value) })}
          />
          <TextField
            {...field('email', 'signup-email', t('portal.signup.email'), { required: true, type: 'email', autoComplete: 'email' })}
            onChange={(e) => update({ email: e.target.value })}
          />
          <TextField
            {...field('mobile', 'signup-mobile', t('portal.signup.mobile'), {
              required: true,
              autoComplete: 'tel-national',
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } },
            })}
            onChange={(e) => update({ mobile: digitsOnly(e.target.value, 10) })}
          />
          <TextField
            {...field('kgid', 'signup-kgid', t('portal.signup.kgid'), { required: true })}
            onChange={(e) => update({ kgid: alphanumericUpper(e.target.value) })}
          />
          <TextField
            {...field('designation', 'signup-designation', t('portal.signup.designation'), { required: true })}
            onChange={(e) => update({ designation: lettersUpper(e.target.value) })}
          />
        </Section>

        <Section title={t('portal.signup.sectionPassword')}>
          <TextField
            {...field('password', 'signup-password', t('portal.signup.password'), {
              required: true,
              type: 'password',
              autoComplete: 'new-password',
              helperText: t('portal.signup.passwordHint'),
              slotProps: { htmlInput: { maxLength: 20 } },
            })}
            onChange={(e) => update({ password: e.target.value.slice(0, 20) })}
          />
          <TextField
            {...field('confirmPassword', 'signup-confirm-password', t('portal.signup.confirmPassword'), {
              required: true,
              type: 'password',
              autoComplete: 'new-password',
              slotProps: { htmlInput: { maxLength: 20 } },
            })}
            onChange={(e) => update({ confirmPassword: e.target.value.slice(0, 20) })}
          />
        </Section>

        {error && (
          <Alert data-testid="signup-error" severity="error" role="alert">
            {error}
          </Alert>
        )}
        {verified && !error && (
          <Alert data-testid="signup-verified" severity="success">
            {t('portal.signup.verified')}
          </Alert>
        )}

        <Box>
          <Button
            data-testid="signup-submit"
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            sx={{ minWidth: { xs: '100%', sm: 260 } }}
          >
            {verified ? t('portal.signup.submit') : t('portal.signup.validate')}
          </Button>
        </Box>
      </Box>

      <OtpDialog
        open={otpOpen}
        sentMessage={otpSentMessage}
        sentAt={otpSentAt}
        busy={busy}
        fieldError={otpFieldError}
        error={otpError}
        onVerify={(otp) => void verifyOtp(otp)}
        onResend={resendOtp}
        onCancel={() => setOtpOpen(false)}
      />
    </FormPage>
  );
}
