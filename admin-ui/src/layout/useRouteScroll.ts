import { useEffect } from 'react';
import { useLocation } from '../navigation/router';

/**
 * BrowserRouter leaves scrolling alone, so public pages do it themselves: a new page
 * starts at the top, and a `#id` in the URL (e.g. `/#login` from a portal card)
 * scrolls to that element and moves keyboard focus to it. The location key is a
 * dependency so a second click on the same `#login` link scrolls again.
 */
export function useRouteScroll() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    target.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}
