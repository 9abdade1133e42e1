// A scratch database and a synthetic block of the fixture MIS for the benches that load a block
// (scraper-bench.mjs, mis-changes-bench.mjs): created, migrated, and dropped by `drop()`.
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = (p) => import(path.join(REPO, 'server/dist/server/src', p));

/**
 * A new database `<prefix>_<time>` (on BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
 * server) with the migrations run, and `gps` panchayats of AFZALPUR's codes with
 * `worksPerPanchayat` works each in the fixture MIS's data (seed 1, as of 2026-11-01).
 */
export async function scratchBlock({ prefix, gps, worksPerPanchayat }) {
  const [{ FixtureData }, { runMigrations }] = await Promise.all([dist('dev/fixture-mis/data.js'), dist('database/migrate.js')]);
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const drop = async () => {
    await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await root.end();
  };
  try {
    await runMigrations(url.toString());
  } catch (err) {
    await drop();
    throw err;
  }
  const panchayats = Array.from({ length: gps }, (_, i) => ({
    district_code: '1515',
    district_name: 'KALABURAGI',
    block_code: '1515001',
    block_name: 'AFZALPUR',
    panchayat_code: `1515001${String(100 + i).padStart(3, '0')}`,
    panchayat_name: `BENCH GP ${i + 1}`,
  }));
  const data = new FixtureData(panchayats, { seed: 1, worksPerPanchayat, today: '2026-11-01' });
  return { url: url.toString(), panchayats, data, drop };
}
