import { useSyncExternalStore } from 'react';
import { http, takeLanguageFrom } from '../api/http';

/**
 * The portal's one current language, for the public pages (`t()`), react-admin (its store's
 * `locale` item is this module: providers/localeStore.ts), every API call's `Accept-Language`
 * and `<html lang>`.
 *
 * Where it comes from: the officer's server preference once signed in (`/auth/me` answers
 * `language`); before sign-in the last choice kept on this device; on a first visit the
 * browser's languages. A switch made while signed in is saved on the server
 * (`PUT /auth/me/preferences`); when that cannot be done (no network, signed out), the choice
 * is kept as pending on the device and sent at the next chance, so it is never lost.
 *
 * No React-only or react-admin import at module level: the service worker's outbox sender
 * reads `getLocale()` too, where there is no window and no localStorage.
 */
export type Locale = 'en' | 'kn';

export const LOCALES: readonly Locale[] = ['kn', 'en'];

/** Each language named in itself: a switch must be readable by someone who cannot read the other. */
export const LANGUAGE_NAMES: Record<Locale, string> = { kn: 'ಕನ್ನಡ', en: 'English' };

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'kn';

const STORAGE_KEY = 'portal:language';
/** A choice the server has not yet been told of (made offline, or signed out before sign-in). */
const PENDING_KEY = 'portal:language-pending';
const PREFERENCES_URL = '/api/auth/me/preferences' as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): Locale | null {
  try {
    const value = storage()?.getItem(key);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: Locale | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice holds for this page.
  }
}

/** 'kn' when the browser's first preferred language that the portal has is Kannada. */
export function browserLocale(languages: readonly string[] | undefined = globalThis.navigator?.languages): Locale {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'kn') return 'kn';
    if (base === 'en') return 'en';
  }
  return 'en';
}

let current: Locale = read(STORAGE_KEY) ?? browserLocale();
let signedIn = false;
const listeners = new Set<() => void>();

/**
 * What a language needs before the public pages can show it: the Kannada portal texts and the
 * server message catalog. English is in the first load; Kannada is fetched on demand, so the
 * first page of an English reader does not carry it. Registered by t.ts and serverMessage.ts,
 * which own those catalogs.
 */
const loaders: Array<(locale: Locale) => Promise<void>> = [];

export function registerLocaleLoader(loader: (locale: Locale) => Promise<void>) {
  loaders.push(loader);
}

/** Resolves when everything the public pages need for `locale` is loaded (a failed load leaves English in place of the missing texts). */
export function loadLocale(locale: Locale = current): Promise<void> {
  return Promise.all(loaders.map((load) => load(locale).catch(() => undefined))).then(() => undefined);
}

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
applyToDocument(current);

export const getLocale = (): Locale => current;

// Every API call that names no language asks in this one (api/http.ts).
takeLanguageFrom(getLocale);

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let switching = 0;

async function show(locale: Locale) {
  const ticket = ++switching;
  await loadLocale(locale);
  // A later switch made while this one was loading wins.
  if (ticket !== switching || locale === current) return;
  current = locale;
  applyToDocument(locale);
  for (const listener of [...listeners]) listener();
}

// Another tab of the portal switched: this one follows, so two tabs never show two languages.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY && isLocale(event.newValue)) void show(event.newValue);
  });
}

/** Asks the server to keep the pending choice; true when it did (or nothing was pending). */
async function sendPending(): Promise<boolean> {
  const pending = read(PENDING_KEY);
  if (pending === null) return true;
  if (!signedIn || typeof fetch === 'undefined') return false;
  try {
    const { response } = await http.PUT(PREFERENCES_URL, { headers: { 'Accept-Language': pending }, body: { language: pending } });
    if (!response.ok) return false;
    // A newer switch made while this call was out stays pending for the next send.
    if (read(PENDING_KEY) === pending) write(PENDING_KEY, null);
    return true;
  } catch {
    return false;
  }
}

let retryArmed = false;
function retryWhenOnline() {
  if (retryArmed || typeof window === 'undefined') return;
  retryArmed = true;
  window.addEventListener(
    'online',
    () => {
      retryArmed = false;
      void sendPending().then((sent) => {
        if (!sent && read(PENDING_KEY) !== null) retryWhenOnline();
      });
    },
    { once: true },
  );
}

/**
 * The officer's choice (the switch, react-admin's locale setter). Kept on the device at once,
 * shown once its texts are loaded, and saved as the officer's preference on the server, now
 * if signed in and online, else at the next sign-in or when the network is back.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!isLocale(locale)) return;
  write(STORAGE_KEY, locale);
  write(PENDING_KEY, locale);
  const shown = show(locale);
  if (signedIn && !(await sendPending())) retryWhenOnline();
  await shown;
}

/**
 * A session started (sign-in, or `/auth/me` on load) with the server's preference. A choice
 * not yet saved (made offline, or just before signing in) is the officer's latest word and is
 * sent; otherwise the server's preference is shown and kept on the device.
 */
export async function startLocaleSession(serverLanguage: unknown): Promise<void> {
  signedIn = true;
  if (read(PENDING_KEY) !== null) {
    void sendPending().then((sent) => sent || retryWhenOnline());
    return;
  }
  if (isLocale(serverLanguage)) {
    write(STORAGE_KEY, serverLanguage);
    await show(serverLanguage);
  }
}

/**
 * The session ended: the language stays as it is on this device; later choices wait for a
 * sign-in. When the officer signs out (`signedOut`), a choice of theirs not saved yet is
 * dropped, so a shared phone never makes it the next officer's preference; a session that only
 * expired keeps it for the same officer's next sign-in.
 */
export function endLocaleSession(signedOut = false) {
  signedIn = false;
  if (signedOut) write(PENDING_KEY, null);
}

/** The current language; the component re-renders when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribeLocale, getLocale, getLocale);
