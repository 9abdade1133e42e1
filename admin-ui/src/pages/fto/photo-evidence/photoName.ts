import { localName } from '../../../i18n/names';
import type { FtoMessageKey } from '../../../i18n/fto';
import type { PhotoEvidence } from './evidenceTypes';

type Translate = (key: FtoMessageKey, values?: Record<string, string | number>) => string;

/**
 * What a photo is of, as the officer reads it (issue 43 item 11): the site photo, or the
 * checklist item's title in the officer's language (the API gives it with the photo); the item's
 * number only when the item is gone from the checklist.
 */
export function photoName(
  file: Pick<PhotoEvidence, 'kind' | 'item_id' | 'item_title' | 'item_title_kn'>,
  t: Translate,
  locale: string,
): string {
  if (file.kind === 'site') return t('fto.evidence.photo.site');
  return localName(file.item_title, file.item_title_kn, locale) ?? t('fto.evidence.photo.checklist', { id: file.item_id ?? '' });
}
