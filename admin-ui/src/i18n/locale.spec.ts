import { beforeAll, describe, expect, it, jest } from '@jest/globals';

type LocaleModule = typeof import('./locale');

/** localStorage as the browser has it, for a module that reads it when loaded. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * One officer's story on one device (locale.ts keeps module state, so the steps run in order):
 * a choice made before signing in, a switch made with no network, and the server's preference.
 */
describe('the current language and the officer preference (issue 26 item 1)', () => {
  let locale: LocaleModule;
  const storage = memoryStorage();
  const fetchMock = jest.fn<typeof fetch>();
  // Calls go out through the UI's one client (api/http.ts), which hands fetch a Request.
  const sent = () =>
    Promise.all(
      fetchMock.mock.calls.map(async ([input]) => {
        const request = input as Request;
        return { url: new URL(request.url).pathname, method: request.method, body: await request.clone().text() };
      }),
    );

  beforeAll(async () => {
    Object.assign(globalThis, { localStorage: storage, fetch: fetchMock, location: { origin: 'http://portal.test' } });
    locale = await import('./locale');
  });

  it('starts in English on a device with no choice and no Kannada browser', () => {
    expect(locale.getLocale()).toBe('en');
  });

  it('keeps a choice made before sign-in on the device and tells the server at sign-in, over its preference', async () => {
    const seen: string[] = [];
    const stop = locale.subscribeLocale(() => seen.push(locale.getLocale()));
    await locale.setLocale('kn');
    expect(locale.getLocale()).toBe('kn');
    expect(seen).toEqual(['kn']);
    expect(storage.getItem('portal:language')).toBe('kn');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response('{"success":true,"code":"PREFERENCES_SAVED","language":"kn"}', { status: 200 }));
    await locale.startLocaleSession('en');
    await new Promise((r) => setTimeout(r, 0));
    expect(await sent()).toEqual([{ url: '/api/auth/me/preferences', method: 'PUT', body: '{"language":"kn"}' }]);
    expect(locale.getLocale()).toBe('kn');
    expect(storage.getItem('portal:language-pending')).toBeNull();
    stop();
  });

  it('keeps a switch made with no network and sends it at the next session check', async () => {
    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await locale.setLocale('en');
    expect(locale.getLocale()).toBe('en');
    expect(storage.getItem('portal:language-pending')).toBe('en');

    locale.endLocaleSession();
    fetchMock.mockResolvedValueOnce(new Response('{"success":true}', { status: 200 }));
    await locale.startLocaleSession('kn');
    await new Promise((r) => setTimeout(r, 0));
    expect((await sent()).map((call) => call.body)).toEqual(['{"language":"en"}', '{"language":"en"}']);
    expect(locale.getLocale()).toBe('en');
    expect(storage.getItem('portal:language-pending')).toBeNull();
  });

  it('drops a switch not yet saved when the officer signs out, so the next officer of the phone does not get it', async () => {
    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await locale.setLocale('kn');
    expect(storage.getItem('portal:language-pending')).toBe('kn');
    locale.endLocaleSession(true);
    expect(storage.getItem('portal:language-pending')).toBeNull();
    // The device keeps showing the language; the next officer's own preference then applies.
    expect(locale.getLocale()).toBe('kn');
    await locale.startLocaleSession('en');
    expect(locale.getLocale()).toBe('en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('with nothing pending, a new session shows the server preference and keeps it on the device', async () => {
    fetchMock.mockReset();
    locale.endLocaleSession();
    await locale.startLocaleSession('kn');
    expect(locale.getLocale()).toBe('kn');
    expect(storage.getItem('portal:language')).toBe('kn');
    expect(fetchMock).not.toHaveBeenCalled();
    // A value that is not a language changes nothing.
    await locale.startLocaleSession('fr');
    expect(locale.getLocale()).toBe('kn');
  });
});
