import { useId } from 'react';
import './controls.css';

interface OutlinedFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  testId: string;
  /** Applied to every change, so text the field does not take never shows. */
  filter: (text: string) => string;
  maxLength: number;
  type?: 'text' | 'password';
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A required text field with a label that rises onto the border once the field is focused or filled. */
export function OutlinedField({
  label,
  value,
  onValue,
  testId,
  filter,
  maxLength,
  type = 'text',
  inputMode,
  autoComplete,
  autoFocus,
}: OutlinedFieldProps) {
  const id = useId();
  return (
    <div className={value ? 'ui-field ui-field--filled' : 'ui-field'}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        <span aria-hidden="true">{'\u2009*'}</span>
      </label>
      <input
        className="ui-field__input"
        id={id}
        data-testid={testId}
        type={type}
        value={value}
        onChange={(e) => onValue(filter(e.target.value))}
        required
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
      />
    </div>
  );
}
