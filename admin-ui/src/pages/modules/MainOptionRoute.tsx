import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { AdminDataScope, useAdminDataProvider } from '../../admin/common/AdminDataScope';
import { useLoad } from '../../admin/common/useLoad';
import type { MainOption } from '../../admin/types';
import { NotFoundPage } from '../../layout/errors/NotFoundPage';
import { useSession } from '../../session/useSession';
import { mainOptionAt, ModulesPage } from './ModulesPage';

function Lookup() {
  const { pathname } = useLocation();
  const dataProvider = useAdminDataProvider();
  const main = useLoad<MainOption[]>('main-options', () => dataProvider.mainOptions(), []);

  if (main.loading) {
    return (
      <Box data-testid="main-option-route-loading" role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  // Spec 1 §8: other load failures are only logged; the path is then unknown.
  if (main.error) console.warn('Main options could not be loaded.', main.error);
  const option = mainOptionAt(main.data, pathname);
  if (!option) return <NotFoundPage />;
  return <ModulesPage key={option.id} option={option} />;
}

/**
 * The signed-in app's catch-all. Administrators choose main options' routes (spec 1 §2
 * Main Option Management), so a path no fixed route knows may still be one of them: the
 * officer's main options (the server leaves out those the officer may not see) decide
 * between that option's modules page and the 404 page. Without a session there is nothing
 * to look up.
 */
export function MainOptionRoute() {
  const { user } = useSession();
  if (!user) return <NotFoundPage />;
  return (
    <AdminDataScope>
      <Lookup />
    </AdminDataScope>
  );
}
