import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { digitsOnly } from './shaping';

const PASSWORD_MAX = 20;

type DigitsFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onValue: (value: string) => void;
  testId: string;
};

/** A digits-only field of fixed length (spec 1 §5): typing anything else is ignored. */
function DigitsField({ value, onValue, testId, slotProps, maxDigits, ...rest }: DigitsFieldProps & { maxDigits: number }) {
  return (
    <TextField
      value={value}
      onChange={(e) => onValue(digitsOnly(e.target.value, maxDigits))}
      fullWidth
      required
      {...rest}
      slotProps={{
        ...slotProps,
        htmlInput: { 'data-testid': testId, inputMode: 'numeric', maxLength: maxDigits, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}

/** A 10-digit mobile number. */
export function MobileField(props: DigitsFieldProps) {
  return <DigitsField autoComplete="username" {...props} maxDigits={10} />;
}

/** A 6-digit one-time code. */
export function OtpField(props: DigitsFieldProps) {
  return <DigitsField autoComplete="one-time-code" autoFocus {...props} maxDigits={6} />;
}

type PasswordFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValue: (value: string) => void;
  testId: string;
};

/** A password of at most 20 characters (the sign-in limit of spec 1 §5). */
export function PasswordField({ value, onValue, testId, slotProps, ...rest }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      value={value}
      onChange={(e) => onValue(e.target.value.slice(0, PASSWORD_MAX))}
      fullWidth
      required
      {...rest}
      slotProps={{ ...slotProps, htmlInput: { 'data-testid': testId, maxLength: PASSWORD_MAX } }}
    />
  );
}
