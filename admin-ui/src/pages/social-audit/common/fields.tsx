import TextField from '@mui/material/TextField';
import { isAmountText } from './money';
import { useSocialAuditTranslate } from './useSocialAuditTranslate';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  required?: boolean;
  disabled?: boolean;
  /** An error to show instead of the field's own check. */
  error?: string | null;
  size?: 'small' | 'medium';
  /** In a table cell under a column heading: no visible label, the label as the accessible name. */
  inTable?: boolean;
}

/** Rupees with up to two decimals, typed as text so no float ever holds them. */
export function AmountTextField({ label, value, onChange, testId, required, disabled, error, size = 'small', inTable }: FieldProps) {
  const t = useSocialAuditTranslate();
  const own = value.trim() !== '' && !isAmountText(value) ? t('socialAudit.filing.invalidAmount') : null;
  const shown = error ?? own;
  return (
    <TextField
      variant="outlined"
      label={inTable ? undefined : label}
      value={value}
      // Kept as typed ("abc" too), so the field says what is wrong instead of emptying itself.
      onChange={(event) => onChange(event.target.value.slice(0, 20))}
      required={required}
      disabled={disabled}
      error={!!shown}
      helperText={shown ?? undefined}
      size={size}
      fullWidth
      slotProps={{
        htmlInput: { 'data-testid': testId, inputMode: 'decimal', autoComplete: 'off', 'aria-label': inTable ? label : undefined },
        inputLabel: { shrink: true },
      }}
    />
  );
}
