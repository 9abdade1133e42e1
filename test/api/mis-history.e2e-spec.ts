import { DataSource } from 'typeorm';
import { formatDate } from '../../server/src/common/format/portal-format.js';
import { format } from '../../server/src/common/messages/index.js';
import {
  changeSentence,
  DATE_FIELDS,
  FIELD_LABELS,
  MONEY_FIELDS,
  type HistoryEntry,
} from '../../server/src/scraper/changes/change-words.js';
import type { DynamicLayout } from '../../server/src/scraper/mis/types.js';
import { MirrorStore } from '../../server/src/scraper/mirror-store.service.js';
import { NightlyRefreshService } from '../../server/src/scraper/nightly-refresh.service.js';
import { ReconciliationService } from '../../server/src/reconciliation/reconciliation.service.js';
import { actor, AFZALPUR, KALABURAGI, MYSURU_TP, type SignedIn } from '../support/actors.js';
import { recordMisChange } from '../support/mis-history.js';
import { startScraperHarness, waitForRun, type ScraperHarness } from '../support/scraper.js';

// Issue 29: what each load of the MIS changed, kept in mis_history in the load's own transaction.
const GP = '1515001004'; // BADADAL, block 1515001 AFZALPUR
/** An entry of the API as the screens word it in English (change-words.ts, which admin-ui's changeWords re-exports). */
async function inWords(entry: unknown): Promise<string> {
  return changeSentence(entry as HistoryEntry, (code, params) => format(code, 'en', params));
}

