import { useCallback, useSyncExternalStore } from 'react';
import type { RoleAssignment } from '../providers/authApi';
import { getSession, selectRole, subscribe, type RoleSwitchResult, type SessionState } from './sessionStore';

/** The current session; re-renders when it changes. */
export const useSession = (): SessionState => useSyncExternalStore(subscribe, getSession, getSession);

/**
 * The role the officer currently acts as, the roles to choose from, and a setter that
 * asks the server to keep the choice and then remembers it for this browser tab. Later
 * calls send `currentRole`.
 */
export function useCurrentRole(): {
  currentRole: RoleAssignment | null;
  roles: RoleAssignment[];
  setCurrentRole: (role: RoleAssignment) => Promise<RoleSwitchResult>;
} {
  const { selectedRole, roles } = useSession();
  const setCurrentRole = useCallback((role: RoleAssignment) => selectRole(role), []);
  return { currentRole: selectedRole, roles, setCurrentRole };
}
