/**
 * The portal's one browser history, shared by the first page's small router (router.tsx) and
 * react-router, which the signed-in app (react-admin) and nothing on the first page loads:
 * react-router is one module of ~90 KiB, so importing any part of it on the sign-in page would
 * bring all that react-admin uses of it. The signed-in app hands this object to react-router's
 * HistoryRouter, so a navigation on either side is seen by both. It keeps react-router's
 * `window.history.state` format (`usr`, `key`, `idx`), so a reload or Back restores the same
 * router state whichever side wrote it.
 */

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

export interface PortalLocation extends PathParts {
  state: unknown;
  key: string;
}

/** A path (`/signup`, `/?a=1#login`) or its parts. */
export type To = string | Partial<PathParts>;

export interface HistoryUpdate {
  action: HistoryAction;
  location: PortalLocation;
  delta: number | null;
}

type Listener = (update: HistoryUpdate) => void;

interface StoredState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function parsePath(path: string): Partial<PathParts> {
  const parts: Partial<PathParts> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<PathParts>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

const createKey = () => Math.random().toString(36).substring(2, 10);

const stored = (): StoredState => (window.history.state as StoredState | null) ?? {};

function readLocation(): PortalLocation {
  const { pathname, search, hash } = window.location;
  const state = stored();
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}

/** `to` resolved against the current location (a path without a pathname keeps the current one). */
function resolve(to: To, state: unknown): PortalLocation {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: current.pathname, search: '', hash: '', ...parts, state: state ?? null, key: createKey() };
}

let action: HistoryAction = 'POP';
let index = stored().idx ?? null;
if (index === null) {
  index = 0;
  window.history.replaceState({ ...stored(), idx: index }, '');
}
let current = readLocation();
const listeners = new Set<Listener>();

function notify(delta: number | null) {
  const update = { action, location: current, delta };
  for (const listener of [...listeners]) listener(update);
}

window.addEventListener('popstate', () => {
  action = 'POP';
  const next = stored().idx ?? null;
  const delta = next === null || index === null ? null : next - index;
  index = next;
  current = readLocation();
  notify(delta);
});

function write(kind: 'PUSH' | 'REPLACE', to: To, state: unknown) {
  const location = resolve(to, state);
  action = kind;
  index = (stored().idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
  const entry: StoredState = { usr: location.state, key: location.key, idx: index };
  const url = createPath(location);
  if (kind === 'PUSH') {
    try {
      window.history.pushState(entry, '', url);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      window.location.assign(url);
      return;
    }
  } else {
    window.history.replaceState(entry, '', url);
  }
  current = readLocation();
  notify(kind === 'PUSH' ? 1 : 0);
}

function createURL(to: To): URL {
  const href = (typeof to === 'string' ? to : createPath(to)).replace(/ $/, '%20');
  return new URL(href, window.location.origin);
}

/** The History interface react-router's HistoryRouter takes (its `createBrowserHistory` with `v5Compat`), with any number of listeners. */
export const history = {
  get action(): HistoryAction {
    return action;
  },
  get location(): PortalLocation {
    return current;
  },
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  createHref(to: To): string {
    return typeof to === 'string' ? to : createPath(to);
  },
  createURL,
  encodeLocation(to: To): PathParts {
    const url = createURL(to);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  },
  push(to: To, state?: unknown): void {
    write('PUSH', to, state);
  },
  replace(to: To, state?: unknown): void {
    write('REPLACE', to, state);
  },
  go(delta: number): void {
    window.history.go(delta);
  },
};
