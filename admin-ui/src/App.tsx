import { lazy, Suspense, type ReactNode } from 'react';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { NotFoundPage } from './layout/errors/NotFoundPage';
import { UnauthorizedPage } from './layout/errors/UnauthorizedPage';
import { LoadErrorBoundary } from './layout/LoadErrorBoundary';
import { PageLoading } from './layout/PageLoading';
import { PublicLayout } from './layout/PublicLayout';
import { SignedInFrame } from './layout/SignedInFrame';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { preloadMainOptions } from './pages/dashboard/preload';
import { LandingPage } from './pages/landing/LandingPage';
import { useLocale } from './i18n/locale';
import { Navigate, PortalRouter, useLocation } from './navigation/router';
import { isDashboardPath, isSignedInPath, paths, type OriginState } from './navigation/paths';
import { SessionGate } from './session/SessionGate';
import { getSession, hasKeptSession, subscribe } from './session/sessionStore';
import { useSession } from './session/useSession';
import { loadAdminApp } from './signedInApp';

// react-admin and everything signed-in live in their own chunk (signedInApp.ts), fetched only
// when an officer reaches a signed-in path or logs in. The first page (landing, login, 401, 404,
// and the dashboard with its top bar) is plain React with a stylesheet: MUI and emotion load with
// the pages below or the signed-in app. Another signed-in page opened directly (a reload, a
// bookmark) loads that code while the startup session check is on the network, not after it
// answered; the dashboard (the installed portal's start page) loads it only once its cards show.
// It asks for its cards (pages/dashboard/preload.ts) beside that check when this device keeps an
// officer's session (a stale one costs one refused request, and the cards ask again if the
// language turns out another), else as soon as the check finds a session: never for a visitor.
const onDashboard = isDashboardPath(window.location.pathname);
if (isSignedInPath(window.location.pathname) && !onDashboard) loadAdminApp().catch(() => undefined);
if (onDashboard && hasKeptSession() && navigator.onLine) preloadMainOptions();
else if (onDashboard) {
  const stop = subscribe(() => {
    const session = getSession();
    if (session.status !== 'ready') return;
    stop();
    if (session.user && !session.offline) preloadMainOptions();
  });
}
const AdminApp = lazy(loadAdminApp);
// Registration and password recovery bring dialogs, selects and toasts the sign-in page does
// not need: they load when an officer opens them, keeping the first page small.
const SignupPage = lazy(() => import('./pages/signup/SignupPage').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('./pages/forgot-password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);

/** A public page loaded on demand, with the same loading and load-error handling as the signed-in app. */
function OnDemand({ children }: { children: ReactNode }) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

/**
 * A signed-in officer's portal home is the dashboard, also when an old bookmark or the 401
 * page's Go to Dashboard (spec 1 §2: to /) lands on `/`. A visitor sees the landing page.
 */
function LandingOrDashboard() {
  const { user } = useSession();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return <LandingPage />;
}

/**
 * `/dashboard`: part of the first page, in the signed-in frame without react-admin. Without a
 * session, back to the login page remembering it (unless the officer has just logged out on
 * purpose), as RequireAuth does for the signed-in app's pages.
 */
function Dashboard() {
  const { user, endedByLogout } = useSession();
  const { pathname, search, hash } = useLocation();
  if (!user) {
    const state: OriginState | undefined = endedByLogout ? undefined : { from: `${pathname}${search}${hash}` };
    return <Navigate to={paths.home} replace state={state} />;
  }
  return (
    <SignedInFrame>
      <DashboardPage />
    </SignedInFrame>
  );
}

/**
 * The known signed-in sections load the signed-in app for anyone (its guards send a visitor
 * to the login page). Any other path does so only with a session, because an administrator
 * can give a main option a new route (`/reports`) and the signed-in app looks it up among
 * the main options; a visitor gets the public 404 without fetching react-admin.
 */
function SignedInOrNotFound() {
  const { pathname } = useLocation();
  const { user } = useSession();
  if (!user && !isSignedInPath(pathname)) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <AdminApp />
      </Suspense>
    </LoadErrorBoundary>
  );
}

/** The public pages by path, all in one PublicLayout (it stays mounted between them); the dashboard; anything else is the signed-in app or the 404. */
function PortalRoutes() {
  const { pathname } = useLocation();
  // As react-router matched them: without regard to case or a trailing slash.
  let page: ReactNode;
  switch (pathname.replace(/\/+$/, '').toLowerCase() || paths.home) {
    case paths.home:
      page = <LandingOrDashboard />;
      break;
    case paths.signup:
      page = (
        <OnDemand>
          <SignupPage />
        </OnDemand>
      );
      break;
    case paths.forgotPassword:
      page = (
        <OnDemand>
          <ForgotPasswordPage />
        </OnDemand>
      );
      break;
    case paths.unauthorized:
      page = <UnauthorizedPage />;
      break;
    case paths.dashboard:
      return <Dashboard />;
    default:
      return <SignedInOrNotFound />;
  }
  return <PublicLayout>{page}</PublicLayout>;
}

export function App() {
  // The public pages read their texts through t(); a language switch renders them again.
  useLocale();
  return (
    <SiteConfigProvider>
      <PortalRouter>
        <SessionGate>
          <PortalRoutes />
        </SessionGate>
      </PortalRouter>
    </SiteConfigProvider>
  );
}
