import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { serverMessage } from '../../../admin/common/useLoad';
import { FinancialYearSelect } from './FinancialYearSelect';
import { useSocialAuditTranslate } from './useSocialAuditTranslate';

interface ReportBodyProps {
  testId: string;
  filters: ReactNode;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: boolean;
  table: ReactNode;
  chart: ReactNode;
  /** From which screen width the chart sits beside the table (a wide table needs `xl`). */
  chartBeside?: 'lg' | 'xl';
}

/**
 * The body every social audit report shares: its filter bar, then the table with its chart
 * beside it (below it on narrow screens), or the error with a retry, or the spec's empty text.
 */
export function ReportBody({ testId, filters, loading, error, onRetry, empty, table, chart, chartBeside = 'lg' }: ReportBodyProps) {
  const t = useSocialAuditTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" role="search" sx={{ p: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {filters}
      </Paper>
      {error && !loading ? (
        <Alert
          data-testid={`${testId}-error`}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('socialAudit.common.retry')}
            </Button>
          }
        >
          {serverMessage(error) ?? t('socialAudit.common.loadFailed')}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', [chartBeside]: 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ minWidth: 0 }} aria-busy={loading}>
            {loading && <LinearProgress data-testid={`${testId}-loading`} />}
            {!empty
              ? table
              : !loading && (
                  <Box data-testid={`${testId}-empty`} role="status" sx={{ textAlign: 'center', py: 6 }}>
                    <Typography>{t('socialAudit.common.noData')}</Typography>
                  </Box>
                )}
          </Paper>
          {!empty && chart}
        </Box>
      )}
    </Box>
  );
}

interface YearAndExportProps {
  /** Prefix of the test ids: `{testId}-year`, `{testId}-export`. */
  testId: string;
  year: string;
  onYear: (year: string) => void;
  canExport: boolean;
  onExport: () => void;
  /** What sits between the year and the export button (a scope title, a back button). */
  children?: ReactNode;
}

/** The filter bar of the social audit reports: the financial year, then the CSV export at the far end. */
export function YearAndExport({ testId, year, onYear, canExport, onExport, children }: YearAndExportProps) {
  const t = useSocialAuditTranslate();
  return (
    <>
      <Box sx={{ minWidth: 200, flex: '0 1 240px' }}>
        <FinancialYearSelect testId={`${testId}-year`} value={year} onChange={onYear} />
      </Box>
      {children}
      <Button
        data-testid={`${testId}-export`}
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={!canExport}
        onClick={onExport}
        sx={{ ml: 'auto' }}
      >
        {t('socialAudit.common.exportCsv')}
      </Button>
    </>
  );
}
