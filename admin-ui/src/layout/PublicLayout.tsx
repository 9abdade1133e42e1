import type { MouseEvent, ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { t } from '../i18n/t';
import { portalColors } from '../theme';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { useRouteScroll } from './useRouteScroll';

export const MAIN_CONTENT_ID = 'main-content';

// Moves focus without touching the URL, so the router's hash handling stays for real anchors.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus({ preventScroll: true });
  main?.scrollIntoView({ block: 'start' });
}

/** Header, page, footer for every public page; the page is `children` or the matched child route. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  useRouteScroll();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToContent}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 10,
          px: 2,
          py: 1,
          bgcolor: portalColors.gold,
          color: portalColors.navyDark,
          fontWeight: 700,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('portal.header.skipToContent')}
      </Box>
      <PublicHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children ?? <Outlet />}
      </Box>
      <PublicFooter />
    </Box>
  );
}
