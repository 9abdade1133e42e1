import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPath, history, type HistoryUpdate, type PortalLocation, type To } from './history';

/**
 * The first page's router: the current location and navigation over the shared history
 * (history.ts), without react-router. It updates in a transition as react-router's
 * BrowserRouter does, so a page that loads on demand keeps the previous one on screen meanwhile.
 * The signed-in app renders inside it too, so these hooks work on every page.
 */
const LocationContext = createContext<PortalLocation>(history.location);

export function PortalRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // Subscribed in a layout effect, as react-router's BrowserRouter does: before any page's effect can navigate.
  useLayoutEffect(() => history.listen((update: HistoryUpdate) => startTransition(() => setLocation(update.location))), []);
  return <LocationContext value={location}>{children}</LocationContext>;
}

export const useLocation = (): PortalLocation => useContext(LocationContext);

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

export function navigate(to: To, options: NavigateOptions = {}) {
  if (options.replace) history.replace(to, options.state);
  else history.push(to, options.state);
}

export const useNavigate = (): NavigateFunction => navigate;

/** Navigates when rendered (react-router's `<Navigate>`: again only if where or how changes). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const target = typeof to === 'string' ? to : createPath({ pathname: history.location.pathname, ...to });
  useEffect(() => navigate(target, { replace, state }), [target, replace, state]);
  return null;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link (react-router's `<Link>`): a plain left click navigates without a page load;
 * a link to the page already shown replaces its history entry (a second `/#login` click
 * scrolls again without growing Back).
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const location = useLocation();
  const href = history.createHref(to);
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || modified(event)) return;
      event.preventDefault();
      const same = createPath(location) === createPath(history.encodeLocation(to));
      navigate(to, { replace: replace ?? same, state });
    },
    [onClick, target, location, to, replace, state],
  );
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
