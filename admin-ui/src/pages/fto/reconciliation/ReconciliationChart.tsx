import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import { formatNumber } from '../../../i18n/format';

/**
 * Bars of the Reconciliation view (issue 29 item 4): per taluk or panchayat, the works verified at
 * each level and those changed after verification. Its own chunk (@mui/x-charts is loaded only
 * here and on the social audit reports). Each bar is named by its place in the officer's language
 * and carries its count at its end, the count axis in whole works (issue 43 item 8). The drawing
 * is inert (neither the keyboard nor a screen reader meets it); an unseen table holds the same
 * figures for screen readers, as the table under it does for everyone.
 */
export default function ReconciliationChart({
  places,
  placeLabel,
  series,
  label,
}: {
  places: string[];
  /** The places' column: "Taluk" or "Gram panchayat". */
  placeLabel: string;
  series: { label: string; data: number[] }[];
  label: string;
}) {
  const longest = Math.max(0, ...places.map((place) => place.length));
  const most = Math.max(1, ...series.flatMap((s) => s.data));
  return (
    <Box component="figure" data-testid="reconciliation-chart" sx={{ m: 0, minWidth: 0 }}>
      <div inert>
        <BarChart
          height={Math.max(220, 60 + places.length * 28 * Math.max(1, series.length / 2))}
          layout="horizontal"
          skipAnimation
          xAxis={[
            {
              min: 0,
              // Whole works only: no tick between two counts, and few enough that none is dropped.
              tickNumber: Math.min(5, most),
              tickMinStep: 1,
              valueFormatter: (value: number) => (Number.isInteger(value) ? formatNumber(value) : ''),
            },
          ]}
          yAxis={[{ scaleType: 'band', data: places, width: Math.min(160, Math.max(60, 14 + 8.5 * longest)) }]}
          series={series.map((s) => ({
            data: s.data,
            label: s.label,
            barLabel: (item: { value: number | null }) => (item.value ? formatNumber(item.value) : null),
            barLabelPlacement: 'outside' as const,
          }))}
          margin={{ left: 8, right: 32 }}
        />
      </div>
      <div className="ui-visually-hidden">
        <table data-testid="reconciliation-chart-table">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{placeLabel}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {places.map((place, i) => (
              <tr key={`${place}-${i}`}>
                <th scope="row">{place}</th>
                {series.map((s) => (
                  <td key={s.label}>{formatNumber(s.data[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Box component="figcaption" sx={{ fontSize: '0.8rem', color: 'rgba(0,0,0,0.6)' }}>
        {label}
      </Box>
    </Box>
  );
}
