import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';

/**
 * Bars of the Reconciliation view (issue 29 item 4): per taluk or panchayat, the works verified at
 * each level and those changed after verification. Its own chunk (@mui/x-charts is loaded only
 * here and on the social audit reports); hidden from screen readers, the table beside it holds the
 * same figures.
 */
export default function ReconciliationChart({
  places,
  series,
  label,
}: {
  places: string[];
  series: { label: string; data: number[] }[];
  label: string;
}) {
  return (
    <Box component="figure" data-testid="reconciliation-chart" sx={{ m: 0, minWidth: 0 }}>
      <div aria-hidden="true">
        <BarChart
          height={Math.max(220, 60 + places.length * 28 * Math.max(1, series.length / 2))}
          layout="horizontal"
          skipAnimation
          xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => String(value) }]}
          yAxis={[{ scaleType: 'band', data: places, width: 110 }]}
          series={series.map((s) => ({ data: s.data, label: s.label }))}
          margin={{ left: 8, right: 16 }}
        />
      </div>
      <Box component="figcaption" sx={{ fontSize: '0.8rem', color: 'rgba(0,0,0,0.6)' }}>
        {label}
      </Box>
    </Box>
  );
}
