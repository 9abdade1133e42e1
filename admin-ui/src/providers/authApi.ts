/**
 * The sign-in, registration, password and location calls of docs/auth-api.md, on the UI's one
 * client (api/http.ts: session cookie, language). The public pages use it directly and the
 * react-admin authProvider wraps it, so it must never import react-admin: it is part of the
 * first (public) load.
 */
import { parseJson, requestUrl, type UrlAnswer } from '../api/http';
import type { AnswerOf, PathOf, RequestOf, Schema } from '../api/types';
import { serverFieldErrors, serverMessage } from '../i18n/serverMessage';

export const API_BASE = '/api';

/** The state every registration and district list belongs to (spec 1 §9). */
export const STATE_CODE = '15';

export type OfficerLevel = Schema<'OfficerLevel'>;

/** The signed-in officer (the server's PublicUser). */
export type SessionUser = Schema<'PublicUser'>;

export type Permission = Schema<'Permission'>;

/** A role the officer holds, as the session lists it and as calls send it back (`currentRole`). */
export type RoleAssignment = Schema<'PrincipalRole'>;

/**
 * The FTO context of a session (spec 2 §3): the role-to-level mappings (`Roles`) and the
 * verification cycles (`schedule`, the current one first). The pages ask the server for the
 * officer's level itself (`POST /filever/level-context`); this is kept as the spec's session has it.
 */
export type FtoContext = Schema<'FtoContext'>;

type Me = AnswerOf<'/api/auth/me', 'get'>;

/** What both `GET /auth/me` and a successful login carry. */
export type SessionData = Pick<Me, 'user' | 'permissions' | 'roles' | 'fto'> & Partial<Pick<Me, 'language'>>;

export type District = Schema<'DistrictRow'>;
export type Block = Schema<'BlockRow'>;
export type Panchayat = Schema<'PanchayatRow'>;

/** The envelope of docs/auth-api.md: `code`, `params` and `errorCodes` let the UI word a message in the officer's language. */
export interface ApiBody {
  success?: boolean;
  message?: string;
  code?: string;
  params?: Record<string, unknown>;
  errors?: Record<string, string>;
  errorCodes?: Record<string, string>;
}

/**
 * How a call ended. `rejected` is a 2xx answer with `success: false`, `http` a 4xx/5xx
 * answer, `network` no answer at all; the spec's fallback texts differ between them.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T & ApiBody }
  | {
      ok: false;
      kind: 'rejected' | 'http' | 'network';
      status: number;
      message?: string;
      errors?: Record<string, string>;
      /** The whole answer, for i18n/serverMessage.ts (its code, params and field codes). */
      body?: ApiBody;
    };

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let answered: UrlAnswer;
  try {
    answered = await requestUrl(method, `${API_BASE}${path}`, { body, parseAs: 'text' });
  } catch {
    return { ok: false, kind: 'network', status: 0 };
  }
  const { response } = answered;
  // A proxy error page or an empty answer is no JSON: the status decides.
  const data = parseJson(response.ok ? answered.data : answered.error);
  const answer = (typeof data === 'object' && data !== null ? data : {}) as ApiBody;
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : undefined;
  if (!response.ok) return { ok: false, kind: 'http', status: response.status, message, errors: answer.errors, body: answer };
  if (answer.success === false)
    return { ok: false, kind: 'rejected', status: response.status, message, errors: answer.errors, body: answer };
  return { ok: true, status: response.status, data: (Array.isArray(data) ? data : answer) as T & ApiBody };
}

/** A POST of the API: its body and its answer typed from docs/openapi.json (paths without /api). */
type Posted = PathOf<'post'> extends `/api${infer P}` ? P : never;
const post = <P extends Posted>(path: P, body: RequestOf<`/api${P}`, 'post'> | Record<string, never> = {}) =>
  call<AnswerOf<`/api${P}`, 'post'>>('POST', path, body);
type Got = PathOf<'get'> extends `/api${infer P}` ? P : never;
const get = <P extends Got>(path: P, query = '') => call<AnswerOf<`/api${P}`, 'get'>>('GET', `${path}${query}`);

/** The message to show for a failed call: the server's own (by its code, in the officer's language), else the spec's fallback. */
export function failureText(result: ApiResult<unknown>, fallback: string): string {
  return (!result.ok && serverMessage(result.body ?? { message: result.message }, fallback)) || fallback;
}

/** The field errors of a refused call in the officer's language (`errors` worded by `errorCodes`). */
export function failureFields(result: ApiResult<unknown>): Record<string, string> {
  return result.ok ? {} : serverFieldErrors(result.body ?? { errors: result.errors });
}

/** A success answer's message (e.g. "OTP sent"), in the officer's language by its code. */
export function answerText(result: ApiResult<unknown>, fallback: string): string {
  return (result.ok && serverMessage(result.data, fallback)) || fallback;
}

export const authApi = {
  me: () => get('/auth/me'),
  logout: () => post('/auth/logout'),
  /** Keeps the officer's role choice in the server session; calls without `currentRole` then act as it. */
  selectRole: (currentRole: RoleAssignment) => post('/auth/select-role', { currentRole }),

  loginRequestOtp: (mobile: string, password: string) => post('/auth/sign-request-otp', { mobile, password }),
  loginVerifyOtp: (mobile: string, otp: string) => post('/auth/sign-request-login', { mobile, otp }),

  registrationRequestOtp: (body: { mobile_number: string; email: string; kgid_pan: string }) => post('/auth/request-otp', body),
  registrationVerifyOtp: (body: { mobile_number: string; email: string; otp_mobile: string; otp_email: string }) =>
    post('/auth/verify-otp-reg', body),
  register: (body: RegistrationPayload) => post('/auth/register', body),

  forgotSendOtp: (mobile_number: string) => post('/auth/send-otp', { mobile_number }),
  forgotVerifyOtp: (mobile_number: string, otp: string) => post('/auth/verify-otp-fp', { mobile_number, otp }),
  forgotResetPassword: (mobile_number: string, new_password: string) => post('/auth/reset-password', { mobile_number, new_password }),

  districts: () => get('/location/districts', `?state_code=${STATE_CODE}`),
  blocks: (districtCode: string) => get('/location/blocks', `?district_code=${encodeURIComponent(districtCode)}`),
  panchayats: (districtCode: string, blockCode: string) =>
    get('/location/panchayats', `?district_code=${encodeURIComponent(districtCode)}&block_code=${encodeURIComponent(blockCode)}`),
};

/** Spec 1 §3 registration payload; codes a level does not use are sent as "". */
export interface RegistrationPayload {
  name: string;
  email: string;
  mobile_number: string;
  kgid_pan: string;
  designation: string;
  password: string;
  confirmPassword: string;
  officer_level: OfficerLevel;
  state_code: string;
  district_code: string;
  block_code: string;
  panchayat_code: string;
}
