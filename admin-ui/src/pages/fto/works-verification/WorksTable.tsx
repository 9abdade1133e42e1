import { useLocale } from 'react-admin';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { portalColors } from '../../../theme';
import type { FtoMessageKey } from '../../../i18n/fto';
import { pinnedSx, type PinnedColumn } from '../../../ui/responsive/pinned';
import { percent, ratio, webLink } from '../format';
import { formatMoney } from '../../../i18n/format';
import { useFtoTranslate } from '../useFtoTranslate';
import { misStatusText, useMisSay, type Say } from '../mis-changes/changeWords';
import type { WorkRow } from '../common/ftoApi';
import { NotRecommended } from '../common/NotRecommended';
import { localName } from '../../../i18n/names';

interface Column {
  label: FtoMessageKey;
  align?: 'right';
  render: (row: WorkRow, locale: string, say: Say) => ReactNode;
}

/**
 * Spec 2 §2 Works list columns after the identifying ones, in the spec's order. Work Code and
 * Work Name come first, beside `#` and Action, because they are pinned: a pinned column left
 * where the spec has it would start off-screen and only stick once scrolled to.
 */
const COLUMNS: Column[] = [
  { label: 'fto.works.columns.anticipatedWage', align: 'right', render: (r) => formatMoney(r.anticipated_wage) },
  { label: 'fto.works.columns.anticipatedMaterial', align: 'right', render: (r) => formatMoney(r.anticipated_material) },
  { label: 'fto.works.columns.totalAnticipated', align: 'right', render: (r) => formatMoney(r.total_anticipated) },
  { label: 'fto.works.columns.percentSoFar', align: 'right', render: (r) => percent(r.percent_so_far) },
  { label: 'fto.works.columns.ratioOfEstimate', align: 'right', render: (r) => ratio(r.ratio_of_estimate) },
  { label: 'fto.works.columns.ratioOfExpenditure', align: 'right', render: (r) => ratio(r.ratio_of_expenditure_booked) },
  { label: 'fto.works.columns.status', render: (r, _locale, say) => misStatusText(r.work_status, say) },
  { label: 'fto.works.columns.block', render: (r, locale) => localName(r.block_name, r.block_name_kn, locale) ?? '' },
  { label: 'fto.works.columns.gp', render: (r, locale) => localName(r.panchayat_name, r.panchayat_name_kn, locale) ?? '' },
  { label: 'fto.works.columns.agency', render: (r, locale) => localName(r.agency_name, r.agency_name_kn, locale) },
  { label: 'fto.works.columns.totalEstimated', align: 'right', render: (r) => formatMoney(r.total_estimated) },
  { label: 'fto.works.columns.totalExpenditure', align: 'right', render: (r) => formatMoney(r.total_expenditure) },
  { label: 'fto.works.columns.percentOfExpenditure', align: 'right', render: (r) => percent(r.percent_of_expenditure) },
];

/** `#`, Action, Work Code, Work Name: wide enough for a Fill File button and two icons, and a whole work code. */
const PINNED: PinnedColumn[] = [{ width: 48 }, { width: 196 }, { width: 224 }, { width: 260 }];

export interface WorksListProps {
  rows: readonly WorkRow[];
  /** Row number of the first row, less one. */
  offset: number;
  onFill: (row: WorkRow) => void;
  onView: (row: WorkRow) => void;
  onRegister: (row: WorkRow) => void;
  /** Work code -> its work file is kept on this phone (the cards mark it). */
  ready?: ReadonlyMap<string, boolean>;
  /** Work codes whose filed work file waits in the outbox. */
  queued?: ReadonlySet<string>;
}

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', lineHeight: 1.25, verticalAlign: 'bottom' } as const;

/**
 * The dense, striped works table of /fto/showlist (spec 2 §2) for screens wide enough for a
 * table; the figures scroll sideways inside the table box under the pinned columns.
 */
