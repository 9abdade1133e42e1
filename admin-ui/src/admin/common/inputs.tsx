import type { ReactNode } from 'react';
import { InputHelperText, TextInput, useInput, type TextInputProps, type Validator } from 'react-admin';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface Choice {
  id: string | number;
  name: string;
}

interface NativeSelectInputProps {
  source: string;
  label: string;
  choices: readonly Choice[];
  /** The first, empty option ("Select ..."); none when omitted. */
  emptyText?: string;
  testId: string;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: ReactNode;
  /** Called after the form value changed (e.g. to clear a dependent field). */
  onValueChange?: (value: string) => void;
}

/**
 * A react-admin form input rendered as a native `<select>` (browser tests drive it with
 * `selectOption`, and phones get their own picker). The test id sits on the `<select>`.
 */
export function NativeSelectInput({
  source,
  label,
  choices,
  emptyText,
  testId,
  validate,
  disabled,
  helperText,
  onValueChange,
}: NativeSelectInputProps) {
  // `disabled` stays off useInput: react-hook-form would drop a disabled field's value on submit.
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate });
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={() => field.onBlur()}
      inputRef={field.ref}
      disabled={disabled}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
      fullWidth
      margin="dense"
      slotProps={{
        select: { native: true },
        htmlInput: { 'data-testid': testId },
        // The asterisk only: a native `required` would let the browser block react-admin's validation.
        inputLabel: { shrink: true, required: isRequired },
      }}
    >
      {emptyText !== undefined && <option value="">{emptyText}</option>}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}

/** react-admin's TextInput with the test id on the `<input>` itself. */
export function FormTextInput({ testId, ...props }: TextInputProps & { testId: string }) {
  return <TextInput fullWidth margin="dense" {...props} slotProps={{ ...props.slotProps, htmlInput: { 'data-testid': testId } }} />;
}

interface NativeSelectProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  emptyText?: string;
  testId: string;
  disabled?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  /** An error shown under the select (instead of helperText). */
  error?: string | null;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
}

/** A plain (non-form) native `<select>` for filters and dialogs; the test id is on the `<select>`. */
export function NativeSelect({
  label,
  value,
  choices,
  emptyText,
  testId,
  disabled,
  required,
  helperText,
  error,
  onChange,
  size = 'small',
}: NativeSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required={required}
      error={!!error}
      helperText={error ?? helperText}
      fullWidth
      size={size}
      variant="outlined"
      margin="none"
      slotProps={{
        select: { native: true },
        htmlInput: { 'data-testid': testId },
        inputLabel: { shrink: true },
      }}
    >
      {emptyText !== undefined && <option value="">{emptyText}</option>}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}

/** The free-text search box of a filter bar (a magnifier in front; the browser's clear button). */
export function SearchField({
  label,
  value,
  onChange,
  testId,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  maxLength?: number;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      variant="outlined"
      margin="none"
      fullWidth
      slotProps={{
        htmlInput: { 'data-testid': testId, type: 'search', maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
