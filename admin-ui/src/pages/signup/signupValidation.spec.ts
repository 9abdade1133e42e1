import { describe, expect, it } from '@jest/globals';
import { emptySignup, firstSignupFailure, type SignupValues } from './signupValidation';

/** A registration every rule accepts, for a GP officer. */
const good: SignupValues = {
  ...emptySignup,
  officerLevel: 'GP',
  districtCode: '1501',
  blockCode: '1501001',
  panchayatCode: '1501001001',
  name: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  kgid: 'ABCDE1234F',
  designation: 'Panchayat Officer',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe("the signup page's rules are the server's registration rules (issue 42)", () => {
  it('accepts what the server accepts', () => {
    expect(firstSignupFailure(good)).toBeNull();
  });

  it("shows the first failure in the spec's order, with the page's text and field", () => {
    expect(firstSignupFailure(emptySignup)).toEqual({ field: 'name', message: 'portal.signup.errors.name' });
    expect(firstSignupFailure({ ...good, mobile: '98765' })).toEqual({ field: 'mobile', message: 'portal.signup.errors.mobile' });
    expect(firstSignupFailure({ ...good, email: 'asha' })).toEqual({ field: 'email', message: 'portal.signup.errors.email' });
    expect(firstSignupFailure({ ...good, kgid: ' ' })).toEqual({ field: 'kgid', message: 'portal.signup.errors.kgid' });
    expect(firstSignupFailure({ ...good, designation: 'Officer 2' })).toEqual({
      field: 'designation',
      message: 'portal.signup.errors.designation',
    });
    expect(firstSignupFailure({ ...good, password: 'abc1', confirmPassword: 'abc1' })).toEqual({
      field: 'password',
      message: 'portal.signup.errors.passwordLength',
    });
    expect(firstSignupFailure({ ...good, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      field: 'password',
      message: 'portal.signup.errors.passwordMix',
    });
    expect(firstSignupFailure({ ...good, password: 'abcde1234f', confirmPassword: 'abcde1234f' })).toEqual({
      field: 'password',
      message: 'portal.signup.errors.passwordReuse',
    });
    expect(firstSignupFailure({ ...good, confirmPassword: 'secret124' })).toEqual({
      field: 'confirmPassword',
      message: 'portal.signup.errors.passwordMismatch',
    });
    expect(firstSignupFailure({ ...good, officerLevel: '' })).toEqual({ field: 'officerLevel', message: 'portal.signup.errors.level' });
  });

  it('marks the first empty location select of the level', () => {
    expect(firstSignupFailure({ ...good, officerLevel: 'ZP', districtCode: '' })).toEqual({
      field: 'districtCode',
      message: 'portal.signup.errors.district',
    });
    expect(firstSignupFailure({ ...good, officerLevel: 'TP', blockCode: '' })).toEqual({
      field: 'blockCode',
      message: 'portal.signup.errors.districtBlock',
    });
    expect(firstSignupFailure({ ...good, districtCode: '', blockCode: '' })).toEqual({
      field: 'districtCode',
      message: 'portal.signup.errors.districtBlockPanchayat',
    });
    expect(firstSignupFailure({ ...good, panchayatCode: '' })).toEqual({
      field: 'panchayatCode',
      message: 'portal.signup.errors.districtBlockPanchayat',
    });
  });

  it("leaves a failure the page has no text for to the server's answer", () => {
    const long = 'abcdefghij1234567890x';
    expect(firstSignupFailure({ ...good, password: long, confirmPassword: long })).toBeNull();
  });
});
