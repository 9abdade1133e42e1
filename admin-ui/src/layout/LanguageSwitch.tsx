import { LANGUAGE_NAMES, LOCALES, setLocale, useLocale } from '../i18n/locale';
import '../fonts/kannada.css';
import './LanguageSwitch.css';

/** Both words, so an officer who reads only one of the languages finds the switch. */
const GROUP_LABEL = `${LANGUAGE_NAMES.kn} / ${LANGUAGE_NAMES.en}`;

/**
 * ಕನ್ನಡ / English (issue 26), on the public header and the signed-in top bar. Two buttons in a
 * group, the current one pressed (`aria-pressed`), each name in its own language (`lang`) so a
 * screen reader pronounces it right. Plain HTML and CSS: the public first page has no MUI.
 */
export function LanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
  const locale = useLocale();
  return (
    <div className="lang-switch" role="group" aria-label={GROUP_LABEL} data-testid={testId}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="lang-switch__option"
          aria-pressed={option === locale}
          data-testid={`${testId}-${option}`}
          onClick={() => void setLocale(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
