/**
 * TablePagination on a phone: the toolbar wraps onto two lines instead of scrolling its own
 * arrows out of reach, and the arrows get a 44 px touch target.
 */
export const pagingSx = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 0, sm: 2 } },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-actions .MuiIconButton-root': { p: { xs: 1.25, sm: 1 } },
} as const;
