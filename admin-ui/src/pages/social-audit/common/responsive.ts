import type { Theme } from '@mui/material/styles';
import { usePhoneLayout, useWideLayout } from '../../../ui/responsive/useLayout';

/** Phones (below MUI's `sm`, 600 px): the social audit lists become cards and dialogs fill the screen. */
export const usePhone = usePhoneLayout;

/** From `lg` (1200 px) the verification dialog's eight columns sit in one table row. */
export const useWideDesktop = useWideLayout;

/** Touch targets of at least 44 px on phones (Android's 48 dp less the dense layout's margin). */
export const TOUCH = { minHeight: 44 } as const;

/**
 * Cells kept in view while the rest of a wide table scrolls inside its box. Opaque backgrounds
 * so the scrolled cells do not show through; the striped rows repaint them (see STRIPES).
 */
export const STICKY_LEFT = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
export const STICKY_RIGHT = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/**
 * Striped rows painted on the cells with an opaque grey (not the row's translucent hover
 * colour), so a sticky cell of an odd row matches its row and hides what scrolls beneath it.
 */
export const STRIPES = { '& tbody tr:nth-of-type(odd) > td': { bgcolor: 'grey.100' } } as const;
