import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../../../i18n/format';
import type { Bar } from './AmountBars';
import Box from '@mui/material/Box';

/** Axis ticks and the totals at the bars' ends ("₹ 50L", "₹ 1.1Cr"); the amounts themselves are written exactly beside the chart. */
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const compact = (rupees: number) => `₹ ${COMPACT.format(rupees)}`;

/**
 * The bars of AmountBars drawn by @mui/x-charts (issue 29 item 4): horizontal, the parts of a bar
 * stacked, each named on the axis (a place by its name in the officer's language, a type by its
 * code) and its total written at its end (issue 43 item 8). Its own chunk, fetched with the report
 * pages; inert, so neither the keyboard nor a screen reader meets the drawing (the table and the
 * list beside it hold every amount).
 */
export default function AmountChart({ bars }: { bars: Bar[] }) {
  const parts = new Map<string, { label: string; color: string }>();
  for (const bar of bars) for (const part of bar.parts) if (!parts.has(part.key)) parts.set(part.key, part);
  const single = parts.size === 1;
  const rupees = (paise: bigint) => Number(paise) / 100;
  const totals = bars.map((bar) => rupees(bar.parts.reduce((sum, part) => sum + part.paise, 0n)));
  const keys = [...parts.keys()];
  const names = bars.map((bar) => bar.axisLabel ?? bar.label);
  // Room for the longest name (about 8.5 px a character), at most 150 px so a 390 px phone keeps room for the bars.
  const axisWidth = Math.min(150, Math.max(40, 14 + 8.5 * Math.max(0, ...names.map((name) => name.length))));
  return (
    <Box inert data-testid="amount-chart" sx={{ minWidth: 0 }}>
      <BarChart
        height={Math.max(160, 40 + bars.length * 36)}
        layout="horizontal"
        skipAnimation
        hideLegend={single}
        yAxis={[
          {
            scaleType: 'band',
            data: names,
            width: axisWidth,
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
          // The bar's total after its end, written once, on the last part of the stack.
          ...(key === keys[keys.length - 1]
            ? { barLabel: (item: { dataIndex: number }) => compact(totals[item.dataIndex] ?? 0), barLabelPlacement: 'outside' as const }
            : {}),
        }))}
        margin={{ left: 4, right: 56 }}
      />
    </Box>
  );
}
