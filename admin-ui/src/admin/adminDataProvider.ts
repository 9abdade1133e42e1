import type { DataProvider } from 'react-admin';
import { STATE_CODE, type Block, type District, type Panchayat, type RoleAssignment, type SessionUser } from '../providers/authApi';
import { API_URL, dataProvider as baseDataProvider, httpClient } from '../providers/dataProvider';
import type { AssignedRoleRow, AuditKind, MainOption, ServerAnswer, SubOption, UserListRow } from './types';

/**
 * react-admin resource name -> path under /api (docs/admin-api.md, docs/fto-api.md), so the
 * plain names stay readable in components.
 */
export const resourcePath: Record<string, string> = {
  roles: 'auth/roles',
  departments: 'auth/departments',
  agencies: 'auth/agencies',
  'main-options': 'auth/main-options',
  'sub-options': 'auth/sub-options',
  'audit-trail': 'auth/audit-trail',
  'audit-actors': 'auth/audit-trail/actors',
  'checklist-items': 'filever/checklist-items',
};

const pathOf = (resource: string) => resourcePath[resource] ?? resource;

/** A resource-mapped view of any ra-data-simple-rest style provider. */
function withResourcePaths(provider: DataProvider): DataProvider {
  const mapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(provider)) {
    mapped[name] =
      typeof method === 'function'
        ? (resource: unknown, ...rest: unknown[]) =>
            (method as (...args: unknown[]) => unknown).call(provider, typeof resource === 'string' ? pathOf(resource) : resource, ...rest)
        : method;
  }
  return mapped as DataProvider;
}

const postJson = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const listQuery = (params: { range?: [number, number]; filter?: Record<string, unknown>; sort?: [string, 'ASC' | 'DESC'] }) => {
  const query = new URLSearchParams();
  if (params.sort) query.set('sort', JSON.stringify(params.sort));
  if (params.range) query.set('range', JSON.stringify(params.range));
  if (params.filter && Object.keys(params.filter).length > 0) query.set('filter', JSON.stringify(params.filter));
  const text = query.toString();
  return text ? `?${text}` : '';
};

export interface UserListParams {
  user: SessionUser | null;
  currentRole: RoleAssignment | null;
  page: number;
  perPage: number;
  /**
   * Server-side filters: `q` (part of a name, mobile number or designation, any case),
   * `officer_level`, `district_code`, `block_code`, `panchayat_code`.
   */
  filter: Record<string, string>;
}

export interface AssignRolesPayload {
  user_id: number;
  department_code: string;
  role_ids: number[];
  state_code: string;
  district_code: string;
  block_code: string;
  panchayat_code: string;
  levels: string;
  currentRole: RoleAssignment | null;
}

/** The non-CRUD calls of the administration screens (docs/admin-api.md), as dataProvider methods. */
export interface AdminMethods {
  mainOptions(): Promise<MainOption[]>;
  subOptionsOf(mainOptionId: number | string): Promise<SubOption[]>;
  userList(params: UserListParams): Promise<{ data: UserListRow[]; total: number }>;
  assignedRoles(userId: number | string, currentRole: RoleAssignment | null): Promise<AssignedRoleRow[]>;
  deleteAssignedRole(id: number | string, currentRole: RoleAssignment | null): Promise<ServerAnswer>;
  assignRoles(payload: AssignRolesPayload): Promise<ServerAnswer>;
  setAdmin(params: { mobile_number: string; user: SessionUser | null; permission: 'ADMIN' | 'USER' }): Promise<ServerAnswer>;
  toggleRole(id: number | string, isActive: boolean): Promise<ServerAnswer>;
  auditKinds(): Promise<AuditKind[]>;
  districts(): Promise<District[]>;
  blocks(districtCode: string): Promise<Block[]>;
  panchayats(districtCode: string, blockCode: string): Promise<Panchayat[]>;
}

export type AdminDataProvider = DataProvider & AdminMethods;

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

const adminMethods: AdminMethods = {
  mainOptions: () => httpClient(`${API_URL}/auth/main-options`).then(({ json }) => asList<MainOption>(json)),

  subOptionsOf: (mainOptionId) =>
    httpClient(`${API_URL}/auth/sub-option?main_option_id=${encodeURIComponent(String(mainOptionId))}`).then(({ json }) =>
      asList<SubOption>(json),
    ),

  userList: async ({ user, currentRole, page, perPage, filter }) => {
    const start = (page - 1) * perPage;
    const query = listQuery({ sort: ['name', 'ASC'], range: [start, start + perPage - 1], filter });
    const { json, headers } = await httpClient(`${API_URL}/auth/user-list${query}`, postJson({ user, currentRole }));
    // The spec's client reads `data` as an array or a single object.
    const rows = Array.isArray(json?.data) ? json.data : json?.data ? [json.data] : [];
    const fromHeader = Number.parseInt(headers.get('content-range')?.split('/').pop() ?? '', 10);
    const total = typeof json?.total === 'number' ? json.total : Number.isFinite(fromHeader) ? fromHeader : rows.length;
    return { data: rows as UserListRow[], total };
  },

  assignedRoles: (userId, currentRole) => {
    const query = currentRole ? `?currentRole=${encodeURIComponent(JSON.stringify(currentRole))}` : '';
    return httpClient(`${API_URL}/auth/user-assigned-roles/${encodeURIComponent(String(userId))}${query}`).then(({ json }) =>
      asList<AssignedRoleRow>(json?.data).filter((row) => row.status_deleted !== 'YES'),
    );
  },

  deleteAssignedRole: (id, currentRole) =>
    httpClient(`${API_URL}/auth/delete-assigned-role/${encodeURIComponent(String(id))}`, {
      method: 'PUT',
      body: JSON.stringify({ currentRole }),
    }).then(({ json }) => json as ServerAnswer),

  assignRoles: (payload) => httpClient(`${API_URL}/auth/assign-multiple-roles`, postJson(payload)).then(({ json }) => json as ServerAnswer),

  setAdmin: (params) => httpClient(`${API_URL}/auth/assigned-admin`, postJson(params)).then(({ json }) => json as ServerAnswer),

  toggleRole: (id, isActive) =>
    httpClient(`${API_URL}/auth/roles/${encodeURIComponent(String(id))}/toggle`, {
      method: 'PUT',
      body: JSON.stringify({ is_active: isActive }),
    }).then(({ json }) => json as ServerAnswer),

  auditKinds: () => httpClient(`${API_URL}/auth/audit-trail/kinds`).then(({ json }) => asList<AuditKind>(json?.data)),

  districts: () => httpClient(`${API_URL}/location/districts?state_code=${STATE_CODE}`).then(({ json }) => asList<District>(json)),
  blocks: (districtCode) =>
    httpClient(`${API_URL}/location/blocks?district_code=${encodeURIComponent(districtCode)}`).then(({ json }) => asList<Block>(json)),
  panchayats: (districtCode, blockCode) =>
    httpClient(
      `${API_URL}/location/panchayats?district_code=${encodeURIComponent(districtCode)}&block_code=${encodeURIComponent(blockCode)}`,
    ).then(({ json }) => asList<Panchayat>(json)),
};

/**
 * The portal's dataProvider with the administration resources mapped to `/api/auth/<name>`
 * and the custom calls added. Unmapped resources pass through unchanged, so it can replace
 * the plain provider on `<Admin>`.
 */
export const adminDataProvider: AdminDataProvider = {
  ...withResourcePaths(baseDataProvider),
  ...adminMethods,
};
