import type { AuthProvider } from 'react-admin';
import { paths } from '../routes';
import { clearUserDrafts } from '../offline/drafts';
import { clearUserNotices } from '../offline/outbox';
import { clearUserReads } from '../offline/reads';
import { clearSession, getSession, signOut, whenSessionReady } from '../session/sessionStore';

/**
 * react-admin's view of the officer's session. Signing in happens on the public login
 * page (OTP, outside react-admin), so `login` is never called; everything else reads the
 * one session store the public pages share.
 */
export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Officers sign in on the login page.')),

  logout: async () => {
    // A shared phone keeps nothing of the officer's work after Logout, except submissions still
    // waiting for network: those are the officer's filed work and go out after the next sign-in.
    // A 401 (clearSession) keeps the drafts: the officer signs in again and carries on.
    const userId = getSession().user?.id;
    if (userId !== undefined) {
      const id = String(userId);
      await Promise.all([clearUserDrafts(id), clearUserReads(id), clearUserNotices(id)]).catch(() => undefined);
    }
    await signOut();
    return paths.home;
  },

  checkAuth: async () => {
    const session = await whenSessionReady();
    // `message: false`: a signed-out visitor is sent to the login page without a toast.
    if (!session.user) throw { redirectTo: paths.home, message: false };
  },

  checkError: async (error: { status?: number } | undefined) => {
    // 401: the server no longer knows the session. A 403 ("Selected role is not assigned
    // to you.") is an answer for the page to show, not a reason to sign out.
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: paths.home, message: false };
    }
  },

  getIdentity: async () => {
    const { user } = await whenSessionReady();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.name };
  },

  getPermissions: async () => (await whenSessionReady()).permissions,
};
