import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { getLocale } from '../i18n/locale';
import { serverMessage, withLocalFieldErrors } from '../i18n/serverMessage';
import { API_BASE } from './authApi';

export const API_URL = API_BASE;

/**
 * The server's refusal as react-admin's HttpError, its message in the officer's language (by
 * the answer's `code`); `body` keeps the whole answer for screens that read fields from it.
 */
export function refusal(body: unknown, status: number, fallback = 'Request refused'): HttpError {
  return new HttpError(serverMessage(body, fallback), status, withLocalFieldErrors(body));
}

/**
 * Every call carries the session cookie and the officer's language (`Accept-Language`); the
 * server answers lists with Content-Range. A 4xx/5xx answer rejects with its message worded
 * by code, so react-admin's own notifications read in Kannada too.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Accept-Language', getLocale());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError && error.body) throw refusal(error.body, error.status, error.message);
    throw error;
  }
};

export const dataProvider: DataProvider = simpleRestProvider(API_URL, httpClient);
