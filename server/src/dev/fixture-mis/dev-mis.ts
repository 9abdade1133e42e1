import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { readPanchayatsCsv, startFixtureMis, type FixtureMis } from './index.js';
import { PLACE_COLUMNS, PLACE_JOINS } from '../../locations/repositories/locations.repository.js';
import { type PanchayatPlace } from '../../locations/locations.service.js';
import { DEMO_LOCATIONS_FILE } from '../seeds/demo-seed.service.js';

/** Every panchayat of the database's location master (empty before the first import). */
async function placesOfDatabase(databaseUrl: string): Promise<PanchayatPlace[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<PanchayatPlace>(`SELECT ${PLACE_COLUMNS} FROM ${PLACE_JOINS}`);
    return result.rows;
  } finally {
    await client.end();
  }
}

/**
 * Development without MIS_BASE_URL: the fixture MIS on a free local port stands in for the
 * public MIS, serving the demo locations and whatever the database's location master holds.
 * The configuration returned points the scraper at it (with limits fit for a local server).
 * Never in production: the configuration refuses production without MIS_BASE_URL.
 */
export async function startDevMis(config: AppConfig, databaseUrl: string): Promise<{ fixture: FixtureMis; config: AppConfig }> {
  const byCode = new Map<string, PanchayatPlace>();
  for (const place of [...readPanchayatsCsv(DEMO_LOCATIONS_FILE), ...(await placesOfDatabase(databaseUrl))]) {
    byCode.set(place.panchayat_code, place);
  }
  const fixture = await startFixtureMis({ seed: config.mis.fixtureSeed, panchayats: [...byCode.values()] });
  return {
    fixture,
    config: {
      ...config,
      mis: {
        ...config.mis,
        baseUrl: fixture.baseUrl,
        ratePerSecond: Math.max(config.mis.ratePerSecond, 50),
        concurrency: Math.max(config.mis.concurrency, 4),
      },
    },
  };
}
