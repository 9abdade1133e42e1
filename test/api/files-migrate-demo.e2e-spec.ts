import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { DataSource } from 'typeorm';
import { DEMO_OFFICER_PASSWORD, DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { EVIDENCE_SCENARIOS, EvidenceDemoSeedService } from '../../server/src/dev/seeds/evidence-demo-seed.service.js';
import { signIn } from '../support/auth.js';
import { getStoredFile, loadPanchayats } from '../support/fto.js';
import { requireBuild, runNode } from '../support/processes.js';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { demoPlaces, startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { testDatabaseUrl } from '../support/test-app.js';

const AFZALPUR_GPS = [...demoPlaces().values()].filter((p) => p.block_code === '1515001').map((p) => p.panchayat_code);

// Issue 28: the demo's photos, filed on the local disk as after `npm start`, moved into S3 by the
// built `files migrate` as docs/operations.md says (S3 settings given, FILES_STORAGE still local),
// and still served, byte for byte, to the level 2 demo officer through the authorised route.
describe('files migrate on the demo files (issue 28)', () => {
  let s3: TestS3;
  let h: ScraperHarness;
  let db: DataSource;

  beforeAll(async () => {
    requireBuild();
    s3 = await startTestS3();
    h = await startScraperHarness({ panchayats: AFZALPUR_GPS, worksPerPanchayat: 24, env: s3.env });
    db = h.app.get(DataSource);
    await h.app.get(DemoSeedService).run();
    await loadPanchayats(h.app, AFZALPUR_GPS, 120000);
    await h.app.get(EvidenceDemoSeedService).fileWhenLoaded(60000, 200);
  }, 240000);
  afterAll(async () => {
    await h?.close();
    await s3?.close();
  });

  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

  it('moves every demo photo into S3, checked, and serves each as before', async () => {
    const rows: { key: string; storage: string }[] = await db.query('SELECT key, storage FROM fto_files ORDER BY key');
    expect(rows).toHaveLength(EVIDENCE_SCENARIOS.length * 4);
    expect(new Set(rows.map((r) => r.storage))).toEqual(new Set(['local']));
    const l2 = await signIn(h.app, '9000000012', DEMO_OFFICER_PASSWORD);
    const fetchAll = async () => {
      const out = new Map<string, string>();
      for (const { key } of rows) {
        const res = await getStoredFile(l2.agent, key);
        expect({ key, status: res.status }).toEqual({ key, status: 200 });
        out.set(key, sha(res.body as Buffer));
      }
      return out;
    };
    const before = await fetchAll();

    const run = await runNode(
      'cli.js',
      ['files', 'migrate', '--to', 's3'],
      {
        DATABASE_URL: testDatabaseUrl(),
        FILES_DIR: h.config.files.dir,
        ...s3.env,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      120000,
    );
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`files migrate: ${rows.length} files moved to s3, each checked by size and SHA-256`);
    expect(await db.query('SELECT DISTINCT storage FROM fto_files')).toEqual([{ storage: 's3' }]);
    const left = fs.readdirSync(h.config.files.dir, { recursive: true }).filter((f) => /\.(png|jpg|webp)$/.test(String(f)));
    expect(left).toEqual([]);
    expect(await fetchAll()).toEqual(before);
  });
});
