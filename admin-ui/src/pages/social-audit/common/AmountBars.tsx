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
  /** The words beside the bar on the chart's axis (a type's code, FM); the label when not given (a place's name). */
  axisLabel?: string;
  /** Stacked left to right; a single part is a plain bar. */
  parts: BarPart[];
}

interface AmountBarsProps {
  title: string;
  /** What a bar stands for, the table's first column: "Issue type", "District". */
  itemLabel: string;
  testId: string;
  bars: Bar[];
}

// @mui/x-charts only with the report pages (issue 29): its own chunk, fetched when a chart is shown.
const AmountChart = lazy(() => import('./AmountChart'));

/**
 * A horizontal bar chart of amounts: the bars drawn by @mui/x-charts (AmountChart, a lazy chunk,
 * inert: out of reach of the keyboard and screen readers), the same figures as a table for screen
 * readers (unseen, issue 43 item 8), then each bar's label and exact total in rupees as a list,
 * each item carrying its values as its accessible name.
 */
export function AmountBars({ title, itemLabel, testId, bars }: AmountBarsProps) {
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
      <div className="ui-visually-hidden">
        <table data-testid={`${testId}-table`}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{itemLabel}</th>
              {bars[0]?.parts.length !== 1 &&
                bars[0]?.parts.map((part) => (
                  <th key={part.key} scope="col">
                    {part.label}
                  </th>
                ))}
              <th scope="col">{t('socialAudit.common.total')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, index) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                {bar.parts.length !== 1 && bar.parts.map((part) => <td key={part.key}>{showPaise(part.paise)}</td>)}
                <td>{showPaise(totals[index] ?? 0n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
