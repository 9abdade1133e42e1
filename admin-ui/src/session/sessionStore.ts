import { authApi, type FtoContext, type Permission, type RoleAssignment, type SessionData, type SessionUser } from '../providers/authApi';

/**
 * The officer's session (spec 1 §3, §4) as one small external store: the public pages
 * read it through `useSession`, the react-admin authProvider through `getSession` and
 * `whenSessionReady`, so both sides always agree without react-admin in the first load.
 */
export interface SessionState {
  /** `loading` until the startup `GET /auth/me` has answered. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  permissions: Permission[];
  roles: RoleAssignment[];
  selectedRole: RoleAssignment | null;
  fto: FtoContext;
  /** Set when the officer pressed Logout, so guards do not remember the page for the next login. */
  endedByLogout: boolean;
}

export const STORAGE_KEYS = { selectedRole: 'selectedRole', user: 'user', fto: 'fto' } as const;

const emptyFto = (): FtoContext => ({ Roles: [], schedule: [] });

/** An FTO context as the server (or session storage) has it; anything else is an empty one. */
function ftoOf(value: unknown): FtoContext {
  const v = value as Partial<FtoContext> | null;
  return v && typeof v === 'object' && Array.isArray(v.Roles) && Array.isArray(v.schedule)
    ? { Roles: v.Roles, schedule: v.schedule }
    : emptyFto();
}

const DEFAULT_PERMISSIONS: Permission[] = [{ permission_type: 'USER' }];

const signedOut = (status: SessionState['status'], endedByLogout = false): SessionState => ({
  status,
  user: null,
  permissions: [],
  roles: [],
  selectedRole: null,
  fto: emptyFto(),
  endedByLogout,
});

let state: SessionState = signedOut('loading');
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSession = (): SessionState => state;

/** The location code that, with `role_id`, identifies a role assignment (docs/auth-api.md). */
function locationCodeOf(role: RoleAssignment): string {
  switch (role.levels) {
    case 'STATE':
      return role.state_code ?? '';
    case 'ZP':
      return role.district_code ?? '';
    case 'TP':
      return role.block_code ?? '';
    case 'GP':
      return role.panchayat_code ?? '';
    default:
      return '';
  }
}

export const roleKey = (role: RoleAssignment): string => `${role.role_id}|${role.levels}|${locationCodeOf(role)}`;

export const sameRole = (a: RoleAssignment | null, b: RoleAssignment | null): boolean =>
  a !== null && b !== null && String(a.role_id) === String(b.role_id) && locationCodeOf(a) === locationCodeOf(b);

function readStored(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
}

function clearStorage() {
  try {
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was kept.
  }
}

const listOrEmpty = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
const permissionsOf = (data: SessionData) => {
  const list = listOrEmpty(data.permissions);
  return list.length > 0 ? list : DEFAULT_PERMISSIONS;
};

let startup: Promise<SessionState> | null = null;

/**
 * Asks the server for the current session once per page load. Any failure (401, network,
 * `success: false`) silently leaves the officer signed out. Safe to call repeatedly.
 */
export function startSession(): Promise<SessionState> {
  startup ??= authApi.me().then(
    (result) => {
      if (!result.ok || !result.data.user) {
        setState(signedOut('ready'));
        return state;
      }
      const data = result.data;
      const roles = listOrEmpty(data.roles);
      const stored = readStored(STORAGE_KEYS.selectedRole) as RoleAssignment | null;
      const restored = stored ? roles.find((role) => sameRole(role, stored)) : undefined;
      const selectedRole = restored ?? roles[0] ?? null;
      const storedFto = readStored(STORAGE_KEYS.fto);
      // Spec 1 §4: fto is restored from session storage (when it holds one), else the server's.
      setState({
        status: 'ready',
        user: data.user,
        permissions: permissionsOf(data),
        roles,
        selectedRole,
        fto: storedFto ? ftoOf(storedFto) : ftoOf(data.fto),
        endedByLogout: false,
      });
      if (selectedRole) writeStored(STORAGE_KEYS.selectedRole, selectedRole);
      return state;
    },
    () => {
      setState(signedOut('ready'));
      return state;
    },
  );
  return startup;
}

/** Resolves once the startup check is over, with the session as it then is. */
export const whenSessionReady = (): Promise<SessionState> =>
  state.status === 'ready' ? Promise.resolve(state) : startSession().then(() => state);

/** After `POST /auth/sign-request-login`: keep what the server sent and select the first role. */
export function signIn(data: SessionData) {
  const roles = listOrEmpty(data.roles);
  const fto = ftoOf(data.fto);
  const selectedRole = roles[0] ?? null;
  setState({
    status: 'ready',
    user: data.user,
    permissions: permissionsOf(data),
    roles,
    selectedRole,
    fto,
    endedByLogout: false,
  });
  writeStored(STORAGE_KEYS.selectedRole, selectedRole);
  writeStored(STORAGE_KEYS.user, data.user);
  writeStored(STORAGE_KEYS.fto, fto);
}

export type RoleSwitchResult = { ok: true } | { ok: false; message?: string };

/**
 * Switches the current role. Only roles the officer holds can be selected (any other value
 * is ignored). The server keeps the choice for the session (`POST /auth/select-role`). The
 * switch shows at once and is saved to session storage at once, so a reload straight after
 * it keeps it; if the server refuses, the old role comes back and the server's message is
 * returned (a 401 ends the session in this tab).
 */
export async function selectRole(role: RoleAssignment): Promise<RoleSwitchResult> {
  const held = state.roles.find((candidate) => sameRole(candidate, role));
  const previous = state.selectedRole;
  if (!held || sameRole(held, previous)) return { ok: true };
  setState({ ...state, selectedRole: held });
  writeStored(STORAGE_KEYS.selectedRole, held);

  const result = await authApi.selectRole(held);
  if (result.ok) return { ok: true };
  if (result.status === 401) {
    clearSession();
  } else if (state.selectedRole === held) {
    setState({ ...state, selectedRole: previous });
    writeStored(STORAGE_KEYS.selectedRole, previous);
  }
  return { ok: false, message: result.message };
}

/** Forgets the session in this tab only, e.g. when the server answered 401 to a later call. */
export function clearSession() {
  clearStorage();
  setState(signedOut('ready'));
}

/** Logout: tells the server (a failure there changes nothing here), then forgets everything. */
export async function signOut(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  clearStorage();
  setState(signedOut('ready', true));
}

export const hasAdminPermission = (permissions: Permission[]): boolean =>
  permissions.some((permission) => permission.permission_type === 'ADMIN');
