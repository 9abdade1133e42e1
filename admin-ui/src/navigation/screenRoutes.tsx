import type { ComponentType, ReactNode } from 'react';
import { AdminDataScope } from '../admin/common/AdminDataScope';
import { AdminGuard } from '../layout/guards/AdminGuard';
import { RequireAuth } from '../layout/guards/RequireAuth';

/**
 * What every module's routes file (admin/routes.tsx, pages/fto/routes.tsx,
 * pages/social-audit/routes.tsx; AdminApp.tsx composes them) wraps its screens in.
 */

/** A signed-in screen: RequireAuth, with the resource-mapped dataProvider. */
export const signedIn = (page: ReactNode) => (
  <RequireAuth>
    <AdminDataScope>{page}</AdminDataScope>
  </RequireAuth>
);

/** Spec 1 §2: every /users route also passes the admin-type guard (the schedule pages add the STATE check inside). */
export const adminOnly = (page: ReactNode) => signedIn(<AdminGuard>{page}</AdminGuard>);

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every screen but the modules pages is loaded when it is opened (react-admin's layout shows its
 * loader meanwhile): officers of other modules never download the FTO verification and social
 * audit screens, and the dashboard waits for none of them. The screen the portal was opened on
 * starts loading with its module's routes (while the session check is still out), rather than
 * once the layout has rendered its route.
 */
export function preloadOpened(loaders: Record<string, ScreenLoader>): void {
  loaders[window.location.pathname]?.().catch(() => undefined);
}
