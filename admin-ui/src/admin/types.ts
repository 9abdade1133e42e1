import type { OfficerLevel } from '../providers/authApi';

/** Records of docs/admin-api.md (spec 1 §3). */
export type AccessLevel = 'USER' | 'ADMIN';

export interface MainOption {
  id: number;
  option_name: string;
  icon: string | null;
  router: string | null;
  access_level: AccessLevel | string;
}

export interface SubOption {
  id: number;
  main_option_id: number;
  main_option_name?: string | null;
  suboption_name: string;
  icon: string | null;
  router: string | null;
  access_level: AccessLevel | string;
}

export interface Role {
  id: number;
  Role_code: string;
  Role_name: string;
  Role_name_kn: string | null;
  Role_Department_id: string;
  Role_implimenting_agency_id: number | string | null;
  no_of_posts: number;
  is_active: boolean;
  department_name?: string | null;
  imp_name?: string | null;
}

export interface Department {
  id: number;
  department_code: string;
  department_name: string;
  levels: OfficerLevel | string;
}

export interface Agency {
  id: number;
  department_code: string;
  imp_name: string;
  department_name?: string | null;
}

export interface UserListRow {
  id: number;
  name: string;
  mobile_number: string;
  designation: string | null;
  officer_level: OfficerLevel | string | null;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  district_name: string | null;
  block_name: string | null;
  panchayat_name: string | null;
  is_admin?: boolean;
}

export interface AssignedRoleRow {
  id: number;
  role_id: number;
  Role_name: string;
  Role_code: string;
  department_code: string | null;
  department_name: string | null;
  levels: OfficerLevel | string;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  district_name: string | null;
  block_name: string | null;
  panchayat_name: string | null;
  status_deleted: 'YES' | 'NO' | string;
}

export interface AuditEntry {
  id: number;
  actor_user_id: number | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | number | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  at: string;
}

/** The server's answer to a write: `{success, message}` plus, for CRUD writes, the record. */
export interface ServerAnswer {
  success?: boolean;
  message?: string;
}
