import { getLocale } from './i18n/locale';

/**
 * The signed-in app's code (react-admin, MUI, react-router, the dashboard), fetched on demand:
 * when an officer reaches a signed-in path, and already while one types the login OTP, so the
 * dashboard does not wait for it after the login. An officer reading Kannada fetches its
 * catalogs beside it, not after it. Calling it again reuses the same module.
 */
export const loadAdminApp = () => {
  if (getLocale() === 'kn') void import('./i18n/kn').catch(() => undefined);
  return import('./AdminApp');
};
