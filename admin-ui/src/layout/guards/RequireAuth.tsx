import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { paths, type OriginState } from '../../navigation/paths';
import { useSession } from '../../session/useSession';

/**
 * Spec 1 §2 protected page: a spinner while the session loads; without a user, back to
 * the login page, remembering this page so the login can return to it (unless the
 * officer has just logged out on purpose).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user, endedByLogout } = useSession();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <Box data-testid="auth-checking" role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (!user) {
    const state: OriginState | undefined = endedByLogout ? undefined : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.home} replace state={state} />;
  }
  return children;
}
