import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPaise, share, showPaise } from './money';
import { useAuditTranslate } from './useAuditTranslate';

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

/**
 * A small horizontal bar chart of amounts, drawn with MUI boxes: the reports need bars of a
 * handful of values, which does not justify a chart library in the bundle. Each bar's length
 * is its total against the largest total; the amounts themselves are printed as exact rupees
 * beside it, and each bar carries its values as its accessible name.
 */
export function AmountBars({ title, testId, bars }: AmountBarsProps) {
  const t = useAuditTranslate();
  const totals = bars.map((bar) => bar.parts.reduce((sum, part) => sum + part.paise, 0n));
  const max = totals.reduce((a, b) => (b > a ? b : a), 0n);
  const legend = new Map<string, BarPart>();
  for (const bar of bars) for (const part of bar.parts) if (!legend.has(part.key)) legend.set(part.key, part);

  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {legend.size > 1 && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1.5 }} aria-hidden>
          {[...legend.values()].map((part) => (
            <Box key={part.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: part.color }} />
              <Typography variant="caption">{part.label}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
        aria-label={t('audit.common.chartLabel', { title })}
      >
        {bars.map((bar, index) => {
          const total = totals[index] ?? 0n;
          const described = bar.parts.map((part) => t('audit.common.chartValue', { label: part.label, value: showPaise(part.paise) }));
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
              <Box sx={{ display: 'flex', height: 14, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', mt: 0.5 }} aria-hidden>
                {bar.parts.map((part) => (
                  <Box key={part.key} sx={{ width: `${share(part.paise, max) * 100}%`, bgcolor: part.color }} />
                ))}
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
