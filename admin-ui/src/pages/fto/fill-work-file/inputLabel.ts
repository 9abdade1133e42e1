import type { FtoMessageKey } from '../../../i18n/fto';

type Translate = (key: FtoMessageKey, values?: Record<string, string | number>) => string;

/** The checklist's input labels the portal ships with (migration WorkFileChecklist), by their English text. */
const KNOWN: Record<string, FtoMessageKey> = {
  'estimate amount (rs)': 'fto.fill.checklist.inputLabels.estimateAmount',
  'sanction order number': 'fto.fill.checklist.inputLabels.sanctionOrder',
  'work order number': 'fto.fill.checklist.inputLabels.workOrder',
  'number of muster rolls': 'fto.fill.checklist.inputLabels.musterRolls',
  'mb number': 'fto.fill.checklist.inputLabels.mbNumber',
};

/**
 * A checklist item's input label in the officer's language (issue 43 item 6). The label is data
 * with no Kannada column; the ones the portal ships with have their Kannada here, and a label an
 * administrator wrote reads as written.
 */
export function inputLabel(label: string | null | undefined, t: Translate): string {
  if (!label) return '';
  const key = KNOWN[label.trim().replace(/\s+/g, ' ').toLowerCase()];
  return key ? t(key) : label;
}
