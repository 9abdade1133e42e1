import type { OfficerLevel } from '../common/auth/levels.js';
import { OFFICER_LEVELS } from '../common/auth/levels.js';
import { type MessageRef, msg } from '../common/messages/msg.js';

/** The registration payload as it arrives (spec 1 §3); every field may be missing or wrong. */
export interface RegistrationInput {
  name?: unknown;
  email?: unknown;
  mobile_number?: unknown;
  kgid_pan?: unknown;
  designation?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  officer_level?: unknown;
  state_code?: unknown;
  district_code?: unknown;
  block_code?: unknown;
  panchayat_code?: unknown;
}

export interface ShapedRegistration {
  name: string;
  email: string;
  mobile_number: string;
  kgid_pan: string;
  designation: string;
  password: string;
  officer_level: OfficerLevel;
  state_code: string;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
}

export interface RuleFailure {
  field: string;
  message: MessageRef;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MAX = 20;

/**
 * Spec 1 §5, "checked in this order, first failure shown", enforced again on the server with
 * the spec's words. Input shaping (§5) is applied to what passes: name and designation
 * upper-cased, KGID/PAN upper-cased alphanumerics; codes not used by the level are dropped.
 */
export function checkRegistration(input: RegistrationInput): { ok: true; value: ShapedRegistration } | { ok: false; failure: RuleFailure } {
  const name = text(input.name).trim().replace(/\s+/g, ' ');
  const mobile = text(input.mobile_number).trim();
  const email = text(input.email).trim().toLowerCase();
  const kgid = text(input.kgid_pan)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const designation = text(input.designation).trim().replace(/\s+/g, ' ');
  const password = text(input.password);
  const confirm = text(input.confirmPassword);
  const level = text(input.officer_level) as OfficerLevel;
  const district = text(input.district_code).trim();
  const block = text(input.block_code).trim();
  const panchayat = text(input.panchayat_code).trim();

  const rules: [boolean, string, MessageRef][] = [
    [!!name && LETTERS_AND_SPACES.test(name), 'name', 'NAME_LETTERS_ONLY'],
    [/^[0-9]{10}$/.test(mobile), 'mobile_number', 'MOBILE_TEN_DIGITS'],
    [EMAIL.test(email) && email.length <= 254, 'email', 'EMAIL_INVALID'],
    [kgid.length > 0, 'kgid_pan', 'KGID_PAN_REQUIRED'],
    [!!designation && LETTERS_AND_SPACES.test(designation), 'designation', 'DESIGNATION_REQUIRED'],
    [password.length >= 8, 'password', 'PASSWORD_MIN_8'],
    // Sign-in accepts at most 20 characters (spec 1 §5 Login), so a longer one could never be used.
    [password.length <= PASSWORD_MAX, 'password', msg('PASSWORD_MAX', { max: PASSWORD_MAX })],
    [/[A-Za-z]/.test(password) && /[0-9]/.test(password), 'password', 'PASSWORD_LETTERS_NUMBERS'],
    [![name, mobile, email, kgid].some((v) => v && v.toLowerCase() === password.toLowerCase()), 'password', 'PASSWORD_MATCHES_DETAILS'],
    [password === confirm, 'confirmPassword', 'PASSWORDS_DIFFER'],
    [OFFICER_LEVELS.includes(level), 'officer_level', 'OFFICER_LEVEL_REQUIRED'],
    [level !== 'ZP' || !!district, 'district_code', 'DISTRICT_REQUIRED'],
    [level !== 'TP' || (!!district && !!block), 'block_code', 'DISTRICT_BLOCK_REQUIRED'],
    [level !== 'GP' || (!!district && !!block && !!panchayat), 'panchayat_code', 'DISTRICT_BLOCK_PANCHAYAT_REQUIRED'],
  ];
  const failed = rules.find(([ok]) => !ok);
  if (failed) return { ok: false, failure: { field: failed[1], message: failed[2] } };

  const uses = { district: level !== 'STATE', block: level === 'TP' || level === 'GP', panchayat: level === 'GP' };
  return {
    ok: true,
    value: {
      name: name.toUpperCase(),
      email,
      mobile_number: mobile,
      kgid_pan: kgid,
      designation: designation.toUpperCase(),
      password,
      officer_level: level,
      state_code: '15',
      district_code: uses.district ? district : null,
      block_code: uses.block ? block : null,
      panchayat_code: uses.panchayat ? panchayat : null,
    },
  };
}
