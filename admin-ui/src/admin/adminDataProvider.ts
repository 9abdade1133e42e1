import type { DataProvider } from 'react-admin';
import { STATE_CODE, type Block, type District, type Panchayat, type RoleAssignment, type SessionUser } from '../providers/authApi';
import { api, plainQuery, type Body } from '../api/client';
import { dataProvider as baseDataProvider } from '../providers/dataProvider';
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

/** A list's query as react-admin's simple-rest sends it: JSON `sort`, `range` and `filter`, each only when set. */
const listQuery = (params: { range?: [number, number]; filter?: Record<string, unknown>; sort?: [string, 'ASC' | 'DESC'] }) => ({
  sort: params.sort ? JSON.stringify(params.sort) : undefined,
  range: params.range ? JSON.stringify(params.range) : undefined,
  filter: params.filter && Object.keys(params.filter).length > 0 ? JSON.stringify(params.filter) : undefined,
});

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
  /** A level the officer picked; the form checks one is picked before it sends. */
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
  mainOptions: () => api.GET('/api/auth/main-options').then(({ data }) => asList<MainOption>(data)),

  subOptionsOf: (mainOptionId) =>
    api
      .GET('/api/auth/sub-option', { params: { query: { main_option_id: Number(mainOptionId) } } })
      .then(({ data }) => asList<SubOption>(data)),

  userList: async ({ user, currentRole, page, perPage, filter }) => {
    const start = (page - 1) * perPage;
    const { data: json, response } = await api.POST('/api/auth/user-list', {
      params: { query: listQuery({ sort: ['name', 'ASC'], range: [start, start + perPage - 1], filter }) },
      querySerializer: plainQuery,
      body: { user, currentRole },
    });
    const answer = json as { data?: unknown; total?: unknown } | undefined;
    // The spec's client reads `data` as an array or a single object.
    const rows = Array.isArray(answer?.data) ? answer.data : answer?.data ? [answer.data] : [];
    const fromHeader = Number.parseInt(response.headers.get('content-range')?.split('/').pop() ?? '', 10);
    const total = typeof answer?.total === 'number' ? answer.total : Number.isFinite(fromHeader) ? fromHeader : rows.length;
    return { data: rows as UserListRow[], total };
  },

  assignedRoles: (userId, currentRole) =>
    api
      .GET('/api/auth/user-assigned-roles/{userId}', {
        params: { path: { userId: String(userId) }, query: { currentRole: currentRole ? JSON.stringify(currentRole) : undefined } },
        querySerializer: plainQuery,
      })
      .then(({ data }) => asList<AssignedRoleRow>(data?.data).filter((row) => row.status_deleted !== 'YES')),

  deleteAssignedRole: (id, currentRole) =>
    api
      .PUT('/api/auth/delete-assigned-role/{id}', { params: { path: { id: String(id) } }, body: { currentRole } })
      .then(({ data }) => data as ServerAnswer),

  assignRoles: (payload) =>
    api.POST('/api/auth/assign-multiple-roles', { body: payload as Body<'AssignRolesDto'> }).then(({ data }) => data as ServerAnswer),

  setAdmin: (params) => api.POST('/api/auth/assigned-admin', { body: params }).then(({ data }) => data as ServerAnswer),

  toggleRole: (id, isActive) =>
    api
      .PUT('/api/auth/roles/{id}/toggle', { params: { path: { id: String(id) } }, body: { is_active: isActive } })
      .then(({ data }) => data as ServerAnswer),

  auditKinds: () => api.GET('/api/auth/audit-trail/kinds').then(({ data }) => asList<AuditKind>(data?.data)),

  districts: () =>
    api.GET('/api/location/districts', { params: { query: { state_code: STATE_CODE } } }).then(({ data }) => asList<District>(data)),
  blocks: (districtCode) =>
    api.GET('/api/location/blocks', { params: { query: { district_code: districtCode } } }).then(({ data }) => asList<Block>(data)),
  panchayats: (districtCode, blockCode) =>
    api
      .GET('/api/location/panchayats', { params: { query: { district_code: districtCode, block_code: blockCode } } })
      .then(({ data }) => asList<Panchayat>(data)),
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