export function WorksTable({ rows, offset, onFill, onView, onRegister }: WorksListProps) {
  const t = useFtoTranslate();
  const say = useMisSay();
  const locale = useLocale();
  const head = (index: number) => ({ ...headSx, ...pinnedSx(PINNED, index, 'head'), px: 1 });
  const body = (index: number) => ({ ...pinnedSx(PINNED, index, 'body'), px: 1 });
  return (
    <TableContainer data-testid="works-table-scroll" sx={{ overflowX: 'auto', maxHeight: { md: '70vh' } }}>
      <Table
        size="small"
        stickyHeader
        data-testid="works-table"
        sx={{
          // Stripes on the cells, opaque, so the figures do not show through a pinned cell.
          '& tbody td': { bgcolor: 'background.paper' },
          '& tbody tr:nth-of-type(odd) td': { bgcolor: 'grey.100' },
          '& tbody tr:hover td': { bgcolor: 'grey.200' },
          '& td': { whiteSpace: 'nowrap', py: 0.5 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={head(0)}>{t('fto.works.columns.index')}</TableCell>
            <TableCell sx={head(1)}>{t('fto.works.columns.action')}</TableCell>
            <TableCell sx={head(2)}>{t('fto.works.columns.workCode')}</TableCell>
            <TableCell sx={head(3)}>{t('fto.works.columns.workName')}</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} align={c.align} sx={{ ...headSx, minWidth: c.align ? 96 : undefined }}>
                {t(c.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow
              key={row.work_code}
              hover
              data-testid="works-row"
              data-work-code={row.work_code}
              data-filled={row.filled ? 'true' : 'false'}
            >
              <TableCell sx={body(0)}>{offset + index + 1}</TableCell>
              <TableCell sx={body(1)}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                  <Button
                    data-testid="works-fill"
                    size="small"
                    variant={row.filled ? 'outlined' : 'contained'}
                    startIcon={<EditNoteIcon />}
                    onClick={() => onFill(row)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('fto.works.fillFile')}
                  </Button>
                  <Tooltip title={t('fto.works.view')}>
                    <IconButton
                      data-testid="works-view"
                      size="small"
                      aria-label={`${t('fto.works.view')} ${row.work_code}`}
                      onClick={() => onView(row)}
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={webLink(row.wrkreg_link) ? t('fto.works.openRegister', { code: row.work_code }) : t('fto.works.noLink')}>
                    <IconButton
                      data-testid="works-register"
                      data-has-link={webLink(row.wrkreg_link) ? 'true' : 'false'}
                      size="small"
                      aria-label={webLink(row.wrkreg_link) ? t('fto.works.openRegister', { code: row.work_code }) : t('fto.works.noLink')}
                      onClick={() => onRegister(row)}
                    >
                      {webLink(row.wrkreg_link) ? <OpenInNewIcon fontSize="small" /> : <LinkOffIcon fontSize="small" color="disabled" />}
                    </IconButton>
                  </Tooltip>
                  {row.filled && (
                    <Chip
                      data-testid="works-filled"
                      size="small"
                      color={row.filled_status === 1 ? 'success' : 'warning'}
                      label={t('fto.works.filled')}
                    />
                  )}
                </Box>
              </TableCell>
              <TableCell
                data-testid="works-code"
                sx={{ ...body(2), fontFamily: 'monospace', fontSize: '0.8rem', '&&': { whiteSpace: 'normal' }, overflowWrap: 'anywhere' }}
              >
                {row.work_code}
              </TableCell>
              <TableCell data-testid="works-name" sx={{ ...body(3), '&&': { whiteSpace: 'normal' } }}>
                {row.work_name || t('fto.common.none')}
                <NotRecommended
                  recommendation={row.filled_recommendation ?? null}
                  reason={row.filled_reason ?? null}
                  testId="works-not-recommended"
                />
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.label} align={c.align}>
                  {/* docs/fto-verification.md: a figure the server cannot derive (an estimate of 0) is null, shown as —. */}
                  {c.render(row, locale, say) || t('fto.common.none')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
