import pg from 'pg';
import { DataSource } from 'typeorm';
import { Clock } from '../../server/src/common/time/clock.js';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import { actor, AFZALPUR, STATE, type SignedIn } from '../support/actors.js';
import {
  addDays,
  loadPanchayats,
  materialEntries,
  pngBytes,
  reviewedRecordOf,
  scheduleForm,
  setUpDepartments,
  today,
} from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { testDatabaseUrl } from '../support/test-app.js';
import { expectRefusal } from '../support/messages.js';
import { waitUntil } from '../support/wait.js';

// Issue 25 item 4: a cycle's lock windows (docs/fto-verification.md, Schedules). Inside Lock n,
// level n's records are frozen for review: its submissions are refused, decided inside the
// submitting transaction against the cycle's dates as they are then.
const GPS = ['1515001004'];
const dmy = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const lockedMessage = (n: number, open: string, close: string) =>
  `Level ${n} records are locked for review (Lock ${n}, ${dmy(open)} to ${dmy(close)}). ` +
  `Level ${n} verifications cannot be submitted or changed until the lock closes.`;

describe('Lock windows: inside Lock n, level n submissions are refused', () => {
  let h: ScraperHarness;
  let db: DataSource;
  let clock: Clock;
  let day: string;
  let admin: SignedIn;
  let l1: SignedIn;
  let l2: SignedIn;
  let cycleId: number;
  let items: { id: number; imgages: string }[];
  let good: string[];
  const png = pngBytes();
  const form = () => ({
    ...scheduleForm('Lock cycle', day, addDays(day, 30), [100, 100, 100, 100, 100]),
    lock1Open: addDays(day, 5),
    lock1Close: addDays(day, 7),
    lock2Open: addDays(day, 10),
    lock2Close: addDays(day, 12),
  });
  const at = (days: number) => clock.travelTo(new Date(`${addDays(day, days)}T06:00:00Z`));

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: GPS, worksPerPanchayat: 30 });
    db = h.app.get(DataSource);
    clock = h.app.get(Clock);
    day = today(h.app);
    await loadPanchayats(h.app, GPS);
    admin = await actor(h.app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    await setUpDepartments(h.app, admin, FTO_DEMO_DEPARTMENTS);
    l1 = await actor(h.app, 'TP', 'PRED-JE', AFZALPUR, 'USER');
    l2 = await actor(h.app, 'TP', 'PRED-AE', AFZALPUR, 'USER');
    cycleId = (await admin.agent.post('/api/admin/add_shedule2').send(form()).expect(200)).body.id;
    const summary = await l1.agent.post('/api/filever/getworks2').send({}).expect(200);
    const works: string[] = [];
    for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
      const list = await l1.agent.post('/api/filever/getworkData2').send({ agency: cell.agency_name, year: cell.work_start_fin_year });
      works.push(...(list.body.works as { work_code: string }[]).map((w) => w.work_code));
    }
    items = (await l1.agent.post('/api/filever/getCheckList3').send({ workCode: works[0] }).expect(200)).body.data;
    good = [];
    for (const code of works) {
      const fto = (await l1.agent.post('/api/filever/getFTO2').send({ workCode: code }).expect(200)).body;
      if (fto.errors.length === 0 && fto.rows.length > 0) good.push(code);
    }
    expect(good.length).toBeGreaterThanOrEqual(3);
  }, 240000);
  afterAll(async () => {
    clock?.travelTo(null);
    await h?.close();
  });
  afterEach(() => clock.travelTo(null));

  const stored = async (workCode: string, level: number) => {
    const [{ n }] = await db.query(
      'SELECT count(*)::int AS n FROM fto_verifications WHERE work_code = $1 AND level = $2 AND superseded_at IS NULL',
      [workCode, level],
    );
    return n as number;
  };

  /** A complete work file for `workCode`, as the portal's client sends it (its sending, once prepared). */
  const submit = async (who: SignedIn, workCode: string) => {
    const material = await materialEntries(who.agent, workCode, day);
    const reviewed = await reviewedRecordOf(who.agent, workCode);
    return () => {
      let req = who.agent
        .post('/api/filever/submitFullVerification')
        .field('workCode', workCode)
        .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
        .field('material', JSON.stringify(material))
        .field('siteAnswers', JSON.stringify({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' }));
      if (reviewed !== null) req = req.field('reviewedRecordId', String(reviewed));
      req = req.attach('sitePhoto', png, 'site.png');
      for (const i of items.filter((x) => x.imgages === 'Y')) req = req.attach(`image_${i.id}`, png, `item-${i.id}.png`);
      return req;
    };
  };
  const expectLocked = (res: { status: number; body: unknown }, n: number, open: string, close: string) => {
    expect({ status: res.status, message: (res.body as { message?: unknown }).message }).toEqual({
      status: 403,
      message: lockedMessage(n, open, close),
    });
    expectRefusal(res.body, lockedMessage(n, open, close));
  };

  it('the schedule list carries the lock dates', async () => {
    const list = await l1.agent.get('/api/auth/fto-shedules').expect(200);
    expect(list.body.sheduleData).toEqual([
      expect.objectContaining({
        id: cycleId,
        lock1_open: addDays(day, 5),
        lock1_close: addDays(day, 7),
        lock2_open: addDays(day, 10),
        lock2_close: addDays(day, 12),
      }),
    ]);
  });

  it('outside the locks both levels file; inside Lock 1 level 1 is refused (first and last day) and level 2 is not', async () => {
    await (await submit(l1, good[0]))().expect(200);
    await (await submit(l1, good[1]))().expect(200);
    for (const d of [5, 7]) {
      at(d);
      // A new file and a resubmission alike; nothing is stored.
      expectLocked(await (await submit(l1, good[2]))(), 1, addDays(day, 5), addDays(day, 7));
      expectLocked(await (await submit(l1, good[0]))(), 1, addDays(day, 5), addDays(day, 7));
      expect(await stored(good[2], 1)).toBe(0);
    }
    await (await submit(l2, good[0]))().expect(200);
    at(8);
    await (await submit(l1, good[2]))().expect(200);
  });

  it('inside Lock 2 level 2 is refused and level 1 files', async () => {
    at(10);
    expectLocked(await (await submit(l2, good[1]))(), 2, addDays(day, 10), addDays(day, 12));
    expect(await stored(good[1], 2)).toBe(0);
    await (await submit(l1, good[2]))().expect(200);
    at(13);
    await (await submit(l2, good[1]))().expect(200);
  });

  it('a lock saved while a submission is under way decides it: the check waits for the cycle row inside the transaction', async () => {
    at(3);
    const send = await submit(l1, good[2]);
    const other = new pg.Client({ connectionString: testDatabaseUrl() });
    await other.connect();
    try {
      // An administrator's change of Lock 1 to cover today, not yet committed.
      await other.query('BEGIN');
      await other.query('UPDATE fto_schedules SET lock1_open = $2, lock1_close = $3 WHERE id = $1', [
        cycleId,
        addDays(day, 3),
        addDays(day, 4),
      ]);
      const answer = send().then((r) => r);
      // The submission reaches its transaction and waits for the cycle's row.
      const waitingOnLock = async () => {
        const [row] = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM fto_schedules WHERE id = $1 FOR SHARE%'`,
        );
        return row.n as number;
      };
      const waiting = await waitUntil('the submission to wait for the cycle row', async () => (await waitingOnLock()) || undefined, {
        timeoutMs: 5000,
        everyMs: 50,
      });
      expect(waiting).toBe(1);
      await other.query('COMMIT');
      expectLocked(await answer, 1, addDays(day, 3), addDays(day, 4));
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.end();
    }
    const [{ n }] = await db.query(
      'SELECT count(*)::int AS n FROM fto_verifications WHERE work_code = $1 AND level = 1 AND submitted_at::date = $2',
      [good[2], addDays(day, 3)],
    );
    expect(n).toBe(0);
  });
});
