import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { cellOf, type Cell, type Matrix, type MatrixRow } from './matrix';
import { STICKY_LEFT, STRIPES, usePhone } from './responsive';
import { ISSUE_TYPES, type IssueType } from './years';
import { useSocialAuditTranslate } from './useSocialAuditTranslate';
import { formatNumber } from '../../../i18n/format';

/** Where a cell sits: its row (none in the grand total row) and its issue type (none in the Total column). */
export interface CellPlace {
  row?: MatrixRow;
  type?: IssueType;
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
/** The location column stays in view while a narrow window scrolls the numbers sideways. */
const pinned = STICKY_LEFT;
const group = { borderLeft: 1, borderColor: 'divider' } as const;

/** The test id part of a cell: `<row code|total>-<type|total>`. */
export const placeId = ({ row, type }: CellPlace) => `${row?.code ?? 'total'}-${type ?? 'total'}`;

/**
 * A location x issue type matrix (FM, FD, PV, GR, then Total), a few numbers per cell, and a
 * grand total row. The pages decide what a cell shows and which numbers open a dialog.
 */
export function MatrixTable({ testId, matrix, locationLabel, subColumns }: MatrixTableProps) {
  const t = useSocialAuditTranslate();
  const phone = usePhone();
  const groups: { key: string; label: ReactNode; type?: IssueType }[] = [
    ...ISSUE_TYPES.map((type) => ({
      key: type,
      type,
      label: (
        <Tooltip title={t(`socialAudit.common.types.${type}`)}>
          <span>{type}</span>
        </Tooltip>
      ),
    })),
    { key: 'total', label: t('socialAudit.common.total') },
  ];
  const cells = (cellsOf: (type?: IssueType) => Cell, row?: MatrixRow) =>
    groups.flatMap((g) =>
      subColumns.map((sub, index) => (
        <TableCell key={`${g.key}-${sub.key}`} align="right" sx={{ ...numeric, ...(index === 0 ? group : {}) }}>
          {sub.render(cellsOf(g.type), { row, type: g.type })}
        </TableCell>
      )),
    );

  if (phone) {
    return (
      <Box component="ul" data-testid={`${testId}-cards`} sx={{ m: 0, p: 1, display: 'grid', gap: 1.25 }}>
        {matrix.rows.map((row) => (
          <MatrixCard
            key={row.code}
            testId={`${testId}-card-${row.code}`}
            title={row.name}
            subColumns={subColumns}
            cellOf={(type) => (type ? cellOf(row.cells, type) : row.total)}
            row={row}
          />
        ))}
        <MatrixCard
          testId={`${testId}-card-total`}
          title={t('socialAudit.common.grandTotal')}
          subColumns={subColumns}
          cellOf={(type) => (type ? cellOf(matrix.columnTotals, type) : matrix.grandTotal)}
        />
      </Box>
    );
  }

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId} sx={{ ...STRIPES, '& .MuiTableCell-root': { px: 1.25 } }}>
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
            <TableCell sx={pinned}>{t('socialAudit.common.grandTotal')}</TableCell>
            {cells((type) => (type ? cellOf(matrix.columnTotals, type) : matrix.grandTotal))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

interface MatrixCardProps {
  testId: string;
  title: string;
  subColumns: readonly SubColumn[];
  cellOf: (type?: IssueType) => Cell;
  /** The location of the card; none for the grand total. */
  row?: MatrixRow;
}

/**
 * A location's row of the matrix on a phone: the issue types become the card's rows, each
 * with its full name (the table's hover title cannot be read on a touch screen), the Total last.
 */
function MatrixCard({ testId, title, subColumns, cellOf: cellAt, row }: MatrixCardProps) {
  const t = useSocialAuditTranslate();
  const types: (IssueType | undefined)[] = [...ISSUE_TYPES, undefined];
  return (
    <Paper component="li" variant="outlined" data-testid={testId} sx={{ listStyle: 'none', overflow: 'hidden' }}>
      <Typography component="h3" sx={{ fontWeight: 700, px: 1.5, pt: 1.25, pb: 0.5, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('socialAudit.common.issueType')}</TableCell>
            {subColumns.map((sub) => (
              <TableCell key={sub.key} align="right" sx={{ fontWeight: 600 }}>
                {sub.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => (
            <TableRow key={type ?? 'total'} sx={type ? undefined : { '& td': { fontWeight: 700, borderBottom: 0 } }}>
              <TableCell>
                {type ? (
                  <>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {type}
                    </Box>
                    <Typography variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.2 }}>
                      {t(`socialAudit.common.types.${type as 'FM' | 'FD' | 'PV' | 'GR'}`)}
                    </Typography>
                  </>
                ) : (
                  t('socialAudit.common.total')
                )}
              </TableCell>
              {subColumns.map((sub) => (
                <TableCell key={sub.key} align="right" sx={numeric}>
                  {sub.render(cellAt(type), { row, type })}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** A count that opens a dialog; a zero stays plain text (nothing to list). */
export function CountButton({ count, onClick, testId, label }: { count: number; onClick: () => void; testId: string; label: string }) {
  const phone = usePhone();
  if (count === 0) return <span data-testid={testId}>0</span>;
  return (
    <Button
      data-testid={testId}
      size="small"
      onClick={onClick}
      // The count it shows is part of its name (WCAG 2.5.3, label in name).
      aria-label={`${label}: ${formatNumber(count)}`}
      variant={phone ? 'outlined' : 'text'}
      // On a phone a count is a finger's target: 44 px square at least, and outlined so it reads as one.
      sx={
        phone
          ? { minWidth: 44, minHeight: 44, px: 1.5, fontSize: '1rem', fontVariantNumeric: 'tabular-nums' }
          : // In a dense table the count sits on the row's baseline at the cell's own size, beside the amounts.
            {
              minWidth: 0,
              px: 1,
              py: 0,
              lineHeight: 'inherit',
              fontSize: 'inherit',
              verticalAlign: 'baseline',
              fontVariantNumeric: 'tabular-nums',
            }
      }
    >
      {formatNumber(count)}
    </Button>
  );
}
