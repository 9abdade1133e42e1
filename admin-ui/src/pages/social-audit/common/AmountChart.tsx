import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../../../i18n/format';
import type { Bar } from './AmountBars';
import Box from '@mui/material/Box';

/** Axis ticks only ("₹ 50L", "₹ 1.1Cr"); the amounts themselves are written exactly beside the chart. */
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The bars of AmountBars drawn by @mui/x-charts (issue 29 item 4): horizontal, the parts of a bar
 * stacked. Its own chunk, fetched with the report pages; hidden from screen readers (the list
 * beside it names every amount).
 */
export default function AmountChart({ bars }: { bars: Bar[] }) {
  const parts = new Map<string, { label: string; color: string }>();
  for (const bar of bars) for (const part of bar.parts) if (!parts.has(part.key)) parts.set(part.key, part);
  const single = parts.size === 1;
  const rupees = (paise: bigint) => Number(paise) / 100;
  return (
    <Box aria-hidden="true" data-testid="amount-chart" sx={{ minWidth: 0 }}>
      <BarChart
        height={Math.max(160, 40 + bars.length * 36)}
        layout="horizontal"
        skipAnimation
        hideLegend={single}
        yAxis={[
          {
            scaleType: 'band',
            data: bars.map((bar) => bar.key),
            width: 48,
            ...(single
              ? {
                  colorMap: {
                    type: 'ordinal' as const,
                    values: bars.map((bar) => bar.key),
                    colors: bars.map((bar) => bar.parts[0]?.color ?? '#1f3b73'),
                  },
                }
              : {}),
          },
        ]}
        xAxis={[
          {
            tickNumber: 3,
            valueFormatter: (value: number, context: { location: string }) =>
              context.location === 'tick' ? `₹ ${COMPACT.format(value)}` : formatMoney(value),
          },
        ]}
        series={[...parts].map(([key, part]) => ({
          id: key,
          label: part.label,
          stack: 'total',
          color: part.color,
          data: bars.map((bar) => rupees(bar.parts.find((p) => p.key === key)?.paise ?? 0n)),
          valueFormatter: (value: number | null) => formatMoney(value ?? 0),
        }))}
        margin={{ left: 4, right: 28 }}
      />
    </Box>
  );
}
