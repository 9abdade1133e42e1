import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FtoMessageKey } from '../../../i18n/fto';
import { LabelValueList } from '../../../ui/responsive/LabelValueList';
import { useNarrowLayout } from '../../../ui/responsive/useLayout';
import { formatDate, formatFinancialYear, formatMoney } from '../../../i18n/format';
import { misStatusText, useMisSay, type Say } from '../mis-changes/changeWords';
import { useFtoTranslate } from '../useFtoTranslate';
import type { FtoAnswer, FtoRow } from '../common/ftoApi';
import { REASON_MAX, type Recommendation } from './fillForm';

const COLUMNS: { key: keyof FtoRow; label: FtoMessageKey; align?: 'right' }[] = [
  { key: 'sno', label: 'fto.fill.ftoSection.columns.sno' },
  { key: 'block_name', label: 'fto.fill.ftoSection.columns.block' },
  { key: 'voucher_no', label: 'fto.fill.ftoSection.columns.voucherNo' },
  { key: 'work_code', label: 'fto.fill.ftoSection.columns.workCode' },
  { key: 'vendor_id', label: 'fto.fill.ftoSection.columns.vendorId' },
  { key: 'vendor_name', label: 'fto.fill.ftoSection.columns.vendorName' },
  { key: 'fto_no', label: 'fto.fill.ftoSection.columns.ftoNo' },
  { key: 'bill_no', label: 'fto.fill.ftoSection.columns.billNo' },
  { key: 'bill_date', label: 'fto.fill.ftoSection.columns.billDate' },
  { key: 'status', label: 'fto.fill.ftoSection.columns.status' },
  { key: 'fin_year', label: 'fto.fill.ftoSection.columns.finYear' },
  { key: 'credit_amount_actual', label: 'fto.fill.ftoSection.columns.amount', align: 'right' },
  { key: 'utr_no', label: 'fto.fill.ftoSection.columns.utrNo' },
];

/** Identifiers with no spaces to wrap at: monospace, broken anywhere on a narrow screen. */
const CODE_KEYS = new Set<keyof FtoRow>(['voucher_no', 'work_code', 'vendor_id', 'fto_no', 'bill_no', 'utr_no']);

const cellText = (row: FtoRow, key: keyof FtoRow, say: Say) => {
  const value = row[key];
  // The MIS's status (Processed, Rejected, Pending, FTO Not Generated) in the officer's language (issue 43 item 6).
  if (key === 'status') return misStatusText(value as string | null, say);
  if (key === 'fin_year') return formatFinancialYear(value as string | null);
  if (key === 'bill_date') return formatDate(value as string | null);
  if (key === 'credit_amount_actual') return formatMoney(value as string | null);
  return value === null || value === undefined ? '' : String(value);
};

const rowKey = (row: FtoRow, index: number) => `${row.fto_no ?? ''}|${row.bill_no ?? ''}|${index}`;
const notGenerated = (row: FtoRow) => row.status === 'FTO Not Generated';

