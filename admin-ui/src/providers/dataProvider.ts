import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from '../api/client';
import { API_BASE } from './authApi';

export const API_URL = API_BASE;

/**
 * react-admin's dataProvider (ra-data-simple-rest: lists answered with Content-Range) on the
 * UI's one client (api/http.ts, through api/client.ts's `httpClient`): every call carries the
 * session cookie and the officer's language, and a 4xx/5xx answer rejects with its message
 * worded by code, so react-admin's own notifications read in Kannada too.
 */
export const dataProvider: DataProvider = simpleRestProvider(API_URL, httpClient);
