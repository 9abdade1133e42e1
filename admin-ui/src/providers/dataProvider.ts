import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE } from './authApi';

export const API_URL = API_BASE;

/** Every call carries the session cookie; the server answers lists with Content-Range. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export const dataProvider: DataProvider = simpleRestProvider(API_URL, httpClient);
