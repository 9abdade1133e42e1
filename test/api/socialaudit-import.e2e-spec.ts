import type { INestApplication } from '@nestjs/common';
import ExcelJS from 'exceljs';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadDemoLocations } from '../support/auth.js';
import { actor, AFZALPUR, STATE, type SignedIn } from '../support/actors.js';
import { REPO, requireBuild, runNode } from '../support/processes.js';
import { fileRecovery, recovered } from '../support/socialaudit.js';
import { startTestApp, tempDir, testDatabaseUrl } from '../support/test-app.js';
import { inlineRow, repeatedDeflate, SHEET_HEAD, SHEET_TAIL, sheetsWorkbook, unzip, workbookParts, zip } from '../support/xlsx-fixtures.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { format, type MessageCode } from '../../server/src/common/messages/catalog.js';

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
  /**
   * The import's refusal exactly: its total, and each line's problem by its own code (issue 41
   * follow-up) whose English text with the line's params is the problem as the file shows it.
   */
  const expectImportRefusal = (body: unknown, errors: Record<string, string>, total = Object.keys(errors).length) => {
    expectRefusal(body, `The file was not imported: ${total} problem(s)`, errors);
    expect(body).toMatchObject({ code: 'IMPORT_REFUSED', params: { total } });
  };

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
      'line 5': expect.stringMatching(
        /^financial_year "2023-2025" must be a year from 2006-2007 to \d{4}-\d{4}, written as 2023-2024 or 2023-24$/,
      ),
      'line 6': 'panchayat_code "1515006001" must be 10 digits beginning with its block_code',
      'line 7': 'gram_sabha_date "31/02/2023" must be a date, day first: dd/mm/yyyy, dd-mm-yyyy or d/m/yyyy (or yyyy-mm-dd)',
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
      // Issue 41: a General cell shows its number at Excel's 15 digits (0.1 + 0.2 shows 0.3, see the tests of issue 41):
      // one that shows more than two decimals is refused as it shows.
      ['XLS/4', '2022-2023', 1515, 1515001, 1515001006, 'FD', 300.3 * 0.75, 0, 'x', '2022-11-03'],
    ]);
    const refused = await upload(admin, bad, 'bad.xlsx').expect(400);
    expect(refused.body.errors).toEqual({ 'line 3': 'issue_amount "225.225" must be rupees with at most two decimals' });
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
      expectImportRefusal(res.body, { file: message });
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
      refusedWith(res, 'The file is not a readable Excel workbook: sheet "Issues" of its workbook is missing.');
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

  describe('issue 41: spreadsheets as Excel, LibreOffice and generators write them', () => {
    const fixture = (name: string) => fs.readFileSync(path.join(REPO, 'test/fixtures/spreadsheets', name));
    const stored = (prefix: string) =>
      db.query(
        `SELECT issue_number, financial_year, issue_type, issue_amount::text, response_amount::text, issue_desc,
                to_char(gram_sabha_date, 'YYYY-MM-DD') AS date
           FROM sa_issues WHERE issue_number LIKE $1 ORDER BY issue_number`,
        [`${prefix}%`],
      );
    const unsaved = (where: string, formula: string) =>
      `${where}: the cell holds a formula whose result was not saved (=${formula}): open the file in Excel or LibreOffice and save it again`;

    it('a CSV opened in LibreOffice turns descriptions beginning with "=" into #VALUE!: refused on their lines, the stored descriptions kept', async () => {
      let res = await upload(admin, fixture('round-for-libreoffice.csv'), 'round.csv').expect(200);
      expect(res.body).toMatchObject({ rows: 10, inserted: 10 });
      expect(res.body.sheet).toBeUndefined();
      const before = await stored('LOC/');
      expect(before.find((i: { issue_number: string }) => i.issue_number === 'LOC/2').issue_desc).toBe(
        '=Payment to persons who did not work',
      );
      // Saved by LibreOffice 7.4 as .xlsx: the cells are error values (t="e") with the formula beside them.
      res = await upload(admin, fixture('libreoffice-from-csv.xlsx'), 'round.xlsx').expect(400);
      expectImportRefusal(res.body, {
        'line 3': 'issue_desc (cell I3): the cell holds the spreadsheet error #VALUE!',
        'line 6': 'issue_desc (cell I6): the cell holds the spreadsheet error #VALUE!',
        'line 8': 'issue_desc (cell I8): the cell holds the spreadsheet error #VALUE!',
      });
      // The same workbook saved again as CSV by LibreOffice: its errors as text.
      res = await upload(admin, fixture('libreoffice-from-csv.csv'), 'round-again.csv').expect(400);
      expect(res.body.errors).toEqual({
        'line 3': 'issue_desc: the cell holds the spreadsheet error Err:509',
        'line 6': 'issue_desc: the cell holds the spreadsheet error Err:509',
        'line 8': 'issue_desc: the cell holds the spreadsheet error Err:509',
      });
      const csv = [HEADER, row('LOC/1').replace('Payment to persons who did not work', '#N/A'), row('LOC/3')].join('\n');
      res = await upload(admin, csv).expect(400);
      expect(res.body.errors).toEqual({ 'line 2': 'issue_desc: the cell holds the spreadsheet error #N/A' });
      expect(await stored('LOC/')).toEqual(before);
    });

    it('formulas without saved results (openpyxl) are refused naming the cell; saved by LibreOffice, each is read as its result', async () => {
      const before = await count();
      let res = await upload(admin, fixture('openpyxl-round.xlsx'), 'round.xlsx').expect(400);
      expectImportRefusal(res.body, {
        'line 4': unsaved('response_amount (cell H4)', 'G4*0.75'),
        'line 7': unsaved('issue_amount (cell G7)', '1000+200.5'),
      });
      expect(await count()).toBe(before);
      // The same file opened and saved by LibreOffice: a hidden list sheet first, an instructions
      // sheet, a merged title row above the header; Indian amounts and day-first dates as text.
      res = await upload(admin, fixture('libreoffice-round.xlsx'), 'round.xlsx').expect(200);
      expect(res.body).toEqual({
        success: true,
        code: 'ISSUES_IMPORTED_FROM_SHEET',
        message: '4 issues imported from sheet "Issues": 4 added, 0 updated, 0 unchanged.',
        params: { rows: 4, inserted: 4, updated: 0, unchanged: 0, sheet: 'Issues' },
        rows: 4,
        inserted: 4,
        updated: 0,
        unchanged: 0,
        sheet: 'Issues',
      });
      const issue = (n: string, type: string, amount: string, response: string, desc: string, date: string) => ({
        issue_number: n,
        financial_year: '2023-2024',
        issue_type: type,
        issue_amount: amount,
        response_amount: response,
        issue_desc: desc,
        date,
      });
      expect(await stored('OPX/')).toEqual([
        // =G4*0.75 of 300.30 is 225.225, shown 225.23 by its 0.00 format.
        issue('OPX/1', 'FM', '300.30', '225.23', 'Payment to persons who did not work', '2023-07-15'),
        issue('OPX/2', 'FD', '143602.00', '1200.00', 'Material above rates, see note _x000D_ 7', '2023-07-15'),
        issue('OPX/3', 'GR', '1200.00', '1000.00', 'Wage delay\nraised twice', '2023-07-05'),
        issue('OPX/4', 'PV', '1200.50', '1200.50', 'Muster roll not shown', '2023-07-15'),
      ]);
      // Reimported, nothing changes.
      res = await upload(admin, fixture('libreoffice-round.xlsx'), 'round.xlsx').expect(200);
      expect(res.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 4, sheet: 'Issues' });
    });

    it('error cells written by openpyxl are refused with their line, column and value; 1904 date cells are read as their dates', async () => {
      const before = await count();
      const res = await upload(admin, fixture('openpyxl-errors.xlsx'), 'errors.xlsx').expect(400);
      expectImportRefusal(res.body, {
        'line 2': 'issue_desc (cell I2): the cell holds the spreadsheet error #N/A',
        'line 3': 'issue_amount (cell G3): the cell holds the spreadsheet error #REF!',
      });
      expect(await count()).toBe(before);
      await upload(admin, fixture('openpyxl-1904.xlsx'), '1904.xlsx').expect(200);
      expect((await stored('OPD/')).map((i: { date: string }) => i.date)).toEqual(['2023-07-15', '2024-02-29']);
    });

    /** A workbook as Excel writes one (exceljs: theme, styles, shared strings, rich text, date cells, formulas with their results). */
    const excelLike = async (rows: ExcelJS.CellValue[][], options: { date1904?: boolean } = {}) => {
      const wb = new ExcelJS.Workbook();
      wb.creator = 'Microsoft Excel';
      if (options.date1904) wb.properties.date1904 = true;
      const lists = wb.addWorksheet('Lists', { state: 'hidden' });
      for (const t of ['FM', 'FD', 'PV', 'GR']) lists.addRow([t]);
      const ws = wb.addWorksheet('Issues');
      ws.mergeCells('A1:J1');
      ws.getCell('A1').value = { richText: [{ text: 'Social audit round ', font: { bold: true } }, { text: '2023-24' }] };
      ws.getRow(3).values = HEADER.split(',');
      ws.getRow(3).font = { bold: true };
      rows.forEach((r, i) => (ws.getRow(4 + i).values = r));
      for (let line = 4; line < 4 + rows.length; line++) {
        ws.getCell(`G${line}`).numFmt = '#,##0.00';
        ws.getCell(`H${line}`).numFmt = '[$₹-4009]\\ #,##0.00';
        ws.getCell(`J${line}`).numFmt = 'dd/mm/yyyy';
        ws.getCell(`F${line}`).dataValidation = { type: 'list', allowBlank: false, formulae: ['Lists!$A$1:$A$4'] };
      }
      return withChartSheet(Buffer.from(await wb.xlsx.writeBuffer()), 'Amounts', 'Issues');
    };
    const place = [1515, 1515001, 1515001004] as const;

    it('an Excel-like workbook: a chart sheet and a hidden sheet before the data, rich text, escapes, date cells, formulas by their saved results', async () => {
      const before = await count();
      const bad = await excelLike([
        ['XLK/1', '2023-24', ...place, 'FM', 300.3, { formula: 'G4*0.75', result: 225.225 }, 'ok', new Date(Date.UTC(2023, 6, 15))],
        ['XLK/2', '2023-24', ...place, 'FM', { formula: 'G4*2' }, 50, 'ok', new Date(Date.UTC(2023, 6, 15))],
        ['XLK/3', '2023-24', ...place, 'FM', 100, { formula: '1/0', result: { error: '#DIV/0!' } }, { error: '#VALUE!' }, '15/07/2023'],
        ['XLK/4', '2023-24', ...place, 'FM', 100, 50, { formula: 'VLOOKUP(A7,Lists!A:B,2,0)', result: { error: '#N/A' } }, '15/07/2023'],
      ]);
      const res = await upload(admin, bad, 'excel.xlsx').expect(400);
      expectImportRefusal(
        res.body,
        {
          'line 5': unsaved('issue_amount (cell G5)', 'G4*2'),
          'line 6':
            'response_amount (cell H6): the cell holds the spreadsheet error #DIV/0!; issue_desc (cell I6): the cell holds the spreadsheet error #VALUE!',
          'line 7': 'issue_desc (cell I7): the cell holds the spreadsheet error #N/A',
        },
        4,
      );
      expect(await count()).toBe(before);

      const good = await excelLike([
        [
          'XLK/1',
          '2023-24',
          ...place,
          'FM',
          300.3,
          { formula: 'G4*0.75', result: 225.225 },
          { richText: [{ text: 'Payment to persons ', font: { bold: true } }, { text: 'who did not work' }] },
          new Date(Date.UTC(2023, 6, 15)),
        ],
        ['XLK/2', '2023-2024', ...place, 'FD', { formula: '143000+602', result: 143602 }, 1200, 'Line one_x000D_\nLine two', '15-07-2023'],
        ['XLK/3', '2023-24', ...place, 'GR', '1,43,602.00', 'Rs. 1200', 'Typed _x005F_x000D_ as text', '5/7/2023'],
      ]);
      const ok = await upload(admin, good, 'excel.xlsx').expect(200);
      expect(ok.body).toMatchObject({ rows: 3, inserted: 3, sheet: 'Issues' });
      expect(ok.body.message).toBe('3 issues imported from sheet "Issues": 3 added, 0 updated, 0 unchanged.');
      expect(await stored('XLK/')).toEqual([
        {
          issue_number: 'XLK/1',
          financial_year: '2023-2024',
          issue_type: 'FM',
          issue_amount: '300.30',
          response_amount: '225.23',
          issue_desc: 'Payment to persons who did not work',
          date: '2023-07-15',
        },
        {
          issue_number: 'XLK/2',
          financial_year: '2023-2024',
          issue_type: 'FD',
          issue_amount: '143602.00',
          response_amount: '1200.00',
          issue_desc: 'Line one\r\nLine two',
          date: '2023-07-15',
        },
        {
          issue_number: 'XLK/3',
          financial_year: '2023-2024',
          issue_type: 'GR',
          issue_amount: '143602.00',
          response_amount: '1200.00',
          issue_desc: 'Typed _x000D_ as text',
          date: '2023-07-05',
        },
      ]);
      // The 1904 date system (Excel for Mac's old default): the same day.
      const mac = await excelLike([['XLK/4', '2023-24', ...place, 'PV', 0, 0, 'Mac', new Date(Date.UTC(2024, 1, 29))]], { date1904: true });
      await upload(admin, mac, 'mac.xlsx').expect(200);
      expect((await stored('XLK/4'))[0].date).toBe('2024-02-29');
    });

    it('amounts as their number format shows them: a computed amount in General showing 225.225 is refused, a whole-rupee format may not hide paise', async () => {
      const book = async (amounts: { value: unknown; format?: string }[]) => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('Issues');
        ws.addRow(HEADER.split(','));
        amounts.forEach(({ value, format }, i) => {
          const r = ws.addRow([`AMT/${i + 1}`, '2023-24', ...place, 'FM', value, null, 'x', '14/09/2023']);
          if (format) r.getCell(7).numFmt = format;
        });
        return Buffer.from(await wb.xlsx.writeBuffer());
      };
      const before = await count();
      const res = await upload(
        admin,
        await book([
          { value: { formula: '300.3*0.75', result: 225.225 } },
          { value: 225.5, format: '#,##0' },
          { value: 1200.5, format: '0.00%' },
          { value: new Date(Date.UTC(2023, 6, 15)), format: 'dd/mm/yyyy' },
          { value: 'Rs. -1200' },
          { value: '1,00,0' },
        ]),
      ).expect(400);
      expect(res.body.errors).toEqual({
        'line 2': 'issue_amount "225.225" must be rupees with at most two decimals',
        'line 3':
          'issue_amount (cell G3) holds 225.5, which its number format shows as 226: show two decimals (0.00) or enter whole rupees',
        'line 4':
          'issue_amount (cell G4) holds 1200.5, which its number format shows as another number (a percentage or thousands): format the cell as 0.00',
        'line 5': 'issue_amount (cell G5) holds the date 2023-07-15, not an amount',
        'line 6': 'issue_amount "Rs. -1200" must be rupees with at most two decimals',
        'line 7': 'issue_amount "1,00,0" must be rupees with at most two decimals',
      });
      expect(await count()).toBe(before);
      const ok = await upload(
        admin,
        await book([
          { value: { formula: '300.3*0.75', result: 225.225 }, format: '0.00' },
          { value: 1200, format: '#,##0' },
          { value: 143602, format: '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00' },
          { value: 0.1 + 0.2 },
          { value: 'INR 1,200.50' },
        ]),
      ).expect(200);
      expect(ok.body).toMatchObject({ inserted: 5 });
      expect((await stored('AMT/')).map((i: { issue_amount: string }) => i.issue_amount)).toEqual([
        '225.23',
        '1200.00',
        '143602.00',
        '0.30',
        '1200.50',
      ]);
    });

    it('years as 2023-24 or 2023-2024, dates day first; a date cell for a year or a number for a date is refused, saying what to write', async () => {
      const before = await count();
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Issues');
      ws.addRow(HEADER.split(','));
      ws.addRow(['YR/1', new Date(Date.UTC(2023, 3, 1)), ...place, 'FM', 100, null, 'x', '14/09/2023']).getCell(2).numFmt = 'yyyy-mm';
      ws.addRow(['YR/2', '2023-25', ...place, 'FM', 100, null, 'x', '14/09/2023']);
      ws.addRow(['YR/3', '2023-24', ...place, 'FM', 100, null, 'x', 45183]);
      ws.addRow(['YR/4', '2023-24', ...place, 'FM', 100, null, 'x', '09/31/2023']);
      ws.addRow(['YR/5', '2023-24', ...place, 'FM', 100, null, 'x', '15/07/23']);
      const res = await upload(admin, Buffer.from(await wb.xlsx.writeBuffer()), 'years.xlsx').expect(400);
      expect(res.body.errors).toEqual({
        'line 2': 'financial_year (cell B2) holds the date 2023-04-01, not a financial year: write the year as text, as 2023-24',
        'line 3': expect.stringMatching(
          /^financial_year "2023-25" must be a year from 2006-2007 to \d{4}-\d{4}, written as 2023-2024 or 2023-24$/,
        ),
        'line 4': 'gram_sabha_date (cell J4) holds the number 45183, not a date: format the cell as a date or write the date as dd/mm/yyyy',
        'line 5': 'gram_sabha_date "09/31/2023" must be a date, day first: dd/mm/yyyy, dd-mm-yyyy or d/m/yyyy (or yyyy-mm-dd)',
        'line 6': 'gram_sabha_date "15/07/23" must be a date, day first: dd/mm/yyyy, dd-mm-yyyy or d/m/yyyy (or yyyy-mm-dd)',
      });
      expect(await count()).toBe(before);
      const csv = [
        HEADER,
        row('YR/6', { fy: '2023-24', date: '15-07-2023' }),
        row('YR/7', { fy: '2023-2024', date: '5/7/2023' }),
        row('YR/8', { fy: '2022-23', date: '05/07/2023' }),
      ].join('\n');
      await upload(admin, csv).expect(200);
      expect((await stored('YR/')).map((i: { financial_year: string; date: string }) => [i.financial_year, i.date])).toEqual([
        ['2023-2024', '2023-07-15'],
        ['2023-2024', '2023-07-05'],
        ['2022-2023', '2023-07-05'],
      ]);
    });

    it('the data sheet is the first visible worksheet whose header is in its first 10 rows; the others are read no further than that', async () => {
      // Data on the second sheet, the first empty (was: "The file is empty.").
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('Sheet1');
      const data = wb.addWorksheet('Data');
      data.addRow(HEADER.split(','));
      data.addRow(row('SHT/1').split(','));
      let res = await upload(admin, Buffer.from(await wb.xlsx.writeBuffer()), 'second.xlsx').expect(200);
      expect(res.body).toMatchObject({ inserted: 1, sheet: 'Data' });
      // A very hidden sheet holding a header (a template) first; a cover sheet whose XML is
      // damaged after its 11th row, which must not be read; the data on the third sheet.
      const header = HEADER.split(',');
      const coverRows = Array.from({ length: 11 }, (_, i) => `<row r="${i + 1}"><c t="inlineStr"><is><t>Cover ${i + 1}</t></is></c></row>`);
      const cover = SHEET_HEAD + coverRows.join('') + '<row r="5"><c t="inlineStr"><is><t>out of order</t></is></c></row>' + SHEET_TAIL;
      const sheets = (third: string) =>
        zip(
          sheetsWorkbook([
            {
              name: 'Template',
              state: 'veryHidden',
              part: { data: SHEET_HEAD + inlineRow(header) + inlineRow(row('SHT/X').split(',')) + SHEET_TAIL },
            },
            { name: 'Cover', part: { data: cover } },
            { name: 'Round 1', part: { data: third } },
          ]),
        );
      res = await upload(
        admin,
        sheets(SHEET_HEAD + inlineRow(['Round 1']) + inlineRow(header) + inlineRow(row('SHT/2').split(',')) + SHEET_TAIL),
      );
      expect(res.body).toMatchObject({ success: true, inserted: 1, sheet: 'Round 1' });
      expect((await stored('SHT/')).map((i: { issue_number: string }) => i.issue_number)).toEqual(['SHT/1', 'SHT/2']);
      // No sheet names the columns: the refusal says which sheets were read and which were not.
      const before = await count();
      res = await upload(admin, sheets(SHEET_HEAD + inlineRow(['Issue No', 'Year']) + SHEET_TAIL)).expect(400);
      expect(res.body.errors).toEqual({
        file:
          'No sheet has a header row naming the columns: the first 10 rows of sheet(s) "Cover", "Round 1" were read (hidden and chart sheet(s) "Template" were not). ' +
          'The header row names the columns issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount and may add ' +
          'response_amount, issue_cat, issue_subcat, issue_desc, gram_sabha_date, issue_with, issue_status, jobcard_number, household_member_name.',
      });
      // A header with a wrong column is told on its own line, as in a CSV.
      res = await upload(admin, sheets(SHEET_HEAD + inlineRow(['Round 1']) + inlineRow([...header, 'remarks']) + SHEET_TAIL)).expect(400);
      expect(res.body.errors).toEqual({
        'line 2': `the header unknown column(s) remarks (required: issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount)`,
      });
      // A title line above a CSV's header is skipped too.
      res = await upload(admin, ['Social audit round 2023-24,,', HEADER, row('SHT/3')].join('\n')).expect(200);
      expect(res.body).toMatchObject({ inserted: 1 });
      expect(await count()).toBe(before + 1);
    });

    it('sheets before the data are read within a budget: 34 MB of XML before a first row is refused', async () => {
      // Not one repeated piece (that would pack over 100 to 1): each 1 MB piece mixes fixed and random bytes.
      const segment = () => `<x a="${crypto.randomBytes(8).toString('hex')}"/>${'<x/>'.repeat(60)}`;
      let piece = '';
      while (piece.length < 1024 * 1024 - 300) piece += segment();
      const prelude = repeatedDeflate(
        `<?xml version="1.0"?><worksheet xmlns="${SHEET_NS}">`,
        piece.padEnd(1024 * 1024, ' '),
        34,
        '<sheetData/></worksheet>',
      );
      const file = zip(
        sheetsWorkbook([
          { name: 'Big', part: { deflated: prelude } },
          { name: 'Issues', part: { data: SHEET_HEAD + inlineRow(HEADER.split(',')) + inlineRow(row('BUD/1').split(',')) + SHEET_TAIL } },
        ]),
      );
      const res = await upload(admin, file, 'budget.xlsx').expect(400);
      expect(res.body.errors).toEqual({
        file: 'The Excel file is refused: no header row naming the columns was found in the first 32 MB of its sheets.',
      });
    });
  });

  describe("issue 41 follow-up: each problem in the officer's language (by its code; the file's own values as written)", () => {
    const fixture = (name: string) => fs.readFileSync(path.join(REPO, 'test/fixtures/spreadsheets', name));
    // The portal asks in Kannada; the answer is the same envelope, each line worded by its code and values.
    const uploadKn = (content: string | Buffer, name = 'issues.csv') =>
      admin.agent
        .post('/api/socialaudit/import-issues')
        .set('Accept-Language', 'kn')
        .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), name)
        .expect(400);
    /** Each line's problem as the UI shows it in Kannada: its code's Kannada with the line's params. */
    const kannada = (body: { errorCodes: Record<string, MessageCode>; errorParams?: Record<string, Record<string, string | number>> }) =>
      Object.fromEntries(Object.entries(body.errorCodes).map(([line, code]) => [line, format(code, 'kn', body.errorParams?.[line])]));
    const REQUIRED = 'issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount';

    it('bad amounts, years and spreadsheet errors of a CSV, and two problems on one line joined with "; " in each language', async () => {
      const before = await count();
      const csv = [
        HEADER,
        row('KN/1', { amount: '12.345' }),
        row('KN/2', { fy: '2023-2025' }),
        row('KN/3', { type: 'XX', amount: '12.345' }),
        row('KN/4').replace('Payment to persons who did not work', '#N/A'),
      ].join('\n');
      const res = await uploadKn(csv);
      const last = res.body.errorParams['line 3'].last as string;
      expect(last).toMatch(/^\d{4}-\d{4}$/);
      expectImportRefusal(
        res.body,
        {
          'line 2': 'issue_amount "12.345" must be rupees with at most two decimals',
          'line 3': `financial_year "2023-2025" must be a year from 2006-2007 to ${last}, written as 2023-2024 or 2023-24`,
          'line 4': 'issue_type "XX" must be FM, FD, PV or GR; issue_amount "12.345" must be rupees with at most two decimals',
          'line 5': 'issue_desc: the cell holds the spreadsheet error #N/A',
        },
        5,
      );
      expect(res.body.errorCodes).toEqual({
        'line 2': 'IMPORT_AMOUNT',
        'line 3': 'IMPORT_YEAR',
        'line 4': 'IMPORT_PROBLEMS',
        'line 5': 'IMPORT_CELL_ERROR',
      });
      expect(kannada(res.body)).toEqual({
        'line 2': 'issue_amount "12.345" ಗರಿಷ್ಠ ಎರಡು ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿರುವ ರೂಪಾಯಿ ಮೊತ್ತವಾಗಿರಬೇಕು',
        'line 3': `financial_year "2023-2025" 2006-2007 ರಿಂದ ${last} ವರೆಗಿನ ಹಣಕಾಸು ವರ್ಷವಾಗಿರಬೇಕು, 2023-2024 ಅಥವಾ 2023-24 ಎಂದು ಬರೆದಿರಬೇಕು`,
        'line 4': 'issue_type "XX" FM, FD, PV ಅಥವಾ GR ಆಗಿರಬೇಕು; issue_amount "12.345" ಗರಿಷ್ಠ ಎರಡು ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿರುವ ರೂಪಾಯಿ ಮೊತ್ತವಾಗಿರಬೇಕು',
        'line 5': 'issue_desc: ಕೋಶದಲ್ಲಿ ಸ್ಪ್ರೆಡ್‌ಶೀಟ್ ದೋಷ #N/A ಇದೆ',
      });
      expect(await count()).toBe(before);
    });

    it('error cells and formulas without saved results of a workbook name their cell in Kannada too', async () => {
      let res = await uploadKn(fixture('openpyxl-errors.xlsx'), 'errors.xlsx');
      expectImportRefusal(res.body, {
        'line 2': 'issue_desc (cell I2): the cell holds the spreadsheet error #N/A',
        'line 3': 'issue_amount (cell G3): the cell holds the spreadsheet error #REF!',
      });
      expect(kannada(res.body)).toEqual({
        'line 2': 'issue_desc (ಕೋಶ I2): ಕೋಶದಲ್ಲಿ ಸ್ಪ್ರೆಡ್‌ಶೀಟ್ ದೋಷ #N/A ಇದೆ',
        'line 3': 'issue_amount (ಕೋಶ G3): ಕೋಶದಲ್ಲಿ ಸ್ಪ್ರೆಡ್‌ಶೀಟ್ ದೋಷ #REF! ಇದೆ',
      });
      res = await uploadKn(fixture('openpyxl-round.xlsx'), 'round.xlsx');
      const unsavedEn = (where: string, formula: string) =>
        `${where}: the cell holds a formula whose result was not saved (=${formula}): open the file in Excel or LibreOffice and save it again`;
      expectImportRefusal(res.body, {
        'line 4': unsavedEn('response_amount (cell H4)', 'G4*0.75'),
        'line 7': unsavedEn('issue_amount (cell G7)', '1000+200.5'),
      });
      expect(kannada(res.body)).toEqual({
        'line 4': 'response_amount (ಕೋಶ H4): ಕೋಶದಲ್ಲಿ ಫಲಿತಾಂಶ ಉಳಿಸದ ಸೂತ್ರ ಇದೆ (=G4*0.75): ಕಡತವನ್ನು Excel ಅಥವಾ LibreOffice ನಲ್ಲಿ ತೆರೆದು ಮತ್ತೆ ಉಳಿಸಿ',
        'line 7': 'issue_amount (ಕೋಶ G7): ಕೋಶದಲ್ಲಿ ಫಲಿತಾಂಶ ಉಳಿಸದ ಸೂತ್ರ ಇದೆ (=1000+200.5): ಕಡತವನ್ನು Excel ಅಥವಾ LibreOffice ನಲ್ಲಿ ತೆರೆದು ಮತ್ತೆ ಉಳಿಸಿ',
      });
    });

    it("a header missing a column, or naming unknown ones as well (the header's own problems joined in each language)", async () => {
      let res = await uploadKn(
        'issue_number,financial_year,district_code,block_code,panchayat_code,issue_type\nA,2023-24,1515,1515001,1515001004,FM\n',
      );
      expectImportRefusal(res.body, { 'line 1': `the header missing column(s) issue_amount (required: ${REQUIRED})` });
      expect(kannada(res.body)).toEqual({
        'line 1': `ಶೀರ್ಷಿಕೆ ಸಾಲಿನಲ್ಲಿ ಇಲ್ಲದ ಕಾಲಮ್(ಗಳು) issue_amount (ಅಗತ್ಯ ಕಾಲಮ್‌ಗಳು: ${REQUIRED})`,
      });
      res = await uploadKn('issue_number,year\nA,2023-2024\n');
      const missing = 'financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount';
      expectImportRefusal(res.body, {
        'line 1': `the header unknown column(s) year; missing column(s) ${missing} (required: ${REQUIRED})`,
      });
      expect(kannada(res.body)).toEqual({
        'line 1': `ಶೀರ್ಷಿಕೆ ಸಾಲಿನಲ್ಲಿ ತಿಳಿಯದ ಕಾಲಮ್(ಗಳು) year; ಇಲ್ಲದ ಕಾಲಮ್(ಗಳು) ${missing} (ಅಗತ್ಯ ಕಾಲಮ್‌ಗಳು: ${REQUIRED})`,
      });
    });

    it('an encrypted workbook, one cut short, and a file of another type', async () => {
      const sheet = SHEET_HEAD + inlineRow(HEADER.split(',')) + SHEET_TAIL;
      let res = await uploadKn(zip(workbookParts({ data: sheet, encrypted: true })), 'locked.xlsx');
      expectImportRefusal(res.body, { file: 'The Excel file is encrypted or password protected: save it without a password.' });
      expect(kannada(res.body)).toEqual({
        file: 'Excel ಕಡತವನ್ನು ಗೂಢಲಿಪೀಕರಿಸಲಾಗಿದೆ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ರಕ್ಷಿಸಲಾಗಿದೆ: ಅದನ್ನು ಪಾಸ್‌ವರ್ಡ್ ಇಲ್ಲದೆ ಉಳಿಸಿ.',
      });
      const whole = zip(workbookParts({ data: sheet }));
      res = await uploadKn(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.xlsx');
      expectImportRefusal(res.body, {
        file: 'The file is not a readable Excel workbook: it is not a complete zip file (an .xlsx file is one).',
      });
      expect(kannada(res.body)).toEqual({ file: 'ಕಡತವನ್ನು Excel ಕಡತವಾಗಿ ಓದಲು ಆಗುತ್ತಿಲ್ಲ: ಅದು ಪೂರ್ಣ zip ಕಡತವಲ್ಲ (.xlsx ಕಡತ ಒಂದು zip ಕಡತ).' });
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
        'hex',
      );
      res = await uploadKn(png);
      expectImportRefusal(res.body, { file: 'A png file cannot be imported: send CSV or Excel (.xlsx).' });
      expect(kannada(res.body)).toEqual({ file: 'png ಕಡತವನ್ನು ಆಮದು ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ: CSV ಅಥವಾ Excel (.xlsx) ಕಡತವನ್ನು ಕಳುಹಿಸಿ.' });
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
    // A workbook: the sheet read is named (issue 41).
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Cover').addRow(['Round 2']);
    const sheet = wb.addWorksheet('Round 2');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(row('CLI/5').split(','));
    const book = path.join(dir, 'round.xlsx');
    await wb.xlsx.writeFile(book);
    run = await cli(book);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 issues from sheet "Round 2": 1 added, 0 updated, 0 unchanged');
  });
});

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CHART_NS = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const DRAWING_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';

