import { assertNotFault, isErrorRedirect } from './parsers/faults.js';
import type { HostLimiter } from './host-limiter.js';
import { MisPageError, type FormState } from './types.js';

export interface MisClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Tries per request for network errors and 5xx answers. */
  retries: number;
  userAgent: string;
  limiter: HostLimiter;
  /** Base delay of the exponential backoff between tries (tests shorten it). */
  backoffMs?: number;
}

export interface MisResponse {
  /** The URL that answered (after a plain redirect). */
  url: string;
  status: number;
  body: string;
}

export interface PostOptions {
  /** An UpdatePanel async post (`X-MicrosoftAjax: Delta=true`); the answer is a delta. */
  async?: { scriptManager: string; panel: string; trigger?: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_REDIRECTS = 3;

/**
 * One visit to the MIS, as a browser makes it: cookies kept (ASP.NET_SessionId), links resolved
 * against the page that showed them and followed exactly as written (Digest included, never
 * rebuilt or re-encoded), every request through the per-host limiter, timeouts, retries with
 * backoff for network errors and 5xx, and every answer checked for the MIS's fault pages.
 */
export class MisSession {
  /** Pages fetched by this visit (retries of one page count once). */
  pagesFetched = 0;
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly options: MisClientOptions,
    private readonly onPage: (pagesFetched: number) => void | Promise<void> = () => undefined,
  ) {}

  /** An absolute URL for a link as written, relative to the page it came from (or the base URL). */
  resolve(href: string, from?: string): string {
    return new URL(href, from ?? this.options.baseUrl).toString();
  }

  get(href: string, page: string, from?: string): Promise<MisResponse> {
    return this.fetchPage('GET', this.resolve(href, from), page);
  }

  /**
   * A WebForms post-back: every field of the form's current state, with `changes` applied
   * (`__EVENTTARGET` for a dropdown change, or the clicked button's name and value).
   */
  postBack(form: FormState, from: string, page: string, changes: Record<string, string>, options: PostOptions = {}): Promise<MisResponse> {
    const fields: Record<string, string> = { __EVENTTARGET: '', __EVENTARGUMENT: '', ...form.fields, ...changes };
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };
    if (options.async) {
      const trigger = options.async.trigger ?? (changes.__EVENTTARGET || Object.keys(changes).find((k) => k !== '__EVENTTARGET') || '');
      fields[options.async.scriptManager] = `${options.async.panel}|${trigger}`;
      fields.__ASYNCPOST = 'true';
      headers['X-MicrosoftAjax'] = 'Delta=true';
      headers['X-Requested-With'] = 'XMLHttpRequest';
    }
    const body = new URLSearchParams(fields).toString();
    return this.fetchPage('POST', this.resolve(form.action, from), page, body, headers);
  }

  private async fetchPage(
    method: 'GET' | 'POST',
    url: string,
    page: string,
    body?: string,
    extra: Record<string, string> = {},
  ): Promise<MisResponse> {
    const { retries, backoffMs = 500 } = this.options;
    let lastError: MisPageError | null = null;
    for (let attempt = 1; attempt <= retries; attempt++) {
      if (attempt > 1) await sleep(Math.min(8000, backoffMs * 2 ** (attempt - 2)) + Math.floor(Math.random() * backoffMs));
      try {
        const response = await this.exchange(method, url, page, body, extra);
        this.pagesFetched++;
        await this.onPage(this.pagesFetched);
        return response;
      } catch (err) {
        if (!(err instanceof MisPageError)) throw err;
        // Only the network and the server's own failures are worth another try right away;
        // a wrong page (URL TEMPERED, a changed layout) needs the caller to start over.
        if (err.kind !== 'network' && err.kind !== 'error-page') throw err;
        lastError = err;
      }
    }
    throw lastError!;
  }

  private async exchange(
    method: 'GET' | 'POST',
    start: string,
    page: string,
    body: string | undefined,
    extra: Record<string, string>,
  ): Promise<MisResponse> {
    let url = start;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const host = new URL(url).host;
      const release = await this.options.limiter.acquire(host);
      let status: number;
      let text: string;
      let location: string | null;
      try {
        const response = await fetch(url, {
          method,
          body: method === 'POST' ? body : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.options.timeoutMs),
          headers: {
            'User-Agent': this.options.userAgent,
            Accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.8',
            ...(this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
            ...extra,
          },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair.indexOf('=');
          if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        }
        status = response.status;
        location = response.headers.get('location');
        text = await response.text();
      } catch (err) {
        const reason = (err as { cause?: { code?: string; message?: string } }).cause?.code ?? (err as Error).name ?? 'error';
        throw new MisPageError(
          'network',
          page,
          `the MIS did not answer (${reason === 'TimeoutError' ? `no answer within ${this.options.timeoutMs} ms` : reason})`,
        );
      } finally {
        await release();
      }
      if (status >= 300 && status < 400 && location) {
        if (isErrorRedirect(location)) throw new MisPageError('error-page', page, `the MIS redirected to its error page (${location})`);
        url = new URL(location, url).toString();
        method = 'GET';
        body = undefined;
        continue;
      }
      if (status === 429 || status >= 500) {
        assertNotFault(text, page, status);
        throw new MisPageError('error-page', page, `the MIS answered HTTP ${status}`);
      }
      if (status >= 400) throw new MisPageError('error-page', page, `the MIS answered HTTP ${status}`, false);
      assertNotFault(text, page, status);
      return { url, status, body: text };
    }
    throw new MisPageError('error-page', page, `more than ${MAX_REDIRECTS} redirects`);
  }
}
