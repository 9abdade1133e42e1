import { describe, expect, it } from '@jest/globals';
import { browserLocale, loadLocale } from './locale';
import { MESSAGES } from '@messages';
import { messageFor, serverFieldErrors, serverMessage } from './serverMessage';

/**
 * Read from the catalog itself: the placeholder catalog of this branch and the full one of
 * i18n-codes both have OTP_INVALID (the contract's example) and some code with a placeholder.
 */
const catalog = MESSAGES as Record<string, { en: string; kn: string }>;
const OTP_INVALID_KN = catalog.OTP_INVALID.kn;
const [withParam, { kn: withParamKn }] = Object.entries(catalog).find(([, text]) => /%\{\w+\}/.test(text.kn))!;
const paramName = /%\{(\w+)\}/.exec(withParamKn)![1];

describe('server messages by code (issue 26 item 3)', () => {
  it('shows English as the server sent it, whatever the catalog says', () => {
    expect(serverMessage({ code: 'OTP_INVALID', message: 'Invalid OTP.' }, 'fallback', 'en')).toBe('Invalid OTP.');
  });

  it('shows the catalog Kannada of a known code, its params filled', async () => {
    await loadLocale('kn');
    expect(serverMessage({ code: 'OTP_INVALID', message: 'Invalid OTP.' }, 'fallback', 'kn')).toBe(OTP_INVALID_KN);
    const shown = serverMessage({ code: withParam, message: 'English', params: { [paramName]: 42 } }, undefined, 'kn');
    expect(shown).toBe(withParamKn.split(`%{${paramName}}`).join('42'));
    expect(shown).toMatch(/[\u0C80-\u0CFF]/);
  });

  it('falls back to the message for a code the catalog does not know, and to the fallback for no message', async () => {
    await loadLocale('kn');
    expect(serverMessage({ code: 'NOT_A_CODE_IN_THE_CATALOG', message: 'Something new.' }, 'fallback', 'kn')).toBe('Something new.');
    expect(serverMessage({ code: 'NOT_A_CODE_IN_THE_CATALOG' }, 'fallback', 'kn')).toBe('fallback');
    expect(serverMessage(null, 'fallback', 'kn')).toBe('fallback');
    expect(serverMessage({ message: '  ' }, 'fallback', 'en')).toBe('fallback');
    expect(messageFor(undefined, 'As sent', undefined, 'kn')).toBe('As sent');
  });

  it('words field errors by their errorCodes', async () => {
    await loadLocale('kn');
    const body = {
      errors: { otp: 'Invalid OTP.', mobile: 'Mobile is taken.' },
      errorCodes: { otp: 'OTP_INVALID', mobile: 'MOBILE_TAKEN' },
    };
    expect(serverFieldErrors(body, 'kn')).toEqual({ otp: OTP_INVALID_KN, mobile: 'Mobile is taken.' });
    expect(serverFieldErrors(body, 'en')).toEqual({ otp: 'Invalid OTP.', mobile: 'Mobile is taken.' });
  });

  it('words each field by its own errorParams, and a value worded in each language (name.kn) in Kannada', async () => {
    await loadLocale('kn');
    // The issue import's refusal (issue 41): one problem on line 2, two joined on line 3.
    const body = {
      code: 'IMPORT_REFUSED',
      message: 'The file was not imported: 3 problem(s)',
      params: { total: 3 },
      errors: { 'line 2': 'issue_amount is required', 'line 3': 'a; b' },
      errorCodes: { 'line 2': 'IMPORT_REQUIRED', 'line 3': 'IMPORT_PROBLEMS' },
      errorParams: { 'line 2': { column: 'issue_amount' }, 'line 3': { problems: 'a; b', 'problems.kn': 'ಅ; ಬ' } },
    };
    expect(serverFieldErrors(body, 'kn')).toEqual({ 'line 2': 'issue_amount ಅಗತ್ಯವಿದೆ', 'line 3': 'ಅ; ಬ' });
    expect(serverFieldErrors(body, 'en')).toEqual(body.errors);
  });
});

describe('the language a first visit starts in', () => {
  it('is Kannada when the browser prefers Kannada, else English', () => {
    expect(browserLocale(['kn-IN', 'en-US'])).toBe('kn');
    expect(browserLocale(['kn'])).toBe('kn');
    expect(browserLocale(['en-IN', 'kn'])).toBe('en');
    expect(browserLocale(['hi-IN', 'kn-IN'])).toBe('kn');
    expect(browserLocale(['hi-IN'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
