import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { NotFoundPage } from './layout/errors/NotFoundPage';
import { UnauthorizedPage } from './layout/errors/UnauthorizedPage';
import { LoadErrorBoundary } from './layout/LoadErrorBoundary';
import { PageLoading } from './layout/PageLoading';
import { PublicLayout } from './layout/PublicLayout';
import { ForgotPasswordPage } from './pages/forgot-password/ForgotPasswordPage';
import { LandingPage } from './pages/landing/LandingPage';
import { SignupPage } from './pages/signup/SignupPage';
import { isSignedInPath, paths } from './routes';
import { SessionGate } from './session/SessionGate';
import { publicTheme } from './theme';

// react-admin and everything signed-in live in their own chunk, fetched only when an
// officer reaches a signed-in path; the public pages need nothing but MUI.
const AdminApp = lazy(() => import('./AdminApp'));

function SignedInOrNotFound() {
  const { pathname } = useLocation();
  if (!isSignedInPath(pathname)) {
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

export function App() {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <SiteConfigProvider>
        <BrowserRouter>
          <SessionGate>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route index element={<LandingPage />} />
                <Route path={paths.signup} element={<SignupPage />} />
                <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
                <Route path={paths.unauthorized} element={<UnauthorizedPage />} />
              </Route>
              {/* A root splat keeps react-admin's routes absolute (/dashboard, /users/...). */}
              <Route path="*" element={<SignedInOrNotFound />} />
            </Routes>
          </SessionGate>
        </BrowserRouter>
      </SiteConfigProvider>
    </ThemeProvider>
  );
}
