import type { INestApplication } from '@nestjs/common';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadDemoLocations } from '../support/auth.js';
import { actor, AFZALPUR, STATE, type SignedIn } from '../support/actors.js';
import { requireBuild, runNode } from '../support/processes.js';
import { fileRecovery, recovered } from '../support/socialaudit.js';
import { startTestApp, tempDir, testDatabaseUrl } from '../support/test-app.js';
import { inlineRow, repeatedDeflate, SHEET_HEAD, SHEET_TAIL, workbookParts, zip } from '../support/xlsx-fixtures.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

// Issue 11: STATE ADMIN imports social audit issues from CSV or Excel, all or nothing per file.
const HEADER =
  'issue_number,financial_year,district_code,block_code,panchayat_code,issue_type,issue_amount,response_amount,issue_desc,gram_sabha_date';
const row = (n: string, extra: Partial<Record<'fy' | 'd' | 'b' | 'p' | 'type' | 'amount' | 'response' | 'date', string>> = {}) =>
  [
    n,
    extra.fy ?? '2023-2024',
    extra.d ?? '1515',
    extra.b ?? '1515001',
    extra.p ?? '1515001004',
    extra.type ?? 'FM',
    extra.amount ?? '12500.50',
    extra.response ?? '10000',
    'Payment to persons who did not work',
    extra.date ?? '2023-09-14',
  ].join(',');

