import { Layout, useLogout, useNotify, type LayoutProps } from 'react-admin';
import { FieldStatus } from '../offline/FieldStatus';
import { useFieldTranslate } from '../offline/useFieldTranslate';
import { useSession } from '../session/useSession';
import { LocalizedMuiDefaults } from './LocalizedMuiDefaults';
import { PublicLayout } from './PublicLayout';
import { TopBar } from './TopBar';

const NoSidebar = () => null;

/**
 * The portal's one top bar (layout/TopBar.tsx, also the dashboard's) with react-admin's logout,
 * notifications and texts. `false`: react-admin clears its store and caches but leaves the
 * navigation to the bar, so the landing page replaces this one instead of stacking on top of it.
 */
function PortalTopBar() {
  const logout = useLogout();
  const notify = useNotify();
  const t = useFieldTranslate();
  return <TopBar logout={() => logout({}, false)} notify={notify} fieldStatus={<FieldStatus t={t} notify={notify} />} />;
}

/**
 * The signed-in frame: react-admin's Layout (error boundary, suspense, skip link) with
 * the portal's top bar and no side menu. A visitor without a session who reaches an
 * unknown signed-in path gets the public frame, so the 404 page looks like the public one;
 * signed-in pages themselves send such a visitor to the login page (RequireAuth).
 */
export function PortalLayout({ children }: LayoutProps) {
  const { user } = useSession();
  if (!user) return <PublicLayout>{children}</PublicLayout>;
  return (
    <LocalizedMuiDefaults>
      <Layout
        appBar={PortalTopBar}
        sidebar={NoSidebar}
        menu={NoSidebar}
        sx={{
          '& .RaLayout-appFrame': { mt: 0 },
          '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } },
        }}
      >
        {children}
      </Layout>
    </LocalizedMuiDefaults>
  );
}