/** The cells of a CSV line (quoted cells with commas or quotes as csv-cell.ts writes them). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let text = '';
      let i = at + 1;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (line[quote + 1] === '"') {
          text += line.slice(i, quote + 1);
          i = quote + 2;
        } else {
          text += line.slice(i, quote);
          at = quote + 2;
          break;
        }
      }
      cells.push(text);
    } else {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      cells.push(line.slice(at, end));
      at = end + 1;
    }
  }
  return cells;
}
const args = (gpcode: string) => ({ zpcode: gpcode.slice(0, 4), tpcode: gpcode.slice(0, 7), gpcode });

interface Entry {
  run_id: string;
  source: string;
  change: string;
  row_key: string;
  work_code: string | null;
  fto_no: string | null;
  fields: Record<string, [unknown, unknown]>;
}

describe('MIS history: every load keeps what it changed', () => {
  let h: ScraperHarness;
  let db: DataSource;
  let tp: SignedIn;
  let zp: SignedIn;
  let mysuru: SignedIn;
  /** What the change test changed, for the changes page tests. */
  let changed: {
    raised: string;
    gone: string;
    withBill: string;
    voucher: string;
    paid: string;
    paidVoucher: string;
    paidBillNo: string;
  };

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: [GP], worksPerPanchayat: 10 });
    db = h.app.get(DataSource);
    tp = await actor(h.app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    zp = await actor(h.app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN');
    mysuru = await actor(h.app, 'TP', 'TP-EO', MYSURU_TP, 'ADMIN');
  });
  afterAll(() => h?.close());

  const run = async (spiderName: string, gpcode = GP): Promise<Record<string, unknown>> => {
    const res = await tp.agent
      .post('/api/Scraper/loadScrapy')
      .send({ spiderName, args: args(gpcode), currentRole: tp.role })
      .expect(200);
    const done = await waitForRun(tp.agent, res.body.jobId, 60000);
    expect(done).toMatchObject({ state: 'completed' });
    return done;
  };
  const entriesOf = (runId: unknown): Promise<Entry[]> =>
    db.query(
      `SELECT run_id, source, change, row_key, work_code, fto_no, fields FROM mis_history WHERE run_id = $1 ORDER BY source, change, row_key`,
      [runId],
    );

  const count = async (): Promise<number> => (await db.query(`SELECT count(*)::int AS n FROM mis_history`))[0].n;

  it('the first load keeps every row as added, with its figures as [null, new] and the place of the load', async () => {
    const works = await run('LoadDynamicGP');
    const truth = h.fixture.data.works(GP);
    const entries = await entriesOf(works.id);
    expect(entries).toHaveLength(truth.length);
    const first = truth[0];
    expect(entries.find((e) => e.row_key === first.work_code)).toEqual({
      run_id: works.id,
      source: 'work',
      change: 'added',
      row_key: first.work_code,
      work_code: first.work_code,
      fto_no: null,
      fields: expect.objectContaining({
        work_status: [null, first.work_status],
        sanction_total: [null, Number(first.sanction_total)],
        paid_inception_total: [null, first.paid_inception_total === null ? null : Number(first.paid_inception_total)],
        started_on: [null, first.started_on],
      }),
    });
    const [place] = await db.query(`SELECT DISTINCT district_code, block_code, panchayat_code FROM mis_history WHERE run_id = $1`, [
      works.id,
    ]);
    expect(place).toEqual({ district_code: '1515', block_code: '1515001', panchayat_code: GP });

    const bills = await run('workSpiderGp');
    const added = await entriesOf(bills.id);
    const by = (source: string) => added.filter((e) => e.source === source);
    expect(by('bill')).toHaveLength(h.fixture.data.bills(GP).length);
    expect(by('fto')).toHaveLength(h.fixture.data.ftos(GP).flatMap((f) => f.rows).length);
    expect(by('register').length).toBeGreaterThan(0);
    expect(by('item').length).toBeGreaterThan(0);
    expect(added.every((e) => e.change === 'added')).toBe(true);
    const bill = h.fixture.data.bills(GP)[0];
    expect(by('bill').find((e) => e.row_key === `${bill.work_code}|v:${bill.voucher_no}`)).toMatchObject({
      work_code: bill.work_code,
      fields: {
        bill_no: [null, bill.bill_no],
        bill_date: [null, bill.bill_date],
        paid: [null, Number(bill.paid)],
        due: [null, Number(bill.due)],
      },
    });
    const fto = h.fixture.data.ftos(GP)[0];
    expect(by('fto').find((e) => e.fto_no === fto.fto_no)).toMatchObject({ work_code: null, change: 'added' });
  });

  it('an unchanged reload keeps nothing', async () => {
    const before = await count();
    await run('LoadDynamicGP');
    await run('workSpiderGp');
    expect(await count()).toBe(before);
  });

  it('an amount up, a bill added, a bill paid and a work gone: exactly those entries, only the changed fields', async () => {
    const works = h.fixture.data.works(GP);
    const raised = works.find((w) => w.paid_inception_material !== null && Number(w.paid_inception_material) > 0)!;
    const withBill = works.find((w) => w !== raised && h.fixture.data.workBills(w.work_code).length > 0)!;
    const unpaid = h.fixture.data
      .bills(GP)
      .find((b) => Number(b.due) > 0 && b.work_code !== raised.work_code && b.work_code !== withBill.work_code);
    const gone = works.find(
      (w) => w !== raised && w !== withBill && w.work_code !== unpaid?.work_code && h.fixture.data.workBills(w.work_code).length === 0,
    )!;
    expect([raised, withBill, unpaid, gone].every(Boolean)).toBe(true);
    const oldMaterial = Number(raised.paid_inception_material);
    const oldTotal = Number(raised.paid_inception_total);
    h.fixture.data.setWorkField(raised.work_code, 'paid_inception_material', oldMaterial + 42000);
    const voucher = h.fixture.data.addBill(withBill.work_code, 12500.5);
    h.fixture.data.payBill(unpaid!.work_code, unpaid!.voucher_no);
    h.fixture.data.removeWork(gone.work_code);
    changed = {
      raised: raised.work_code,
      gone: gone.work_code,
      withBill: withBill.work_code,
      voucher,
      paid: unpaid!.work_code,
      paidVoucher: unpaid!.voucher_no,
      paidBillNo: unpaid!.bill_no,
    };

    const worksRun = await run('LoadDynamicGP');
    expect(await entriesOf(worksRun.id)).toEqual([
      {
        run_id: worksRun.id,
        source: 'work',
        change: 'changed',
        row_key: raised.work_code,
        work_code: raised.work_code,
        fto_no: null,
        fields: { paid_inception_material: [oldMaterial, oldMaterial + 42000], paid_inception_total: [oldTotal, oldTotal + 42000] },
      },
      {
        run_id: worksRun.id,
        source: 'work',
        change: 'gone',
        row_key: gone.work_code,
        work_code: gone.work_code,
        fto_no: null,
        fields: expect.objectContaining({ work_status: [gone.work_status, null], sanction_total: [Number(gone.sanction_total), null] }),
      },
    ]);
    // The gone work keeps its last values.
    const [kept] = await db.query(`SELECT work_status, gone_at IS NOT NULL AS gone, last_run_id FROM mis_works WHERE work_code = $1`, [
      gone.work_code,
    ]);
    expect(kept).toEqual({ work_status: gone.work_status, gone: true, last_run_id: worksRun.id });

    const billsRun = await run('workSpiderGp');
    const entries = await entriesOf(billsRun.id);
    const bills = entries.filter((e) => e.source === 'bill');
    const added = h.fixture.data.workBills(withBill.work_code).find((b) => b.voucher_no === voucher)!;
    expect(bills).toEqual([
      {
        run_id: billsRun.id,
        source: 'bill',
        change: 'added',
        row_key: `${withBill.work_code}|v:${voucher}`,
        work_code: withBill.work_code,
        fto_no: null,
        fields: { bill_no: [null, added.bill_no], bill_date: [null, added.bill_date], paid: [null, 0], due: [null, 12500.5] },
      },
      {
        run_id: billsRun.id,
        source: 'bill',
        change: 'changed',
        row_key: `${unpaid!.work_code}|v:${unpaid!.voucher_no}`,
        work_code: unpaid!.work_code,
        fto_no: null,
        fields: { paid: [Number(unpaid!.paid), Number(unpaid!.due) + Number(unpaid!.paid)], due: [Number(unpaid!.due), 0] },
      },
    ]);
    // The register and the material register follow: the new bill's line added, the gone work's lines gone.
    expect(entries.filter((e) => e.source === 'fto')).toEqual([]);
    expect(entries.filter((e) => e.source === 'item' && e.change === 'added').map((e) => e.work_code)).toEqual([withBill.work_code]);
    expect(entries.every((e) => e.source !== 'work')).toBe(true);

    // Reloading the changed MIS again keeps nothing more.
    const before = await count();
    await run('LoadDynamicGP');
    await run('workSpiderGp');
    expect(await count()).toBe(before);
  });

  const list = (who: SignedIn, filter: Record<string, unknown> = {}, extra = '') =>
    who.agent.get(`/api/mis-changes?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

  it('GET /api/mis-changes: the changes grouped by work, by kind, with old, new and the difference of amounts', async () => {
    const amounts = await list(tp, { kind: 'amounts-changed' }).expect(200);
    expect(amounts.headers['content-range']).toBe('mis-changes 0-0/1');
    expect(amounts.body).toEqual([
      expect.objectContaining({
        id: changed.raised,
        work_code: changed.raised,
        fto_no: null,
        block_code: '1515001',
        block_name: 'AFZALPUR',
        panchayat_code: GP,
        panchayat_name: 'BADADAL',
        kinds: ['amounts-changed'],
        changes: [
          expect.objectContaining({
            source: 'work',
            change: 'changed',
            kind: 'amounts-changed',
            row_key: changed.raised,
            names: null,
            fields: [
              { field: 'paid_inception_total', old: expect.any(Number), new: expect.any(Number), difference: 42000 },
              { field: 'paid_inception_material', old: expect.any(Number), new: expect.any(Number), difference: 42000 },
            ],
          }),
        ],
      }),
    ]);
    const gone = await list(tp, { kind: 'gone-works' }).expect(200);
    expect(gone.body.map((w: { id: string }) => w.id)).toEqual([changed.gone]);
    expect(gone.body[0].changes[0]).toMatchObject({ kind: 'gone-works', change: 'gone' });
    const paid = await list(tp, { kind: 'bills-paid' }).expect(200);
    expect(paid.body.map((w: { id: string }) => w.id)).toEqual([changed.paid]);
    // A changed bill keeps only its changed columns, not its number: the answer names it from the mirror (issue 43 item 1).
    expect(paid.body[0].changes[0]).toMatchObject({
      row_key: `${changed.paid}|v:${changed.paidVoucher}`,
      kind: 'bills-paid',
      names: { bill_no: changed.paidBillNo, material_detail: null },
    });
    expect(paid.body[0].changes[0].fields.map((f: { field: string }) => f.field)).not.toContain('bill_no');
    // As the MIS Changes page words it (its own words, changeWords): by the bill's number, not its voucher.
    const words = await inWords(paid.body[0].changes[0]);
    expect(words).toMatch(new RegExp(`^Bill ${changed.paidBillNo} changed \\(`));
    expect(words).not.toContain(changed.paidVoucher);
    const added = await list(tp, { kind: 'bills-added', panchayat_code: GP }, '&range=[0,199]').expect(200);
    const work = added.body.find((w: { id: string }) => w.id === changed.withBill);
    expect(work.changes.map((c: { row_key: string }) => c.row_key)).toContain(`${changed.withBill}|v:${changed.voucher}`);
    // Every kind of the first load: new works and bills, FTOs added, under their FTO no.
    const ftos = await list(tp, { kind: 'ftos-added' }).expect(200);
    expect(ftos.body.length).toBeGreaterThan(0);
    expect(ftos.body[0]).toMatchObject({ work_code: null, fto_no: ftos.body[0].id, kinds: ['ftos-added'] });
    // Paged: a range over the works, newest change first.
    const all = await list(tp, {}, '&range=[0,1]').expect(200);
    expect(all.body).toHaveLength(2);
    expect(all.headers['content-range']).toMatch(/^mis-changes 0-1\/\d+$/);
  });

  it("the Fill Work File's changes name a changed bill by its number and a changed material line by its material (issue 43 item 1)", async () => {
    const reconciliation = h.app.get(ReconciliationService);
    // Just before the entries looked at (a work's first 50 entries are listed, the first load's among them).
    const justBefore = async (sql: string, params: unknown[]): Promise<Date> => new Date((await db.query(sql, params))[0].at.getTime() - 1);
    let since = await justBefore(`SELECT min(recorded_at) AS at FROM mis_history WHERE row_key = $1 AND change = 'changed'`, [
      `${changed.paid}|v:${changed.paidVoucher}`,
    ]);
    const bill = (await reconciliation.changesAfter([{ work_code: changed.paid, since }]))
      .get(changed.paid)!
      .changes.find((c) => c.source === 'bill' && c.change === 'changed')!;
    expect(bill).toMatchObject({ row_key: `${changed.paid}|v:${changed.paidVoucher}`, names: { bill_no: changed.paidBillNo } });
    expect(bill.fields).not.toHaveProperty('bill_no');
    // A line of the material register whose vendor changed (its key is a hash of the rest).
    const [line] = await db.query(
      `SELECT panchayat_code, fin_year, item_key, work_code, bill_no, material_detail, vendor_name FROM mis_material_items
        WHERE panchayat_code = $1 AND gone_at IS NULL AND material_detail IS NOT NULL ORDER BY item_key LIMIT 1`,
      [GP],
    );
    const rowKey = `${line.panchayat_code}|${line.fin_year}|${line.item_key}`;
    since = await justBefore(`SELECT now() AS at`, []);
    await recordMisChange(db, {
      source: 'item',
      change: 'changed',
      row_key: rowKey,
      work_code: line.work_code,
      panchayat_code: GP,
      fields: { vendor_name: ['Sri Ganesh Traders', line.vendor_name] },
    });
    const entries = (await reconciliation.changesAfter([{ work_code: line.work_code, since }])).get(line.work_code)!.changes;
    expect(entries.find((c) => c.row_key === rowKey && c.change === 'changed')).toMatchObject({
      source: 'item',
      fields: { vendor_name: ['Sri Ganesh Traders', line.vendor_name] },
      names: { bill_no: line.bill_no, material_detail: line.material_detail },
    });
    expect(await inWords(entries.find((c) => c.row_key === rowKey))).toBe(
      `Material “${line.material_detail}” of bill ${line.bill_no} changed (Vendor: Sri Ganesh Traders → ${line.vendor_name ?? '–'})`,
    );
    // Work entries have no row names.
    since = await justBefore(`SELECT min(recorded_at) AS at FROM mis_history WHERE row_key = $1 AND change = 'changed'`, [changed.raised]);
    const work = (await reconciliation.changesAfter([{ work_code: changed.raised, since }])).get(changed.raised)!.changes;
    expect(work.find((c) => c.source === 'work')).toMatchObject({ names: null });
  });

  it('GET /api/mis-changes: IST days, scope (ZP its district, a TP of another taluk nothing or 403), bad filters 400', async () => {
    const day = today();
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await list(tp, { from: day, to: day, kind: 'gone-works' }).expect(200)).body).toHaveLength(1);
    expect((await list(tp, { to: yesterday }).expect(200)).body).toEqual([]);
    expect((await list(zp, { kind: 'gone-works', block_code: '1515001' }).expect(200)).body).toHaveLength(1);
    const none = await list(mysuru).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('mis-changes */0');
    const refused = await list(mysuru, { block_code: '1515001' }).expect(403);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'OUTSIDE_JURISDICTION',
      message: 'This location is outside your jurisdiction.',
    });
    expect((await list(mysuru, { panchayat_code: GP }).expect(403)).body.code).toBe('OUTSIDE_JURISDICTION');

    const bad = async (filter: Record<string, unknown>, field: string, message: unknown) => {
      const res = await list(tp, filter).expect(400);
      expect(res.body).toMatchObject({ success: false, message, errors: { [field]: expect.any(String) } });
    };
    await bad(
      { kind: 'everything' },
      'kind',
      'kind must be one of: new-works, gone-works, amounts-changed, works-changed, bills-added, bills-paid, bills-changed, ftos-added, ftos-changed.',
    );
    await bad({ from: '2026-02-30' }, 'from', 'from must be a date written as YYYY-MM-DD.');
    await bad({ from: day, to: yesterday }, 'from', 'The start date is after the end date.');
    await bad({ block_code: 'AFZALPUR' }, 'block_code', 'block_code is not a valid code.');
    await bad({ block_code: '1515001', panchayat_code: '1515002001' }, 'panchayat_code', expect.any(String));
    await bad({ kind: 3 }, 'kind', 'Invalid filter');
    const unknown = await list(tp, { run: 'x' }).expect(400);
    expect(unknown.body.success).toBe(false);
  });

  it("GET /api/mis-changes.csv: UTF-8 with BOM, one line per changed field, in the officer's language, scoped", async () => {
    const csv = async (who: SignedIn, filter: Record<string, unknown>, language = 'en') => {
      const res = await who.agent
        .get(`/api/mis-changes.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="mis-changes.csv"');
      const text = (res.body as Buffer).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      return text.slice(1).trimEnd().split('\r\n');
    };
    const lines = await csv(tp, { kind: 'amounts-changed' });
    expect(lines[0]).toBe(
      'Taluk,Gram panchayat,Work code,Work name,FTO no.,Loaded at,Load,Change,Row,Field,Old value,New value,Difference',
    );
    expect(lines).toHaveLength(3);
    // The row and the field in words (issue 43 item 1); the amounts and their difference numbers.
    expect(lines[1]).toMatch(
      new RegExp(
        `^AFZALPUR,BADADAL,${changed.raised.replace(/\//g, '\\/')},.*,Amounts changed,The work,Expenditure since inception,\\d+(\\.\\d+)?,\\d+(\\.\\d+)?,42000$`,
      ),
    );
    expect(lines[2]).toMatch(/,Amounts changed,The work,Material paid since inception,\d+(\.\d+)?,\d+(\.\d+)?,42000$/);
    const kn = await csv(tp, { kind: 'gone-works' }, 'kn');
    expect(kn[0].startsWith('ತಾಲ್ಲೂಕು,ಗ್ರಾಮ ಪಂಚಾಯತಿ,ಕಾಮಗಾರಿ ಕೋಡ್')).toBe(true);
    expect(kn[1]).toContain('ಎಂಐಎಸ್‌ನಿಂದ ಕಾಣೆಯಾದ ಕಾಮಗಾರಿ');
    expect(await csv(mysuru, {})).toHaveLength(1);
    const refused = await mysuru.agent.get(`/api/mis-changes.csv?filter=${encodeURIComponent('{"block_code":"1515001"}')}`).expect(403);
    expect(refused.body.code).toBe('OUTSIDE_JURISDICTION');
  });

  it('GET /api/mis-changes.csv says what the page says (issue 43 item 1): rows and fields in words, dates dd/mm/yyyy, money numbers; no row key, no column name, in English and Kannada', async () => {
    const download = async (language: 'en' | 'kn') => {
      const res = await tp.agent
        .get(`/api/mis-changes.csv?filter=${encodeURIComponent('{}')}`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const text = (res.body as Buffer).toString('utf8').slice(1);
      const [, ...lines] = text.trimEnd().split('\r\n').map(cellsOf);
      // Change, Row, Field, Old value, New value, Difference.
      return { text, lines: lines.map((c) => ({ kind: c[7], row: c[8], field: c[9], old: c[10], now: c[11], difference: c[12] })) };
    };
    // Every row key of the entries in the file that is more than the work code (bills, FTO rows, material lines).
    const keys: string[] = (
      await db.query(`SELECT DISTINCT row_key FROM mis_history WHERE panchayat_code = $1 AND position('|' in row_key) > 0`, [GP])
    ).map((r: { row_key: string }) => r.row_key);
    expect(keys.length).toBeGreaterThan(0);
    const columns = Object.keys(FIELD_LABELS);
    const bill = h.fixture.data.workBills(changed.withBill).find((b) => b.voucher_no === changed.voucher)!;
    for (const language of ['en', 'kn'] as const) {
      const { text, lines } = await download(language);
      const say = (code: Parameters<typeof format>[0], params?: Record<string, string>) => format(code, language, params);
      expect(lines.length).toBeGreaterThan(50);
      // No row key: no key of an entry, no `|`-joined key, no `v:`/`b:`/`sr:` key part.
      expect(keys.filter((key) => text.includes(key))).toEqual([]);
      expect(lines.filter((l) => /\||\b(v|b|sr):/.test(l.row))).toEqual([]);
      expect(text).not.toContain(`v:${changed.voucher}`);
      expect(text).not.toContain(`v:${changed.paidVoucher}`);
      // No column name: every field cell is a label.
      expect(lines.filter((l) => columns.includes(l.field) || l.field.includes('_'))).toEqual([]);
      for (const column of ['paid_inception_wages', 'paid_inception_total', 'started_on', 'bill_no', 'bill_date', 'credit_amount_due'])
        expect(text).not.toContain(column);
      // Dates dd/mm/yyyy; money and the difference numbers (no ₹, no grouping).
      const dateLabels = [...DATE_FIELDS].map((f) => say(FIELD_LABELS[f as keyof typeof FIELD_LABELS]));
      const moneyLabels = [...MONEY_FIELDS].map((f) => say(FIELD_LABELS[f as keyof typeof FIELD_LABELS]));
      const dates = lines.filter((l) => dateLabels.includes(l.field));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((l) => ![l.old, l.now].every((v) => v === '' || /^\d{2}\/\d{2}\/\d{4}$/.test(v)))).toEqual([]);
      const money = lines.filter((l) => moneyLabels.includes(l.field));
      expect(money.length).toBeGreaterThan(0);
      expect(money.filter((l) => ![l.old, l.now].every((v) => v === '' || /^-?\d+(\.\d+)?$/.test(v)))).toEqual([]);
      expect(lines.filter((l) => !/^(-?\d+(\.\d+)?)?$/.test(l.difference))).toEqual([]);
      expect(text).not.toContain('₹');
      // The rows as the page names them, each with its fields by their labels.
      const newBill = lines.filter((l) => l.row === say('MIS_WORD_SUBJECT_BILL', { bill: bill.bill_no }));
      expect(newBill.map((l) => [l.field, l.old, l.now])).toEqual(
        expect.arrayContaining([
          [say('MIS_FIELD_BILL_NO'), '', bill.bill_no],
          [say('MIS_FIELD_BILL_DATE'), '', formatDate(bill.bill_date)],
          [say('MIS_FIELD_DUE'), '', '12500.5'],
          [say('MIS_FIELD_PAID'), '', '0'],
        ]),
      );
      const paid = lines.filter((l) => l.row === say('MIS_WORD_SUBJECT_BILL', { bill: changed.paidBillNo }));
      expect(paid.map((l) => l.field)).toEqual(expect.arrayContaining([say('MIS_FIELD_PAID'), say('MIS_FIELD_DUE')]));
      const work = say('MIS_WORD_SUBJECT_WORK');
      const amounts = lines.filter((l) => l.kind === say('MIS_CHANGE_AMOUNTS_CHANGED'));
      expect(amounts.map((l) => [l.row, l.field, l.difference])).toEqual([
        [work, say('MIS_FIELD_PAID_INCEPTION_TOTAL'), '42000'],
        [work, say('MIS_FIELD_PAID_INCEPTION_MATERIAL'), '42000'],
      ]);
      const ftoRows = lines.filter((l) => l.row.startsWith('FTO '));
      expect(ftoRows.length).toBeGreaterThan(0);
      expect(ftoRows.map((l) => l.field)).toContain(say('MIS_FIELD_STATUS'));
    }
    // The English texts exactly.
    const { lines } = await download('en');
    const fields = new Set(lines.map((l) => l.field));
    for (const label of [
      'Expenditure since inception',
      'Material paid since inception',
      'Bill number',
      'Bill date',
      'Paid',
      'Amount due',
      'Start date',
      'Work status',
      'Status',
    ])
      expect(fields).toContain(label);
    expect(lines.map((l) => l.row)).toEqual(expect.arrayContaining(['The work', `Bill ${changed.paidBillNo}`, `Bill ${bill.bill_no}`]));
    expect(lines.some((l) => /^FTO \S+, transaction .+$/.test(l.row))).toBe(true);
    // Statuses in words in Kannada.
    const kn = await download('kn');
    const statuses = kn.lines.filter((l) => l.field === format('MIS_FIELD_WORK_STATUS', 'kn')).map((l) => l.now || l.old);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((v) => /^(Ongoing|Completed|Suspended|Physically Completed|Not Started|Approved)$/i.test(v))).toEqual([]);
  });

  it("the default view (the last days up to today) reads each work's newest change: the same answer as grouping the entries, a new change seen on the next request", async () => {
    const day = (back: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - back * 86_400_000));
    const view = { from: day(29), to: day(0) };
    // A panchayat filter groups the entries; here it is the block's only panchayat with changes.
    const same = async (who: SignedIn, filter: Record<string, unknown>, extra: string) => {
      const fast = await list(who, filter, extra).expect(200);
      const grouped = await list(who, { ...filter, panchayat_code: GP }, extra).expect(200);
      expect(fast.body.length).toBeGreaterThan(0);
      expect(fast.body).toEqual(grouped.body);
      expect(fast.headers['content-range']).toBe(grouped.headers['content-range']);
      return fast;
    };
    await same(tp, view, '&range=[0,199]');
    await same(tp, view, `&range=[3,7]&sort=${encodeURIComponent('["id","ASC"]')}`);
    await same(zp, { ...view, to: undefined }, `&range=[0,9]&sort=${encodeURIComponent('["last_at","ASC"]')}`);
    const before = await same(tp, view, '&range=[0,0]');
    const total = Number(before.headers['content-range'].split('/')[1]);

    // A work changed only 40 days ago is not in the view; changed today it is, first.
    const [{ work_code: quiet }] = await db.query(
      `SELECT work_code FROM mis_works WHERE panchayat_code = $1 AND gone_at IS NULL ORDER BY work_code DESC LIMIT 1`,
      [GP],
    );
    await db.query(`DELETE FROM mis_history WHERE work_code = $1`, [quiet]);
    await db.query(`DELETE FROM mis_change_works WHERE grp = $1`, [quiet]);
    const sanction = (old: number, now: number) => ({ sanction_total: [old, now] as [unknown, unknown] });
    const change = (back: number, fields: Record<string, [unknown, unknown]>) =>
      recordMisChange(db, {
        source: 'work',
        change: 'changed',
        row_key: quiet,
        work_code: quiet,
        panchayat_code: GP,
        fields,
        recorded_at: new Date(Date.now() - back * 86_400_000),
      });
    await change(40, sanction(100, 200));
    const old = await same(tp, view, '&range=[0,0]');
    expect(old.headers['content-range']).toBe(`mis-changes 0-0/${total - 1}`);
    await change(0, sanction(200, 300));
    const seen = await same(tp, view, '&range=[0,0]');
    expect(seen.headers['content-range']).toBe(`mis-changes 0-0/${total}`);
    expect(seen.body[0]).toMatchObject({ id: quiet, kinds: ['amounts-changed'] });
    expect(seen.body[0].changes).toHaveLength(1);
    expect(seen.body[0].changes[0].fields).toEqual([{ field: 'sanction_total', old: 200, new: 300, difference: 100 }]);
    // Days before the retention group the entries (the newest change of a work whose entries were deleted is gone too).
    const long = await list(tp, { from: '2020-01-01' }, '&range=[0,0]').expect(200);
    expect(long.body[0].id).toBe(quiet);
  });

  it('two loads of one panchayat at once write one consistent history: each change once, old values chained, none lost', async () => {
    const store = h.app.get(MirrorStore);
    const [{ layout, last_run_id: runId }] = await db.query(
      `SELECT layout, last_run_id FROM mis_works WHERE panchayat_code = $1 AND gone_at IS NULL LIMIT 1`,
      [GP],
    );
    const place = { district_code: '1515', block_code: '1515001', panchayat_code: GP };
    const rows = () => h.fixture.data.works(GP, layout as DynamicLayout);
    const target = rows()[0].work_code;
    const [{ sanction_total: start }] = await db.query(
      `SELECT sanction_total::float AS sanction_total FROM mis_works WHERE work_code = $1`,
      [target],
    );
    const withTotal = (total: number) => rows().map((r) => (r.work_code === target ? { ...r, sanction_total: String(total) } : r));
    const codes = rows().map((r) => r.work_code);
    for (let round = 1; round <= 5; round++) {
      const a = withTotal(start + round * 1000);
      const b = withTotal(start + round * 1000 + 500);
      // Two different new values at once, and the same one twice at once.
      await Promise.all([
        store.saveWorks(place, layout, a, codes, runId),
        store.saveWorks(place, layout, b, codes, runId),
        store.saveWorks(place, layout, b, codes, runId),
      ]);
    }
    const chain: { fields: { sanction_total: [number, number] } }[] = await db.query(
      `SELECT fields FROM mis_history WHERE work_code = $1 AND source = 'work' AND change = 'changed' AND fields ? 'sanction_total' ORDER BY id`,
      [target],
    );
    const [{ now }] = await db.query(`SELECT sanction_total::float AS now FROM mis_works WHERE work_code = $1`, [target]);
    // Each entry starts where the previous one ended, from the value before the races to the value now.
    const pairs = chain.map((e) => e.fields.sanction_total);
    expect(pairs[0][0]).toBe(start);
    for (let i = 1; i < pairs.length; i++) expect(pairs[i][0]).toBe(pairs[i - 1][1]);
    expect(pairs.at(-1)![1]).toBe(now);
    expect(pairs.every(([o, n]) => o !== n)).toBe(true);
    // Each round wrote a, b, b in some order: one to three changes (b then b again is no change).
    expect(pairs.length).toBeGreaterThanOrEqual(5);
    expect(pairs.length).toBeLessThanOrEqual(15);
  });

  it('retention: entries older than MIS_HISTORY_RETENTION_DAYS (1095 by default) are deleted in batches, newer ones kept', async () => {
    const refresh = h.app.get(NightlyRefreshService);
    expect(h.config.refresh.historyRetentionDays).toBe(1095);
    const kept = await count();
    await db.query(
      `INSERT INTO mis_history (recorded_at, source, change, row_key, work_code, district_code, block_code, panchayat_code, fields)
       SELECT now() - interval '1096 days' - g * interval '1 minute', 'work', 'changed', 'old/' || g, 'old/' || g, '1515', '1515001', $1, '{}'::jsonb
         FROM generate_series(1, 12001) g`,
      [GP],
    );
    await db.query(
      `INSERT INTO mis_history (recorded_at, source, change, row_key, work_code, district_code, block_code, panchayat_code, fields)
       VALUES (now() - interval '1094 days', 'work', 'changed', 'recent', 'recent', '1515', '1515001', $1, '{}'::jsonb)`,
      [GP],
    );
    expect(await refresh.pruneHistory()).toBe(12001);
    expect(await count()).toBe(kept + 1);
    // The works' newest changes go with them (the changes page's default view reads those).
    const newest = async (like: string): Promise<number> =>
      (await db.query(`SELECT count(*)::int AS n FROM mis_change_works WHERE grp LIKE $1`, [like]))[0].n;
    expect(await newest('old/%')).toBe(0);
    expect(await newest('recent')).toBe(1);
    expect(await refresh.pruneHistory()).toBe(0);
  });
});
