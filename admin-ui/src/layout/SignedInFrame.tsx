import { Component, lazy, Suspense, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { logOutWithoutSignedInApp } from '../session/logout';
import { notify, ToastHost } from './Toast';
import { MAIN_CONTENT_ID, skipToContent } from './PublicLayout';
import { TopBar } from './TopBar';
import './SignedIn.css';

// The field line brings the offline stores (IndexedDB) and the outbox sender: it loads beside the
// dashboard's cards rather than before them, and shows once it is there.
const PlainFieldStatus = lazy(() => import('../offline/PlainFieldStatus').then((m) => m.ready.then(() => m)));

/** A field line that cannot load (no network, no cached chunk) is left out rather than failing the page. */
class NothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The signed-in frame of the dashboard, without react-admin or MUI: the same top bar as the
 * signed-in app's (layout/PortalLayout.tsx), the page and the toasts. Logout here does what
 * react-admin's does (session/logout.ts).
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <div className="si-frame">
      <a className="pub-skip" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('portal.header.skipToContent')}
      </a>
      <TopBar
        logout={logOutWithoutSignedInApp}
        notify={notify}
        fieldStatus={
          <NothingOnError>
            <Suspense fallback={null}>
              <PlainFieldStatus />
            </Suspense>
          </NothingOnError>
        }
      />
      <main id={MAIN_CONTENT_ID} className="si-content" tabIndex={-1}>
        {children}
      </main>
      <ToastHost />
    </div>
  );
}
