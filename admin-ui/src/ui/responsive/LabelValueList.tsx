import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface LabelValue {
  label: string;
  value: ReactNode;
  /** Monospace and broken anywhere: codes and numbers with no spaces to wrap at. */
  code?: boolean;
  /** Drawn in the error colour (a status the officer must notice). */
  alert?: boolean;
}

/**
 * A table row stacked for a phone: each column's label beside its value, one pair a line, as
 * a description list so a screen reader reads the pairs together. Long values wrap instead of
 * widening the page.
 */
export function LabelValueList({ items, testId }: { items: readonly LabelValue[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(96px, 40%) minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.5,
        fontSize: '0.95rem',
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {item.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              minWidth: 0,
              overflowWrap: 'anywhere',
              ...(item.code ? { fontFamily: 'monospace', fontSize: '0.9rem' } : {}),
              ...(item.alert ? { color: 'error.main', fontWeight: 600 } : {}),
            }}
          >
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
