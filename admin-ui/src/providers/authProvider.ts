import type { AuthProvider } from 'react-admin';
import { paths } from '../navigation/paths';
import { endSession } from '../session/logout';
import { clearSession, whenSessionReady } from '../session/sessionStore';

/**
 * react-admin's view of the officer's session. Signing in happens on the public login
 * page (OTP, outside react-admin), so `login` is never called; everything else reads the
 * one session store the public pages share.
 */
export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Officers sign in on the login page.')),

  logout: async () => {
    // What Logout forgets on the device (session/logout.ts); react-admin then resets its store and cache.
    await endSession();
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
