import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ThemeProvider, type Theme } from '@mui/material/styles';

/**
 * MUI's own words (a table pager's "1–10 of 20" and its button names, an autocomplete's and an
 * alert's buttons) are English props by default. Here they become defaults taken from
 * react-admin's messages, so every signed-in screen reads them in the officer's language
 * without each table repeating them. react-admin renders the app again on a language change.
 */
export function LocalizedMuiDefaults({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const theme = useMemo(() => {
    const pagerButton: Record<string, string> = {
      first: translate('ra.navigation.first'),
      last: translate('ra.navigation.last'),
      next: translate('ra.navigation.next'),
      previous: translate('ra.navigation.previous'),
    };
    return (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            getItemAriaLabel: (type: string) => pagerButton[type] ?? type,
            labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
              count === -1
                ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
                : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
          },
        },
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: {
            ...outer.components?.MuiAutocomplete?.defaultProps,
            clearText: translate('ra.action.clear_input_value'),
            closeText: translate('ra.action.close'),
            openText: translate('ra.action.open'),
            loadingText: translate('ra.page.loading'),
          },
        },
        MuiAlert: {
          ...outer.components?.MuiAlert,
          defaultProps: { ...outer.components?.MuiAlert?.defaultProps, closeText: translate('ra.action.close') },
        },
      },
    });
  }, [translate]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
