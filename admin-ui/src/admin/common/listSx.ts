/** react-admin lists inside AdminPage: the table scrolls sideways on a phone instead of the page. */
export const scrollingListSx = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;
