import { getLocale } from './i18n/locale';
import { whenIdle } from './ui/idle';

/**
 * The signed-in app's code (react-admin, MUI, react-router, the screens), fetched on demand:
 * when an officer reaches a signed-in path other than the dashboard (which is part of the first
 * page), once the dashboard's cards are shown, and already while one types the login OTP. An
 * officer reading Kannada fetches its catalogs beside it, not after it. Calling it again reuses
 * the same module.
 */
export const loadAdminApp = () => {
  if (getLocale() === 'kn') void import('./i18n/kn').catch(() => undefined);
  return import('./AdminApp');
};

let markShown: () => void = () => undefined;
/** Resolves once the dashboard has shown what it came for (its cards, or the notice in their place). */
export const dashboardShown = new Promise<void>((resolve) => (markShown = resolve));

/**
 * Called by the dashboard once its first screen is up: the signed-in app's code then loads in
 * the background when the browser is idle, so a card opens its screen without waiting, and on
 * a slow link it never competes with the dashboard itself.
 */
export function dashboardIsShown(): void {
  markShown();
  whenIdle(() => void loadAdminApp().catch(() => undefined));
}
