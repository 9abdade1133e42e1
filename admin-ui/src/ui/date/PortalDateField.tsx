import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/kn';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import Box from '@mui/material/Box';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { formatDate, isoDate, parseTypedDate, typedDateProblem } from '../../i18n/format';
import { t as portalT, type MessageKey } from '../../i18n/t';

/** The format officers read on paper and in the portal, whatever the browser's locale. */
const FORMAT = 'DD/MM/YYYY';

export interface PortalDateFieldProps {
  label: string;
  /** The date as ISO `yyyy-mm-dd`; '' for none. A dd/mm/yyyy text (an older draft) is read too. */
  value: string;
  /**
   * The ISO `yyyy-mm-dd` of a real date, '' when the field is empty. What is typed but is no date
   * (31/02/2030, 12/mm/2024) comes as that dd/mm/yyyy text, so a form can say what is wrong
   * (`typedDateProblem`), unless `strict`, when it comes as ''.
   */
  onChange: (value: string) => void;
  /** On the field's box; its `input` holds the shown dd/mm/yyyy text. */
  testId: string;
  /** The first and last dates allowed, ISO. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** An error to show instead of the field's own check; `true` only marks the field. */
  error?: string | boolean | null;
  /** Shown under the field when there is no error. */
  helperText?: string;
  /** Attributes of the text under the field (a test id; `data-fill-error` on an error). */
  helperAttributes?: Record<string, string | boolean>;
  size?: 'small' | 'medium';
  /** In a table cell under a column heading: no visible label, the label as the accessible name. */
  inTable?: boolean;
  /** Only real dates or '' go out (filters, which must not send a half-typed date). */
  strict?: boolean;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** react-admin's filter and form inputs are filled; dialogs use outlined fields. */
  variant?: 'outlined' | 'filled';
  className?: string;
}

/** A calendar date as the picker's day (local midnight: a calendar date has no time zone). */
function toDay(value: string): Dayjs | null {
  const iso = isoDate(value);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number);
  return dayjs(new Date(year, month - 1, day));
}

const isoOf = (day: Dayjs) => day.format('YYYY-MM-DD');

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * react-admin's translate with the English text as its default, so the field also reads right
 * outside react-admin (whose default provider gives keys back).
 */
function useDateTranslate(): Translate {
  const translate = useTranslate();
  return useCallback(
    (key, values = {}) => {
      const text = translate(key, { _: portalT(key, values), ...values });
      return text === key ? portalT(key, values) : text;
    },
    [translate],
  );
}

