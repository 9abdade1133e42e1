import { en, format, joinedParam, languageOfHeader, msg, ok, rule } from './index.js';

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

  it('joins messages shown as one in each language: name in English, name.kn in Kannada (issue 41 follow-up)', () => {
    const params = joinedParam(
      'problems',
      [msg('IMPORT_REQUIRED', { column: 'issue_amount' }), msg('IMPORT_ISSUE_TYPE', { value: 'XX' })],
      '; ',
    );
    expect(params).toEqual({
      problems: 'issue_amount is required; issue_type "XX" must be FM, FD, PV or GR',
      'problems.kn': 'issue_amount ಅಗತ್ಯವಿದೆ; issue_type "XX" FM, FD, PV ಅಥವಾ GR ಆಗಿರಬೇಕು',
    });
    expect(en(msg('IMPORT_PROBLEMS', params))).toBe(params.problems);
    expect(format('IMPORT_PROBLEMS', 'kn', params)).toBe(params['problems.kn']);
    // A value given once serves both languages.
    expect(format('IMPORT_REQUIRED', 'kn', { column: 'issue_amount' })).toBe('issue_amount ಅಗತ್ಯವಿದೆ');
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