/**
 * Adds a chart sheet before the sheet `before` of a workbook, as Excel writes one (ECMA-376
 * Part 1 §18.3.1.12 chartsheet, with its drawing and a column chart of the amounts): exceljs
 * cannot write chart sheets.
 */
function withChartSheet(book: Buffer, name: string, before: string): Buffer {
  const parts = unzip(book);
  const edit = (part: string, change: (xml: string) => string) => {
    const found = parts.find((p) => p.name === part)!;
    found.data = Buffer.from(change(found.data.toString('utf8')));
  };
  edit('xl/workbook.xml', (xml) =>
    xml.replace(
      new RegExp(`<sheet [^>]*name="${before}"`),
      (sheet) => `<sheet sheetId="90" name="${name}" state="visible" r:id="rIdChart1"/>${sheet}`,
    ),
  );
  edit('xl/_rels/workbook.xml.rels', (xml) =>
    xml.replace(
      '</Relationships>',
      `<Relationship Id="rIdChart1" Type="${REL_NS}/chartsheet" Target="chartsheets/sheet1.xml"/></Relationships>`,
    ),
  );
  const type = (part: string, kind: string) =>
    `<Override PartName="/xl/${part}" ContentType="application/vnd.openxmlformats-officedocument.${kind}+xml"/>`;
  edit('[Content_Types].xml', (xml) =>
    xml.replace(
      '</Types>',
      type('chartsheets/sheet1.xml', 'spreadsheetml.chartsheet') +
        type('drawings/drawing90.xml', 'drawing') +
        type('charts/chart90.xml', 'drawingml.chart') +
        '</Types>',
    ),
  );
  const rels = (target: string, kind: string) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/${kind}" Target="${target}"/></Relationships>`;
  const add = (part: string, xml: string) =>
    parts.push({ name: part, data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${xml}`) });
  add(
    'xl/chartsheets/sheet1.xml',
    `<chartsheet xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheetPr/><sheetViews><sheetView zoomScale="115" workbookViewId="0" zoomToFit="1"/></sheetViews>` +
      '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><drawing r:id="rId1"/></chartsheet>',
  );
  parts.push({ name: 'xl/chartsheets/_rels/sheet1.xml.rels', data: Buffer.from(rels('../drawings/drawing90.xml', 'drawing')) });
  add(
    'xl/drawings/drawing90.xml',
    `<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="${DRAWING_NS}"><xdr:absoluteAnchor>` +
      '<xdr:pos x="0" y="0"/><xdr:ext cx="9309100" cy="6078538"/><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1"/>' +
      '<xdr:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></xdr:cNvGraphicFramePr></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>' +
      `<a:graphic><a:graphicData uri="${CHART_NS}"><c:chart xmlns:c="${CHART_NS}" xmlns:r="${REL_NS}" r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame>` +
      '<xdr:clientData/></xdr:absoluteAnchor></xdr:wsDr>',
  );
  parts.push({ name: 'xl/drawings/_rels/drawing90.xml.rels', data: Buffer.from(rels('../charts/chart90.xml', 'chart')) });
  add(
    'xl/charts/chart90.xml',
    `<c:chartSpace xmlns:c="${CHART_NS}" xmlns:a="${DRAWING_NS}" xmlns:r="${REL_NS}"><c:chart><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/>` +
      `<c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/><c:val><c:numRef><c:f>'${before}'!$G$4:$G$10</c:f></c:numRef></c:val></c:ser>` +
      '<c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="b"/><c:crossAx val="2"/></c:catAx>' +
      '<c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="l"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>',
  );
  return zip(parts);
}