/** The picker's own labels in the UI language; its section placeholders stay dd/mm/yyyy. */
function localeText(t: Translate): PickersInputLocaleText {
  return {
    previousMonth: t('portal.dateField.previousMonth'),
    nextMonth: t('portal.dateField.nextMonth'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('portal.dateField.yearViewOpen') : t('portal.dateField.calendarViewOpen'),
    openDatePickerDialogue: (formatted) =>
      formatted ? t('portal.dateField.chooseDateSelected', { date: formatted }) : t('portal.dateField.chooseDate'),
    fieldClearLabel: t('portal.dateField.clear'),
    clearButtonLabel: t('portal.dateField.clear'),
    todayButtonLabel: t('portal.dateField.today'),
    cancelButtonLabel: t('portal.dateField.cancel'),
    okButtonLabel: t('portal.dateField.ok'),
    day: t('portal.dateField.day'),
    month: t('portal.dateField.month'),
    year: t('portal.dateField.year'),
    empty: t('portal.dateField.empty'),
    fieldDayPlaceholder: () => 'dd',
    fieldMonthPlaceholder: () => 'mm',
    fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
  };
}

/**
 * The portal's one date field (issue 26): typed or picked as dd/mm/yyyy whatever the browser's
 * locale, the value in and out as ISO yyyy-mm-dd. The desktop variant on every screen size, so
 * a phone types as a computer does, and its calendar opens in a popper that fits 390 px. The
 * calendar's month and day names follow the UI language (react-admin's locale; 'en' outside it).
 */
export function PortalDateField({
  label,
  value,
  onChange,
  testId,
  min,
  max,
  required,
  disabled,
  error,
  helperText,
  helperAttributes,
  size = 'small',
  inTable,
  strict,
  name,
  onBlur,
  inputRef,
  className,
  variant = 'outlined',
}: PortalDateFieldProps) {
  const t = useDateTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'kn' ? 'kn' : 'en';
  const [day, setDay] = useState<Dayjs | null>(() => toDay(value));
  // What this field last sent: the value coming back from the form is not read again, so a
  // half-typed date is not wiped by its own echo.
  const sent = useRef(value);
  // What is typed when it is no date ("31/02/2030", "12/mm/yyyy"); '' otherwise.
  const [typed, setTyped] = useState<string>(() => (value && !isoDate(value) ? value : ''));

  // The picker keeps its own value (uncontrolled): given a value back while a date is half
  // typed, it would rebuild its sections and wipe what is typed. A value from outside (a form
  // reset, a restored draft) mounts it afresh.
  const [mount, setMount] = useState(0);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setDay(toDay(value));
    setTyped(value && !isoDate(value) ? value : '');
    setMount((n) => n + 1);
  }, [value]);

  const minDay = useMemo(() => (min ? toDay(min) : null), [min]);
  const maxDay = useMemo(() => (max ? toDay(max) : null), [max]);

  const emit = (out: string) => {
    if (out === sent.current) return;
    sent.current = out;
    onChange(out);
  };

  const handleChange = (next: Dayjs | null) => {
    setDay(next);
    if (next === null) {
      setTyped('');
      emit('');
    } else if (next.isValid()) {
      setTyped('');
      emit(isoOf(next));
    }
  };

  // The picker reports a change only between dates: from one impossible date to another
  // (31/02 -> 30/02) it stays silent. Its hidden input holds the sections as shown, so every
  // change of the shown text is read from there.
  const box = useRef<HTMLDivElement>(null);
  const onText = useRef<(text: string) => void>(() => undefined);
  useLayoutEffect(() => {
    onText.current = (text: string) => {
      const blank = /^[dmy/]*$/.test(text);
      if (blank || parseTypedDate(text) !== null) return setTyped('');
      setTyped(text);
      emit(strict ? '' : text);
    };
  });
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const shown = () => root.querySelector('input')?.value ?? '';
    let last = shown();
    const observer = new MutationObserver(() => {
      const text = shown();
      if (text === last) return;
      last = text;
      onText.current(text);
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  const own = (() => {
    if (typed && typedDateProblem(typed) === 'no-such') return t('portal.dateField.noSuchDate');
    // A date still being typed is not wrong yet: "dd/mm/yyyy" is asked for once the officer moves on.
    if (typed) return focused ? null : t('portal.dateField.invalidDate');
    if (day && day.isValid()) {
      const iso = isoOf(day);
      if (min && iso < min) return t('portal.dateField.notBefore', { date: formatDate(min) });
      if (max && iso > max) return t('portal.dateField.notAfter', { date: formatDate(max) });
    }
    return null;
  })();
  const shown = typeof error === 'string' && error ? error : own;
  const marked = !!shown || error === true;
  const help = shown ?? helperText;
  // A new set of texts would make the picker rebuild its sections, wiping a half-typed date.
  const texts = useMemo(() => localeText(t), [t]);

  return (
    <Box
      ref={box}
      sx={{ display: 'contents' }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={texts}>
        <DesktopDatePicker
          label={inTable ? undefined : label}
          key={mount}
          defaultValue={day}
          onChange={handleChange}
          format={FORMAT}
          minDate={minDay ?? undefined}
          maxDate={maxDay ?? undefined}
          disabled={disabled}
          name={name}
          className={className}
          slotProps={{
            textField: {
              // On the field's box (what an officer sees and taps); the shown text is its input's value.
              ...({ 'data-testid': testId } as object),
              size,
              required,
              fullWidth: true,
              error: marked,
              helperText: help,
              onBlur,
              inputRef,
              variant,
              slotProps: {
                // In a table the column heading is the label: the field's group still has a name.
                input: inTable ? ({ 'aria-label': label } as object) : undefined,
                inputLabel: { shrink: true },
                formHelperText: {
                  ...helperAttributes,
                  // react-admin's filter bar hides helper texts; a date that is no date still says so.
                  ...(shown ? { sx: { '&&&': { display: 'block' } } } : {}),
                } as object,
              },
            },
            popper: { placement: 'bottom-start' },
            openPickerButton: { 'data-testid': `${testId}-open` } as object,
          }}
        />
      </LocalizationProvider>
    </Box>
  );
}