describe('Social audit: issue import (POST /socialaudit/import-issues and the CLI)', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: SignedIn;
  let tp: SignedIn;
  const dir = tempDir('sa-import');
  // The uploads' temporary folder: after every answer it must be empty again.
  const uploads = tempDir('sa-import-uploads');

  beforeAll(async () => {
    app = await startTestApp({ env: { IMPORT_TMP_DIR: uploads } });
    await loadDemoLocations(app);
    db = app.get(DataSource);
    admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    tp = await actor(app, 'TP', 'TP-EO', AFZALPUR, 'USER');
  });
  afterAll(() => app.close());
  // Whatever the answer (imported, refused, a bomb), the uploaded file is gone when it is given.
  afterEach(() => expect(fs.readdirSync(uploads)).toEqual([]));

  const upload = (who: SignedIn, content: string | Buffer, name = 'issues.csv') =>
    who.agent.post('/api/socialaudit/import-issues').attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  const count = async () => Number((await db.query('SELECT count(*)::int AS n FROM sa_issues'))[0].n);

  it('imports a CSV; the same file again changes nothing; a changed row is updated', async () => {
    const csv = [
      HEADER,
      row('IMP/1'),
      row('IMP/2', { type: 'pv', amount: '0', response: '' }),
      row('IMP/3', { p: '1522004003', d: '1522', b: '1522004' }),
    ].join('\n');
    let res = await upload(admin, csv).expect(200);
    expect(res.body).toEqual({
      success: true,
      code: 'ISSUES_IMPORTED',
      message: '3 issues imported: 3 added, 0 updated, 0 unchanged.',
      params: { rows: 3, inserted: 3, updated: 0, unchanged: 0 },
      rows: 3,
      inserted: 3,
      updated: 0,
      unchanged: 0,
    });
    const stored = await db.query(
      `SELECT issue_number, issue_type, issue_amount::text, response_amount::text, to_char(gram_sabha_date, 'YYYY-MM-DD') AS date, issue_status
         FROM sa_issues WHERE issue_number LIKE 'IMP/%' ORDER BY issue_number`,
    );
    expect(stored).toEqual([
      {
        issue_number: 'IMP/1',
        issue_type: 'FM',
        issue_amount: '12500.50',
        response_amount: '10000.00',
        date: '2023-09-14',
        issue_status: 'Open',
      },
      { issue_number: 'IMP/2', issue_type: 'PV', issue_amount: '0.00', response_amount: null, date: '2023-09-14', issue_status: 'Open' },
      {
        issue_number: 'IMP/3',
        issue_type: 'FM',
        issue_amount: '12500.50',
        response_amount: '10000.00',
        date: '2023-09-14',
        issue_status: 'Open',
      },
    ]);
    res = await upload(admin, csv).expect(200);
    expect(res.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    res = await upload(admin, [HEADER, row('IMP/1', { amount: '13000' })].join('\r\n')).expect(200);
    expect(res.body).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const trail = await db.query(`SELECT count(*)::int AS n FROM audit_trail WHERE action = 'issues.import' AND actor_user_id = $1`, [
      admin.userId,
    ]);
    expect(trail[0].n).toBe(3);
  });

  it('refuses a file with bad rows, naming each line, and stores nothing of it', async () => {
    const before = await count();
    const csv = [
      HEADER,
      row('BAD/1'),
      row('BAD/2', { type: 'XX' }),
      row('BAD/3', { amount: '12.345' }),
      row('BAD/4', { fy: '2023-2025' }),
      row('BAD/5', { p: '1515006001' }),
      row('BAD/6', { date: '31/02/2023' }),
      row('BAD 7'),
      row('', {}),
    ].join('\n');
    const res = await upload(admin, csv).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('The file was not imported: 7 problem(s)');
    expect(res.body.errors).toEqual({
      'line 3': 'issue_type "XX" must be FM, FD, PV or GR',
      'line 4': 'issue_amount "12.345" must be rupees with at most two decimals',
      'line 5': expect.stringMatching(/^financial_year "2023-2025" must be yyyy-yyyy from 2006-2007 to \d{4}-\d{4}$/),
      'line 6': 'panchayat_code "1515006001" must be 10 digits beginning with its block_code',
      'line 7': 'gram_sabha_date "31/02/2023" must be a date (yyyy-mm-dd or dd/mm/yyyy)',
      'line 8': 'issue_number "BAD 7" must be 1 to 40 letters, digits, /, -, _ or .',
      'line 9': 'issue_number is required',
    });
    expect(await count()).toBe(before);
  });

  it('refuses a NUL in any cell on its line, before the database sees it', async () => {
    const before = await count();
    const csv = [HEADER, row('NUL/1'), row('NUL/2').replace('did not work', 'did not\u0000work'), row('NUL/3', { type: 'F\u0000M' })].join(
      '\n',
    );
    const res = await upload(admin, csv).expect(400);
    expectRefusal(res.body, 'The file was not imported: 2 problem(s)', {
      'line 3': 'issue_desc contains a character that is not allowed (NUL)',
      'line 4': 'issue_type contains a character that is not allowed (NUL)',
    });
    expect(await count()).toBe(before);
  });

  describe('job cards (jobCardDetails): a row per job card, the issue repeated as it is', () => {
    const JC_HEADER = `${HEADER},jobcard_number,household_member_name`;
    const cards = (issue: string, ...list: [string, string][]) => list.map(([card, name]) => `${row(issue)},${card},${name}`);
    const jobCardsOf = async (issue: string) => {
      const res = await tp.agent.post('/api/socialaudit/get-issues-by-panchayat').send({ panchayat_code: '1515001004' }).expect(200);
      return res.body.data.find((i: { issue_number: string }) => i.issue_number === issue)?.jobCardDetails;
    };

    it('imports them, answers them in the issue, replaces them on a new import, and keeps them for a file without the columns', async () => {
      const csv = [
        JC_HEADER,
        ...cards('JC/1', ['KN-15-001-004-001/120', 'Basavaraj Patil'], ['KN-15-001-004-002/45', 'Shantabai']),
        `${row('JC/2')},,`,
      ].join('\n');
      let res = await upload(admin, csv).expect(200);
      expect(res.body).toEqual({
        success: true,
        code: 'ISSUES_IMPORTED',
        message: '2 issues imported: 2 added, 0 updated, 0 unchanged.',
        params: { rows: 2, inserted: 2, updated: 0, unchanged: 0 },
        rows: 2,
        inserted: 2,
        updated: 0,
        unchanged: 0,
      });
      expect(await jobCardsOf('JC/1')).toEqual([
        { sno: 1, jobcard_number: 'KN-15-001-004-001/120', household_member_name: 'Basavaraj Patil' },
        { sno: 2, jobcard_number: 'KN-15-001-004-002/45', household_member_name: 'Shantabai' },
      ]);
      expect(await jobCardsOf('JC/2')).toEqual([]);
      res = await upload(admin, csv).expect(200);
      expect(res.body).toMatchObject({ rows: 2, inserted: 0, updated: 0, unchanged: 2 });
      // Only the job cards change: the issue counts as updated.
      res = await upload(
        admin,
        [JC_HEADER, ...cards('JC/1', ['KN-15-001-004-002/45', '']), `${row('JC/2')},KN-15-001-004-003/7,Renuka`].join('\n'),
      );
      expect(res.body).toMatchObject({ rows: 2, inserted: 0, updated: 2, unchanged: 0 });
      expect(await jobCardsOf('JC/1')).toEqual([{ sno: 1, jobcard_number: 'KN-15-001-004-002/45', household_member_name: null }]);
      expect(await jobCardsOf('JC/2')).toEqual([{ sno: 1, jobcard_number: 'KN-15-001-004-003/7', household_member_name: 'Renuka' }]);
      // A file as before job cards: the issues are unchanged and keep their job cards.
      res = await upload(admin, [HEADER, row('JC/1'), row('JC/2')].join('\n')).expect(200);
      expect(res.body).toMatchObject({ rows: 2, inserted: 0, updated: 0, unchanged: 2 });
      expect(await jobCardsOf('JC/2')).toEqual([{ sno: 1, jobcard_number: 'KN-15-001-004-003/7', household_member_name: 'Renuka' }]);
      // An Excel workbook with the same columns.
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Issues');
      ws.addRow(JC_HEADER.split(','));
      for (const line of cards('JC/3', ['KN-15-001-004-001/9', 'Siddappa'], ['KN-15-001-004-001/10', 'Renuka'])) ws.addRow(line.split(','));
      res = await upload(admin, Buffer.from(await wb.xlsx.writeBuffer()), 'cards.xlsx').expect(200);
      expect(res.body).toMatchObject({ rows: 1, inserted: 1 });
      expect((await jobCardsOf('JC/3')).map((c: { jobcard_number: string }) => c.jobcard_number)).toEqual([
        'KN-15-001-004-001/9',
        'KN-15-001-004-001/10',
      ]);
    });

    it('refuses rows of one issue that differ, repeats without a job card, a job card twice, and bad job card cells', async () => {
      const before = await count();
      const csv = [
        JC_HEADER,
        ...cards('JR/1', ['KN-1/1', 'A'], ['KN-1/2', 'B']),
        `${row('JR/1', { amount: '1.00' })},KN-1/3,C`,
        `${row('JR/1')},,`,
        `${row('JR/1')},KN-1/1,D`,
      ].join('\n');
      const res = await upload(admin, csv).expect(400);
      expect(res.body.errors).toEqual({
        'line 4':
          'issue JR/1 differs from its first row (line 2): the rows of one issue may differ only in jobcard_number and household_member_name',
        'line 5': 'issue_number JR/1 appears again (first on line 2)',
        'line 6': 'jobcard_number KN-1/1 appears again for issue JR/1 (first on line 2)',
      });
      const rows = await upload(admin, [JC_HEADER, `${row('JR/2')},KN 1,E`, `${row('JR/3')},,F`].join('\n')).expect(400);
      expect(rows.body.errors).toEqual({
        'line 2': 'jobcard_number "KN 1" must be 1 to 40 letters, digits, /, -, _ or .',
        'line 3': 'household_member_name is given without a jobcard_number',
      });
      expect(await count()).toBe(before);
    });
  });

  it('refuses places that do not exist, repeats within the file, and changes to a filed issue', async () => {
    await upload(admin, [HEADER, row('FILED/1', { p: '1515001005' })].join('\n')).expect(200);
    await fileRecovery(tp, recovered('FILED/1', '10000')).expect(200);
    const before = await count();
    const res = await upload(
      admin,
      [
        HEADER,
        row('DB/1', { p: '1515001999' }),
        row('DB/2'),
        row('DB/2'),
        row('FILED/1', { p: '1515001005', amount: '1.00' }),
        row('DB/3'),
      ].join('\n'),
    ).expect(400);
    expect(res.body.errors).toEqual({
      'line 2': 'panchayat_code 1515001999 does not exist',
      'line 4': 'issue_number DB/2 appears again (first on line 3)',
      'line 5': 'issue FILED/1 has a recovery filed already: its type, amounts, year and place cannot change',
    });
    expect(await count()).toBe(before);
    // The same values for a filed issue are fine (re-importing a round changes nothing).
    await upload(admin, [HEADER, row('FILED/1', { p: '1515001005' })].join('\n')).expect(200);
  });

  it('imports an Excel workbook (first sheet; numbers and dates as Excel stores them) with line numbers on refusal', async () => {
    const book = async (rows: unknown[][]) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Issues');
      ws.addRow(HEADER.split(','));
      for (const r of rows) ws.addRow(r);
      wb.addWorksheet('Notes').addRow(['ignored']);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const good = await book([
      ['XLS/1', '2022-2023', 1515, 1515001, 1515001006, 'FD', 2500.5, 2000, 'Material above rates', new Date(Date.UTC(2022, 10, 3))],
      [],
      ['XLS/2', '2022-2023', '1515', '1515001', '1515001006', 'GR', 0, null, 'Wage delay', '2022-11-03'],
    ]);
    const res = await upload(admin, good, 'round.xlsx').expect(200);
    expect(res.body).toMatchObject({ rows: 2, inserted: 2 });
    const [stored] = await db.query(
      `SELECT issue_amount::text, response_amount::text, to_char(gram_sabha_date, 'YYYY-MM-DD') AS date FROM sa_issues WHERE issue_number = 'XLS/1'`,
    );
    expect(stored).toEqual({ issue_amount: '2500.50', response_amount: '2000.00', date: '2022-11-03' });
    const before = await count();
    const bad = await book([
      ['XLS/3', '2022-2023', 1515, 1515001, 1515001006, 'FD', 2500.5, 2000, 'x', '2022-11-03'],
      ['XLS/4', '2022-2023', 1515, 1515001, 1515001006, 'FD', 0.1 + 0.2, 0, 'x', '2022-11-03'],
    ]);
    const refused = await upload(admin, bad, 'bad.xlsx').expect(400);
    expect(refused.body.errors).toEqual({ 'line 3': 'issue_amount "0.30000000000000004" must be rupees with at most two decimals' });
    expect(await count()).toBe(before);
  });

  it('refuses a wrong header, an empty file, other file types, a missing file, and anyone but a STATE ADMIN', async () => {
    let res = await upload(admin, 'issue_number,year\nA,2023-2024\n').expect(400);
    expect(res.body.errors['line 1']).toMatch(/^the header unknown column\(s\) year; missing column\(s\) financial_year, district_code/);
    res = await upload(admin, '').expect(400);
    expect(res.body.errors).toEqual({ file: 'The file is empty.' });
    res = await upload(admin, HEADER).expect(400);
    expect(res.body.errors).toEqual({ file: 'The file has a header but no rows.' });
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
      'hex',
    );
    res = await upload(admin, png, 'issues.csv').expect(400);
    expect(res.body.errors).toEqual({ file: 'A png file cannot be imported: send CSV or Excel (.xlsx).' });
    res = await admin.agent.post('/api/socialaudit/import-issues').field('other', 'x').expect(400);
    expect(res.body.message).toBe("Upload a CSV or Excel (.xlsx) file in the field 'file'.");
    res = await upload(tp, [HEADER, row('TP/1')].join('\n')).expect(403);
    expect(res.body).toEqual({ success: false, code: 'NOT_STATE_ADMIN', message: 'You are not authorized to access this page.' });
    await request(app.getHttpServer()).post('/api/socialaudit/import-issues').attach('file', Buffer.from(HEADER), 'a.csv').expect(401);
    // Multipart is accepted on this path only.
    await admin.agent.post('/api/socialaudit/upload-issues').attach('file', Buffer.from('x'), 'a.csv').expect(415);
  });

  it('a file of 20,000 rows goes in whole, streamed, and a re-run finds every row unchanged', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 20000; i++)
      lines.push(row(`BIG/${i}`, { p: i % 2 ? '1515001004' : '1515006041', b: i % 2 ? '1515001' : '1515006' }));
    const csv = lines.join('\n');
    let res = await upload(admin, csv).expect(200);
    expect(res.body).toMatchObject({ rows: 20000, inserted: 20000 });
    res = await upload(admin, csv).expect(200);
    expect(res.body).toMatchObject({ rows: 20000, inserted: 0, updated: 0, unchanged: 20000 });
  });

  describe('hostile and damaged workbooks: bounded unpacking, bounded memory, no file left behind', () => {
    const MB = 1024 * 1024;
    /** The answer to an upload, and how much the process's RSS grew (at its peak) while it was served. */
    const measured = async (content: Buffer, name = 'issues.xlsx') => {
      const base = process.memoryUsage.rss();
      let peak = base;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
      try {
        const res = await upload(admin, content, name);
        peak = Math.max(peak, process.memoryUsage.rss());
        return { res, growthMb: (peak - base) / MB };
      } finally {
        clearInterval(timer);
      }
    };
    const refusedWith = (res: request.Response, message: string) => {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'IMPORT_REFUSED',
        message: 'The file was not imported: 1 problem(s)',
        params: { total: 1 },
        errors: { file: message },
        errorCodes: { file: 'IMPORT_PROBLEM' },
        errorParams: { file: { text: message } },
      });
    };
    const header = HEADER.split(',');
    // A sheet of 1 GB: the header, then a row of text again and again (1,024 pieces of 1 MB).
    const rowsOfOneMb = inlineRow(['IMP/X'])
      .repeat(Math.floor(MB / inlineRow(['IMP/X']).length))
      .padEnd(MB, ' ');
    const gigabyte = () => repeatedDeflate(SHEET_HEAD + inlineRow(header), rowsOfOneMb, 1024, SHEET_TAIL);

    it('a sheet that unpacks to 1 GB is refused before it is unpacked, and one that hides its size as soon as it passes it', async () => {
      const sheet = gigabyte();
      expect(sheet.size).toBeGreaterThan(1024 * MB);
      const honest = zip(workbookParts({ deflated: sheet }));
      expect(honest.length).toBeLessThan(4 * MB);
      let { res, growthMb } = await measured(honest);
      refusedWith(res, 'The Excel file is refused: its part xl/worksheets/sheet1.xml would unpack to 1025 MB (at most 200 MB).');
      expect(growthMb).toBeLessThan(100);
      // The same bytes, the zip's headers claiming 900 KB: unpacking stops at the 900 KB it claims.
      ({ res, growthMb } = await measured(zip(workbookParts({ deflated: sheet, declaredSize: 900 * 1024 })), 'lying.xlsx'));
      refusedWith(
        res,
        'The file is not a readable Excel workbook: part xl/worksheets/sheet1.xml unpacks to more than the 921600 bytes it declares.',
      );
      expect(growthMb).toBeLessThan(100);
      // Within the size limit but packed more than 100 to 1.
      const dense = repeatedDeflate(SHEET_HEAD + inlineRow(header), rowsOfOneMb, 150, SHEET_TAIL);
      ({ res } = await measured(zip(workbookParts({ deflated: dense })), 'dense.xlsx'));
      refusedWith(res, 'The Excel file is refused: its part xl/worksheets/sheet1.xml would unpack to more than 100 times its packed size.');
    });

    it('10 million shared strings are refused without being held; more than 1,000,000 different texts are refused within a small budget', async () => {
      const sheet = { data: SHEET_HEAD + inlineRow(header) + SHEET_TAIL };
      const sst = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
      const tenMillion = repeatedDeflate(sst, '<si><t>s</t></si>'.repeat(100_000), 100, '</sst>');
      const bomb = zip(workbookParts(sheet, { deflated: tenMillion }));
      expect(bomb.length).toBeLessThan(1 * MB);
      let { res, growthMb } = await measured(bomb);
      refusedWith(res, 'The Excel file is refused: its part xl/sharedStrings.xml would unpack to more than 100 times its packed size.');
      expect(growthMb).toBeLessThan(100);
      // Honestly packed (about 6 to 1), 1,000,001 different texts: read into a packed buffer, refused at the limit.
      let texts = sst;
      for (let i = 0; i <= 1_000_000; i++) texts += `<si><t>${i}</t></si>`;
      const many = zip(workbookParts(sheet, { data: texts + '</sst>' }));
      ({ res, growthMb } = await measured(many, 'many.xlsx'));
      refusedWith(res, 'The Excel file is refused: it has more than 10,00,000 different texts (shared strings).');
      expect(growthMb).toBeLessThan(100);
    });

    it('a damaged or incomplete workbook is refused with a plain message, never the reader internals', async () => {
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('Issues').addRow(header);
      const whole = Buffer.from(await wb.xlsx.writeBuffer());
      // Cut short: the zip's directory at its end is gone.
      let res = await upload(admin, whole.subarray(0, Math.floor(whole.length / 2)), 'cut.xlsx');
      refusedWith(res, 'The file is not a readable Excel workbook: it is not a complete zip file (an .xlsx file is one).');
      // A worksheet without the workbook that lists it.
      res = await upload(admin, zip(workbookParts({ data: SHEET_HEAD + SHEET_TAIL }).filter((p) => p.name !== 'xl/workbook.xml')));
      refusedWith(res, 'The file is not a readable Excel workbook: it has no workbook part (xl/workbook.xml).');
      // A workbook whose sheet points nowhere.
      res = await upload(admin, zip(workbookParts({ data: '' }).filter((p) => p.name !== 'xl/worksheets/sheet1.xml')));
      refusedWith(res, 'The file is not a readable Excel workbook: the first worksheet of its workbook is missing.');
      // A part whose bytes are not what its checksum says.
      res = await upload(admin, zip(workbookParts({ data: SHEET_HEAD + inlineRow(header) + SHEET_TAIL, declaredCrc: 0x12345678 })));
      refusedWith(
        res,
        'The file is not a readable Excel workbook: part xl/worksheets/sheet1.xml is damaged (its size or checksum is wrong).',
      );
      // Not a zip at all, though named .xlsx: read as CSV, whose header is wrong.
      res = await upload(admin, Buffer.from('PK not really'), 'fake.xlsx');
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(/undefined|Cannot read|TypeError/);
    });

    it('a good workbook written by hand (inline texts, no shared strings or styles) imports, and its temporary file is gone after the answer', async () => {
      const sheet =
        SHEET_HEAD +
        inlineRow(header) +
        inlineRow(['HAND/1', '2022-2023', '1515', '1515001', '1515001006', 'FD', '2500.50', '2000', 'x', '2022-11-03']) +
        SHEET_TAIL;
      const res = await upload(admin, zip(workbookParts({ data: sheet })));
      expect(res.body).toMatchObject({ success: true, rows: 1, inserted: 1 });
    });
  });

  it('npm run cli -- import-issues <file> loads a file, and refuses a bad one with line numbers', async () => {
    requireBuild();
    const good = path.join(dir, 'good.csv');
    fs.writeFileSync(good, [HEADER, row('CLI/1'), row('CLI/2')].join('\n'));
    const cli = (file: string) =>
      runNode('cli.js', ['import-issues', file], { DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'warn' }, 120000);
    let run = await cli(good);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 issues: 2 added, 0 updated, 0 unchanged');
    const bad = path.join(dir, 'bad.csv');
    fs.writeFileSync(bad, [HEADER, row('CLI/3'), row('CLI/4', { type: 'ZZ' })].join('\n'));
    run = await cli(bad);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The file was not imported: 1 problem(s)\nline 3: issue_type "ZZ" must be FM, FD, PV or GR');
    expect((await db.query(`SELECT count(*)::int AS n FROM sa_issues WHERE issue_number LIKE 'CLI/%'`))[0].n).toBe(2);
  });
});
