import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { digitsOnly } from './shaping';

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
