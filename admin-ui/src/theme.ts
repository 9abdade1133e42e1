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
    // MUI's orange (#ed6c02) and light blue (#0288d1) carry white words at 3.1:1 and 3.9:1 (a "Pending" chip):
    // the darker shades of the same hues reach 5.6:1 (5.0:1 on an outlined chip's tint) and 4.8:1 (WCAG 1.4.3, issue 43 item 10).
    warning: { main: '#a84d00' },
    info: { main: '#0277bd' },
    background: { default: portalColors.page, paper: '#ffffff' },
  },
  typography: {
    fontFamily,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 6 },
  // Text at least 4.5:1 against its background (WCAG 1.4.3, issue 43 item 10), where MUI's defaults are fainter.
  components: {
    // A hint under a control that is off for now ("Choose a district first") is still read: the secondary grey, not the disabled one.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // An empty date field shows its format (DD/MM/YYYY) at 0.42 opacity, 2.8:1 on the filled field's grey; 0.7 gives over 5:1 (phone and desktop greys)
    // and still reads as a placeholder. The format stays hidden where it would overlap a label not yet moved up.
    MuiPickersInputBase: {
      styleOverrides: {
        sectionsContainer: {
          variants: [
            { props: { isFieldFocused: false, isFieldValueEmpty: true }, style: { opacity: 0.7 } },
            {
              props: {
                isFieldFocused: false,
                isFieldValueEmpty: true,
                hasStartAdornment: false,
                inputHasLabel: true,
                isLabelShrunk: false,
              },
              style: { opacity: 0 },
            },
          ],
        },
      },
    },
  } as ThemeOptions['components'],
};

export const publicTheme = createTheme(portalThemeOptions);
