import { getSession, signOut } from './sessionStore';

/**
 * Logout's work outside react-admin, shared by its authProvider and the dashboard's top bar.
 * A shared phone keeps nothing of the officer's work after Logout, except submissions still
 * waiting for network: those are the officer's filed work and go out after the next sign-in.
 * (A 401 only clears the session, sessionStore.clearSession: the drafts stay for the next
 * sign-in.) The offline stores load on demand: the dashboard does not fetch them to show.
 */
export async function endSession(): Promise<void> {
  const userId = getSession().user?.id;
  if (userId !== undefined) {
    const id = String(userId);
    await Promise.all([
      import('../offline/drafts').then((m) => m.clearUserDrafts(id)),
      import('../offline/reads').then((m) => m.clearUserReads(id)),
      import('../offline/outbox').then((m) => m.clearUserNotices(id)),
    ]).catch(() => undefined);
  }
  await signOut();
}

/** react-admin's localStorageStore keeps its items (list filters, preferences) under this prefix. */
const SIGNED_IN_STORE_PREFIX = 'RaStore';

/**
 * Logout from the dashboard, where react-admin is not mounted: as react-admin's useLogout does
 * (authProvider.logout, then its store reset; its query cache lives and dies with `<Admin>`, which
 * is not rendered here), without loading react-admin for it.
 */
export async function logOutWithoutSignedInApp(): Promise<void> {
  await endSession();
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(SIGNED_IN_STORE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
