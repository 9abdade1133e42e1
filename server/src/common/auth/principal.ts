import type { OfficerLevel, PermissionType } from './levels.js';
import { type Language } from '../messages/index.js';

/** What the session guard attaches to every signed-in request (`req.principal`). */
export interface PublicUser {
  id: number;
  name: string;
  email: string | null;
  mobile_number: string;
  kgid_pan: string | null;
  designation: string;
  officer_level: OfficerLevel;
  state_code: string;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  /** Names of the codes above (null when the code is unset or unknown). */
  district_name: string | null;
  block_name: string | null;
  panchayat_name: string | null;
  /** Their Kannada names (null where the location master gives none). */
  district_name_kn: string | null;
  block_name_kn: string | null;
  panchayat_name_kn: string | null;
  /** The officer's language (portal and SMS); null until they choose one. */
  language: Language | null;
}

export interface Permission {
  permission_type: PermissionType;
  permission_level: OfficerLevel | null;
}

export interface PrincipalRole {
  assignment_id: number;
  role_id: number;
  Role_name: string;
  Role_name_kn: string | null;
  Role_code: string;
  levels: OfficerLevel;
  department_code: string;
  department_name: string;
  department_name_kn: string | null;
  state_code: string;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  location_name: string;
  location_name_kn: string | null;
}

export interface Principal {
  user: PublicUser;
  permissions: Permission[];
  roles: PrincipalRole[];
}

export function isAdmin(principal: Principal): boolean {
  return principal.permissions.some((p) => p.permission_type === 'ADMIN');
}

export function isStateAdmin(principal: Principal): boolean {
  return principal.permissions.some((p) => p.permission_type === 'ADMIN' && p.permission_level === 'STATE');
}
