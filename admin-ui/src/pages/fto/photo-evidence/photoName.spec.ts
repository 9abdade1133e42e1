import { describe, expect, it } from '@jest/globals';
import { ftoMessages } from '../../../i18n/fto';
import { knFto } from '../../../i18n/kn/fto';
import { addCatalog, translate } from '../../../i18n/translate';
import { photoName } from './photoName';

addCatalog('en', ftoMessages);
addCatalog('kn', knFto);
const t = (locale: 'en' | 'kn') => (key: Parameters<typeof translate>[0], values?: Record<string, string | number>) =>
  translate(key, values ?? {}, locale);

describe('photoName: a photo named by its checklist item (issue 43 item 11)', () => {
  const file = { kind: 'checklist' as const, item_id: 18, item_title: 'Work site board', item_title_kn: 'ಕಾಮಗಾರಿ ಸ್ಥಳದ ಫಲಕ' };
  it("says the checklist item's title in the officer's language, never its id", () => {
    expect(photoName(file, t('en'), 'en')).toBe('Work site board');
    expect(photoName(file, t('kn'), 'kn')).toBe('ಕಾಮಗಾರಿ ಸ್ಥಳದ ಫಲಕ');
    expect(photoName({ ...file, item_title_kn: null }, t('kn'), 'kn')).toBe('Work site board');
  });
  it('the site photo is the site photo; an item gone from the checklist keeps its number', () => {
    expect(photoName({ kind: 'site', item_id: null, item_title: null, item_title_kn: null }, t('en'), 'en')).toBe('Site photo');
    expect(photoName({ ...file, item_title: null, item_title_kn: null }, t('en'), 'en')).toBe('Checklist image 18');
  });
});
