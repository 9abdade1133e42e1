/** Input shaping and checks shared by the login, registration and password pages (spec 1 §5, spec 2 §5). */

/** The longest password sign-in takes (spec 1 §5). */
export const PASSWORD_MAX = 20;

export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** Name and designation: upper case, letters and spaces only. */
export const lettersUpper = (value: string): string => value.toUpperCase().replace(/[^A-Z ]/g, '');

/** KGID / PAN: upper-case letters and digits only. */
export const alphanumericUpper = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const isMobile = (value: string): boolean => /^\d{10}$/.test(value);

export const isOtp = (value: string): boolean => /^\d{6}$/.test(value);
