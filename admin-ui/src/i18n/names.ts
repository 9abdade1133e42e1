/**
 * Names of data (roles, departments, agencies, districts, taluks, panchayats) in the officer's
 * language. The API answers each English name with its Kannada one beside it (`<name>_kn`, or
 * `<name>Kn`, docs/admin-api.md "Kannada names"); where there is no Kannada name yet the English
 * one is shown, so a screen never goes blank. Screens pass react-admin's `useLocale()`.
 */
export function localName(en: string, kn: string | null | undefined, locale: string): string;
export function localName(en: string | null | undefined, kn: string | null | undefined, locale: string): string | null;
export function localName(en: string | null | undefined, kn: string | null | undefined, locale: string): string | null {
  if (locale === 'kn' && typeof kn === 'string' && kn.trim() !== '') return kn;
  return en ?? null;
}

/** The name of a role as the session answers it, and where it acts. */
export interface NamedRole {
  Role_name: string;
  Role_name_kn?: string | null;
  location_name?: string | null;
  location_name_kn?: string | null;
  levels: string;
}

export const roleName = (role: NamedRole, locale: string): string => localName(role.Role_name, role.Role_name_kn, locale);

export const roleLocation = (role: NamedRole, locale: string): string =>
  localName(role.location_name, role.location_name_kn, locale) ?? role.levels;

/** "Junior Engineer, PRED — AFZALPUR" (or the role alone when it has no place), as "Acting as" lines name it. */
export function roleAndPlace(role: NamedRole, locale: string): string {
  const place = localName(role.location_name, role.location_name_kn, locale);
  return place ? `${roleName(role, locale)} — ${place}` : roleName(role, locale);
}
