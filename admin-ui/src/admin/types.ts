import type { OfficerLevel } from '../providers/authApi';

/** Records of docs/admin-api.md (spec 1 §3). */
export type AccessLevel = 'USER' | 'ADMIN';

export interface MainOption {
  id: number;
  option_name: string;
  option_name_kn?: string | null;
  icon: string | null;
  router: string | null;
  access_level: AccessLevel | string;
}

export interface SubOption {
  id: number;
  main_option_id: number;
  main_option_name?: string | null;
  main_option_name_kn?: string | null;
  suboption_name: string;
  suboption_name_kn?: string | null;
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
  department_name_kn?: string | null;
  imp_name?: string | null;
  imp_name_kn?: string | null;
}

export interface Department {
  id: number;
  department_code: string;
  department_name: string;
  department_name_kn?: string | null;
  levels: OfficerLevel | string;
}

export interface Agency {
  id: number;
  department_code: string;
  imp_name: string;
  imp_name_kn?: string | null;
  department_name?: string | null;
  department_name_kn?: string | null;
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
  district_name_kn?: string | null;
  block_name: string | null;
  block_name_kn?: string | null;
  panchayat_name: string | null;
  panchayat_name_kn?: string | null;
  is_admin?: boolean;
}

export interface AssignedRoleRow {
  id: number;
  role_id: number;
  Role_name: string;
  Role_name_kn?: string | null;
  Role_code: string;
  department_code: string | null;
  department_name: string | null;
  department_name_kn?: string | null;
  levels: OfficerLevel | string;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  district_name: string | null;
  district_name_kn?: string | null;
  block_name: string | null;
  block_name_kn?: string | null;
  panchayat_name: string | null;
  panchayat_name_kn?: string | null;
  status_deleted: 'YES' | 'NO' | string;
}

export interface AuditEntry {
  id: number;
  actor_user_id: number | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | number | null;
  /** The entity's name where the server could give it (a role's name, an officer's, an issue number). */
  entity_name: string | null;
  /** Only the fields that changed, each as it was and as it is (null where it had none). */
  changes: { field: string; before: unknown; after: unknown }[];
  before: unknown;
  after: unknown;
  request_id: string | null;
  at: string;
}

/** An entity and action the audit trail holds (`GET /auth/audit-trail/kinds`). */
export interface AuditKind {
  entity: string;
  action: string;
  entries: number;
}

/** The server's answer to a write: `{success, message}` plus, for CRUD writes, the record. */
export interface ServerAnswer {
  success?: boolean;
  message?: string;
}
