import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { cellOf, type Cell, type Matrix, type MatrixRow } from './matrix';
import { ISSUE_TYPES } from './years';
import { useAuditTranslate } from './useAuditTranslate';

/** Where a cell sits: its row (none in the grand total row) and its issue type (none in the Total column). */
export interface CellPlace {
  row?: MatrixRow;
  type?: string;
}

export interface SubColumn {
  key: string;
  label: string;
  render: (cell: Cell, place: CellPlace) => ReactNode;
}

interface MatrixTableProps {
  testId: string;
  matrix: Matrix;
  locationLabel: string;
  subColumns: readonly SubColumn[];
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The location column stays in view while a phone scrolls the numbers sideways. */
const pinned = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
const group = { borderLeft: 1, borderColor: 'divider' } as const;

/** The test id part of a cell: `<row code|total>-<type|total>`. */
export const placeId = ({ row, type }: CellPlace) => `${row?.code ?? 'total'}-${type ?? 'total'}`;

/**
 * A location x issue type matrix (FM, FD, PV, GR, then Total), a few numbers per cell, and a
 * grand total row. The pages decide what a cell shows and which numbers open a dialog.
 */
export function MatrixTable({ testId, matrix, locationLabel, subColumns }: MatrixTableProps) {
  const t = useAuditTranslate();
  const groups: { key: string; label: ReactNode; type?: string }[] = [
    ...ISSUE_TYPES.map((type) => ({
      key: type,
      type,
      label: (
        <Tooltip title={t(`audit.common.types.${type}`)}>
          <span>{type}</span>
        </Tooltip>
      ),
    })),
    { key: 'total', label: t('audit.common.total') },
  ];
  const cells = (cellsOf: (type?: string) => Cell, row?: MatrixRow) =>
    groups.flatMap((g) =>
      subColumns.map((sub, index) => (
        <TableCell key={`${g.key}-${sub.key}`} align="right" sx={{ ...numeric, ...(index === 0 ? group : {}) }}>
          {sub.render(cellsOf(g.type), { row, type: g.type })}
        </TableCell>
      )),
    );

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        data-testid={testId}
        sx={{ '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' }, '& .MuiTableCell-root': { px: 1.25 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={{ fontWeight: 700, minWidth: 140, ...pinned }}>
              {locationLabel}
            </TableCell>
            {groups.map((g) => (
              <TableCell key={g.key} colSpan={subColumns.length} align="center" sx={{ fontWeight: 700, ...group }}>
                {g.label}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {groups.flatMap((g) =>
              subColumns.map((sub, index) => (
                <TableCell
                  key={`${g.key}-${sub.key}`}
                  align="right"
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(index === 0 ? group : {}) }}
                >
                  {sub.label}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {matrix.rows.map((row) => (
            <TableRow key={row.code} data-testid={`${testId}-row-${row.code}`}>
              <TableCell sx={{ fontWeight: 600, ...pinned }}>{row.name}</TableCell>
              {cells((type) => (type ? cellOf(row.cells, type) : row.total), row)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid={`${testId}-grand-total`} sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell sx={pinned}>{t('audit.common.grandTotal')}</TableCell>
            {cells((type) => (type ? cellOf(matrix.columnTotals, type) : matrix.grandTotal))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** A count that opens a dialog; a zero stays plain text (nothing to list). */
export function CountButton({ count, onClick, testId, label }: { count: number; onClick: () => void; testId: string; label: string }) {
  if (count === 0) return <span data-testid={testId}>0</span>;
  return (
    <Button
      data-testid={testId}
      size="small"
      onClick={onClick}
      aria-label={label}
      sx={{ minWidth: 0, px: 1, py: 0, lineHeight: 'inherit', fontVariantNumeric: 'tabular-nums' }}
    >
      {count}
    </Button>
  );
}
