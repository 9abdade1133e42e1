import type { MessageKey } from '../../i18n/t';
import type { OfficerLevel } from '../../providers/authApi';
import { isMobile } from '../forms/shaping';

export interface SignupValues {
  officerLevel: OfficerLevel | '';
  districtCode: string;
  blockCode: string;
  panchayatCode: string;
  name: string;
  email: string;
  mobile: string;
  kgid: string;
  designation: string;
  password: string;
  confirmPassword: string;
}

export const emptySignup: SignupValues = {
  officerLevel: '',
  districtCode: '',
  blockCode: '',
  panchayatCode: '',
  name: '',
  email: '',
  mobile: '',
  kgid: '',
  designation: '',
  password: '',
  confirmPassword: '',
};

export const OFFICER_LEVELS: readonly OfficerLevel[] = ['STATE', 'ZP', 'TP', 'GP'];

/** Which location selects an officer level needs (spec 1 §2). */
export const needsDistrict = (level: SignupValues['officerLevel']) => level === 'ZP' || level === 'TP' || level === 'GP';
export const needsBlock = (level: SignupValues['officerLevel']) => level === 'TP' || level === 'GP';
export const needsPanchayat = (level: SignupValues['officerLevel']) => level === 'GP';

const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The field a failed rule belongs to, so the page can mark it. */
export type SignupField = keyof SignupValues;

export interface SignupFailure {
  field: SignupField;
  message: MessageKey;
}

/**
 * Spec 1 §5: the thirteen registration rules in the spec's order; the first failure
 * is the one shown.
 */
export function firstSignupFailure(values: SignupValues): SignupFailure | null {
  const name = values.name.trim();
  const email = values.email.trim();
  const designation = values.designation.trim();
  const { password } = values;
  const level = values.officerLevel;

  if (!name || !LETTERS_AND_SPACES.test(name)) return { field: 'name', message: 'portal.signup.errors.name' };
  if (!isMobile(values.mobile)) return { field: 'mobile', message: 'portal.signup.errors.mobile' };
  if (!EMAIL.test(email)) return { field: 'email', message: 'portal.signup.errors.email' };
  if (!values.kgid.trim()) return { field: 'kgid', message: 'portal.signup.errors.kgid' };
  if (!designation || !LETTERS_AND_SPACES.test(designation)) {
    return { field: 'designation', message: 'portal.signup.errors.designation' };
  }
  if (password.length < 8) return { field: 'password', message: 'portal.signup.errors.passwordLength' };
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return { field: 'password', message: 'portal.signup.errors.passwordMix' };
  const reused = [name, values.mobile, email, values.kgid].some((other) => other !== '' && other.toLowerCase() === password.toLowerCase());
  if (reused) return { field: 'password', message: 'portal.signup.errors.passwordReuse' };
  if (password !== values.confirmPassword) return { field: 'confirmPassword', message: 'portal.signup.errors.passwordMismatch' };
  if (!level) return { field: 'officerLevel', message: 'portal.signup.errors.level' };
  if (level === 'ZP' && !values.districtCode) return { field: 'districtCode', message: 'portal.signup.errors.district' };
  if (level === 'TP' && (!values.districtCode || !values.blockCode)) {
    return { field: values.districtCode ? 'blockCode' : 'districtCode', message: 'portal.signup.errors.districtBlock' };
  }
  if (level === 'GP' && (!values.districtCode || !values.blockCode || !values.panchayatCode)) {
    const field = !values.districtCode ? 'districtCode' : !values.blockCode ? 'blockCode' : 'panchayatCode';
    return { field, message: 'portal.signup.errors.districtBlockPanchayat' };
  }
  return null;
}
