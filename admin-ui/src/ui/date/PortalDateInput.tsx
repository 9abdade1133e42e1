import { useInput, type InputProps } from 'react-admin';
import { PortalDateField } from './PortalDateField';

interface PortalDateInputProps extends Pick<InputProps, 'source' | 'alwaysOn' | 'validate' | 'defaultValue'> {
  label: string;
  /** The first and last dates allowed, ISO yyyy-mm-dd. */
  min?: string;
  max?: string;
  testId?: string;
  helperText?: string;
}

/**
 * The portal's date field as a react-admin input (list filters, forms): the form value is the
 * ISO yyyy-mm-dd of a real date or empty, never a half-typed date.
 */
export function PortalDateInput({ source, label, min, max, testId, helperText, validate, defaultValue }: PortalDateInputProps) {
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue });
  return (
    <PortalDateField
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      testId={testId ?? `date-input-${source}`}
      min={min}
      max={max}
      required={isRequired}
      error={fieldState.error?.message ?? null}
      helperText={helperText}
      variant="filled"
      strict
    />
  );
}
