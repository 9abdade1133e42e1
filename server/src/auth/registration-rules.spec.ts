import { en, refOf } from '../common/messages/index.js';
import { checkRegistration, PASSWORD_MAX, type RegistrationInput } from './registration-rules.js';

const valid: RegistrationInput = {
  name: 'Asha Kumari',
  email: 'asha@example.org',
  mobile_number: '9876543210',
  kgid_pan: 'ABCDE1234F',
  designation: 'Assistant Engineer',
  password: 'secret123',
  confirmPassword: 'secret123',
  officer_level: 'GP',
  state_code: '15',
  district_code: '1515',
  block_code: '1515001',
  panchayat_code: '1515001001',
};

/** The first failure as the answer carries it: field, code and English text. */
function refusal(input: RegistrationInput) {
  const result = checkRegistration(input);
  if (result.ok) throw new Error('expected a refusal');
  const m = refOf(result.failure.message);
  return { field: result.failure.field, code: m.code, message: en(m) };
}

describe('registration rules (spec 1 §5, in order, first failure shown)', () => {
  it('accepts a valid registration and shapes it', () => {
    const result = checkRegistration({ ...valid, name: '  asha   kumari ', email: ' Asha@Example.ORG ', kgid_pan: 'abc-de 1234f' });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'ASHA KUMARI',
        email: 'asha@example.org',
        mobile_number: '9876543210',
        kgid_pan: 'ABCDE1234F',
        designation: 'ASSISTANT ENGINEER',
        password: 'secret123',
        officer_level: 'GP',
        state_code: '15',
        district_code: '1515',
        block_code: '1515001',
        panchayat_code: '1515001001',
      },
    });
  });

  it('drops the codes the level does not use', () => {
    const value = (level: string) => {
      const r = checkRegistration({ ...valid, officer_level: level });
      if (!r.ok) throw new Error(JSON.stringify(r.failure));
      return [r.value.district_code, r.value.block_code, r.value.panchayat_code];
    };
    expect(value('STATE')).toEqual([null, null, null]);
    expect(value('ZP')).toEqual(['1515', null, null]);
    expect(value('TP')).toEqual(['1515', '1515001', null]);
    expect(value('GP')).toEqual(['1515', '1515001', '1515001001']);
  });

  it('name: letters and spaces only', () => {
    const said = { field: 'name', code: 'NAME_LETTERS_ONLY', message: 'Invalid name. Only letters and spaces allowed.' };
    expect(refusal({ ...valid, name: 'Asha K.' })).toEqual(said);
    expect(refusal({ ...valid, name: 'Asha2' })).toEqual(said);
    expect(refusal({ ...valid, name: '   ' })).toEqual(said);
    expect(refusal({ ...valid, name: 42 })).toEqual(said);
    expect(refusal({ ...valid, name: undefined })).toEqual(said);
  });

  it('mobile number: exactly 10 digits', () => {
    const said = { field: 'mobile_number', code: 'MOBILE_TEN_DIGITS', message: 'Mobile number must be exactly 10 digits.' };
    expect(refusal({ ...valid, mobile_number: '987654321' })).toEqual(said);
    expect(refusal({ ...valid, mobile_number: '98765432101' })).toEqual(said);
    expect(refusal({ ...valid, mobile_number: '98765x3210' })).toEqual(said);
    expect(refusal({ ...valid, mobile_number: 9876543210 })).toEqual(said);
    expect(checkRegistration({ ...valid, mobile_number: ' 9876543210 ' }).ok).toBe(true);
  });

  it('email: a valid address of at most 254 characters', () => {
    const said = { field: 'email', code: 'EMAIL_INVALID', message: 'Invalid email format.' };
    expect(refusal({ ...valid, email: 'asha@example' })).toEqual(said);
    expect(refusal({ ...valid, email: 'asha example@x.org' })).toEqual(said);
    expect(refusal({ ...valid, email: '' })).toEqual(said);
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.org`;
    expect(at254).toHaveLength(254);
    expect(checkRegistration({ ...valid, email: at254 }).ok).toBe(true);
    expect(refusal({ ...valid, email: `a${at254}` })).toEqual(said);
  });

  it('KGID/PAN: required (letters and digits are what count)', () => {
    const said = { field: 'kgid_pan', code: 'KGID_PAN_REQUIRED', message: 'KGID/PAN is required.' };
    expect(refusal({ ...valid, kgid_pan: '' })).toEqual(said);
    expect(refusal({ ...valid, kgid_pan: ' -/ ' })).toEqual(said);
  });

  it('designation: required, letters and spaces', () => {
    const said = { field: 'designation', code: 'DESIGNATION_REQUIRED', message: 'Designation is required.' };
    expect(refusal({ ...valid, designation: '' })).toEqual(said);
    expect(refusal({ ...valid, designation: 'AE-2' })).toEqual(said);
  });

  it('password: 8 to 20 characters, letters and numbers, not one of the details, confirmed', () => {
    expect(refusal({ ...valid, password: 'abc1234', confirmPassword: 'abc1234' })).toEqual({
      field: 'password',
      code: 'PASSWORD_MIN_8',
      message: 'Password must be at least 8 characters.',
    });
    expect(checkRegistration({ ...valid, password: 'abcd1234', confirmPassword: 'abcd1234' }).ok).toBe(true);
    const longest = `${'a'.repeat(PASSWORD_MAX - 1)}1`;
    expect(checkRegistration({ ...valid, password: longest, confirmPassword: longest }).ok).toBe(true);
    expect(refusal({ ...valid, password: `${longest}2`, confirmPassword: `${longest}2` })).toEqual({
      field: 'password',
      code: 'PASSWORD_MAX',
      message: 'Password must be at most 20 characters.',
    });
    const lettersNumbers = { field: 'password', code: 'PASSWORD_LETTERS_NUMBERS', message: 'Password must contain letters and numbers.' };
    expect(refusal({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual(lettersNumbers);
    expect(refusal({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual(lettersNumbers);
    const details = {
      field: 'password',
      code: 'PASSWORD_MATCHES_DETAILS',
      message: 'Password should not match name, mobile, email, or KGID/PAN.',
    };
    // Compared without regard to case, against the shaped details.
    expect(refusal({ ...valid, password: 'abcde1234f', confirmPassword: 'abcde1234f' })).toEqual(details);
    expect(refusal({ ...valid, mobile_number: '1234567890', password: '1234567890', confirmPassword: '1234567890' }).code).toBe(
      'PASSWORD_LETTERS_NUMBERS',
    );
    expect(refusal({ ...valid, email: 'ab12@c.in', password: 'AB12@C.IN', confirmPassword: 'AB12@C.IN' })).toEqual(details);
    expect(refusal({ ...valid, name: 'Asha', password: 'Asha', confirmPassword: 'Asha' }).code).toBe('PASSWORD_MIN_8');
    expect(refusal({ ...valid, confirmPassword: 'secret124' })).toEqual({
      field: 'confirmPassword',
      code: 'PASSWORDS_DIFFER',
      message: 'Passwords do not match.',
    });
    expect(refusal({ ...valid, confirmPassword: undefined }).code).toBe('PASSWORDS_DIFFER');
  });

  it('officer level and the places it needs', () => {
    expect(refusal({ ...valid, officer_level: 'TALUK' })).toEqual({
      field: 'officer_level',
      code: 'OFFICER_LEVEL_REQUIRED',
      message: 'Please select Officer Level.',
    });
    expect(refusal({ ...valid, officer_level: undefined }).code).toBe('OFFICER_LEVEL_REQUIRED');
    expect(refusal({ ...valid, officer_level: 'ZP', district_code: ' ' })).toEqual({
      field: 'district_code',
      code: 'DISTRICT_REQUIRED',
      message: 'Please select District.',
    });
    const districtBlock = { field: 'block_code', code: 'DISTRICT_BLOCK_REQUIRED', message: 'Please select both District and Block.' };
    expect(refusal({ ...valid, officer_level: 'TP', block_code: '' })).toEqual(districtBlock);
    expect(refusal({ ...valid, officer_level: 'TP', district_code: '' })).toEqual(districtBlock);
    const all = {
      field: 'panchayat_code',
      code: 'DISTRICT_BLOCK_PANCHAYAT_REQUIRED',
      message: 'Please select District, Block, and Panchayat.',
    };
    expect(refusal({ ...valid, panchayat_code: null })).toEqual(all);
    expect(refusal({ ...valid, block_code: '' })).toEqual(all);
    expect(refusal({ ...valid, district_code: '' })).toEqual(all);
    // A state officer needs no place at all.
    expect(checkRegistration({ ...valid, officer_level: 'STATE', district_code: '', block_code: '', panchayat_code: '' }).ok).toBe(true);
  });

  it('checks in the spec order: the first failing rule is the answer', () => {
    const everythingWrong: RegistrationInput = {
      name: '1',
      email: 'x',
      mobile_number: '1',
      kgid_pan: '',
      designation: '',
      password: '1',
      confirmPassword: '2',
      officer_level: '',
    };
    const order: string[] = [];
    let input = { ...everythingWrong };
    const fixes: Partial<RegistrationInput>[] = [
      { name: valid.name },
      { mobile_number: valid.mobile_number },
      { email: valid.email },
      { kgid_pan: valid.kgid_pan },
      { designation: valid.designation },
      { password: 'abcdefghijk' },
      { password: 'abcdefghijk1234567890x' },
      { password: 'abcdefgh' },
      { password: valid.password },
      { confirmPassword: valid.confirmPassword },
      { officer_level: 'GP' },
      { district_code: '1515', block_code: '1515001', panchayat_code: '1515001001' },
    ];
    for (const fix of fixes) {
      const result = checkRegistration(input);
      order.push(result.ok ? 'ok' : refOf(result.failure.message).code);
      input = { ...input, ...fix };
    }
    order.push(checkRegistration(input).ok ? 'ok' : 'refused');
    expect(order).toEqual([
      'NAME_LETTERS_ONLY',
      'MOBILE_TEN_DIGITS',
      'EMAIL_INVALID',
      'KGID_PAN_REQUIRED',
      'DESIGNATION_REQUIRED',
      'PASSWORD_MIN_8',
      'PASSWORD_LETTERS_NUMBERS',
      'PASSWORD_MAX',
      'PASSWORD_LETTERS_NUMBERS',
      'PASSWORDS_DIFFER',
      'OFFICER_LEVEL_REQUIRED',
      'DISTRICT_BLOCK_PANCHAYAT_REQUIRED',
      'ok',
    ]);
  });
});
