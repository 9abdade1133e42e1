import { checkRegistration } from '@server/auth/registration-rules';
import type { MessageCode } from '@server/common/messages/catalog';
import type { MessageKey } from '../../i18n/t';
import type { OfficerLevel } from '../../providers/authApi';

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

export { OFFICER_LEVELS } from '@server/common/auth/levels';

/** Which location selects an officer level needs (spec 1 §2). */
export const needsDistrict = (level: SignupValues['officerLevel']) => level === 'ZP' || level === 'TP' || level === 'GP';
export const needsBlock = (level: SignupValues['officerLevel']) => level === 'TP' || level === 'GP';
export const needsPanchayat = (level: SignupValues['officerLevel']) => level === 'GP';

/** The field a failed rule belongs to, so the page can mark it. */
export type SignupField = keyof SignupValues;

export interface SignupFailure {
  field: SignupField;
  message: MessageKey;
}

/** The page's text for each failure of the server's registration rules. */
const TEXTS: Partial<Record<MessageCode, MessageKey>> = {
  NAME_LETTERS_ONLY: 'portal.signup.errors.name',
  MOBILE_TEN_DIGITS: 'portal.signup.errors.mobile',
  EMAIL_INVALID: 'portal.signup.errors.email',
  KGID_PAN_REQUIRED: 'portal.signup.errors.kgid',
  DESIGNATION_REQUIRED: 'portal.signup.errors.designation',
  PASSWORD_MIN_8: 'portal.signup.errors.passwordLength',
  PASSWORD_LETTERS_NUMBERS: 'portal.signup.errors.passwordMix',
  PASSWORD_MATCHES_DETAILS: 'portal.signup.errors.passwordReuse',
  PASSWORDS_DIFFER: 'portal.signup.errors.passwordMismatch',
  OFFICER_LEVEL_REQUIRED: 'portal.signup.errors.level',
  DISTRICT_REQUIRED: 'portal.signup.errors.district',
  DISTRICT_BLOCK_REQUIRED: 'portal.signup.errors.districtBlock',
  DISTRICT_BLOCK_PANCHAYAT_REQUIRED: 'portal.signup.errors.districtBlockPanchayat',
};

/** The first location select still empty, which the page marks for a location failure. */
const firstEmptyLocation = (values: SignupValues): SignupField =>
  !values.districtCode ? 'districtCode' : !values.blockCode ? 'blockCode' : 'panchayatCode';

const FIELDS: Record<string, SignupField | ((values: SignupValues) => SignupField)> = {
  name: 'name',
  mobile_number: 'mobile',
  email: 'email',
  kgid_pan: 'kgid',
  designation: 'designation',
  password: 'password',
  confirmPassword: 'confirmPassword',
  officer_level: 'officerLevel',
  district_code: firstEmptyLocation,
  block_code: firstEmptyLocation,
  panchayat_code: firstEmptyLocation,
};

/**
 * Spec 1 §5: the registration rules in the spec's order, the first failure shown. They are the
 * server's own (server/src/auth/registration-rules.ts, by the `@server/` alias), run on what the
 * page would send; a failure the page has no text for (a password over the sign-in's 20
 * characters) is left to the server's answer.
 */
export function firstSignupFailure(values: SignupValues): SignupFailure | null {
  const checked = checkRegistration({
    name: values.name,
    email: values.email,
    mobile_number: values.mobile,
    kgid_pan: values.kgid,
    designation: values.designation,
    password: values.password,
    confirmPassword: values.confirmPassword,
    officer_level: values.officerLevel,
    district_code: values.districtCode,
    block_code: values.blockCode,
    panchayat_code: values.panchayatCode,
  });
  if (checked.ok) return null;
  const code = typeof checked.failure.message === 'string' ? checked.failure.message : checked.failure.message.code;
  const message = TEXTS[code];
  const field = FIELDS[checked.failure.field];
  if (!message || !field) return null;
  return { field: typeof field === 'function' ? field(values) : field, message };
}
