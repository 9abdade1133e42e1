import { getLocale } from '../../i18n/locale';
import { http, parseJson } from '../../api/http';

/** A refusal of `GET /auth/main-options`, with its HTTP status (401: the server no longer knows the session). */
export class MainOptionsRefused extends Error {
  constructor(readonly status: number) {
    super(`main-options: ${status}`);
  }
}

/** `GET /auth/main-options` in the current language: the JSON answer, or MainOptionsRefused. */
export function requestMainOptions(): Promise<unknown> {
  // The body is read either way (the client reads it), so the request ends.
  return http.GET('/api/auth/main-options', { parseAs: 'text' }).then(({ data, response }) => {
    if (!response.ok) throw new MainOptionsRefused(response.status);
    return parseJson(data);
  });
}

/**
 * The dashboard's one request (its cards) started early: as soon as the startup `GET /auth/me`
 * has found a session when the portal opens on /dashboard, and as a login succeeds, instead of
 * after the page has rendered. Never for a visitor: a 401 would only be noise. The cards take it
 * once, if it is recent and in the current language; otherwise, or when it failed (no session
 * yet), they ask again. No react-admin here: this module is part of the first page.
 */
interface Early {
  at: number;
  locale: string;
  answer: Promise<unknown>;
}

const FRESH_MS = 30_000;
let early: Early | null = null;

export function preloadMainOptions(): void {
  const answer = requestMainOptions();
  // Unhandled until taken: a failed early request is only a missed head start.
  answer.catch(() => undefined);
  early = { at: Date.now(), locale: getLocale(), answer };
}

/** The early answer, once, when it is still good to use; null to ask the server now. */
export function takeMainOptions(): Promise<unknown> | null {
  const taken = early;
  early = null;
  if (!taken || taken.locale !== getLocale() || Date.now() - taken.at > FRESH_MS) return null;
  return taken.answer;
}
