import { en, languageOfHeader, msg, ok, rule } from './index.js';

describe('message helpers (issue 26)', () => {
  it('reads the language of a request from Accept-Language: kn or en by the client order, else en', () => {
    expect(languageOfHeader('kn')).toBe('kn');
    expect(languageOfHeader('kn-IN,kn;q=0.9,en-US;q=0.8')).toBe('kn');
    expect(languageOfHeader('en-US,en;q=0.9,kn;q=0.8')).toBe('en');
    expect(languageOfHeader('fr-FR,kn;q=0.5')).toBe('kn');
    expect(languageOfHeader('kn;q=0, en')).toBe('en');
    expect(languageOfHeader('en;q=0.3, kn;q=0.7')).toBe('kn');
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('de')).toBe('en');
    expect(languageOfHeader(['kn-IN'])).toBe('kn');
  });

  it('answers the English text with its code and values', () => {
    expect(en(msg('OTP_RESEND_WAIT', { seconds: 5 }))).toBe('Please wait 5 seconds before requesting another OTP.');
    expect(ok()).toEqual({ success: true, code: 'OK', message: 'OK' });
    expect(ok(msg('ROLE_SELECTED', { role: 'PDO' }))).toEqual({
      success: true,
      code: 'ROLE_SELECTED',
      message: 'Now working as PDO.',
      params: { role: 'PDO' },
    });
    expect(rule('MOBILE_INVALID', { each: true })).toEqual({
      each: true,
      message: 'Enter a valid 10-digit mobile number',
      context: { code: 'MOBILE_INVALID' },
    });
  });
});
