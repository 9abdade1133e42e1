import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAuditTranslate } from './useAuditTranslate';

/** Spec 2 §9: page size default 10, options 10 to 30. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;

export interface Column<Row> {
  key: string;
  label: string;
  align?: 'left' | 'right' | 'center';
  render: (row: Row, index: number) => ReactNode;
  nowrap?: boolean;
}

interface PagedTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  testId: string;
  /** The test id of each row, from its key. */
  rowTestId?: (row: Row) => string;
}

/**
 * A dense striped table of a dialog's rows, paged in the browser (the dialogs' lists are
 * bounded by the server), with the spec's page sizes and its empty text.
 */
export function PagedTable<Row>({ rows, columns, rowKey, testId, rowTestId }: PagedTableProps<Row>) {
  const t = useAuditTranslate();
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  const shown = rows.slice(current * perPage, current * perPage + perPage);

  if (rows.length === 0) {
    return (
      <Box data-testid={`${testId}-empty`} role="status" sx={{ textAlign: 'center', py: 4 }}>
        <Typography>{t('audit.common.noData')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid={testId} sx={{ '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row, current * perPage + index)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={current}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </Box>
  );
}