function FtoTable({ rows }: { rows: readonly FtoRow[] }) {
  const t = useFtoTranslate();
  const say = useMisSay();
  return (
    // A named, focusable region: a keyboard can scroll the table sideways where it is wider than the dialog (WCAG 2.1.1).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('fto.fill.sections.fto')}
      sx={{ overflowX: 'auto', mb: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" data-testid="fill-fto-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.100' }}>
                {t(c.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} data-testid="fill-fto-row" data-status={row.status ?? ''}>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sx={{ whiteSpace: 'nowrap', color: c.key === 'status' && notGenerated(row) ? 'error.main' : undefined }}
                >
                  {cellText(row, c.key, say)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The FTO rows below 900 px: thirteen columns are 1,847 px wide, so each FTO is a block of
 * label: value lines, in the table's column order.
 */
function FtoStacked({ rows }: { rows: readonly FtoRow[] }) {
  const t = useFtoTranslate();
  const say = useMisSay();
  return (
    <Box component="ol" data-testid="fill-fto-stacked" sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row, index) => (
        <Box
          component="li"
          key={rowKey(row, index)}
          data-testid="fill-fto-row"
          data-status={row.status ?? ''}
          sx={{ border: 1, borderColor: notGenerated(row) ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
        >
          <LabelValueList
            items={COLUMNS.map((c) => ({
              label: t(c.label),
              value: cellText(row, c.key, say) || t('fto.common.none'),
              code: CODE_KEYS.has(c.key),
              alert: c.key === 'status' && notGenerated(row),
            }))}
          />
        </Box>
      ))}
    </Box>
  );
}

interface FtoSectionProps {
  fto: FtoAnswer;
  loading: boolean;
  /** The FTO rows could not be read (spec 2 §5: Error fetching FTO data.). */
  failed: boolean;
  recommendation: Recommendation;
  /** The material data is valid (spec 2 §5): with the FTO checks, what recommending the work needs. */
  materialValid: boolean;
  reason: string;
  /** The reason's message (required, or the server's), shown under it. */
  reasonError: string | null;
  readOnly: boolean;
  onRecommendation: (value: Recommendation) => void;
  onReason: (value: string) => void;
}

/**
 * Spec 2 §3 FTO rows and the §5 cross-checks, as the server ran them, and the recommend-for-payment
 * question. Yes needs the checks passed and valid material data (spec 2 §4); No is always open and
 * needs the reason, so an officer who finds a problem leaves a record of it
 * (docs/fto-verification.md).
 */
export function FtoSection(props: FtoSectionProps) {
  const { fto, loading, failed, recommendation, materialValid, reason, reasonError, readOnly, onRecommendation, onReason } = props;
  const t = useFtoTranslate();
  const narrow = useNarrowLayout();
  // A small radio is 38 px: under the 40 px a thumb needs on the phone layout.
  const radioSize = narrow ? 'medium' : 'small';
  const problems = failed ? [t('fto.fill.ftoSection.fetchFailed')] : fto.errors;
  return (
    <Box data-testid="fill-fto" data-fto-errors={problems.length}>
      {loading && <LinearProgress data-testid="fill-fto-loading" sx={{ mb: 1 }} />}
      {problems.map((problem) => (
        <Alert key={problem} severity="error" data-testid="fill-fto-error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      ))}
      {!failed && fto.errors.length === 0 && fto.rows.length === 0 && fto.message && (
        <Alert severity="info" data-testid="fill-fto-message" sx={{ mb: 1 }}>
          {fto.message}
        </Alert>
      )}
      {!failed && fto.rows.length > 0 && (narrow ? <FtoStacked rows={fto.rows} /> : <FtoTable rows={fto.rows} />)}
      {!loading && (
        <>
          {problems.length > 0 && (
            <Typography variant="body2" color="textSecondary" data-testid="fill-recommend-hidden" sx={{ mb: 0.5 }}>
              {t(readOnly ? 'fto.fill.ftoSection.recommendHiddenView' : 'fto.fill.ftoSection.recommendHidden')}
            </Typography>
          )}
          <Box data-testid="fill-recommend-field" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
            <Typography id="fill-recommend-label" sx={{ fontWeight: 600 }}>
              {t('fto.fill.ftoSection.recommend')}
            </Typography>
            <RadioGroup
              row
              aria-labelledby="fill-recommend-label"
              data-testid="fill-recommend"
              value={recommendation}
              onChange={(event) => onRecommendation(event.target.value as Recommendation)}
            >
              <FormControlLabel
                value="Yes"
                disabled={readOnly || problems.length > 0 || !materialValid}
                control={<Radio size={radioSize} />}
                label={t('fto.common.yes')}
              />
              <FormControlLabel value="No" disabled={readOnly} control={<Radio size={radioSize} />} label={t('fto.common.no')} />
            </RadioGroup>
          </Box>
          {recommendation === 'No' && (
            <TextField
              label={t('fto.fill.ftoSection.reason')}
              value={reason}
              onChange={(event) => onReason(event.target.value)}
              required
              multiline
              minRows={2}
              fullWidth
              disabled={readOnly}
              error={!!reasonError}
              helperText={reasonError ?? ' '}
              slotProps={{
                htmlInput: { maxLength: REASON_MAX, 'data-testid': 'fill-reason' },
                formHelperText: reasonError ? ({ 'data-testid': 'fill-reason-error', 'data-fill-error': true } as object) : undefined,
              }}
              sx={{ mt: 1 }}
            />
          )}
        </>
      )}
    </Box>
  );
}
