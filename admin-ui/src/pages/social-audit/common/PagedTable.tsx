import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STICKY_LEFT, STICKY_RIGHT, STRIPES, TOUCH, usePhone } from './responsive';
import { useSocialAuditTranslate } from './useSocialAuditTranslate';

/** Spec 2 §9: page size default 10, options 10 to 30. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;

/**
 * Where a column goes on a phone card: `title` heads the card (the row's identity), `prefix`
 * sits before the title (the serial), `badge` beside the title (a status chip), `actions` at
 * the foot as full-size buttons, `wide` as a label and value across the card; without it, a
 * label and value in the card's two-column grid.
 */
export type CardPlace = 'title' | 'prefix' | 'badge' | 'actions' | 'wide';

export interface Column<Row> {
  key: string;
  label: string;
  align?: 'left' | 'right' | 'center';
  render: (row: Row, index: number) => ReactNode;
  nowrap?: boolean;
  /**
   * Kept in view while the other columns scroll inside the table's box (desktop): `left` for
   * the row's identity, `right` for its actions (the last column).
   */
  pin?: 'left' | 'right';
  card?: CardPlace;
  /** What the card shows instead of `render`, where the table leans on a hover title a touch screen cannot show. */
  renderCard?: (row: Row, index: number) => ReactNode;
}

interface PagedTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  testId: string;
  /** The test id of each table row, from its key. */
  rowTestId?: (row: Row) => string;
  /** The test id of each phone card, from its key. */
  cardTestId?: (row: Row) => string;
}

const pinned = (pin: Column<unknown>['pin']) => (pin === 'left' ? STICKY_LEFT : pin === 'right' ? STICKY_RIGHT : {});

/** A row's buttons side by side; on a card they share the card's width and grow to touch size. */
function Actions({ children, card }: { children: ReactNode; card?: boolean }) {
  return (
    <Box
      sx={
        card
          ? { display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5, '& .MuiButton-root': { flex: '1 1 120px', ...TOUCH } }
          : { display: 'flex', gap: 1, flexWrap: 'nowrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }
      }
    >
      {children}
    </Box>
  );
}

/** One row as a card: its identity first, then its values as labelled pairs, then its actions. */
function RowCard<Row>({ row, index, columns, testId }: { row: Row; index: number; columns: readonly Column<Row>[]; testId?: string }) {
  const of = (place: CardPlace) => columns.filter((column) => column.card === place);
  const items = columns.filter((column) => !column.card || column.card === 'wide');
  return (
    <Paper component="li" variant="outlined" data-testid={testId} sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {of('prefix').map((column) => (
            <Box component="span" key={column.key} sx={{ color: 'text.secondary', fontWeight: 400, mr: 0.75 }}>
              {column.render(row, index)}.
            </Box>
          ))}
          {of('title').map((column) => (
            <Box component="span" key={column.key}>
              {column.render(row, index)}
            </Box>
          ))}
        </Typography>
        {of('badge').map((column) => (
          <Box key={column.key} sx={{ flexShrink: 0 }}>
            {column.render(row, index)}
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1.5, rowGap: 1 }}>
        {items.map((column) => (
          <Box key={column.key} sx={{ minWidth: 0, gridColumn: column.card === 'wide' ? '1 / -1' : undefined }}>
            <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.3 }}>
              {column.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                fontWeight: 600,
                overflowWrap: 'anywhere',
                fontVariantNumeric: column.align === 'right' ? 'tabular-nums' : undefined,
              }}
            >
              {(column.renderCard ?? column.render)(row, index)}
            </Typography>
          </Box>
        ))}
      </Box>
      {of('actions').map((column) => (
        <Actions key={column.key} card>
          {column.render(row, index)}
        </Actions>
      ))}
    </Paper>
  );
}

/**
 * A dense striped table of a dialog's rows, paged in the browser (the dialogs' lists are
 * bounded by the server), with the spec's page sizes and its empty text. On a phone each row
 * is a card instead, so the row's identity and its actions are on screen without scrolling
 * sideways.
 */
export function PagedTable<Row>({ rows, columns, rowKey, testId, rowTestId, cardTestId }: PagedTableProps<Row>) {
  const t = useSocialAuditTranslate();
  const phone = usePhone();
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  const shown = rows.slice(current * perPage, current * perPage + perPage);

  if (rows.length === 0) {
    return (
      <Box data-testid={`${testId}-empty`} role="status" sx={{ textAlign: 'center', py: 4 }}>
        <Typography>{t('socialAudit.common.noData')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      {phone ? (
        <Box component="ul" data-testid={`${testId}-cards`} sx={{ m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {shown.map((row, index) => (
            <RowCard key={rowKey(row)} row={row} index={current * perPage + index} columns={columns} testId={cardTestId?.(row)} />
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid={testId} sx={STRIPES}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap', ...pinned(column.pin) }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, index) => (
                <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.align}
                      sx={{ ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}), ...pinned(column.pin) }}
                    >
                      {column.card === 'actions' ? (
                        <Actions>{column.render(row, current * perPage + index)}</Actions>
                      ) : (
                        column.render(row, current * perPage + index)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={current}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage={t('socialAudit.common.rowsPerPage')}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          // On a phone the toolbar wraps instead of scrolling, and its arrows are touch-sized.
          sx={phone ? { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 }, '& .MuiIconButton-root': { p: 1.25 } } : undefined}
        />
      )}
    </Box>
  );
}
