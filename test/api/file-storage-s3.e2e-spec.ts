import fs from 'node:fs';
import { DataSource } from 'typeorm';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import { FileStorages } from '../../server/src/storage/file-storages.js';
import { actor, AFZALPUR, MYSURU_TP, STATE, type SignedIn } from '../support/actors.js';
import {
  addDays,
  colourPng,
  getStoredFile,
  loadPanchayats,
  materialEntries,
  scheduleForm,
  setUpDepartments,
  today,
} from '../support/fto.js';
import { en } from '../../server/src/common/messages/index.js';
import { expectRefusal } from '../support/messages.js';
import { requireBuild, runNode } from '../support/processes.js';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { startTestApp, testDatabaseUrl } from '../support/test-app.js';
import { ageOtps, signIn } from '../support/auth.js';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';

// Issue 28: with FILES_STORAGE=s3 a work file's photos go to the object store (s3rver here,
// MinIO in docker-compose) and come back through the same authorised route; `files migrate`
// moves them to the local disk and back, checked, resumable, serving throughout.
const GP = '1515001004';

describe('Files in S3: served through the authorised route, moved by files migrate (issue 28)', () => {
  let s3: TestS3;
  let h: ScraperHarness;
  let db: DataSource;
  let day: string;
  let filesDir: string;
  let l1: SignedIn;
  let l2: SignedIn;
  let m1: SignedIn; // a level 1 officer of a block of another district
  let items: { id: number; imgages: string }[];
  let works: string[];
  let colour = 10;
  /** Every photo filed, by key: what the route must answer. */
  const filed = new Map<string, Buffer>();

  beforeAll(async () => {
    requireBuild();
    s3 = await startTestS3();
    h = await startScraperHarness({ panchayats: [GP], worksPerPanchayat: 8, env: { FILES_STORAGE: 's3', ...s3.env } });
    db = h.app.get(DataSource);
    day = today(h.app);
    filesDir = h.config.files.dir;
    await loadPanchayats(h.app, [GP]);
    const admin = await actor(h.app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    await setUpDepartments(h.app, admin, FTO_DEMO_DEPARTMENTS);
    l1 = await actor(h.app, 'TP', 'PRED-JE', AFZALPUR, 'USER');
    l2 = await actor(h.app, 'TP', 'PRED-AE', AFZALPUR, 'USER');
    m1 = await actor(h.app, 'TP', 'PRED-JE', MYSURU_TP, 'USER');
    await admin.agent
      .post('/api/admin/add_shedule2')
      .send(scheduleForm('S3 cycle', day, addDays(day, 30), [100, 100, 100, 100, 100]))
      .expect(200);
    const summary = await l1.agent.post('/api/filever/getworks2').send({}).expect(200);
    works = [];
    for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
      const list = await l1.agent.post('/api/filever/getworkData2').send({ agency: cell.agency_name, year: cell.work_start_fin_year });
      works.push(...(list.body.works as { work_code: string }[]).map((w) => w.work_code));
    }
    expect(works.length).toBeGreaterThanOrEqual(3);
    items = (await l1.agent.post('/api/filever/getCheckList3').send({ workCode: works[0] }).expect(200)).body.data;
  }, 240000);
  afterAll(async () => {
    await h?.close();
    await s3?.close();
  });

  /** A coded refusal in the error envelope. */
  const refused = (res: { status: number; body: unknown }, status: number, code: Parameters<typeof en>[0]) => {
    expect(res.status).toBe(status);
    expectRefusal(res.body, en(code));
  };
  const imageItems = () => items.filter((i) => i.imgages === 'Y').map((i) => i.id);
  const no = { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'No', reason: 'Object storage test.' };
  const nextPng = () => colourPng([colour++ % 256, 90, 160]);

  /** Files a work with a site photo and an image per image item, as the portal's client does. */
  async function fileWork(workCode: string): Promise<string[]> {
    let req = l1.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', workCode)
      .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
      .field('material', JSON.stringify(await materialEntries(l1.agent, workCode, day)))
      .field('siteAnswers', JSON.stringify(no));
    const photos: Buffer[] = [];
    const site = nextPng();
    photos.push(site);
    req = req.attach('sitePhoto', site, 'site.png');
    for (const id of imageItems()) {
      const image = nextPng();
      photos.push(image);
      req = req.attach(`image_${id}`, image, `item-${id}.png`);
    }
    const res = await req;
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true, code: 'FTO_SUBMITTED' } });
    const rows: { key: string; kind: string; item_id: number | null }[] = await db.query(
      `SELECT key, kind, item_id FROM fto_files WHERE verification_id = $1 ORDER BY kind DESC, item_id`,
      [res.body.id],
    );
    expect(rows).toHaveLength(photos.length);
    rows.forEach((row, i) => filed.set(row.key, photos[i]));
    return rows.map((r) => r.key);
  }

  /** The bytes the authorised route answers for a key (as the level 2 officer). */
  async function served(key: string, who: SignedIn = l2) {
    return getStoredFile(who.agent, key);
  }

  async function expectAllServed(): Promise<void> {
    for (const [key, bytes] of filed) {
      const res = await served(key);
      expect({ key, status: res.status, type: res.headers['content-type'] }).toEqual({ key, status: 200, type: 'image/png' });
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    }
  }

  const localFiles = () =>
    fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).filter((f) => /\.(png|jpg|webp)$/.test(String(f))).length : 0;
  const storageOf = async () =>
    Object.fromEntries(
      (
        await db.query<{ storage: string; n: number }[]>(
          'SELECT storage, count(*)::int AS n FROM fto_files GROUP BY storage ORDER BY storage',
        )
      ).map((r) => [r.storage, r.n]),
    );
  const inS3 = async (key: string) => {
    const stream = await h.app.get(FileStorages).get('s3').open(key);
    stream?.destroy();
    return !!stream;
  };
  const cli = (...args: string[]) =>
    runNode(
      'cli.js',
      ['files', 'migrate', ...args],
      {
        DATABASE_URL: testDatabaseUrl(),
        FILES_DIR: filesDir,
        ...s3.env,
        // The SDK warns on Node 20 that its releases from 2027 need Node 22 (docs/operations.md); not this test's subject.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      120000,
    );

  it('stores a work file’s photos in S3 and serves them through the authorised route only', async () => {
    const keys = await fileWork(works[0]);
    expect(await storageOf()).toEqual({ s3: keys.length });
    expect(localFiles()).toBe(0);
    for (const key of keys) expect(await inS3(key)).toBe(true);
    await expectAllServed();
    const own = await served(keys[0], l1);
    expect(own.status).toBe(200);
    refused(await m1.agent.get(`/api/filever/files/${keys[0]}`), 403, 'FILE_NOT_ALLOWED');
    refused(await l1.agent.get('/api/filever/files/0123456789abcdef0123456789abcdef.png'), 404, 'FILE_NOT_FOUND');
  });

  it('serves a photo stored through one API from another API host with a disk of its own', async () => {
    const other = await startTestApp({ env: { FILES_STORAGE: 's3', ...s3.env } });
    try {
      expect(other.get<AppConfig>(APP_CONFIG).files.dir).not.toBe(filesDir);
      await ageOtps(other, l2.mobile, 2);
      const there = await signIn(other, l2.mobile, 'Officer@2024');
      for (const [key, bytes] of filed) {
        const res = await getStoredFile(there.agent, key);
        expect(res.status).toBe(200);
        expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
      }
    } finally {
      await other.close();
    }
  });

  it('moves every file to the local disk and back, each checked, serving throughout; a second run does nothing', async () => {
    await fileWork(works[1]);
    const total = filed.size;
    const down = await cli('--to', 'local');
    expect({ code: down.code, stderr: down.stderr }).toEqual({ code: 0, stderr: '' });
    expect(down.stdout).toContain(`files migrate: ${total} files to move to local`);
    expect(down.stdout).toContain(
      `files migrate: ${total} files moved to local, each checked by size and SHA-256; the source copies are removed`,
    );
    expect(await storageOf()).toEqual({ local: total });
    expect(localFiles()).toBe(total);
    for (const key of filed.keys()) expect(await inS3(key)).toBe(false);
    await expectAllServed();

    const again = await cli('--to', 'local');
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n').filter((l) => l.startsWith('files migrate'))).toEqual([
      `files migrate: nothing to move (${total} files already in local)`,
    ]);

    const up = await cli('--to', 's3');
    expect(up.code).toBe(0);
    expect(up.stdout).toContain(`files migrate: ${total} files moved to s3`);
    expect(await storageOf()).toEqual({ s3: total });
    expect(localFiles()).toBe(0);
    await expectAllServed();
    expect((await cli('--to', 's3')).stdout).toMatch(
      new RegExp(`^files migrate: nothing to move \\(${total} files already in s3\\)$`, 'm'),
    );
    expect(await storageOf()).toEqual({ s3: total });
  });

  it('stops at a file it cannot move with a clear line, serves every file while half-moved, and the next run continues', async () => {
    const down = await cli('--to', 'local');
    expect(down.code).toBe(0);
    // New photos go to S3 (FILES_STORAGE=s3) beside the local ones; one of them goes missing from the store.
    const fresh = await fileWork(works[2]);
    const keys = [...filed.keys()].filter((k) => fresh.includes(k)).sort();
    const lost = keys[Math.floor(keys.length / 2)];
    const s3Driver = h.app.get(FileStorages).get('s3');
    const kept = (await served(lost)).body as Buffer;
    await s3Driver.remove(lost);

    const stopped = await cli('--to', 'local');
    expect(stopped.code).toBe(1);
    expect(stopped.stderr.trim()).toMatch(
      new RegExp(
        `^files migrate: stopped at file ${lost.replace('.', '\\.')} \\(work ${works[2]}, in s3\\): the file is missing from the s3 storage; \\d+ moved in this run\\. Run the command again to continue\\.$`,
      ),
    );
    // Half moved: the files before it are on the local disk, the rest still in S3; all but the lost one serve.
    const half = await storageOf();
    expect(half.local).toBeGreaterThan(filed.size - keys.length);
    expect(half.s3).toBeGreaterThanOrEqual(1);
    filed.delete(lost);
    await expectAllServed();
    refused(await l2.agent.get(`/api/filever/files/${lost}`), 404, 'FILE_NOT_FOUND');

    // Put back, the next run moves what is left.
    await s3Driver.store(lost, kept);
    filed.set(lost, kept);
    const resumed = await cli('--to', 'local');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`files migrate: ${half.s3} files to move to local (${half.local} already there)`);
    expect(await storageOf()).toEqual({ local: filed.size });
    await expectAllServed();
  });

  it('refuses a bad driver, and a move to S3 without its settings, with a clear line', async () => {
    const bad = await cli('--to', 'ftp');
    expect({ code: bad.code, stderr: bad.stderr.trim() }).toEqual({ code: 1, stderr: '--to must be local or s3' });
    const unset = await runNode(
      'cli.js',
      ['files', 'migrate', '--to', 's3'],
      { DATABASE_URL: testDatabaseUrl(), FILES_DIR: filesDir },
      60000,
    );
    expect({ code: unset.code, stderr: unset.stderr.trim() }).toEqual({
      code: 1,
      stderr: 'files migrate --to s3 needs S3_ENDPOINT and S3_BUCKET (and the credentials) in the environment',
    });
    const half = await runNode(
      'cli.js',
      ['files', 'migrate', '--to', 's3'],
      { DATABASE_URL: testDatabaseUrl(), S3_BUCKET: 'portal-files' },
      60000,
    );
    expect(half.code).toBe(1);
    expect(half.stderr).toContain('S3_ENDPOINT is required when S3_BUCKET is set');
  });

  it('answers 503 with a coded message when the store cannot be reached, and nothing is stored', async () => {
    const [inStore] = (await db.query<{ key: string }[]>("SELECT key FROM fto_files WHERE storage = 'local' LIMIT 1")).map((r) => r.key);
    expect(inStore).toBeDefined();
    const up = await cli('--to', 's3');
    expect(up.code).toBe(0);
    await s3.close();
    refused(await l2.agent.get(`/api/filever/files/${inStore}`), 503, 'FILE_STORAGE_UNAVAILABLE');
    const before = await db.query('SELECT count(*)::int AS n FROM fto_verifications');
    const work = works[3] ?? works[0];
    let req = l1.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', work)
      .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
      .field('material', JSON.stringify(await materialEntries(l1.agent, work, day)))
      .field('siteAnswers', JSON.stringify(no))
      .attach('sitePhoto', nextPng(), 'site.png');
    for (const id of imageItems()) req = req.attach(`image_${id}`, nextPng(), `item-${id}.png`);
    const res = await req;
    refused(res, 503, 'FILE_STORAGE_UNAVAILABLE');
    expect(await db.query('SELECT count(*)::int AS n FROM fto_verifications')).toEqual(before);
  });
});
