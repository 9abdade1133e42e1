import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { requireBuild, runNode } from '../support/processes.js';
import { ensureTestDatabase, tempDir, testDatabaseUrl } from '../support/test-app.js';

const HEADER = 'district_code,district_name,block_code,block_name,panchayat_code,panchayat_name';

/** A master of the size the state has: 6,000 gram panchayats under 240 taluks of 30 districts. */
function bigMaster(): string {
  const lines = [HEADER];
  for (let d = 1; d <= 30; d++) {
    const dc = `15${String(d).padStart(2, '0')}`;
    for (let b = 1; b <= 8; b++) {
      const bc = `${dc}${String(900 + b)}`;
      for (let p = 1; p <= 25; p++) lines.push(`${dc},DISTRICT ${dc},${bc},TALUK ${bc},${bc}${String(p).padStart(3, '0')},GP ${bc} ${p}`);
    }
  }
  return lines.join('\n');
}

describe('npm run cli -- import-locations <file.csv>', () => {
  const dir = tempDir('import');
  let db: pg.Client;
  const count = async (table: string) => Number((await db.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  const cli = (file: string) =>
    runNode('cli.js', ['import-locations', file], { DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'warn' }, 120000);

  beforeAll(async () => {
    requireBuild();
    await ensureTestDatabase();
    db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });
  afterAll(() => db.end());

  it('loads the full master idempotently: the second run adds and changes nothing', async () => {
    const file = path.join(dir, 'master.csv');
    fs.writeFileSync(file, bigMaster());
    const gpsBefore = await count('panchayats');

    const first = await cli(file);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('panchayats: 6000 added, 0 updated, 0 unchanged');
    expect(first.stdout).toContain('blocks: 240 added, 0 updated, 0 unchanged');
    expect(await count('panchayats')).toBe(gpsBefore + 6000);

    const second = await cli(file);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('panchayats: 0 added, 0 updated, 6000 unchanged');
    expect(await count('panchayats')).toBe(gpsBefore + 6000);
  });

  it('corrects a renamed gram panchayat in place', async () => {
    const file = path.join(dir, 'rename.csv');
    fs.writeFileSync(file, `${HEADER}\n1501,DISTRICT 1501,1501901,TALUK 1501901,1501901001,NEW NAME\n`);
    const run = await cli(file);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('panchayats: 0 added, 1 updated, 0 unchanged');
    const { rows } = await db.query(`SELECT panchayat_name FROM panchayats WHERE panchayat_code = '1501901001'`);
    expect(rows[0].panchayat_name).toBe('NEW NAME');
  });

  it('rejects a bad row with its line number and imports nothing from that file', async () => {
    const file = path.join(dir, 'bad.csv');
    fs.writeFileSync(
      file,
      [
        HEADER,
        '1523,RAICHUR,1523950,NEWTALUK,1523950001,GOOD GP ONE',
        '1523,RAICHUR,1523950,NEWTALUK,1523950002,GOOD GP TWO',
        '1523,RAICHUR,1523950,NEWTALUK,152395003,BAD GP',
      ].join('\n'),
    );
    const before = await count('panchayats');
    const run = await cli(file);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The file was not imported: 1 problem(s)');
    expect(run.stderr).toContain('line 4: panchayat_code "152395003" must be 10 digits');
    expect(await count('panchayats')).toBe(before);
    expect(await count(`blocks WHERE block_code = '1523950'`)).toBe(0);
  });

  it('says clearly when the file cannot be read', async () => {
    const run = await cli(path.join(dir, 'missing.csv'));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot read .*missing\.csv/);
  });
});
