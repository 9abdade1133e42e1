import { getLocale } from '../../i18n/locale';
import { API_BASE } from '../../providers/authApi';

/**
 * The dashboard's one request (`GET /auth/main-options`, its cards) started early: as soon as the
 * startup `GET /auth/me` has found a session when the portal opens on /dashboard (beside the
 * signed-in app's code, which is still loading), and as a login succeeds, instead of after
 * react-admin has loaded and rendered the page. Never for a visitor: a 401 would only be noise. The cards take it once, if it is
 * recent and in the current language; otherwise, or when it failed (no session yet), they ask
 * again as before. No react-admin here: this module is part of the first page.
 */
interface Early {
  at: number;
  locale: string;
  answer: Promise<unknown>;
}

const FRESH_MS = 30_000;
let early: Early | null = null;

export function preloadMainOptions(): void {
  const locale = getLocale();
  const answer = fetch(`${API_BASE}/auth/main-options`, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': locale },
  }).then(async (response) => {
    // The body is read either way, so the request ends (an unread refusal stays open).
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`main-options: ${response.status}`);
    return body;
  });
  // Unhandled until taken: a failed early request is only a missed head start.
  answer.catch(() => undefined);
  early = { at: Date.now(), locale, answer };
}

/** The early answer, once, when it is still good to use; null to ask the server now. */
export function takeMainOptions(): Promise<unknown> | null {
  const taken = early;
  early = null;
  if (!taken || taken.locale !== getLocale() || Date.now() - taken.at > FRESH_MS) return null;
  return taken.answer;
}
