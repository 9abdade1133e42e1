import { Layout, type LayoutProps } from 'react-admin';
import { useSession } from '../session/useSession';
import { LocalizedMuiDefaults } from './LocalizedMuiDefaults';
import { PublicLayout } from './PublicLayout';
import { TopBar } from './TopBar';

const NoSidebar = () => null;

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
        appBar={TopBar}
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
