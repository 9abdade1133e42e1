import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { digitsOnly, PASSWORD_MAX } from './shaping';

interface FieldProps {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  testId: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Test id of the helper text (the OTP dialog's field error). */
  helperTestId?: string;
  sx?: SxProps<Theme>;
}

/**
 * An outlined, required text field, composed of the pieces MUI's TextField is made of
 * (FormControl, InputLabel, OutlinedInput, FormHelperText). The sign-in card has its own
 * plain-DOM field (ui/OutlinedField) that looks the same without MUI.
 */
function OutlinedField({
  label,
  value,
  onValue,
  testId,
  autoComplete,
  autoFocus,
  error,
  helperText,
  helperTestId,
  sx,
  type = 'text',
  inputMode,
  maxLength,
  filter,
}: FieldProps & { type?: string; inputMode?: 'numeric' | 'text'; maxLength: number; filter: (text: string) => string }) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth required error={error} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        value={value}
        onChange={(e) => onValue(filter(e.target.value))}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperText ? `${id}-helper` : undefined}
        inputProps={{ 'data-testid': testId, inputMode, maxLength }}
      />
      {helperText && (
        <FormHelperText id={`${id}-helper`} data-testid={helperTestId}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** A 10-digit mobile number (spec 1 §5): typing anything but digits is ignored. */
export function MobileField(props: FieldProps) {
  return <OutlinedField autoComplete="username" {...props} inputMode="numeric" maxLength={10} filter={(t) => digitsOnly(t, 10)} />;
}

/** A 6-digit one-time code. */
export function OtpField(props: FieldProps) {
  return (
    <OutlinedField autoComplete="one-time-code" autoFocus {...props} inputMode="numeric" maxLength={6} filter={(t) => digitsOnly(t, 6)} />
  );
}

/** A password of at most 20 characters (the sign-in limit of spec 1 §5). */
export function PasswordField(props: FieldProps) {
  return <OutlinedField {...props} type="password" maxLength={PASSWORD_MAX} filter={(t) => t.slice(0, PASSWORD_MAX)} />;
}
