import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../server/src/common/time/clock.js';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import { actor, AFZALPUR, KALABURAGI, MYSURU, STATE, type SignedIn } from '../support/actors.js';
import {
  addDays,
  loadPanchayats,
  materialEntries,
  pngBytes,
  recentYears,
  reviewedRecordOf,
  scheduleForm,
  setUpDepartments,
  today,
} from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { ScraperReadService } from '../../server/src/scraper/scraper-read.service.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

// Issue 10: FTO works verification on real PostgreSQL and Redis, works loaded from the fixture
// MIS through the scraper jobs; every rule enforced by the server (docs/fto-api.md).
const AFZALPUR_GPS = ['1515001004', '1515001005', '1515001006'];
const MYSURU_GPS = ['1522004003'];
const DQM = {
  code: 'DQM',
  name: 'District Quality Monitors',
  level: 'ZP' as const,
  agencies: ['Gram Panchayat', 'R.D. Deptt. (PRED)'],
  roles: [{ code: 'DQM-L1', name: 'District Quality Monitor', posts: 5 }],
  levels: { 'DQM-L1': 1 },
};
const PRED_AGENCIES = ['Gram Panchayat', 'R.D. Deptt. (PRED)'];

interface WorkRow {
  work_code: string;
  agency_name: string;
  work_start_fin_year: string;
  panchayat_code: string;
  [k: string]: unknown;
}

const dmy = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const paise = (v: string | number | null | undefined) => (v === null || v === undefined ? null : BigInt(String(v).replace('.', '')));
/** round(num / den, 2) as PostgreSQL numeric does for positive values, as a 2-decimal string. */
const pct2 = (num: bigint, den: bigint) => {
  const q = (num * 10000n * 2n + den) / (2n * den);
  return `${q / 100n}.${String(q % 100n).padStart(2, '0')}`;
};
const whole = (num: bigint, den: bigint) => Number((num * 100n * 2n + den) / (2n * den));
/**
 * The draw of docs/fto-verification.md computed here independently: of the N works exactly
 * T = ceil(N x percentage / 100), shared over the (panchayat, agency, year) groups by largest
 * remainder (one work to every group first when T >= G, the rest in proportion to the works each
 * group has left; else in proportion to the groups' sizes), leftovers to the largest remainders
 * (ties by md5(seed || group)); each group takes its first works ordered by md5(seed || work code).
 */
