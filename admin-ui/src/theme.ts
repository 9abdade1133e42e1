import { createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * One look for the public pages and the signed-in react-admin screens. System fonts for
 * Latin text; for Kannada the portal serves Noto Sans Kannada itself (fonts/kannada.css,
 * so no machine shows empty boxes and no outside network is needed), with the systems'
 * own Kannada fonts (Nirmala UI, Kannada Sangam MN, Lohit) behind it.
 */
const fontFamily = [
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans Kannada"',
  '"Nirmala UI"',
  '"Kannada Sangam MN"',
  '"Lohit Kannada"',
  'Tunga',
  'sans-serif',
].join(',');

/** For text that is all Kannada (the department name): the bundled font first. */
export const kannadaFontFamily = `"Noto Sans Kannada",${fontFamily}`;

/** ui/base.css repeats these colours and the font stacks as CSS variables for the first page, which is drawn without MUI. */
export const portalColors = {
  navy: '#0d3b66',
  navyDark: '#082844',
  maroon: '#7a1f2b',
  gold: '#f2b705',
  green: '#2e7d32',
  page: '#f3f5f8',
} as const;

export const portalThemeOptions: ThemeOptions = {
  palette: {
    primary: { main: portalColors.navy, dark: portalColors.navyDark },
    secondary: { main: portalColors.maroon },
    background: { default: portalColors.page, paper: '#ffffff' },
  },
  typography: {
    fontFamily,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 6 },
};

export const publicTheme = createTheme(portalThemeOptions);
