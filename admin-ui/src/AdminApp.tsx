import { Route, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { Admin, CustomRoutes, defaultTheme, type RaThemeOptions } from 'react-admin';
import { adminDataProvider } from './admin/adminDataProvider';
import { adminRoutes } from './admin/routes';
import { ftoRoutes } from './pages/fto/routes';
import { socialAuditRoutes } from './pages/social-audit/routes';
import { useSiteConfig } from './config/SiteConfigContext';
import { PortalLayout } from './layout/PortalLayout';
import { PortalNotification } from './layout/PortalNotification';
import { MainOptionRoute } from './pages/modules/MainOptionRoute';
import { authProvider } from './providers/authProvider';
import { history } from './navigation/history';
import { i18nProvider } from './providers/i18n';
import { localeAwareStore } from './providers/localeStore';
import { paths } from './navigation/paths';
import { portalThemeOptions } from './theme';

const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  ...portalThemeOptions,
  components: { ...defaultTheme.components, ...portalThemeOptions.components },
};

// react-router types the action as its enum, whose values are the same 'POP', 'PUSH', 'REPLACE'.
const routerHistory = history as unknown as Parameters<typeof HistoryRouter>[0]['history'];

/** react-admin's store, its `locale` being the portal's one current language (i18n/locale.ts). */
const store = localeAwareStore();

/**
 * The signed-in portal, loaded on demand. react-router comes with it: its HistoryRouter runs
 * on the portal's one browser history (navigation/history.ts), which the first page's router
 * shares, so react-admin has no hash routing, an empty basename and the real `/dashboard`,
 * `/users/...` paths, and a navigation on either side is seen by both.
 * Officers sign in on the public landing page, so react-admin has no login page; every
 * signed-in route is wrapped in RequireAuth (and `/users/*` also in AdminGuard). Any other
 * path is a main option's route (its modules page) or the 404 page. `/dashboard` is not here:
 * it is part of the first page (App.tsx).
 */
export default function AdminApp() {
  const site = useSiteConfig();

  return (
    <HistoryRouter history={routerHistory}>
      <Admin
        title={site.productName}
        authProvider={authProvider}
        dataProvider={adminDataProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={adminTheme}
        layout={PortalLayout}
        notification={PortalNotification}
        catchAll={MainOptionRoute}
        loginPage={false}
        disableTelemetry
      >
        <CustomRoutes>
          {/*
            The dashboard is part of the first page (App.tsx renders it without react-admin); a
            navigation to it unmounts this app. Until that render lands, nothing here, rather
            than the catch-all's main-option lookup for the path.
          */}
          <Route path={paths.dashboard} element={null} />
          {/* Each module declares its own routes (and paths); they are composed here only. */}
          {adminRoutes}
          {ftoRoutes}
          {socialAuditRoutes}
        </CustomRoutes>
      </Admin>
    </HistoryRouter>
  );
}
