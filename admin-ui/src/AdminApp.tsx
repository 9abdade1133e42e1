import { Admin, Notification, defaultTheme, type NotificationProps, type RaThemeOptions } from 'react-admin';
import { useSiteConfig } from './config/SiteConfigContext';
import { NotFoundPage } from './layout/errors/NotFoundPage';
import { PublicLayout } from './layout/PublicLayout';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18n';
import { portalThemeOptions } from './theme';

const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  ...portalThemeOptions,
  components: { ...defaultTheme.components, ...portalThemeOptions.components },
};

const PublicNotFoundPage = () => (
  <PublicLayout>
    <NotFoundPage />
  </PublicLayout>
);

/** The spec's toasts: top-right, closing after 3 seconds. */
function PortalNotification(props: NotificationProps) {
  return <Notification {...props} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={3000} />;
}

/**
 * The signed-in portal, loaded on demand. It is mounted under the top-level router at
 * the root splat, so react-admin uses that BrowserRouter (no hash routing) with an
 * empty basename and its routes are the real `/dashboard`, `/users/...` paths.
 */
export default function AdminApp() {
  const site = useSiteConfig();

  return (
    <Admin
      title={site.productName}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={adminTheme}
      notification={PortalNotification}
      catchAll={NotFoundPage}
      // Until the signed-in screens are registered the admin has no routes and renders
      // `ready`; those paths then behave as unknown ones.
      ready={PublicNotFoundPage}
      disableTelemetry
    />
  );
}
