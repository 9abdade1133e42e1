import { endLocaleSession, startLocaleSession } from '../i18n/locale';
import { authApi, type FtoContext, type Permission, type RoleAssignment, type SessionData, type SessionUser } from '../providers/authApi';
import { serverMessage } from '../i18n/serverMessage';

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
  /** Started from the last answer kept on this device because the server could not be reached. */
  offline: boolean;
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

const DEFAULT_PERMISSIONS: Permission[] = [{ permission_type: 'USER', permission_level: null }];

const signedOut = (status: SessionState['status'], endedByLogout = false): SessionState => ({
  status,
  user: null,
  permissions: [],
  roles: [],
  selectedRole: null,
  fto: emptyFto(),
  endedByLogout,
  offline: false,
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

/**
 * The last `GET /auth/me` answer, kept across reloads (localStorage, unlike the tab's session
 * storage) so an officer who reloads with no signal keeps working from what was saved. It holds
 * what /auth/me shows the officer anyway, no secret: the cookie stays httpOnly.
 */
const KEPT_SESSION = 'portal:last-session';

function keepSession(data: SessionData) {
  try {
    localStorage.setItem(KEPT_SESSION, JSON.stringify(data));
  } catch {
    // Storage full or blocked: an offline reload then signs out, as before.
  }
}

function keptSession(): SessionData | null {
  try {
    const raw = localStorage.getItem(KEPT_SESSION);
    const data = raw === null ? null : (JSON.parse(raw) as SessionData);
    return data && typeof data === 'object' && data.user ? data : null;
  } catch {
    return null;
  }
}

/** Whether this device keeps an officer's last session (signed in here before, not logged out since). */
export const hasKeptSession = (): boolean => keptSession() !== null;

function forgetKeptSession() {
  try {
    localStorage.removeItem(KEPT_SESSION);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

function clearStorage() {
  try {
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was kept.
  }
  forgetKeptSession();
}

/** The officer's language preference: `/auth/me` answers it beside `user` and in it, the sign-in answer in `user`. */
export const languageOf = (data: SessionData): unknown => data.language ?? data.user.language;

const listOrEmpty = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
const permissionsOf = (data: SessionData) => {
  const list = listOrEmpty(data.permissions);
  return list.length > 0 ? list : DEFAULT_PERMISSIONS;
};

let startup: Promise<SessionState> | null = null;

/**
 * Asks the server for the current session once per page load. No answer at all (offline)
 * starts the session from the last answer kept on this device, marked offline, and asks again
 * when the browser is back online; any answer that is not a session (401, `success: false`)
 * silently leaves the officer signed out. Safe to call repeatedly.
 */
export function startSession(): Promise<SessionState> {
  startup ??= authApi.me().then(
    async (result) => {
      if (!result.ok && result.kind === 'network') {
        const kept = keptSession();
        if (kept) {
          setState(sessionFrom(kept, true));
          void startLocaleSession(languageOf(kept));
          window.addEventListener('online', recheckOnline, { once: true });
        } else {
          setState(signedOut('ready'));
        }
        return state;
      }
      if (!result.ok || !result.data.user) {
        forgetKeptSession();
        setState(signedOut('ready'));
        return state;
      }
      keepSession(result.data);
      // The first signed-in page opens in the officer's language, not in the device's for a moment.
      await startLocaleSession(languageOf(result.data));
      setState(sessionFrom(result.data, false));
      return state;
    },
    () => {
      setState(signedOut('ready'));
      return state;
    },
  );
  return startup;
}

function sessionFrom(data: SessionData, offline: boolean): SessionState {
  const roles = listOrEmpty(data.roles);
  const stored = readStored(STORAGE_KEYS.selectedRole) as RoleAssignment | null;
  const restored = stored ? roles.find((role) => sameRole(role, stored)) : undefined;
  const selectedRole = restored ?? roles[0] ?? null;
  const storedFto = readStored(STORAGE_KEYS.fto);
  if (selectedRole) writeStored(STORAGE_KEYS.selectedRole, selectedRole);
  // Spec 1 §4: fto is restored from session storage (when it holds one), else the server's.
  return {
    status: 'ready',
    user: data.user,
    permissions: permissionsOf(data),
    roles,
    selectedRole,
    fto: storedFto ? ftoOf(storedFto) : ftoOf(data.fto),
    endedByLogout: false,
    offline,
  };
}

/** Back online after an offline start: the server decides whether the session still stands. */
function recheckOnline() {
  void authApi.me().then((result) => {
    if (!state.offline) return;
    if (result.ok && result.data.user) {
      keepSession(result.data);
      setState({ ...state, offline: false });
    } else if (!result.ok && result.kind === 'network') {
      window.addEventListener('online', recheckOnline, { once: true });
    } else {
      clearSession();
    }
  });
}

/** Resolves once the startup check is over, with the session as it then is. */
export const whenSessionReady = (): Promise<SessionState> =>
  state.status === 'ready' ? Promise.resolve(state) : startSession().then(() => state);

/**
 * After `POST /auth/sign-request-login`: keep what the server sent and select the first role.
 * The session shows (the landing page then gives way to the dashboard) once the officer's
 * language, the server's preference, is shown, as after a reload (startSession): the first
 * signed-in page opens in it, and every call after the sign-in asks in it. `beforeShown` runs
 * just before, in that language (the dashboard's early request, pages/dashboard/preload.ts).
 */
export async function signIn(data: SessionData, beforeShown?: () => void): Promise<void> {
  const roles = listOrEmpty(data.roles);
  const fto = ftoOf(data.fto);
  const selectedRole = roles[0] ?? null;
  keepSession(data);
  writeStored(STORAGE_KEYS.selectedRole, selectedRole);
  writeStored(STORAGE_KEYS.user, data.user);
  writeStored(STORAGE_KEYS.fto, fto);
  await startLocaleSession(languageOf(data));
  beforeShown?.();
  setState({
    status: 'ready',
    user: data.user,
    permissions: permissionsOf(data),
    roles,
    selectedRole,
    fto,
    endedByLogout: false,
    offline: false,
  });
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
  return { ok: false, message: serverMessage(result.body ?? { message: result.message }) };
}

/** Forgets the session in this tab only, e.g. when the server answered 401 to a later call. */
export function clearSession() {
  endLocaleSession();
  clearStorage();
  setState(signedOut('ready'));
}

/** Logout: tells the server (a failure there changes nothing here), then forgets everything. */
export async function signOut(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  endLocaleSession(true);
  clearStorage();
  setState(signedOut('ready', true));
}

export const hasAdminPermission = (permissions: Permission[]): boolean =>
  permissions.some((permission) => permission.permission_type === 'ADMIN');
