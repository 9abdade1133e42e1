import { describe, expect, it } from '@jest/globals';
import { ftoMessages } from '../../../i18n/fto';
import { knFto } from '../../../i18n/kn/fto';
import { addCatalog, translate } from '../../../i18n/translate';
import { inputLabel } from './inputLabel';

addCatalog('en', ftoMessages);
addCatalog('kn', knFto);
const kn = (key: Parameters<typeof translate>[0], values?: Record<string, string | number>) => translate(key, values ?? {}, 'kn');
const en = (key: Parameters<typeof translate>[0], values?: Record<string, string | number>) => translate(key, values ?? {}, 'en');

describe('inputLabel: the checklist input labels in the officer language (issue 43 item 6)', () => {
  it('the labels the portal ships with read in Kannada, and as they are in English', () => {
    expect(
      ['Estimate amount (Rs)', 'Sanction order number', 'Work order number', 'Number of muster rolls', 'MB number'].map((l) =>
        inputLabel(l, kn),
      ),
    ).toEqual(['ಅಂದಾಜು ಮೊತ್ತ (ರೂ.)', 'ಮಂಜೂರಾತಿ ಆದೇಶ ಸಂಖ್ಯೆ', 'ಕಾರ್ಯಾದೇಶ ಸಂಖ್ಯೆ', 'ಮಸ್ಟರ್ ರೋಲ್‌ಗಳ ಸಂಖ್ಯೆ', 'MB ಸಂಖ್ಯೆ']);
    expect(inputLabel('Estimate amount (Rs)', en)).toBe('Estimate amount (Rs)');
    expect(inputLabel('  mb  number ', kn)).toBe('MB ಸಂಖ್ಯೆ');
  });
  it('a label an administrator wrote reads as written; none is empty', () => {
    expect(inputLabel('Tank capacity (litres)', kn)).toBe('Tank capacity (litres)');
    expect(inputLabel(null, kn)).toBe('');
  });
});
