import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/*
 * `noSsr` because this is a browser-only app: without it the first render is the desktop
 * layout and a phone paints a 2,000 px table before switching to the cards.
 */

/** A phone held upright (below 600 px): lists become cards (react-admin's SimpleList idiom). */
export const usePhoneLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/** Phone or small tablet (below 900 px): tables too wide for the screen become stacked rows. */
export const useNarrowLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/** A desktop of at least 1200 px: wide enough for an eight-column form table with every input readable. */
export const useWideLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
