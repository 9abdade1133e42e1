import { adminPaths } from '../admin/paths';
import { ftoPaths } from '../pages/fto/paths';
import { socialAuditPaths } from '../pages/social-audit/paths';

/**
 * The first page's paths (public pages and the dashboard). The server answers index.html for every
 * non-/api path. Each signed-in module declares its own paths and routes (admin/, pages/fto/,
 * pages/social-audit/: paths.ts and routes.tsx beside its screens).
 */
export const paths = {
  home: '/',
  loginAnchor: 'login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
} as const;

/** `/#login`: the landing page scrolled to the login card. */
export const loginLocation = { pathname: paths.home, hash: `#${paths.loginAnchor}` } as const;

/**
 * First path segments served by the signed-in (react-admin) part of the portal, which
 * is loaded on demand. For a visitor without a session everything else is a public page
 * or the public 404; with a session, any other path is looked up among the main options
 * (whose routes administrators choose) inside the signed-in part.
 */
const signedInSections: readonly string[] = [
  paths.dashboard,
  adminPaths.users,
  adminPaths.tools,
  ftoPaths.fto,
  socialAuditPaths.socialAudit,
].map((path) => path.slice(1));

export function isSignedInPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return signedInSections.includes(first);
}

/** `/dashboard`, as the router matches paths (without regard to case or a trailing slash, or to a query or hash). */
export const isDashboardPath = (path: string): boolean =>
  (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() === paths.dashboard;

/** Router state a guard leaves on `/` so that login can return to the page first asked for. */
export interface OriginState {
  from: string;
}

/**
 * The remembered page, from our guards (`from`) or react-admin's logout (`nextPathname`,
 * `nextSearch`). Only signed-in paths qualify, so the state can never send the officer
 * off-site or back to a public page.
 */
export function originFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  let target: string | null = null;
  if (typeof record.from === 'string') target = record.from;
  else if (typeof record.nextPathname === 'string') {
    target = record.nextPathname + (typeof record.nextSearch === 'string' ? record.nextSearch : '');
  }
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return isSignedInPath(target.split(/[?#]/)[0] ?? '') ? target : null;
}
