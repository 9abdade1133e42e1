import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPaise, showPaise } from './money';
import { useSocialAuditTranslate } from './useSocialAuditTranslate';

export interface BarPart {
  key: string;
  label: string;
  paise: bigint;
  color: string;
}

export interface Bar {
  key: string;
  label: string;
  /** Stacked left to right; a single part is a plain bar. */
  parts: BarPart[];
}

interface AmountBarsProps {
  title: string;
  testId: string;
  bars: Bar[];
}

// @mui/x-charts only with the report pages (issue 29): its own chunk, fetched when a chart is shown.
const AmountChart = lazy(() => import('./AmountChart'));

/**
 * A horizontal bar chart of amounts: the bars drawn by @mui/x-charts (AmountChart, a lazy chunk,
 * hidden from screen readers), then each bar's label and exact total in rupees as a list, each
 * item carrying its values as its accessible name (the chart's text alternative).
 */
export function AmountBars({ title, testId, bars }: AmountBarsProps) {
  const t = useSocialAuditTranslate();
  const totals = bars.map((bar) => bar.parts.reduce((sum, part) => sum + part.paise, 0n));

  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Suspense fallback={<LinearProgress sx={{ my: 1 }} />}>
        <AmountChart bars={bars} />
      </Suspense>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
        aria-label={t('socialAudit.common.chartLabel', { title })}
      >
        {bars.map((bar, index) => {
          const total = totals[index] ?? 0n;
          const described = bar.parts.map((part) =>
            t('socialAudit.common.chartValue', { label: part.label, value: showPaise(part.paise) }),
          );
          return (
            <Box
              component="li"
              key={bar.key}
              data-testid={`${testId}-bar-${bar.key}`}
              data-total={formatPaise(total)}
              aria-label={`${bar.label}: ${described.join(', ')}`}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {bar.label}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {showPaise(total)}
                </Typography>
              </Box>
              {bar.parts.length > 1 && (
                <Typography variant="caption" color="textSecondary" aria-hidden>
                  {described.join(' · ')}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
