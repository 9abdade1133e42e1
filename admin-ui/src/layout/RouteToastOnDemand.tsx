import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from '../navigation/router';
import type { RouteToastState } from './Toast';

// The toast is MUI's Snackbar and Alert: they load with the first toast a page sends along with
// its navigation, so the sign-in page's first JavaScript carries neither MUI nor emotion.
const RouteToast = lazy(() => import('./Toast').then((m) => ({ default: m.RouteToast })));

/** A toast that cannot load (no network, no cached chunk) is left out rather than failing the page. */
class NoToastOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** RouteToast (Toast.tsx), loaded when a navigation first brings a toast and kept from then on. */
export function RouteToastOnDemand() {
  const location = useLocation();
  const sent = Boolean((location.state as RouteToastState | null)?.toast);
  const [wanted, setWanted] = useState(sent);
  if (sent && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <NoToastOnError>
      <Suspense fallback={null}>
        <RouteToast />
      </Suspense>
    </NoToastOnError>
  );
}
