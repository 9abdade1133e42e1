import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFtoTranslate } from '../useFtoTranslate';

/** What a point on the map is, each in its own colour (the legend repeats them). */
export type PointKind = 'reference' | 'panchayat' | 'exif' | 'device';

export const POINT_COLOURS: Record<PointKind, string> = {
  reference: '#0d3b66',
  panchayat: '#6a1b9a',
  exif: '#c62828',
  device: '#ef6c00',
};

export interface MapPoint {
  kind: PointKind;
  latitude: number;
  longitude: number;
  label: string;
  /** A flagged photo's point is drawn larger. */
  flagged?: boolean;
}

interface EvidenceMapProps {
  points: readonly MapPoint[];
  tileUrl: string | null;
  attribution: string;
  label: string;
}

/**
 * The work's points on a Leaflet map (loaded only by the Photo evidence report): circles, never
 * image markers, so nothing but the tiles is fetched; without a tile URL, or when the tiles do
 * not load, the circles are still drawn on a blank background.
 */
export default function EvidenceMap({ points, tileUrl, attribution, label }: EvidenceMapProps) {
  const t = useFtoTranslate();
  const [tilesFailed, setTilesFailed] = useState(false);
  const latitudes = points.map((p) => p.latitude);
  const longitudes = points.map((p) => p.longitude);
  const south = Math.min(...latitudes);
  const north = Math.max(...latitudes);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  const single = north - south < 0.0005 && east - west < 0.0005;
  return (
    <Box data-testid="evidence-map" data-points={points.length} data-tiles={tileUrl ? 'on' : 'off'} sx={{ minWidth: 0 }}>
      <Box
        role="region"
        aria-label={label}
        sx={{
          height: { xs: 280, sm: 380 },
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.100',
        }}
      >
        <MapContainer
          {...(single
            ? { center: [(south + north) / 2, (west + east) / 2] as [number, number], zoom: 16 }
            : {
                bounds: [
                  [south, west],
                  [north, east],
                ] as [[number, number], [number, number]],
                boundsOptions: { padding: [24, 24] as [number, number] },
              })}
          style={{ height: '100%', width: '100%' }}
          scrollWheelZoom={false}
        >
          {tileUrl && <TileLayer url={tileUrl} attribution={attribution} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />}
          {points.map((point, index) => (
            <CircleMarker
              key={`${point.kind}-${index}`}
              center={[point.latitude, point.longitude]}
              radius={point.kind === 'reference' || point.kind === 'panchayat' ? 9 : point.flagged ? 8 : 6}
              pathOptions={{
                color: POINT_COLOURS[point.kind],
                fillColor: POINT_COLOURS[point.kind],
                fillOpacity: point.kind === 'device' ? 0.25 : 0.6,
                weight: 2,
                dashArray: point.kind === 'device' ? '4 3' : undefined,
              }}
              // Set at creation (Leaflet reads className only then): the tests find the circles by it.
              className={`evidence-marker evidence-marker-${point.kind}`}
            >
              <Tooltip>{point.label}</Tooltip>
            </CircleMarker>
          ))}
        </MapContainer>
      </Box>
      {(tilesFailed || !tileUrl) && (
        <Typography variant="caption" color="textSecondary" data-testid="evidence-map-no-tiles">
          {t('fto.evidence.report.noTiles')}
        </Typography>
      )}
      <Box
        component="ul"
        data-testid="evidence-map-legend"
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {(Object.keys(POINT_COLOURS) as PointKind[]).map((kind) => (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}>
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                border: 2,
                borderStyle: kind === 'device' ? 'dashed' : 'solid',
                borderColor: POINT_COLOURS[kind],
                bgcolor: kind === 'device' ? 'transparent' : POINT_COLOURS[kind],
              }}
            />
            {t(`fto.evidence.report.legend.${kind}`)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
