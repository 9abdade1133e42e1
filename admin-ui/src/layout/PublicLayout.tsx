import type { MouseEvent, ReactNode } from 'react';
import { t } from '../i18n/t';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { ToastHost, useRouteToast } from './Toast';
import { useRouteScroll } from './useRouteScroll';
import './PublicLayout.css';

export const MAIN_CONTENT_ID = 'main-content';

// Moves focus without touching the URL, so the router's hash handling stays for real anchors.
export function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus({ preventScroll: true });
  main?.scrollIntoView({ block: 'start' });
}

/** Header, page, footer for every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useRouteScroll();
  useRouteToast();

  return (
    <div className="pub-shell">
      <a className="pub-skip" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('portal.header.skipToContent')}
      </a>
      <PublicHeader />
      <main className="pub-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <PublicFooter />
      <ToastHost />
    </div>
  );
}
