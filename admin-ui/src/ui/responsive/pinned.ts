import type { SxProps, Theme } from '@mui/material/styles';

/** A column kept in view while the rest of its table scrolls sideways: its fixed width in px. */
export interface PinnedColumn {
  width: number;
}

/**
 * Sticky left offsets for the leading columns of a table, so the columns that say which row
 * this is (`#`, Action, Work Code, Work Name) stay on screen while the figures scroll under
 * them. Widths are fixed because a sticky cell's offset is the sum of the widths before it.
 * Cells get an opaque background (a sticky cell over a transparent one shows the figures
 * scrolling through it), and the last pinned column a shadow that marks the edge.
 */
export function pinnedSx(columns: readonly PinnedColumn[], index: number, part: 'head' | 'body'): SxProps<Theme> {
  const left = columns.slice(0, index).reduce((sum, c) => sum + c.width, 0);
  const width = columns[index].width;
  return {
    position: 'sticky',
    left,
    width,
    minWidth: width,
    maxWidth: width,
    boxSizing: 'border-box',
    // Above the scrolling cells; a head cell also above the pinned body cells under a sticky header.
    zIndex: part === 'head' ? 3 : 1,
    ...(index === columns.length - 1 ? { boxShadow: '2px 0 0 rgba(0, 0, 0, 0.12)' } : {}),
  };
}

/** Sticky on the right edge: the row's action stays reachable in a table wider than its box. */
export function pinnedRightSx(part: 'head' | 'body'): SxProps<Theme> {
  return {
    position: 'sticky',
    right: 0,
    zIndex: part === 'head' ? 3 : 1,
    boxShadow: '-2px 0 0 rgba(0, 0, 0, 0.12)',
  };
}
