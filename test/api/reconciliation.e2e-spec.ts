import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { samplePhoto } from '../../server/src/dev/seeds/sample-photos.js';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import { actor, AFZALPUR, BADADAL, KALABURAGI, MYSURU, MYSURU_TP, STATE, type SignedIn } from '../support/actors.js';
import {
  addDays,
  loadPanchayats,
  materialEntries,
  recentYears,
  scheduleForm,
  setUpDepartments,
  submittableWorks,
  today,
} from '../support/fto.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { recordMisChange } from '../support/mis-history.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';

expectEveryAnswerCoded();

/*
 * Issue 29 items 3-4: a work whose MIS rows changed after its current level n record was
 * submitted is flagged on the level n+1 list and in its Fill Work File, and counted in the
 * Reconciliation view (GET /api/reconciliation, /reconciliation/works, /reconciliation.csv),
 * scoped by the current role. Records are filed through the API; the history entries are
 * written as a load would (test/support/mis-history.ts).
 */
const GP_A = '1515001004'; // BADADAL, AFZALPUR, KALABURAGI
const GP_M = '1522004003'; // ILAVALA, MYSURU, MYSURU

describe('Reconciliation: changed in the MIS after verification (issue 29)', () => {
  let h: ScraperHarness;
  let app: INestApplication;
  let db: DataSource;
  let day: string;
  let admin: SignedIn;
  let zpAdmin: SignedIn;
  let mysuruAdmin: SignedIn;
  let tpAdmin: SignedIn;
  let mysuruTp: SignedIn;
  let gpAdmin: SignedIn;
  let l1: SignedIn;
  let l2: SignedIn;
  let m1: SignedIn;
  let cycle: number;
  let items: { id: number; imgages: string }[];
  let A1: string; // recommended at level 1, then changed in the MIS
  let A2: string; // not recommended at level 1; changed only before its submission
  let M1: string; // MYSURU, not recommended, unchanged
  let fto: { fto_no: string; row_key: string } | undefined;
  let seed = 900;
  const yes = { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' };
  const no = { ...yes, recommendation: 'No', reason: 'Reconciliation test.' };

  const worksOf = async (who: SignedIn) => {
    const summary = await who.agent.post('/api/filever/getworks2').send({}).expect(200);
    const out: string[] = [];
    for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
      const list = await who.agent.post('/api/filever/getworkData2').send({ agency: cell.agency_name, year: cell.work_start_fin_year });
      out.push(...(list.body.works as { work_code: string }[]).map((w) => w.work_code));
    }
    return out;
  };
  const imageItems = () => items.filter((i) => i.imgages === 'Y').map((i) => i.id);
  const photo = () => samplePhoto({ seed: seed++, format: 'png' });
  const fileOk = async (who: SignedIn, workCode: string, site: object): Promise<number> => {
    let req = who.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', workCode)
      .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
      .field('material', JSON.stringify(await materialEntries(who.agent, workCode, day)))
      .field('siteAnswers', JSON.stringify(site));
    req = req.attach('sitePhoto', await photo(), 'site.png');
    for (const id of imageItems()) req = req.attach(`image_${id}`, await photo(), `item-${id}.png`);
    const res = await req;
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true, code: 'FTO_SUBMITTED' } });
    return res.body.id as number;
  };
  const submittedAt = async (workCode: string): Promise<Date> =>
    (
      await db.query(`SELECT submitted_at FROM fto_verifications WHERE work_code = $1 AND superseded_at IS NULL AND level = 1`, [workCode])
    )[0].submitted_at;
  const spent = async (workCode: string): Promise<number> =>
    Number((await db.query(`SELECT paid_inception_total FROM mis_works WHERE work_code = $1`, [workCode]))[0].paid_inception_total ?? 0);

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: [GP_A, GP_M], worksPerPanchayat: 12 });
    app = h.app;
    db = app.get(DataSource);
    day = today(app);
    await loadPanchayats(app, [GP_A, GP_M]);
    admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    await setUpDepartments(app, admin, FTO_DEMO_DEPARTMENTS);
    [zpAdmin, mysuruAdmin, tpAdmin, mysuruTp, gpAdmin, l1, l2, m1] = await Promise.all([
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', MYSURU, 'ADMIN'),
      actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN'),
      actor(app, 'TP', 'TP-EO', MYSURU_TP, 'ADMIN'),
      actor(app, 'GP', 'GP-PDO', BADADAL, 'ADMIN'),
      actor(app, 'TP', 'PRED-JE', AFZALPUR, 'USER'),
      actor(app, 'TP', 'PRED-AE', AFZALPUR, 'USER'),
      actor(app, 'TP', 'PRED-JE', MYSURU_TP, 'USER'),
    ]);
    await admin.agent
      .post('/api/admin/add_shedule2')
      .send(scheduleForm('Reconciliation cycle', day, addDays(day, 30), [100, 100, 100, 100, 100]))
      .expect(200);
    cycle = (await db.query(`SELECT id FROM fto_schedules WHERE cycle_name = 'Reconciliation cycle'`))[0].id;
    // A1: an AFZALPUR work that passes the material and FTO checks (recommended), paid by FTO rows when the fixture has such.
    let first: string | undefined;
    for await (const w of submittableWorks(l1.agent)) {
      if (!w.work_code.startsWith(GP_A)) continue;
      first ??= w.work_code;
      if (w.fto_rows > 0) {
        A1 = w.work_code;
        break;
      }
    }
    A1 ??= first!;
    [fto] = await db.query(
      `SELECT f.fto_no, f.row_key FROM mis_material_bills b
         JOIN mis_fto_transactions f ON f.voucher_no = b.voucher_no AND f.panchayat_code = b.panchayat_code
        WHERE b.work_code = $1 ORDER BY f.fto_no, f.row_key LIMIT 1`,
      [A1],
    );
    expect(fto).toBeDefined(); // the fixture pays A1's bills by FTO rows
    A2 = (await worksOf(l1)).find((w) => w.startsWith(GP_A) && w !== A1)!;
    [M1] = (await worksOf(m1)).filter((w) => w.startsWith(GP_M));
    expect([A1, A2, M1].every(Boolean)).toBe(true);
    items = (await l1.agent.post('/api/filever/getCheckList3').send({ workCode: A1 }).expect(200)).body.data;

    // Changes before the submissions do not count.
    const before = new Date(Date.now() - 3600 * 1000);
    for (const w of [A1, A2]) {
      await recordMisChange(db, {
        source: 'work',
        change: 'changed',
        row_key: w,
        work_code: w,
        panchayat_code: GP_A,
        fields: { paid_inception_total: [1000, 2000] },
        recorded_at: before,
      });
    }
    await fileOk(l1, A1, yes);
    await fileOk(l1, A2, no);
    await fileOk(m1, M1, no);

    // After A1's submission, the next night's load: +₹ 42,000.00 spent, a bill added, a bill paid, an FTO row added.
    const at = new Date((await submittedAt(A1)).getTime() + 1000);
    const base = { work_code: A1, panchayat_code: GP_A, recorded_at: at };
    await recordMisChange(db, {
      ...base,
      source: 'work',
      change: 'changed',
      row_key: A1,
      fields: { paid_inception_total: [100000.5, 142000.5], booked_inception_material: [1, 2] },
    });
    await recordMisChange(db, {
      ...base,
      source: 'bill',
      change: 'added',
      row_key: `${A1}|NEW-1`,
      fields: { paid: [null, 500], bill_no: [null, 'NEW-1'] },
    });
    await recordMisChange(db, { ...base, source: 'bill', change: 'changed', row_key: `${A1}|B-2`, fields: { paid: [0, 1200] } });
    if (fto) {
      await recordMisChange(db, {
        ...base,
        work_code: null,
        fto_no: fto.fto_no,
        source: 'fto',
        change: 'added',
        row_key: `${fto.fto_no}|${fto.row_key}`,
        fields: { credit_amount_actual: [null, 1200], status: [null, 'Processed'] },
      });
    }
    // An FTO row of another panchayat's FTO number does not belong to A1.
    await recordMisChange(db, {
      source: 'fto',
      change: 'added',
      row_key: 'OTHER|1',
      work_code: null,
      fto_no: 'OTHER',
      panchayat_code: GP_A,
      fields: { credit_amount_actual: [null, 1] },
      recorded_at: at,
    });
  }, 300000);
  afterAll(() => h?.close());

  const a1Changed = () => ({
    expenditure_delta: 42000,
    bills_added: 1,
    bills_paid: 1,
    bills_changed: 0,
    ftos_added: fto ? 1 : 0,
    gone: false,
    entries: fto ? 4 : 3,
  });

  it('flags the changed work on the level 2 list with its differences; a change before the submission is not a flag', async () => {
    const res = await l2.agent.post('/api/filever/getFtoLists').send({}).expect(200);
    const rows = res.body.data as { work_code: string; mis_changed: Record<string, unknown> | null }[];
    const a1 = rows.find((r) => r.work_code === A1)!;
    const a2 = rows.find((r) => r.work_code === A2)!;
    expect(a1.mis_changed).toMatchObject(a1Changed());
    const changes = a1.mis_changed!.changes as { source: string; change: string; fields: object }[];
    expect(changes.map((c) => [c.source, c.change])).toEqual([
      ['work', 'changed'],
      ['bill', 'added'],
      ['bill', 'changed'],
      ...(fto ? [['fto', 'added']] : []),
    ]);
    expect(changes[0].fields).toEqual({ paid_inception_total: [100000.5, 142000.5], booked_inception_material: [1, 2] });
    expect(a2.mis_changed).toBeNull();
  });

  it('the Fill Work File of level 2 carries the change after level 1 (getFtoLists2)', async () => {
    let res = await l2.agent.post('/api/filever/getFtoLists2').send({ workCode: A1 }).expect(200);
    expect(res.body.data[0]).toMatchObject({ level: 1, mis_changed_level: 1, mis_changed: a1Changed() });
    res = await l2.agent.post('/api/filever/getFtoLists2').send({ workCode: A2 }).expect(200);
    expect(res.body.data[0]).toMatchObject({ level: 1, mis_changed_level: 1, mis_changed: null });
    // Level 1 itself sees no flag (there is no level below).
    res = await l1.agent.post('/api/filever/getFtoLists2').send({ workCode: A1 }).expect(200);
    expect(res.body.data[0]).toMatchObject({ level: 1, mis_changed: null, mis_changed_level: null });
  });

  it('GET /api/reconciliation: per taluk for the state, per panchayat for a taluk, the amounts involved', async () => {
    const [a1Spent, a2Spent, m1Spent] = [await spent(A1), await spent(A2), await spent(M1)];
    const sum = (...v: number[]) => Math.round(v.reduce((s, x) => s + x * 100, 0)) / 100;
    // Works drawn: what the level 1 officers' lists show (each taluk's one level 1 post).
    const [drawnA, drawnM] = [new Set(await worksOf(l1)).size, new Set(await worksOf(m1)).size];
    expect(drawnA).toBeGreaterThanOrEqual(2);
    const afzalpurCounts = {
      drawn: drawnA,
      works: 2,
      verified: [2],
      recommended: 1,
      not_recommended: 1,
      changed: 1,
      expenditure: sum(a1Spent, a2Spent),
      changed_expenditure: a1Spent,
      expenditure_delta: 42000,
      bills_added: 1,
      ftos_added: fto ? 1 : 0,
    };
    const mysuruCounts = {
      drawn: drawnM,
      works: 1,
      verified: [1],
      recommended: 0,
      not_recommended: 1,
      changed: 0,
      expenditure: m1Spent,
      changed_expenditure: 0,
      expenditure_delta: 0,
      bills_added: 0,
      ftos_added: 0,
    };
    let res = await admin.agent.get('/api/reconciliation').expect(200);
    expect(res.body).toMatchObject({ success: true, code: 'RECONCILIATION_REPORT', cycle_id: cycle, by: 'block', levels: 1 });
    expect(res.body.rows).toEqual([
      {
        district_code: '1515',
        district_name: 'KALABURAGI',
        district_name_kn: 'ಕಲಬುರಗಿ',
        block_code: '1515001',
        block_name: 'AFZALPUR',
        block_name_kn: 'ಅಫಜಲಪುರ',
        panchayat_code: null,
        panchayat_name: null,
        panchayat_name_kn: null,
        ...afzalpurCounts,
      },
      expect.objectContaining({ block_code: '1522004', ...mysuruCounts }),
    ]);
    expect(res.body.totals).toEqual({
      ...afzalpurCounts,
      drawn: drawnA + drawnM,
      works: 3,
      verified: [3],
      recommended: 1,
      not_recommended: 2,
      expenditure: sum(a1Spent, a2Spent, m1Spent),
    });

    res = await tpAdmin.agent.get('/api/reconciliation').expect(200);
    expect(res.body.by).toBe('panchayat');
    expect(res.body.rows).toEqual([expect.objectContaining({ panchayat_code: GP_A, panchayat_name: 'BADADAL', ...afzalpurCounts })]);
    res = await zpAdmin.agent.get('/api/reconciliation').expect(200);
    expect(res.body.rows.map((r: { block_code: string }) => r.block_code)).toEqual(['1515001']);
    res = await mysuruAdmin.agent.get('/api/reconciliation').expect(200);
    expect(res.body.rows).toEqual([expect.objectContaining({ block_code: '1522004', ...mysuruCounts })]);

    // Level 1 drawing part of the works: the view counts what its officers' lists show (the
    // draw, and the works filed at level 1 outside it).
    await db.query(`UPDATE fto_schedules SET levels = jsonb_set(levels, '{0,percentage}', '30') WHERE id = $1`, [cycle]);
    try {
      const listed = new Set(await worksOf(l1));
      expect(listed.size).toBeLessThan(drawnA);
      expect(listed.has(A1) && listed.has(A2)).toBe(true);
      res = await tpAdmin.agent.get('/api/reconciliation').expect(200);
      expect(res.body.rows).toEqual([expect.objectContaining({ panchayat_code: GP_A, drawn: listed.size, works: 2 })]);
    } finally {
      await db.query(`UPDATE fto_schedules SET levels = jsonb_set(levels, '{0,percentage}', '100') WHERE id = $1`, [cycle]);
    }
  });

  it('GET /api/reconciliation/works: the works with their changes, only the changed ones on request', async () => {
    let res = await admin.agent.get('/api/reconciliation/works').query({ changed: 'true' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: '1 works found.' });
    expect(res.body.rows).toEqual([
      expect.objectContaining({
        work_code: A1,
        levels: [1],
        level: 1,
        recommendation: 'Yes',
        mis_changed: expect.objectContaining(a1Changed()),
      }),
    ]);
    res = await admin.agent.get('/api/reconciliation/works').query({ changed: 'false', block_code: '1515001' }).expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([A2]);
    expect(res.body.rows[0]).toMatchObject({ recommendation: 'No', mis_changed: null });
    res = await mysuruTp.agent.get('/api/reconciliation/works').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([M1]);
  });

  it('scope: a taluk or district outside the role is refused; GP administrators and officers are not admitted', async () => {
    let res = await mysuruTp.agent.get('/api/reconciliation').query({ block_code: '1515001' }).expect(403);
    expectRefusal(res.body, 'This location is outside your jurisdiction.');
    res = await mysuruAdmin.agent.get('/api/reconciliation').query({ district_code: '1515' }).expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await mysuruAdmin.agent.get('/api/reconciliation/works').query({ block_code: '1515001' }).expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await tpAdmin.agent.get('/api/reconciliation.csv').query({ block_code: '1522004' }).expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await gpAdmin.agent.get('/api/reconciliation').expect(403);
    expectRefusal(res.body, 'The Reconciliation view is for state, district and taluk administrators.');
    res = await l2.agent.get('/api/reconciliation').expect(403);
    expect(res.body.code).toBe('NOT_ADMIN');
    await request(app.getHttpServer()).get('/api/reconciliation').expect(401);
  });

  it('bad filters are coded 400s; an unknown cycle is a 404', async () => {
    let res = await admin.agent.get('/api/reconciliation?cycle_id=abc').expect(400);
    expect(res.body.errorCodes).toEqual({ cycle_id: 'EVIDENCE_CYCLE_INVALID' });
    res = await admin.agent.get('/api/reconciliation/works?changed=maybe').expect(400);
    expectRefusal(res.body, 'changed must be true or false.', { changed: 'changed must be true or false.' });
    res = await admin.agent.get('/api/reconciliation?block_code=15').expect(400);
    expect(res.body.errorCodes).toEqual({ block_code: 'LOCATION_CODE_FORMAT' });
    res = await tpAdmin.agent.get(`/api/reconciliation/works?panchayat_code=${GP_M}`).expect(400);
    expect(res.body.code).toBe('PANCHAYAT_NOT_IN_BLOCK');
    res = await admin.agent.get('/api/reconciliation?cycle_id=999999').expect(404);
    expect(res.body.code).toBe('EVIDENCE_CYCLE_NOT_FOUND');
  });

  it('GET /api/reconciliation.csv: UTF-8 with BOM, the works and their changes, in the caller’s language', async () => {
    const csv = (who: SignedIn, query: string, language = 'en') =>
      who.agent
        .get(`/api/reconciliation.csv${query}`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const res = await csv(tpAdmin, '?changed=true');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="reconciliation-${cycle}.csv"`);
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'District,Taluk,Gram panchayat,Work code,Work name,Highest level verified,Officer,Recommended for payment,Expenditure (₹),' +
        'Changed in the MIS after verification,Expenditure change (₹),Bills added,Bills paid,Bills changed,FTOs added,No longer in the MIS',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`KALABURAGI,AFZALPUR,BADADAL,${A1},`);
    expect(lines[1]).toMatch(new RegExp(`,1,[^,]+,Yes,${(await spent(A1)).toFixed(2)},Yes,42000.00,1,1,0,${fto ? 1 : 0},No$`));
    const kn = (await csv(tpAdmin, '?changed=true', 'kn')).body.toString('utf8').slice(1).split('\r\n');
    expect(kn[0].startsWith('ಜಿಲ್ಲೆ,ತಾಲ್ಲೂಕು,ಗ್ರಾಮ ಪಂಚಾಯತಿ,')).toBe(true);
    expect(kn[1]).toContain('ಕಲಬುರಗಿ,ಅಫಜಲಪುರ,');
  });
  it('the reports open on the cycle open today, not on a later cycle added ahead (issue 43 item 5)', async () => {
    await admin.agent
      .post('/api/admin/add_shedule2')
      .send(scheduleForm('Reconciliation next cycle', addDays(day, 45), addDays(day, 60), [100, 100, 100, 100, 100], recentYears(day)))
      .expect(200);
    const later: number = (await db.query(`SELECT id FROM fto_schedules WHERE cycle_name = 'Reconciliation next cycle'`))[0].id;
    try {
      const res = await admin.agent.get('/api/reconciliation').expect(200);
      expect(res.body.cycles[0].id).toBe(later);
      expect(res.body.cycle_id).toBe(cycle);
      expect(res.body.rows.length).toBeGreaterThan(0);
      const evidence = await admin.agent.get('/api/evidence/report').expect(200);
      expect(evidence.body.cycles[0].id).toBe(later);
      expect(evidence.body.cycle_id).toBe(cycle);
      // Asked by name, the later cycle is still there (empty).
      const asked = await admin.agent.get(`/api/reconciliation?cycle_id=${later}`).expect(200);
      expect(asked.body.cycle_id).toBe(later);
    } finally {
      await db.query(`DELETE FROM fto_schedules WHERE id = $1`, [later]);
    }
  });
});
