import { useMemo } from 'react';
import { format } from '@messages';
import type { Say } from '@server/scraper/changes/change-words';
import { useLocale, type Locale } from '../../../i18n/locale';

/**
 * A MIS history entry in the officer's words, for the screens (issue 43 item 1): the wording is the
 * server's server/src/scraper/changes/change-words.ts (the one place that words an entry; the MIS
 * Changes CSV words its cells there too), its texts the server catalog's `MIS_WORD_*`,
 * `MIS_FIELD_<column>` and `MIS_STATUS_*` (`@messages`, en and kn). A screen takes `useMisSay()`
 * and gives it where the wording asks for `say`.
 */
export {
  changeSentence,
  DATE_FIELDS,
  FIELD_LABELS,
  fieldLabel,
  fieldValueText,
  fieldWords,
  headOf,
  misStatusText,
  MONEY_FIELDS,
  pairsOf,
  subjectText,
  type FieldWords,
  type HistoryChange,
  type HistoryEntry,
  type HistorySource,
  type Say,
} from '@server/scraper/changes/change-words';

/** The catalog's texts in a language, as the wording takes them. */
export function misSay(locale: Locale): Say {
  return (code, params) => format(code, locale, params);
}

/** The catalog's texts in the portal's current language; a new function when the language changes. */
export function useMisSay(): Say {
  const locale = useLocale();
  return useMemo(() => misSay(locale), [locale]);
}
