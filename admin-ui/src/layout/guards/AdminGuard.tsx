import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePermissions, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Permission } from '../../providers/authApi';
import { paths } from '../../navigation/paths';
import { hasAdminPermission } from '../../session/sessionStore';

/**
 * Spec 1 §2 admin-only guard for the `/users/*` pages: "Checking access..." while the
 * permissions load, then the page for a holder of any ADMIN permission and the 401
 * page for everyone else. Use it inside `RequireAuth`.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Permission[]>();

  if (isPending) {
    return (
      <Box
        data-testid="admin-guard-checking"
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
      >
        <CircularProgress size={24} />
        <Typography color="textSecondary">{translate('portal.guards.checkingAccess')}</Typography>
      </Box>
    );
  }
  if (!hasAdminPermission(permissions ?? [])) return <Navigate to={paths.unauthorized} replace />;
  return children;
}
