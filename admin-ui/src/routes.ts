/** Paths the browser can land on. The server answers index.html for every non-/api path. */
export const paths = {
  home: '/',
  loginAnchor: 'login',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
} as const;

/**
 * First path segments served by the signed-in (react-admin) part of the portal, which
 * is loaded on demand. Everything else is a public page or the public 404.
 */
const signedInSections = ['dashboard', 'users', 'fto', 'audit'] as const;

export function isSignedInPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return (signedInSections as readonly string[]).includes(first);
}
