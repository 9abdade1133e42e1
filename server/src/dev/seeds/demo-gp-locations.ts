/**
 * Plausible locations of the demo's gram panchayats (issue 27): each taluk of
 * migrations/data/demo-locations.csv at about its real headquarters, its panchayats on a ring
 * 4 to 10 km around it, a few km apart. Invented to this precision: good enough for the
 * far-from-work check (15 km from the panchayat) and the report's map, not a survey.
 */
export const DEMO_BLOCK_CENTRES: Record<string, [latitude: number, longitude: number]> = {
  '1515001': [17.2, 76.36], // AFZALPUR
  '1515006': [17.01, 76.77], // JEVARGI
  '1515007': [17.18, 77.28], // SEDAM
  '1508001': [11.92, 76.94], // CHAMARAJANAGAR
  '1508002': [11.81, 76.69], // GUNDLUPET
  '1522004': [12.3, 76.64], // MYSURU
  '1522005': [12.12, 76.68], // NANJANGUD
  '1524002': [13.91, 75.07], // HOSANAGARA
  '1524006': [14.38, 75.09], // SORAB
  '1525002': [13.31, 76.94], // GUBBI
  '1525009': [13.34, 77.1], // TUMAKURU
  '1528001': [13.78, 77.79], // BAGEPALLI
  '1528005': [13.67, 77.7], // GUDIBANDE
};

const EARTH_M = 6_371_000;

/** The point `north` and `east` metres from a point (small distances: a flat local frame). */
export function offsetBy(latitude: number, longitude: number, north: number, east: number): { latitude: number; longitude: number } {
  const dLat = (north / EARTH_M) * (180 / Math.PI);
  const dLon = (east / (EARTH_M * Math.cos((latitude * Math.PI) / 180))) * (180 / Math.PI);
  return { latitude: round6(latitude + dLat), longitude: round6(longitude + dLon) };
}

/** Great-circle distance in metres (haversine). */
export function distanceM(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.sqrt(h));
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The i-th of n panchayats of a block around its centre: spread evenly by angle (with a small
 * turn per block so blocks do not look stamped), at 4, 7 or 10 km.
 */
export function panchayatLocation(
  centre: [number, number],
  index: number,
  count: number,
  turn = 0,
): { latitude: number; longitude: number } {
  const angle = turn + (2 * Math.PI * index) / Math.max(1, count);
  const radius = 4000 + (index % 3) * 3000;
  return offsetBy(centre[0], centre[1], radius * Math.cos(angle), radius * Math.sin(angle));
}

/** Locations of the given panchayats (code, block code), those of blocks with a known centre. */
export function demoPanchayatLocations(
  panchayats: { panchayat_code: string; block_code: string }[],
): { panchayat_code: string; latitude: number; longitude: number }[] {
  const byBlock = new Map<string, string[]>();
  for (const p of panchayats) {
    if (!DEMO_BLOCK_CENTRES[p.block_code]) continue;
    byBlock.set(p.block_code, [...(byBlock.get(p.block_code) ?? []), p.panchayat_code]);
  }
  const out: { panchayat_code: string; latitude: number; longitude: number }[] = [];
  for (const [block, codes] of byBlock) {
    codes.sort();
    const turn = (Number(block.slice(-3)) % 7) * 0.37;
    codes.forEach((code, i) => out.push({ panchayat_code: code, ...panchayatLocation(DEMO_BLOCK_CENTRES[block], i, codes.length, turn) }));
  }
  return out;
}
