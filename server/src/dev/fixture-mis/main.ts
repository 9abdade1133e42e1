/**
 * Runs the fixture MIS on its own:
 *   node server/dist/server/src/dev/fixture-mis/main.js --port 8090 --seed 2024 --csv migrations/data/demo-locations.csv
 * Options: --port (0 = a free port), --host, --seed, --csv, --works (per panchayat), --layout old-20|new-30|drift-32,
 * --lax (accept any Digest), --today yyyy-mm-dd. Prints the base URL; stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { readPanchayatsCsv } from './csv.js';
import { startFixtureMis } from './server.js';
import type { DynamicLayout } from '../../scraper/mis/types.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8090' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '2024' },
    csv: { type: 'string', default: 'migrations/data/demo-locations.csv' },
    works: { type: 'string', default: '24' },
    layout: { type: 'string', default: 'new-30' },
    lax: { type: 'boolean', default: false },
    today: { type: 'string' },
  },
});

const layout = values.layout as DynamicLayout;
if (!['old-20', 'new-30', 'drift-32'].includes(layout)) throw new Error(`--layout must be old-20, new-30 or drift-32, not ${layout}`);
const panchayats = readPanchayatsCsv(values.csv);
const mis = await startFixtureMis({
  panchayats,
  port: Number(values.port),
  host: values.host,
  seed: Number(values.seed),
  worksPerPanchayat: Number(values.works),
  layout,
  strictDigest: !values.lax,
  today: values.today ? new Date(`${values.today}T00:00:00Z`) : undefined,
});
process.stdout.write(`Fixture MIS (${panchayats.length} panchayats, seed ${values.seed}, ${layout}) at ${mis.baseUrl}\n`);
const stop = () => {
  void mis.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