const drawOf = (rows: WorkRow[], seed: string, percentage: number): string[] => {
  const groups = new Map<string, WorkRow[]>();
  for (const r of rows) {
    const key = `${r.panchayat_code}|${r.agency_name}|${r.work_start_fin_year}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  const n = rows.length;
  const g = groups.size;
  if (n === 0) return [];
  const t = Math.ceil((n * percentage) / 100);
  const shares = [...groups.entries()].map(([key, works]) => {
    const [num, den, first] = t >= g ? [(works.length - 1) * (t - g), n - g, 1] : [works.length * t, n, 0];
    return { key, works, take: first + (den === 0 ? 0 : Math.floor(num / den)), rest: den === 0 ? 0 : num % den };
  });
  const left = t - shares.reduce((sum, s) => sum + s.take, 0);
  [...shares]
    .sort((a, b) => b.rest - a.rest || md5(seed + a.key).localeCompare(md5(seed + b.key)))
    .slice(0, left)
    .forEach((s) => s.take++);
  const drawn: string[] = [];
  for (const { works, take } of shares) {
    works.sort((a, b) => md5(seed + a.work_code).localeCompare(md5(seed + b.work_code)) || a.work_code.localeCompare(b.work_code));
    drawn.push(...works.slice(0, take).map((w) => w.work_code));
  }
  return drawn.sort();
};

describe('FTO works verification (spec 2 §2-§9): levels, windows, sampling, the work file and its rules', () => {
  let h: ScraperHarness;
  let db: DataSource;
  let clock: Clock;
  let day: string;
  let admin: SignedIn;
  let l1: SignedIn;
  let l2: SignedIn;
  let l3: SignedIn;
  let unmapped: SignedIn;
  let mysuruZp: SignedIn;
  let kalaburagiZp: SignedIn;
  let cycleId: number;
  let filesDir: string;
  let png: Buffer;

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: [...AFZALPUR_GPS, ...MYSURU_GPS], worksPerPanchayat: 40 });
    db = h.app.get(DataSource);
    clock = h.app.get(Clock);
    day = today(h.app);
    filesDir = h.app.get<AppConfig>(APP_CONFIG).files.dir;
    png = pngBytes();
    await loadPanchayats(h.app, [...AFZALPUR_GPS, ...MYSURU_GPS]);
    admin = await actor(h.app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    await setUpDepartments(h.app, admin, [...FTO_DEMO_DEPARTMENTS, DQM]);
    l1 = await actor(h.app, 'TP', 'PRED-JE', AFZALPUR, 'USER');
    l2 = await actor(h.app, 'TP', 'PRED-AE', AFZALPUR, 'USER');
    l3 = await actor(h.app, 'TP', 'PRED-AEE', AFZALPUR, 'USER');
    unmapped = await actor(h.app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    mysuruZp = await actor(h.app, 'ZP', 'DQM-L1', MYSURU, 'USER');
    kalaburagiZp = await actor(h.app, 'ZP', 'DQM-L1', KALABURAGI, 'USER');
  }, 180000);
  afterAll(async () => {
    clock?.travelTo(null);
    await h?.close();
  });
  afterEach(() => clock.travelTo(null));

  const post = (who: SignedIn, call: string, body: object = {}) => who.agent.post(`/api/filever/${call}`).send(body);
  const expectRefused = async (res: request.Response, status: number, message: string) => {
    expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.objectContaining({ success: false, message }) });
  };
  const countFiles = () => {
    if (!fs.existsSync(filesDir)) return 0;
    return fs.readdirSync(filesDir, { recursive: true }).filter((f) => String(f).match(/\.(png|jpg|webp)$/)).length;
  };

  describe('before any cycle', () => {
    it('a mapped officer hears that no schedule exists; an unmapped one that the role has no access', async () => {
      await expectRefused(await post(l1, 'getworks2'), 403, 'No verification schedule has been set up yet.');
      await expectRefused(await post(unmapped, 'getworks2'), 403, 'Selected Role Has No Access for This Page');
      const ctx = await post(unmapped, 'level-context').expect(200);
      expect(ctx.body.data).toMatchObject({ state: 'no-mapping', level: null, message: 'Selected Role Has No Access for This Page' });
    });
  });

  describe('with a cycle open today', () => {
    beforeAll(async () => {
      const res = await admin.agent
        .post('/api/admin/add_shedule2')
        .send(scheduleForm('Cycle 1', day, addDays(day, 30), [50, 100, 100, 100, 100]));
      expect(res.status).toBe(200);
      cycleId = res.body.id;
    });

    it('level resolution: the first level holding the role, its departments, agencies and percentage', async () => {
      const res = await post(l1, 'level-context').expect(200);
      expect(res.body.data).toMatchObject({
        state: 'open',
        level: 1,
        levelName: 'Level1',
        percentage: 50,
        cycle: { id: cycleId, cycle_name: 'Cycle 1' },
        window: { startDate: day, endDate: addDays(day, 30) },
        agencies: PRED_AGENCIES,
      });
      expect(res.body.data.departments.map((d: { department_code: string }) => d.department_code)).toEqual(['PRED']);
      expect((await post(l2, 'level-context')).body.data).toMatchObject({ level: 2, percentage: 100 });
    });

    it('windows: before the start and after the end the spec’s two notices, with the dates', async () => {
      const notStarted = `The verification schedule for Level 1 starts from ${dmy(day)} and ends on ${dmy(addDays(day, 30))}.`;
      clock.travelTo(new Date(`${addDays(day, -3)}T06:00:00Z`));
      await expectRefused(await post(l1, 'getworks2'), 403, notStarted);
      expect((await post(l1, 'level-context')).body.data).toMatchObject({ state: 'not-started', message: notStarted });
      clock.travelTo(new Date(`${addDays(day, 31)}T06:00:00Z`));
      await expectRefused(await post(l1, 'getworks2'), 403, 'The verification schedule has ended. Please wait for the next cycle.');
      await expectRefused(await post(l2, 'getFtoLists'), 403, 'The verification schedule has ended. Please wait for the next cycle.');
    });

    it('a level’s own window inside the cycle decides (level 2 opening later)', async () => {
      const form = scheduleForm('Cycle 1', day, addDays(day, 30), [50, 100, 100, 100, 100]);
      form.levels[1] = { startDate: addDays(day, 10), endDate: addDays(day, 20), percentage: 100 };
      await admin.agent
        .post('/api/admin/update_shedule2')
        .send({ ...form, id: cycleId })
        .expect(200);
      try {
        await expectRefused(
          await post(l2, 'getFtoLists'),
          403,
          `The verification schedule for Level 2 starts from ${dmy(addDays(day, 10))} and ends on ${dmy(addDays(day, 20))}.`,
        );
        await post(l1, 'getworks2').expect(200);
      } finally {
        await admin.agent
          .post('/api/admin/update_shedule2')
          .send({ ...scheduleForm('Cycle 1', day, addDays(day, 30), [50, 100, 100, 100, 100]), id: cycleId })
          .expect(200);
      }
    });

    it('level 1 pages refuse other levels and the reverse', async () => {
      await expectRefused(await post(l1, 'getFtoLists'), 403, 'This page is only for Level 2 to Level 5 officers.');
      await expectRefused(await post(l2, 'getworks2'), 403, 'This page is only for Level 1 officers.');
      await expectRefused(
        await post(l2, 'getworkData2', { agency: 'Gram Panchayat', year: day.slice(0, 4) }),
        403,
        'This page is only for Level 1 officers.',
      );
    });

    it('a forged currentRole is refused; client-sent MyFtoData changes nothing', async () => {
      const forged = { ...l1.role, role_id: (l1.role.role_id as number) + 1 };
      await expectRefused(await post(l1, 'getworks2', { currentRole: forged }), 403, 'Selected role is not assigned to you.');
      const plain = await post(l1, 'getworks2').expect(200);
      const lied = await post(l1, 'getworks2', { MyFtoData: { department_ids: [1, 2, 3], percentage: 100, level: 1 } }).expect(200);
      expect(lied.body.works).toEqual(plain.body.works);
    });

    describe('sampling', () => {
      /** The draw of the works of the jurisdiction (drawOf over mis_works). */
      const expectedDraw = async (seed: string, percentage: number, scope: { block?: string; district?: string }) => {
        const rows: WorkRow[] = await db.query(
          `SELECT work_code, agency_name, work_start_fin_year, panchayat_code FROM mis_works
            WHERE gone_at IS NULL AND agency_name = ANY($1) AND work_start_fin_year = ANY($2)
              AND ($3::text IS NULL OR block_code = $3) AND ($4::text IS NULL OR district_code = $4)`,
          [PRED_AGENCIES, recentYears(day), scope.block ?? null, scope.district ?? null],
        );
        return drawOf(rows, seed, percentage);
      };

      const listedWorks = async (who: SignedIn) => {
        const summary = await post(who, 'getworks2').expect(200);
        const codes: string[] = [];
        for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string; total_works: number }[]) {
          const list = await post(who, 'getworkData2', { agency: cell.agency_name, year: cell.work_start_fin_year }).expect(200);
          expect(list.body.works).toHaveLength(cell.total_works);
          codes.push(...(list.body.works as WorkRow[]).map((w) => w.work_code));
        }
        return { summary: summary.body.works, codes: codes.sort() };
      };

      it('level 1 sees exactly ceil(50% of its works), spread over the (panchayat, agency, year) groups; the same list on every request', async () => {
        const first = await listedWorks(l1);
        const again = await listedWorks(l1);
        expect(again).toEqual(first);
        expect(first.codes).toEqual(await expectedDraw(`${cycleId}:1:`, 50, { block: '1515001' }));
        expect(first.codes.length).toBeGreaterThan(10);
        expect(first.codes.every((c) => c.startsWith('1515001'))).toBe(true);
      });

      it('draws exactly ceil(p% of N) at 5%, 10%, 20% and 100%, every group represented when the total allows, as computed independently', async () => {
        const reads = h.app.get(ScraperReadService);
        for (const scope of [
          { level: 'TP' as const, district_code: '1515', block_code: '1515001' },
          { level: 'ZP' as const, district_code: '1515' },
        ]) {
          const rows: WorkRow[] = await db.query(
            `SELECT work_code, agency_name, work_start_fin_year, panchayat_code FROM mis_works
              WHERE gone_at IS NULL AND agency_name = ANY($1) AND work_start_fin_year = ANY($2)
                AND district_code = $3 AND ($4::text IS NULL OR block_code = $4)`,
            [PRED_AGENCIES, recentYears(day), scope.district_code, 'block_code' in scope ? scope.block_code : null],
          );
          const groups = new Set(rows.map((r) => `${r.panchayat_code}|${r.agency_name}|${r.work_start_fin_year}`));
          expect(rows.length).toBeGreaterThan(groups.size);
          for (const percentage of [5, 10, 20, 100]) {
            const seed = `share-${percentage}:`;
            const query = { scopes: [scope], agencies: PRED_AGENCIES, finYears: recentYears(day), seed, percentage };
            const summary = await reads.verificationSummary(query);
            const drawn = summary.reduce((sum, cell) => sum + Number(cell.total_works), 0);
            const want = Math.ceil((rows.length * percentage) / 100);
            expect({ scope: scope.level, percentage, drawn }).toEqual({ scope: scope.level, percentage, drawn: want });
            const listed = (await reads.verificationWorks(query)).map((w) => w.work_code).sort();
            expect(listed).toEqual(drawOf(rows, seed, percentage));
            const represented = new Set(
              listed.map((code) => {
                const w = rows.find((r) => r.work_code === code)!;
                return `${w.panchayat_code}|${w.agency_name}|${w.work_start_fin_year}`;
              }),
            );
            if (want >= groups.size) expect(represented.size).toBe(groups.size);
            else expect(represented.size).toBe(want);
          }
        }
      });

      it('the summary and the lists are kept only while the works and registers are unchanged; a register link loaded since shows at once', async () => {
        const first = await listedWorks(l1);
        const [work] = await db.query<{ work_code: string; panchayat_code: string; agency_name: string; work_start_fin_year: string }[]>(
          `SELECT work_code, panchayat_code, agency_name, work_start_fin_year FROM mis_works WHERE work_code = $1`,
          [first.codes[0]],
        );
        // A works load of the panchayat no longer lists the work: marked gone, the load stamped, in one transaction.
        const load = (gone: boolean) =>
          db.transaction(async (em) => {
            await em.query(`UPDATE mis_works SET gone_at = ${gone ? 'now()' : 'NULL'} WHERE work_code = $1`, [work.work_code]);
            await em.query(`UPDATE mis_panchayat_status SET works_loaded_at = now() WHERE panchayat_code = $1`, [work.panchayat_code]);
          });
        await load(true);
        try {
          const after = await listedWorks(l1);
          expect(after.codes).not.toContain(work.work_code);
          expect(after.codes).toEqual(await expectedDraw(`${cycleId}:1:`, 50, { block: '1515001' }));
        } finally {
          await load(false);
        }
        expect(await listedWorks(l1)).toEqual(first);

        // A register load changes no work, but a link the list shows: the register row rewritten and
        // its panchayat stamped in one transaction, as MirrorStore.saveRegister does. The next list shows it.
        const list = async () =>
          (await post(l1, 'getworkData2', { agency: work.agency_name, year: work.work_start_fin_year }).expect(200)).body
            .works as WorkRow[];
        const linked = (await list()).find((w) => w.wrkreg_link !== null);
        expect(linked).toBeDefined();
        const [{ detail_url: before, panchayat_code: loadedBy }] = await db.query(
          `SELECT detail_url, panchayat_code FROM mis_work_register WHERE work_code = $1 AND gone_at IS NULL`,
          [linked!.work_code],
        );
        const registerLoad = (url: string, stamp: boolean) =>
          db.transaction(async (em) => {
            await em.query(`UPDATE mis_work_register SET detail_url = $2 WHERE work_code = $1`, [linked!.work_code, url]);
            if (stamp) await em.query(`UPDATE mis_panchayat_status SET register_changed_at = now() WHERE panchayat_code = $1`, [loadedBy]);
          });
        // Written behind the loads' back (no stamp), a link is not read again: the list is kept.
        await registerLoad(`${before}&unstamped=1`, false);
        try {
          expect((await list()).find((w) => w.work_code === linked!.work_code)?.wrkreg_link).toBe(before);
          await registerLoad(`${before}&reloaded=1`, true);
          expect((await list()).find((w) => w.work_code === linked!.work_code)?.wrkreg_link).toBe(`${before}&reloaded=1`);
        } finally {
          await registerLoad(before, true);
        }
        expect((await list()).find((w) => w.work_code === linked!.work_code)?.wrkreg_link).toBe(before);
      });

      it('another cycle draws differently', async () => {
        const second = await admin.agent
          .post('/api/admin/add_shedule2')
          .send(scheduleForm('Cycle 2', addDays(day, 31), addDays(day, 60), [50, 100, 100, 100, 100], recentYears(day)));
        expect(second.status).toBe(200);
        const inFirst = await listedWorks(l1);
        clock.travelTo(new Date(`${addDays(day, 35)}T06:00:00Z`));
        const inSecond = await listedWorks(l1);
        expect(inSecond.codes).toEqual(await expectedDraw(`${second.body.id}:1:`, 50, { block: '1515001' }));
        expect(inSecond.codes).not.toEqual(inFirst.codes);
      });

      it('the works list’s derived figures follow docs/fto-verification.md, exact to the paisa', async () => {
        const summary = await post(l1, 'getworks2').expect(200);
        let checked = 0;
        for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
          const list = await post(l1, 'getworkData2', { agency: cell.agency_name, year: cell.work_start_fin_year }).expect(200);
          for (const w of list.body.works as Record<string, string | number | null>[]) {
            const aw = paise(w.booked_inception_wages ?? w.paid_inception_wages) ?? 0n;
            const am = paise(w.booked_inception_material ?? w.paid_inception_material) ?? 0n;
            const est = paise(w.sanction_total)!;
            const spent = (paise(w.paid_inception_wages) ?? 0n) + (paise(w.paid_inception_material) ?? 0n);
            expect(paise(w.total_anticipated)).toBe(aw + am);
            expect(paise(w.total_estimated)).toBe(est);
            expect(paise(w.total_expenditure)).toBe(spent);
            expect(w.percent_so_far).toBe(est > 0n ? pct2(aw + am, est) : null);
            expect(w.percent_of_expenditure).toBe(est > 0n ? pct2(spent, est) : null);
            expect(w.ratio_of_estimate).toBe(est > 0n ? whole(paise(w.sanction_wages)!, est) : null);
            expect(w.ratio_of_expenditure_booked).toBe(aw + am > 0n ? whole(aw, aw + am) : null);
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(10);
      });
    });

    describe('the work file', () => {
      let works: WorkRow[];
      let items: { id: number; CB: string; CB_C: number; Remark: string; imgages: string }[];
      let good: string; // bills, FTOs all in order
      let twoYears: string; // bills in two financial years, FTOs in order
      let notGenerated: string; // a bill with no FTO generated
      let noBills: string;

      const materialOf = async (who: SignedIn, workCode: string) => (await post(who, 'getMatList3', { workCode }).expect(200)).body;
      const entriesFor = (who: SignedIn, workCode: string) => materialEntries(who.agent, workCode, day);
      const allSatisfactory = () => ({
        selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])),
        remarkValues: {},
        inputValues: {},
      });
      const imageItems = () => items.filter((i) => i.imgages === 'Y').map((i) => i.id);
      const yes = { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' };

      interface Form {
        workCode: string;
        checkList?: object;
        material?: unknown;
        siteAnswers?: object;
        sitePhoto?: Buffer | null;
        images?: Record<number, Buffer>;
        extra?: Record<string, string>;
      }
      const submit = async (who: SignedIn, form: Form) => {
        let req = who.agent
          .post('/api/filever/submitFullVerification')
          .field('workCode', form.workCode)
          .field('checkList', JSON.stringify(form.checkList ?? allSatisfactory()))
          .field('material', JSON.stringify(form.material ?? (await entriesFor(who, form.workCode))))
          .field('siteAnswers', JSON.stringify(form.siteAnswers ?? yes));
        // Level 2 and above name the level below's record they reviewed (issue 41), as the dialog does.
        const reviewed = await reviewedRecordOf(who.agent, form.workCode);
        if (reviewed !== null) req = req.field('reviewedRecordId', String(reviewed));
        for (const [k, v] of Object.entries(form.extra ?? {})) req = req.field(k, v);
        const photo = form.sitePhoto === undefined ? png : form.sitePhoto;
        if (photo) req = req.attach('sitePhoto', photo, 'site.png');
        const images = form.images ?? Object.fromEntries(imageItems().map((id) => [id, png]));
        for (const [id, bytes] of Object.entries(images)) req = req.attach(`image_${id}`, bytes, `item-${id}.png`);
        return req;
      };

      beforeAll(async () => {
        const summary = await post(l1, 'getworks2').expect(200);
        works = [];
        for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
          works.push(
            ...(await post(l1, 'getworkData2', { agency: cell.agency_name, year: cell.work_start_fin_year }).expect(200)).body.works,
          );
        }
        items = (await post(l1, 'getCheckList3', { workCode: works[0].work_code }).expect(200)).body.data;
        expect(items).toHaveLength(23);
        for (const w of works) {
          const fto = (await post(l1, 'getFTO2', { workCode: w.work_code }).expect(200)).body;
          const m = await materialOf(l1, w.work_code);
          const years = new Set((m.rows as { fin_year: string }[]).map((r) => r.fin_year));
          if (fto.rows.length === 0 && fto.errors.length === 0) noBills ??= w.work_code;
          else if (fto.errors.length === 0 && years.size >= 2) twoYears ??= w.work_code;
          else if (fto.errors.length === 0 && fto.rows.length > 0 && w.work_code !== twoYears) good ??= w.work_code;
          if (fto.errors.includes('One or more FTOs are not generated. Cannot proceed.')) notGenerated ??= w.work_code;
        }
        expect({ good, twoYears, notGenerated, noBills }).toEqual({
          good: expect.any(String),
          twoYears: expect.any(String),
          notGenerated: expect.any(String),
          noBills: expect.any(String),
        });
      });

      it('the material list: positional rows as a JSON string (dd/mm/yyyy) and named rows with the lowest year', async () => {
        const m = await materialOf(l1, twoYears);
        const positional = JSON.parse(m.data) as string[][];
        expect(positional).toHaveLength(m.rows.length);
        const first = m.rows[0];
        expect(positional[0]).toEqual([
          String(first.slNo),
          first.billNo,
          first.materialList,
          dmy(first.billDate),
          first.paidAmount,
          first.dueAmount,
        ]);
        expect(m.lowest_fin_year).toBe([...new Set(m.rows.map((r: { fin_year: string }) => r.fin_year))].sort()[0]);
      });

      it('the FTO rows as a JSON string; a bill with no FTO reads "FTO Not Generated"', async () => {
        const fto = (await post(l1, 'getFTO2', { workList: [{ work_code: notGenerated }], Matlist: [] }).expect(200)).body;
        expect(JSON.parse(fto.data)).toEqual(fto.rows);
        expect(fto.rows.some((r: { status: string }) => r.status === 'FTO Not Generated')).toBe(true);
        expect(fto.message).toBe('One or more FTOs are not generated. Cannot proceed.');
        const none = (await post(l1, 'getFTO2', { workCode: noBills }).expect(200)).body;
        expect(none).toMatchObject({ rows: [], errors: [], message: 'No material bills: no FTO check is needed.' });
      });

      it('every rule of spec 2 §5 is enforced by the server with its message, and a refusal stores no file', async () => {
        const before = countFiles();
        const first = items.find((i) => i.CB === 'Y')!;
        const remarkItem = items.find((i) => i.Remark === 'Y')!;
        const photoItem = items.find((i) => i.imgages === 'Y')!;
        const cases: [Form, string][] = [
          [
            { workCode: good, checkList: { ...allSatisfactory(), selectedCB: { ...allSatisfactory().selectedCB, [first.id]: undefined } } },
            'Please select an option',
          ],
          [
            { workCode: good, checkList: { ...allSatisfactory(), selectedCB: { ...allSatisfactory().selectedCB, [first.id]: 'Maybe' } } },
            'Please select an option',
          ],
          [
            {
              workCode: good,
              checkList: {
                ...allSatisfactory(),
                selectedCB: { ...allSatisfactory().selectedCB, [items.find((i) => i.CB_C === 2)!.id]: 'Not Applicable' },
              },
            },
            'Please select an option',
          ],
          [
            {
              workCode: good,
              checkList: { ...allSatisfactory(), selectedCB: { ...allSatisfactory().selectedCB, [remarkItem.id]: 'Unsatisfactory' } },
            },
            'Remark is required for Unsatisfactory',
          ],
          // The old spelling is read as Unsatisfactory (issue 25): the same rule applies.
          [
            {
              workCode: good,
              checkList: { ...allSatisfactory(), selectedCB: { ...allSatisfactory().selectedCB, [remarkItem.id]: 'Un Satisfactory' } },
            },
            'Remark is required for Unsatisfactory',
          ],
          [
            {
              workCode: good,
              images: Object.fromEntries(
                imageItems()
                  .filter((id) => id !== photoItem.id)
                  .map((id) => [id, png]),
              ),
            },
            'Image is required for Satisfactory response',
          ],
          [{ workCode: good, material: [] }, 'Required'],
          [{ workCode: good, material: (await entriesFor(l1, good)).map((e) => ({ ...e, mbNo: '' })) }, 'Required'],
          [{ workCode: good, material: (await entriesFor(l1, good)).map((e) => ({ ...e, recommendation: null })) }, 'Required'],
          [{ workCode: good, siteAnswers: { ...yes, q5: undefined } }, 'Please answer all 5 questions.'],
          [{ workCode: good, siteAnswers: { ...yes, q2: 'Maybe' } }, 'Please answer all 5 questions.'],
          [{ workCode: good, sitePhoto: null }, 'Please upload a work site photo.'],
          [{ workCode: notGenerated }, 'One or more FTOs are not generated. Cannot proceed.'],
          [{ workCode: good, siteAnswers: { ...yes, recommendation: '' } }, 'Please recommend the work for payment before submitting.'],
          [
            { workCode: good, siteAnswers: { ...yes, recommendation: 'Maybe' } },
            'Please recommend the work for payment before submitting.',
          ],
          [
            { workCode: good, siteAnswers: { ...yes, recommendation: 'No' } },
            'Please give the reason for not recommending this work for payment.',
          ],
          [
            { workCode: good, siteAnswers: { ...yes, recommendation: 'No', reason: '   ' } },
            'Please give the reason for not recommending this work for payment.',
          ],
          [
            { workCode: good, siteAnswers: { ...yes, recommendation: 'No', reason: 'x'.repeat(1001) } },
            'The reason may have at most 1000 characters.',
          ],
          // Not recommending skips the payment gates, never the record of the inspection.
          [
            { workCode: notGenerated, siteAnswers: { ...yes, q4: undefined, recommendation: 'No', reason: 'No FTO' } },
            'Please answer all 5 questions.',
          ],
          [
            { workCode: notGenerated, sitePhoto: null, siteAnswers: { ...yes, recommendation: 'No', reason: 'No FTO' } },
            'Please upload a work site photo.',
          ],
          [{ workCode: good, sitePhoto: Buffer.from('this is not an image') }, 'Only image files (JPEG, PNG or WebP) may be uploaded.'],
          [
            { workCode: good, images: { [photoItem.id]: Buffer.from('%PDF-1.4 not an image') } },
            'Only image files (JPEG, PNG or WebP) may be uploaded.',
          ],
        ];
        for (const [form, message] of cases) await expectRefused(await submit(l1, form), 400, message);

        const m = await materialOf(l1, twoYears);
        const later = (m.rows as { billNo: string; materialList: string; fin_year: string }[]).find(
          (r) => r.fin_year !== m.lowest_fin_year,
        )!;
        const withLater = [
          ...(await entriesFor(l1, twoYears)),
          { ...(await entriesFor(l1, twoYears))[0], billNo: later.billNo, materialList: later.materialList },
        ];
        await expectRefused(await submit(l1, { workCode: twoYears, material: withLater }), 400, 'Only lowest Financial Year is allowed.');

        // A bill the MIS shows with neither paid nor due amount cannot be verified.
        const [bill] = await db.query(
          `SELECT bill_key, paid, due FROM mis_material_bills WHERE work_code = $1 AND gone_at IS NULL ORDER BY bill_date LIMIT 1`,
          [good],
        );
        await db.query(`UPDATE mis_material_bills SET paid = 0, due = 0 WHERE work_code = $1 AND bill_key = $2`, [good, bill.bill_key]);
        try {
          await expectRefused(
            await submit(l1, { workCode: good }),
            400,
            'Please fill all required Material List fields and ensure at least one value for Paid or Due.',
          );
        } finally {
          await db.query(`UPDATE mis_material_bills SET paid = $3, due = $4 WHERE work_code = $1 AND bill_key = $2`, [
            good,
            bill.bill_key,
            bill.paid,
            bill.due,
          ]);
        }
        expect(countFiles()).toBe(before);
        const [{ n }] = await db.query('SELECT count(*)::int AS n FROM fto_verifications');
        expect(n).toBe(0);
      });

      it('the FTO cross-checks refuse the file with the spec’s messages (no FTO data, bills missing, count mismatch), recommended or not, and store nothing', async () => {
        const before = countFiles();
        const m = await materialOf(l1, good);
        const shown = (m.rows as { billNo: string; materialList: string; fin_year: string }[]).filter(
          (r) => r.fin_year === m.lowest_fin_year,
        );
        const [{ panchayat_code: gp }] = await db.query('SELECT panchayat_code FROM mis_works WHERE work_code = $1', [good]);
        const vouchers = shown.map((r) => r.materialList);
        const fto = async () => (await post(l1, 'getFTO2', { workCode: good }).expect(200)).body;
        const { rows: ftoRows } = await fto();
        expect(ftoRows).toHaveLength(shown.length);
        const noRecommendation = { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y' };
        /** Both with the recommendation Yes and without it (the form hides the question on FTO errors): the FTO message. */
        const expectFtoRefusal = async (message: string) => {
          await expectRefused(await submit(l1, { workCode: good }), 400, message);
          await expectRefused(await submit(l1, { workCode: good, siteAnswers: noRecommendation }), 400, message);
        };

        // No FTO carries any bill of the year, and every bill is paid: nothing to show.
        const bills: { bill_key: string; paid: string | null; due: string | null }[] = await db.query(
          `SELECT bill_key, paid, due FROM mis_material_bills WHERE work_code = $1 AND gone_at IS NULL AND fin_year = $2`,
          [good, m.lowest_fin_year],
        );
        const [hidden]: [{ fto_no: string; row_key: string }[], number] = await db.query(
          `UPDATE mis_fto_transactions SET gone_at = now() WHERE panchayat_code = $1 AND voucher_no = ANY($2) AND gone_at IS NULL
           RETURNING fto_no, row_key`,
          [gp, vouchers],
        );
        expect(hidden.length).toBeGreaterThan(0);
        await db.query(`UPDATE mis_material_bills SET paid = 1500, due = 0 WHERE work_code = $1 AND bill_key = ANY($2)`, [
          good,
          bills.map((b) => b.bill_key),
        ]);
        try {
          expect(await fto()).toMatchObject({
            rows: [],
            errors: [
              'No FTO data found.',
              `Some bills from material data not found in FTO: ${shown.map((r) => r.billNo).join(', ')}`,
              'Bill count mismatch. Possibly multiple works in a single FTO or missing bills.',
            ],
            message: 'No FTO data found.',
          });
          await expectFtoRefusal('No FTO data found.');
        } finally {
          for (const t of hidden) {
            await db.query('UPDATE mis_fto_transactions SET gone_at = NULL WHERE fto_no = $1 AND row_key = $2', [t.fto_no, t.row_key]);
          }
          for (const b of bills) {
            await db.query('UPDATE mis_material_bills SET paid = $3, due = $4 WHERE work_code = $1 AND bill_key = $2', [
              good,
              b.bill_key,
              b.paid,
              b.due,
            ]);
          }
        }
        expect((await fto()).errors).toEqual([]);

        // Two paid bills of the year that no FTO carries, beside the ones that are paid through an FTO.
        const extra = ['TEST-BILL-901', 'TEST-BILL-902'];
        for (const [i, billNo] of extra.entries()) {
          await db.query(
            `INSERT INTO mis_material_bills (work_code, bill_key, panchayat_code, serial, bill_no, voucher_no, bill_date, fin_year, paid, due, content_hash)
             SELECT work_code, $3, panchayat_code, 900 + $5::int, $3, $4, bill_date, fin_year, 750, 0, content_hash
               FROM mis_material_bills WHERE work_code = $1 AND gone_at IS NULL AND fin_year = $2 ORDER BY serial LIMIT 1`,
            [good, m.lowest_fin_year, billNo, `${gp}ML99990${i}`, i],
          );
        }
        try {
          const withExtra = await materialOf(l1, good);
          expect((withExtra.rows as { billNo: string }[]).map((r) => r.billNo)).toEqual(expect.arrayContaining(extra));
          expect(await fto()).toMatchObject({
            errors: [
              'Some bills from material data not found in FTO: TEST-BILL-901, TEST-BILL-902',
              'Bill count mismatch. Possibly multiple works in a single FTO or missing bills.',
            ],
            message: 'Some bills from material data not found in FTO: TEST-BILL-901, TEST-BILL-902',
          });
          await expectFtoRefusal('Some bills from material data not found in FTO: TEST-BILL-901, TEST-BILL-902');
        } finally {
          await db.query('DELETE FROM mis_material_bills WHERE work_code = $1 AND bill_key = ANY($2)', [good, extra]);
        }

        // One bill of the year paid through two FTOs: one row more than the bills.
        await db.query(
          `INSERT INTO mis_fto_transactions (fto_no, row_key, panchayat_code, fin_year, sr_no, block_name, reference_no, transaction_date,
                  vendor_name, vendor_id, voucher_no, account_holder, bank_code, ifsc, credit_amount_due, credit_amount_actual, status,
                  processed_date, coop_processed_date, utr_no, rejection_reason, content_hash)
           SELECT 'TEST-FTO-TWICE', row_key, panchayat_code, fin_year, 1, block_name, reference_no, transaction_date,
                  vendor_name, vendor_id, voucher_no, account_holder, bank_code, ifsc, credit_amount_due, credit_amount_actual, status,
                  processed_date, coop_processed_date, utr_no, rejection_reason, content_hash
             FROM mis_fto_transactions WHERE panchayat_code = $1 AND voucher_no = $2 AND gone_at IS NULL LIMIT 1`,
          [gp, vouchers[0]],
        );
        try {
          const twice = await fto();
          expect(twice.rows).toHaveLength(shown.length + 1);
          expect(twice.rows.filter((r: { voucher_no: string }) => r.voucher_no === vouchers[0])).toHaveLength(2);
          expect(twice).toMatchObject({
            errors: ['Bill count mismatch. Possibly multiple works in a single FTO or missing bills.'],
            message: 'Bill count mismatch. Possibly multiple works in a single FTO or missing bills.',
          });
          await expectFtoRefusal('Bill count mismatch. Possibly multiple works in a single FTO or missing bills.');
        } finally {
          await db.query(`DELETE FROM mis_fto_transactions WHERE fto_no = 'TEST-FTO-TWICE'`);
        }

        expect(await fto()).toMatchObject({ rows: ftoRows, errors: [] });
        expect(countFiles()).toBe(before);
        const [{ n }] = await db.query('SELECT count(*)::int AS n FROM fto_verifications');
        expect(n).toBe(0);
      });

      it('malformed submissions are refused in the envelope (4xx), never a 5xx', async () => {
        const raw = (body: Buffer | string, type: string) =>
          l1.agent.post('/api/filever/submitFullVerification').set('Content-Type', type).send(body);
        const answers: request.Response[] = [
          await raw('{"workCode":"x"}', 'application/json'),
          await raw('--b\r\nContent-Disposition: form-data; name="workCode"\r\n\r\n', 'multipart/form-data; boundary=b'),
          await raw('not multipart at all', 'multipart/form-data; boundary=b'),
          await l1.agent.post('/api/filever/submitFullVerification').field('checkList', '{').field('workCode', good),
          await l1.agent.post('/api/filever/submitFullVerification').field('workCode', 'x'.repeat(41)),
          await l1.agent
            .post('/api/filever/submitFullVerification')
            .field('workCode', good)
            .field('checkList', '[1,2]')
            .field('material', '{"a":1}'),
          await l1.agent.post('/api/filever/submitFullVerification').field('workCode', good).field('siteAnswers', '"Y"'),
          await l1.agent.post('/api/filever/submitFullVerification').field('workCode', good).attach('image_999', png, 'x.png'),
          await l1.agent.post('/api/filever/submitFullVerification').field('workCode', good).attach('../../etc', png, '../x.png'),
          await l1.agent
            .post('/api/filever/submitFullVerification')
            .field('workCode', good)
            .attach('sitePhoto', Buffer.alloc(0), 'empty.png'),
          await l1.agent
            .post('/api/filever/submitFullVerification')
            .field('workCode', good)
            .attach('sitePhoto', png, 'a.png')
            .attach('sitePhoto', png, 'b.png'),
          await l1.agent
            .post('/api/filever/submitFullVerification')
            .field('workCode', good)
            .field('checkList', 'x'.repeat(300 * 1024)),
        ];
        let many = l1.agent.post('/api/filever/submitFullVerification').field('workCode', good);
        for (let i = 0; i < h.config.files.maxFiles + 1; i++) many = many.attach('sitePhoto', png, `p${i}.png`);
        answers.push(await many);
        for (const res of answers) {
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body).toEqual(expect.objectContaining({ success: false, message: expect.any(String) }));
        }
      });

      it('a file over UPLOAD_MAX_BYTES is refused (413) and an upload that fails after storing its files leaves none', async () => {
        const big = Buffer.concat([png, Buffer.alloc(h.config.files.maxBytes)]);
        await expectRefused(await submit(l1, { workCode: good, sitePhoto: big }), 413, 'A file is larger than 5 MB.');
        const before = countFiles();
        await db.query(`CREATE OR REPLACE FUNCTION test_refuse_record() RETURNS trigger LANGUAGE plpgsql AS $$
                        BEGIN RAISE EXCEPTION 'refused by the test' USING ERRCODE = 'RD999'; END $$`);
        await db.query('CREATE TRIGGER test_refuse BEFORE INSERT ON fto_verifications FOR EACH ROW EXECUTE FUNCTION test_refuse_record()');
        try {
          const res = await submit(l1, { workCode: good });
          expect(res.status).toBe(409);
        } finally {
          await db.query('DROP TRIGGER test_refuse ON fto_verifications');
        }
        expect(countFiles()).toBe(before);
      });

      it('a valid file is stored with the verified role and user (never what the client names), its images served to the right people', async () => {
        const before = countFiles();
        const res = await submit(l1, {
          workCode: good,
          extra: { user: JSON.stringify({ id: 1 }), level: '5', cycle: 'Someone else’s', currentRole: JSON.stringify(l1.role) },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, code: 'FTO_SUBMITTED', message: 'Verification submitted successfully.' });
        expect(countFiles()).toBe(before + 1 + imageItems().length);
        const [record] = await db.query('SELECT * FROM fto_verifications WHERE id = $1', [res.body.id]);
        expect(record).toMatchObject({
          cycle_id: cycleId,
          level: 1,
          work_code: good,
          role_code: 'PRED-JE',
          user_id: l1.userId,
          status: 1,
          superseded_at: null,
        });
        expect(record.material.length).toBe((await entriesFor(l1, good)).length);

        const previous = (await post(l1, 'getFtoLists2', { workCode: good }).expect(200)).body.data;
        expect(previous).toHaveLength(1);
        const checkList = JSON.parse(previous[0].check_list);
        const site = JSON.parse(previous[0].sitedetails);
        expect(JSON.parse(previous[0].material)).toEqual(record.material);
        expect(site).toMatchObject({ answers: { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y' }, recommendation: 'Yes' });
        const photo = `/api/${site.photo}`;
        expect(photo).toMatch(/^\/api\/filever\/files\/[0-9a-f]{32}\.png$/);
        expect(Object.keys(checkList.images).map(Number).sort()).toEqual(imageItems().sort());

        const got = await l1.agent.get(photo).expect(200);
        expect(got.headers['content-type']).toBe('image/png');
        expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
        await kalaburagiZp.agent.get(photo).expect(200);
        await admin.agent.get(photo).expect(200);
        await expectRefused(await mysuruZp.agent.get(photo), 403, 'You are not allowed to see this file.');
        await expectRefused(await unmapped.agent.get(photo), 403, 'You are not allowed to see this file.');
        await expectRefused(await l1.agent.get('/api/filever/files/00000000000000000000000000000000.png'), 404, 'File not found.');
        await l1.agent.get('/api/filever/files/..%2f..%2fetc%2fpasswd').expect(404);
      });

      it('a resubmission replaces the record, keeps the old one in history and keeps images not sent again', async () => {
        const res = await submit(l1, {
          workCode: good,
          images: {},
          sitePhoto: null,
          siteAnswers: { ...yes, q3: 'N' },
        });
        expect(res.status).toBe(200);
        const rows = await db.query(
          'SELECT id, status, superseded_at, check_list, site_details FROM fto_verifications WHERE work_code = $1 ORDER BY id',
          [good],
        );
        expect(rows).toHaveLength(2);
        expect(rows[0].superseded_at).not.toBeNull();
        expect(rows[1]).toMatchObject({ superseded_at: null, status: 0 });
        expect(rows[1].check_list.images).toEqual(rows[0].check_list.images);
        expect(rows[1].site_details.photo).toBe(rows[0].site_details.photo);

        // The works list marks each work filed with its current record's status, and only those.
        const [w] = await db.query('SELECT agency_name, work_start_fin_year FROM mis_works WHERE work_code = $1', [good]);
        const list = (await post(l1, 'getworkData2', { agency: w.agency_name, year: w.work_start_fin_year }).expect(200)).body
          .works as WorkRow[];
        const filed: { work_code: string; status: number }[] = await db.query(
          `SELECT work_code, status FROM fto_verifications
            WHERE level = 1 AND superseded_at IS NULL AND cycle_id = (SELECT cycle_id FROM fto_verifications WHERE id = $1)`,
          [rows[1].id],
        );
        const current = new Map(filed.map((r) => [r.work_code, r.status]));
        expect(list.find((r) => r.work_code === good)).toMatchObject({ filled: true, filled_status: 0 });
        for (const r of list) {
          expect({ work: r.work_code, filled: r.filled, status: r.filled_status }).toEqual({
            work: r.work_code,
            filled: current.has(r.work_code),
            status: current.get(r.work_code) ?? null,
          });
        }
      });

      it('the level’s own records are kept only while unchanged: a record changed in place or superseded by hand shows on the next list and summary', async () => {
        const [w] = await db.query('SELECT agency_name, work_start_fin_year FROM mis_works WHERE work_code = $1', [good]);
        const lists = async () => {
          const works = (await post(l1, 'getworkData2', { agency: w.agency_name, year: w.work_start_fin_year }).expect(200)).body
            .works as WorkRow[];
          const cells = (await post(l1, 'getworks2').expect(200)).body.works as {
            agency_name: string;
            work_start_fin_year: string;
            total_works: number;
          }[];
          const cell = cells.find((c) => c.agency_name === w.agency_name && c.work_start_fin_year === w.work_start_fin_year);
          // The summary counts what the list shows, from the same records.
          expect(cell?.total_works ?? 0).toBe(works.length);
          return works;
        };
        const mine = async () => (await lists()).find((r) => r.work_code === good);
        const [current] = await db.query(
          'SELECT id, status, site_details FROM fto_verifications WHERE work_code = $1 AND level = 1 AND superseded_at IS NULL',
          [good],
        );
        const before = await mine();
        expect(before).toMatchObject({ filled: true, filled_status: current.status });
        try {
          // Changed in place (as a fix by hand would): the next list shows the new status and reason.
          await db.query(
            `UPDATE fto_verifications SET status = 1, site_details = site_details || '{"recommendation": "No", "reason": "Fixed by hand"}' WHERE id = $1`,
            [current.id],
          );
          expect(await mine()).toMatchObject({
            filled: true,
            filled_status: 1,
            filled_recommendation: 'No',
            filled_reason: 'Fixed by hand',
          });
          // Superseded with no record after it: the work is no longer filed at this level (listed only if drawn).
          await db.query('UPDATE fto_verifications SET superseded_at = now() WHERE id = $1', [current.id]);
          const gone = await mine();
          expect(gone === undefined || gone.filled === false).toBe(true);
          if (gone) expect(gone).toMatchObject({ filled_status: null, filled_recommendation: null, filled_reason: null });
        } finally {
          await db.query('UPDATE fto_verifications SET status = $2, site_details = $3, superseded_at = NULL WHERE id = $1', [
            current.id,
            current.status,
            current.site_details,
          ]);
        }
        expect(await mine()).toEqual(before);
      });

      it('the records’ version counters move in every statement that changes records: an insert, a change by hand in two taluks at once, a delete, a truncate', async () => {
        type Version = { district: string; version: number };
        const versions = async (q: { query(sql: string): Promise<unknown> }): Promise<Record<string, Version>> =>
          Object.fromEntries(
            (
              (await q.query('SELECT cycle_id, level, block_code, district_code, version FROM fto_record_versions ORDER BY 1, 2, 3')) as {
                cycle_id: number;
                level: number;
                block_code: string;
                district_code: string;
                version: string;
              }[]
            ).map((r) => [`${r.cycle_id}:${r.level}:${r.block_code}`, { district: r.district_code, version: Number(r.version) }]),
          );
        const [record] = await db.query<{ id: number; cycle_id: number; level: number; block_code: string; district_code: string }[]>(
          'SELECT id, cycle_id, level, block_code, district_code FROM fto_verifications WHERE work_code = $1 ORDER BY id LIMIT 1',
          [good],
        );
        const key = `${record.cycle_id}:${record.level}:${record.block_code}`;
        const other = `${record.cycle_id}:5:9999999`;
        const before = await versions(db);
        expect(before[key]).toEqual({ district: record.district_code, version: expect.any(Number) });
        expect(before[other]).toBeUndefined();
        // All in one transaction, rolled back: what each statement did is seen inside it.
        const runner = db.createQueryRunner();
        try {
          await runner.startTransaction();
          // A record of another level in another taluk, added by hand (a copy, as history): a new counter at 1.
          await runner.query('CREATE TEMP TABLE copied ON COMMIT DROP AS SELECT * FROM fto_verifications WHERE id = $1', [record.id]);
          await runner.query(
            `UPDATE copied SET id = nextval(pg_get_serial_sequence('fto_verifications', 'id')), level = 5,
                    district_code = '9999', block_code = '9999999', superseded_at = now()`,
          );
          await runner.query('INSERT INTO fto_verifications SELECT * FROM copied');
          const added = await versions(runner);
          expect(added[other]).toEqual({ district: '9999', version: 1 });
          expect(added[key]).toEqual(before[key]);
          // One statement changing a record in each taluk (a fix by hand): each counter once.
          await runner.query(`UPDATE fto_verifications SET status = status WHERE id = $1 OR block_code = '9999999'`, [record.id]);
          const changed = await versions(runner);
          expect({ key: changed[key].version, other: changed[other].version }).toEqual({ key: before[key].version + 1, other: 2 });
          await runner.query(`DELETE FROM fto_verifications WHERE block_code = '9999999'`);
          const deleted = await versions(runner);
          expect({ key: deleted[key].version, other: deleted[other].version }).toEqual({ key: changed[key].version, other: 3 });
          await runner.query('TRUNCATE fto_verifications CASCADE');
          const truncated = await versions(runner);
          for (const [k, kept] of Object.entries(deleted))
            expect({ k, version: truncated[k].version }).toEqual({ k, version: kept.version + 1 });
        } finally {
          await runner.rollbackTransaction();
          await runner.release();
        }
        expect(await versions(db)).toEqual(before);
      });

      it('20 changes by hand to a taluk’s records at the same moment: its counter rises by 20, none lost, and the next list shows the last', async () => {
        const [record] = await db.query<
          { id: number; cycle_id: number; level: number; block_code: string; status: number; site_details: object }[]
        >(
          'SELECT id, cycle_id, level, block_code, status, site_details FROM fto_verifications WHERE work_code = $1 AND level = 1 AND superseded_at IS NULL',
          [good],
        );
        const counter = async () =>
          Number(
            (
              await db.query('SELECT version FROM fto_record_versions WHERE cycle_id = $1 AND level = $2 AND block_code = $3', [
                record.cycle_id,
                record.level,
                record.block_code,
              ])
            )[0].version,
          );
        const before = await counter();
        try {
          await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              db.query(`UPDATE fto_verifications SET site_details = site_details || jsonb_build_object('reason', $2::text) WHERE id = $1`, [
                record.id,
                `Fixed by hand ${i}`,
              ]),
            ),
          );
          expect(await counter()).toBe(before + 20);
          const [now] = await db.query<{ reason: string }[]>(
            `SELECT site_details->>'reason' AS reason FROM fto_verifications WHERE id = $1`,
            [record.id],
          );
          const [w] = await db.query('SELECT agency_name, work_start_fin_year FROM mis_works WHERE work_code = $1', [good]);
          await db.query(
            `UPDATE fto_verifications SET status = 1, site_details = site_details || '{"recommendation": "No"}' WHERE id = $1`,
            [record.id],
          );
          const listed = (
            await post(l1, 'getworkData2', { agency: w.agency_name, year: w.work_start_fin_year }).expect(200)
          ).body.works.find((r: WorkRow) => r.work_code === good);
          expect(listed).toMatchObject({ filled_status: 1, filled_recommendation: 'No', filled_reason: now.reason });
        } finally {
          await db.query('UPDATE fto_verifications SET site_details = $2, status = $3 WHERE id = $1', [
            record.id,
            record.site_details,
            record.status,
          ]);
        }
      });

      it('the works list goes compressed to a client that takes it (brotli, else gzip), the same JSON, and a change shows in the next compressed answer', async () => {
        const [w] = await db.query('SELECT agency_name, work_start_fin_year FROM mis_works WHERE work_code = $1', [good]);
        const list = (acceptEncoding: string) =>
          post(l1, 'getworkData2', { agency: w.agency_name, year: w.work_start_fin_year })
            .set('Accept-Encoding', acceptEncoding)
            .expect(200);
        const plain = await list('identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/Accept-Encoding/);
        expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
        for (const [asked, sent] of [
          ['gzip, deflate, br, zstd', 'br'],
          ['br', 'br'],
          ['br;q=0, gzip', 'gzip'],
          ['gzip;q=1.0', 'gzip'],
        ]) {
          // Twice: the first compresses the kept answer, the second is sent the kept twin.
          for (const round of [1, 2]) {
            const res = await list(asked);
            expect({ asked, round, encoding: res.headers['content-encoding'] }).toEqual({ asked, round, encoding: sent });
            expect(res.headers.vary).toMatch(/Accept-Encoding/);
            expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
            // What the client reads is the same text, sent in a fraction of its size.
            expect(res.text).toBe(plain.text);
            expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 4);
          }
        }
        const [current] = await db.query(
          'SELECT id, status, site_details FROM fto_verifications WHERE work_code = $1 AND level = 1 AND superseded_at IS NULL',
          [good],
        );
        try {
          await db.query(
            `UPDATE fto_verifications SET status = 1, site_details = site_details || '{"recommendation": "No", "reason": "Fixed by hand"}' WHERE id = $1`,
            [current.id],
          );
          for (const asked of ['br', 'gzip', 'identity']) {
            const changed = (await list(asked)).body.works.find((r: WorkRow) => r.work_code === good);
            expect({ asked, changed }).toMatchObject({
              asked,
              changed: { filled_status: 1, filled_recommendation: 'No', filled_reason: 'Fixed by hand' },
            });
          }
        } finally {
          await db.query('UPDATE fto_verifications SET status = $2, site_details = $3 WHERE id = $1', [
            current.id,
            current.status,
            current.site_details,
          ]);
        }
        expect((await list('br')).text).toBe(plain.text);
      });

      it('30 submissions of one work at the same moment: 10 stored (one current, the rest history), 20 refused 429 with the wait, and only the stored records’ files kept', async () => {
        const before = countFiles();
        const answers = await Promise.all(Array.from({ length: 30 }, () => submit(l1, { workCode: twoYears })));
        const ok = answers.filter((r) => r.status === 200);
        const limited = answers.filter((r) => r.status === 429);
        expect({ ok: ok.length, limited: limited.length }).toEqual({ ok: 10, limited: 20 });
        for (const r of limited) {
          expect(r.body).toEqual({
            success: false,
            code: 'FTO_TOO_MANY_SUBMISSIONS',
            params: { count: 10, minutes: expect.any(Number) },
            message: expect.stringMatching(
              /^This work was submitted 10 times in the last hour\. Please wait (\d+) minutes before submitting it again\.$/,
            ),
            retryAfter: expect.any(Number),
          });
          expect(r.body.retryAfter).toBeGreaterThan(3500);
          expect(r.body.retryAfter).toBeLessThanOrEqual(3600);
          expect(r.headers['retry-after']).toBe(String(r.body.retryAfter));
          expect(r.body.message).toBe(
            `This work was submitted 10 times in the last hour. Please wait 60 minutes before submitting it again.`,
          );
        }
        const [{ current, all }] = await db.query(
          `SELECT count(*) FILTER (WHERE superseded_at IS NULL)::int AS current, count(*)::int AS all FROM fto_verifications WHERE work_code = $1 AND level = 1`,
          [twoYears],
        );
        expect({ current, all }).toEqual({ current: 1, all: 10 });
        // Each stored record's files, and nothing else: on the disk, in fto_files, and named by the records.
        const perRecord = 1 + imageItems().length;
        expect(countFiles() - before).toBe(10 * perRecord);
        const rows: { key: string }[] = await db.query('SELECT key FROM fto_files WHERE work_code = $1', [twoYears]);
        expect(rows).toHaveLength(10 * perRecord);
        const named: { path: string }[] = await db.query(
          `SELECT v.site_details->>'photo' AS path FROM fto_verifications v WHERE v.work_code = $1
           UNION SELECT i.value FROM fto_verifications v, jsonb_each_text(v.check_list->'images') i WHERE v.work_code = $1`,
          [twoYears],
        );
        expect(named.map((n) => n.path).sort()).toEqual(rows.map((r) => `filever/files/${r.key}`).sort());
        const onDisk = new Set(fs.readdirSync(filesDir, { recursive: true }).map((f) => path.basename(String(f))));
        for (const r of rows) expect(onDisk.has(r.key)).toBe(true);

        // An eleventh one, sent alone, is refused before a byte is stored.
        const eleventh = await submit(l1, { workCode: twoYears });
        expect(eleventh.status).toBe(429);
        expect(countFiles() - before).toBe(10 * perRecord);
      });

      it('a file no record names any more leaves fto_files and the disk with the next submission of the work', async () => {
        // A record of history is taken away (as a retention job would): its own files are named by no record.
        const [oldest] = await db.query(
          `SELECT id FROM fto_verifications WHERE work_code = $1 AND level = 1 AND superseded_at IS NOT NULL ORDER BY id LIMIT 1`,
          [twoYears],
        );
        const own: { key: string }[] = await db.query('SELECT key FROM fto_files WHERE verification_id = $1', [oldest.id]);
        expect(own.length).toBeGreaterThan(0);
        // Keep the rows (re-pointed at a record that exists) to see the sweep take them; the record goes.
        const [newest] = await db.query(`SELECT id FROM fto_verifications WHERE work_code = $1 AND superseded_at IS NULL AND level = 1`, [
          twoYears,
        ]);
        await db.query('UPDATE fto_files SET verification_id = $2 WHERE verification_id = $1', [oldest.id, newest.id]);
        await db.query('DELETE FROM fto_verifications WHERE id = $1', [oldest.id]);
        const before = countFiles();
        await db.query(`DELETE FROM rate_limits WHERE key LIKE 'fto-submit:%'`);
        const res = await submit(l1, { workCode: twoYears });
        expect(res.status).toBe(200);
        const left: { n: number }[] = await db.query('SELECT count(*)::int AS n FROM fto_files WHERE key = ANY($1)', [
          own.map((o) => o.key),
        ]);
        expect(left[0].n).toBe(0);
        expect(countFiles() - before).toBe(1 + imageItems().length - own.length);
      });

      it('level 2 lists the works submitted at level 1 with their result and submitter, prefills from them, and level 3 follows', async () => {
        const list = (await post(l2, 'getFtoLists').expect(200)).body.data as Record<string, unknown>[];
        expect(list.map((r) => r.work_code).sort()).toEqual([good, twoYears].sort());
        expect(list.find((r) => r.work_code === good)).toMatchObject({ status: 0, submitted_by: 'Junior Engineer, PRED', filled: false });
        expect(list.find((r) => r.work_code === twoYears)).toMatchObject({ status: 1, submitted_by: 'Junior Engineer, PRED' });
        const previous = (await post(l2, 'getFtoLists2', { workCode: good }).expect(200)).body.data;
        expect(previous[0]).toMatchObject({ level: 1, submitted_by: 'Junior Engineer, PRED' });
        await expectRefused(await post(l3, 'getFtoLists2', { workCode: good }), 403, 'This work is not in your verification list.');

        const res = await submit(l2, { workCode: good });
        expect(res.status).toBe(200);
        const after = (await post(l2, 'getFtoLists').expect(200)).body.data as Record<string, unknown>[];
        expect(after.find((r) => r.work_code === good)).toMatchObject({ filled: true, filled_status: 1 });
        const l3list = (await post(l3, 'getFtoLists').expect(200)).body.data as Record<string, unknown>[];
        expect(l3list.map((r) => r.work_code)).toEqual([good]);
        expect(l3list[0]).toMatchObject({ submitted_by: 'Assistant Engineer, PRED', status: 1 });
      });

      it('a work not recommended for payment is filed with its reason (FTO checks failing or not); the lists and the next level show it', async () => {
        const reason = 'FTO not generated for the cement bill; the MB shows 40 bags, the bill 60.';
        const no = { ...yes, recommendation: 'No', reason: `  ${reason}  ` };
        // Recommending it is refused (its FTO checks fail); not recommending it, with the reason, is filed.
        await expectRefused(await submit(l1, { workCode: notGenerated }), 400, 'One or more FTOs are not generated. Cannot proceed.');
        const res = await submit(l1, { workCode: notGenerated, siteAnswers: no });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, code: 'FTO_SUBMITTED', message: 'Verification submitted successfully.' });
        const [record] = await db.query('SELECT status, site_details FROM fto_verifications WHERE id = $1', [res.body.id]);
        expect(record.site_details).toMatchObject({ recommendation: 'No', reason, answers: { q1: 'Y', q5: 'Y' } });
        expect(record.status).toBe(1);

        // The level 1 works list: filed, not recommended, and why; recommended works say Yes, others nothing.
        const [w] = await db.query('SELECT agency_name, work_start_fin_year FROM mis_works WHERE work_code = $1', [notGenerated]);
        const list = (await post(l1, 'getworkData2', { agency: w.agency_name, year: w.work_start_fin_year }).expect(200)).body
          .works as (WorkRow & { filled_recommendation: string | null; filled_reason: string | null })[];
        expect(list.find((r) => r.work_code === notGenerated)).toMatchObject({
          filled: true,
          filled_status: 1,
          filled_recommendation: 'No',
          filled_reason: reason,
        });
        for (const r of list.filter((x) => x.work_code !== notGenerated)) {
          expect({ work: r.work_code, recommendation: r.filled_recommendation, reason: r.filled_reason }).toEqual({
            work: r.work_code,
            recommendation: r.filled ? 'Yes' : null,
            reason: null,
          });
        }

        // Level 2 lists it with the level below's verdict and reason, and prefills from it.
        const upper = (await post(l2, 'getFtoLists').expect(200)).body.data as Record<string, unknown>[];
        expect(upper.find((r) => r.work_code === notGenerated)).toMatchObject({
          recommendation: 'No',
          reason,
          filled: false,
          filled_recommendation: null,
          filled_reason: null,
        });
        expect(upper.find((r) => r.work_code === good)).toMatchObject({
          recommendation: 'Yes',
          reason: null,
          filled: true,
          filled_recommendation: 'Yes',
        });
        const previous = (await post(l2, 'getFtoLists2', { workCode: notGenerated }).expect(200)).body.data;
        expect(JSON.parse(previous[0].sitedetails)).toMatchObject({ recommendation: 'No', reason });
      });

      it('level 2 at 50% draws exactly ceil(50% of the level 1 submissions), spread over their groups, the same list on every request', async () => {
        // A cycle of its own (after Cycle 2), level 1 at 100% so enough works can be filed, level 2 at 50%.
        const created = await admin.agent
          .post('/api/admin/add_shedule2')
          .send(scheduleForm('Cycle 3', addDays(day, 61), addDays(day, 90), [100, 50, 100, 100, 100], recentYears(day)));
        expect(created.status).toBe(200);
        const cycle3 = created.body.id as number;
        clock.travelTo(new Date(`${addDays(day, 65)}T06:00:00Z`));
        expect((await post(l2, 'level-context').expect(200)).body.data).toMatchObject({ level: 2, percentage: 50, cycle: { id: cycle3 } });

        // Level 1 files up to 5 works (all FTO checks passing) in each of three groups with at least 3 such works.
        const summary = await post(l1, 'getworks2').expect(200);
        const groups = new Map<string, WorkRow[]>();
        for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
          const list = await post(l1, 'getworkData2', { agency: cell.agency_name, year: cell.work_start_fin_year }).expect(200);
          for (const w of list.body.works as WorkRow[]) {
            const key = `${w.panchayat_code}|${w.agency_name}|${w.work_start_fin_year}`;
            groups.set(key, [...(groups.get(key) ?? []), w]);
          }
        }
        const submitted: WorkRow[] = [];
        let groupsFiled = 0;
        for (const group of [...groups.values()].sort((a, b) => b.length - a.length)) {
          if (groupsFiled === 3) break;
          const fine: WorkRow[] = [];
          for (const w of group) {
            if (fine.length === 5) break;
            if ((await post(l1, 'getFTO2', { workCode: w.work_code }).expect(200)).body.errors.length === 0) fine.push(w);
          }
          if (fine.length < 3) continue;
          for (const w of fine) {
            const res = await submit(l1, { workCode: w.work_code });
            expect({ work: w.work_code, status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true } });
          }
          submitted.push(...fine);
          groupsFiled++;
        }
        expect(groupsFiled).toBe(3);

        const expected = drawOf(submitted, `${cycle3}:2:`, 50);
        const perGroup = new Map<string, number>();
        for (const w of submitted) {
          const key = `${w.panchayat_code}|${w.agency_name}|${w.work_start_fin_year}`;
          perGroup.set(key, (perGroup.get(key) ?? 0) + 1);
        }
        const count = Math.ceil((submitted.length * 50) / 100);
        expect(expected).toHaveLength(count);
        // Every group of the submissions is represented (the total allows it).
        const groupOf = (code: string) => {
          const w = submitted.find((x) => x.work_code === code)!;
          return `${w.panchayat_code}|${w.agency_name}|${w.work_start_fin_year}`;
        };
        expect(perGroup.size).toBeLessThanOrEqual(count);
        expect(new Set(expected.map(groupOf)).size).toBe(perGroup.size);
        expect(count).toBeLessThan(submitted.length);

        const listed = (await post(l2, 'getFtoLists').expect(200)).body.data as Record<string, unknown>[];
        const codes = listed.map((r) => r.work_code as string).sort();
        expect(codes).toHaveLength(count);
        expect(codes).toEqual(expected);
        const filedAtLevel1 = new Set(submitted.map((w) => w.work_code));
        expect(codes.every((c) => filedAtLevel1.has(c))).toBe(true);
        const records: { work_code: string }[] = await db.query(
          'SELECT work_code FROM fto_verifications WHERE cycle_id = $1 AND level = 1 AND superseded_at IS NULL',
          [cycle3],
        );
        expect(records.map((r) => r.work_code).sort()).toEqual([...filedAtLevel1].sort());
        for (const row of listed) expect(row).toMatchObject({ submitted_by: 'Junior Engineer, PRED', filled: false });
        const again = (await post(l2, 'getFtoLists').expect(200)).body.data as Record<string, unknown>[];
        expect(again.map((r) => r.work_code as string).sort()).toEqual(codes);

        // A work filed at level 1 but not drawn is not level 2's to read or file.
        const left = [...filedAtLevel1].find((c) => !codes.includes(c))!;
        await expectRefused(await post(l2, 'getFtoLists2', { workCode: left }), 403, 'This work is not in your verification list.');
        await expectRefused(
          await submit(l2, { workCode: left, material: await entriesFor(l1, left) }),
          403,
          'This work is not in your verification list.',
        );
      });

      it('jurisdiction: an officer of another district can neither read nor submit the work; unknown works are 404', async () => {
        for (const call of ['getMatList3', 'getFTO2', 'getCheckList3', 'getFtoLists2', 'resetMaterialList']) {
          await expectRefused(await post(mysuruZp, call, { workCode: good }), 403, 'This work is not in your verification list.');
        }
        await expectRefused(
          await submit(mysuruZp, { workCode: good, material: await entriesFor(l1, good) }),
          403,
          'This work is not in your verification list.',
        );
        await expectRefused(await post(l1, 'getMatList3', { workCode: '1515001004/XX/00000000000' }), 404, 'Work not found.');
        const mysuruList = await post(mysuruZp, 'getworks2').expect(200);
        expect(mysuruList.body.works.length).toBeGreaterThan(0);
        const some = (
          await post(mysuruZp, 'getworkData2', {
            agency: mysuruList.body.works[0].agency_name,
            year: mysuruList.body.works[0].work_start_fin_year,
          }).expect(200)
        ).body.works as WorkRow[];
        expect(some.every((w) => w.work_code.startsWith('1522'))).toBe(true);
      });

      it('the material reset: once per 300 s per work (429 with the seconds left), then again; parallel clicks reset once', async () => {
        const first = await post(l1, 'resetMaterialList', { workCode: good }).expect(200);
        expect(first.body).toMatchObject({ success: true, jobId: expect.any(String) });
        const again = await post(l1, 'resetMaterialList', { workCode: good });
        expect(again.status).toBe(429);
        expect(again.body.message).toMatch(/^Please wait (\d+) seconds before resetting the material list again\.$/);
        expect(again.body.retryAfter).toBeGreaterThan(290);
        expect(again.headers['retry-after']).toBe(String(again.body.retryAfter));
        clock.travelTo(new Date(Date.now() + 301_000));
        await post(l1, 'resetMaterialList', { workCode: good }).expect(200);
        clock.travelTo(null);

        const answers = await Promise.all(Array.from({ length: 20 }, () => post(l1, 'resetMaterialList', { workCode: twoYears })));
        expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
        expect(answers.filter((r) => r.status === 429)).toHaveLength(19);
      });

      it('the checklist: a STATE ADMIN edits an item, officers see it, others may not edit', async () => {
        const item = items[0];
        const body = {
          sort_order: 1,
          checklist_title_kn: 'ಕ್ರಿಯಾ ಯೋಜನೆ (ಅನುಮೋದಿತ)',
          checklist_title_en: 'Approved action plan',
          CB: 'Y',
          CB_C: 3,
          INP: 'Y',
          INP_tittle: 'Action plan year',
          Remark: 'Y',
          imgages: 'N',
          is_active: true,
        };
        await admin.agent.put(`/api/filever/checklist-items/${item.id}`).send(body).expect(200);
        const data = (await post(l1, 'getCheckList3', { workCode: good }).expect(200)).body.data;
        expect(data[0]).toMatchObject({ id: item.id, checklist_title_en: 'Approved action plan', CB_C: 3, INP_tittle: 'Action plan year' });
        await expectRefused(
          await l1.agent.put(`/api/filever/checklist-items/${item.id}`).send(body),
          403,
          'You are not authorized to access this page.',
        );
        await admin.agent
          .put(`/api/filever/checklist-items/${item.id}`)
          .send({ ...body, CB_C: 4 })
          .expect(400);
        const one = await admin.agent.get(`/api/filever/checklist-items/${item.id}`).expect(200);
        expect(one.body).toMatchObject({ id: item.id, checklist_title_en: 'Approved action plan' });
        await admin.agent.get('/api/filever/checklist-items/999999').expect(404);
        const list = await admin.agent.get('/api/filever/checklist-items?range=[0,4]').expect(200);
        expect(list.headers['content-range']).toMatch(/ 0-4\/23$/);
      });
    });
  });

  it('the files on disk live outside the web root under random names', () => {
    expect(path.relative(h.config.uiDistDir, filesDir).startsWith('..')).toBe(true);
  });
});
