import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FixtureData } from '../fixture-mis/index.js';
import { PLACE_COLUMNS, PLACE_JOINS } from '../../locations/repositories/locations.repository.js';
import { type PanchayatPlace } from '../../locations/locations.service.js';
import { ScraperService } from '../../scraper/scraper.service.js';
import { SPIDERS } from '../../scraper/spider-names.js';

/** The evidence demo's level 1 officer and taluk (evidence-demo-seed.service.ts), whose filed works change. */
const DEMO_OFFICER = '9000000011';
const DEMO_BLOCK = '1515001';
/** What the next day's MIS shows: expenditure up by this much on the first filed work, a bill of this much on the second. */
export const NEXT_NIGHT_RAISE = 42000;
export const NEXT_NIGHT_BILL = 18500;

/** The works the next day changes (all in AFZALPUR). */
export interface NextNightPlan {
  /** A filed work whose material expenditure goes up by NEXT_NIGHT_RAISE. */
  raised: string;
  /** A filed work that gets a new material bill of NEXT_NIGHT_BILL. */
  billed: string;
  /** A work whose unpaid bill (voucher) is paid. */
  paid: { work_code: string; voucher_no: string };
  /** A work no longer listed. */
  gone: string;
  /** The day of the new bill (the IST day the next night was first loaded). */
  day: string;
}

/** The fixture objects already changed in this process, with their plan (a restart serves a freshly generated MIS). */
const applied = new WeakMap<FixtureData, NextNightPlan>();

/**
 * The demo's "next night" (issue 29): a day after the first demo load and the photo evidence
 * filings, the fixture MIS serves a next-day version in which a few AFZALPUR works changed: the
 * first two works the level 1 demo officer filed (expenditure +₹ 42,000, a material bill added),
 * a bill paid and a work gone. The next night's load of their panchayats runs once (trigger
 * 'nightly'); on every later start the fixture is changed again the same way (the works chosen
 * from what the database and the generated MIS hold), without loading again, so the MIS the demo
 * serves stays the next day's.
 */
@Injectable()
export class NextNightDemoService {
  private readonly logger = new Logger('DemoNextNight');

  constructor(
    private readonly dataSource: DataSource,
    private readonly scraper: ScraperService,
  ) {}

  /**
   * Changes the fixture (once per fixture object) and, the first time, queues the next night's
   * loads; answers the plan and how many loads were queued, or null when the demo's filings are
   * not there (fewer than two level 1 records of the demo officer in AFZALPUR).
   */
  async run(fixture: FixtureData): Promise<{ plan: NextNightPlan; queued: number } | null> {
    const [{ done, day }]: { done: boolean; day: string | null }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM scrape_runs WHERE trigger = 'nightly' AND block_code = $1) AS done,
              (SELECT to_char(min(queued_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') FROM scrape_runs WHERE trigger = 'nightly' AND block_code = $1) AS day`,
      [DEMO_BLOCK],
    );
    // Planned on the MIS as generated (before the change), so the same works on every start.
    let plan = applied.get(fixture) ?? null;
    if (!plan) {
      plan = await this.plan(fixture, day ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
      if (!plan) return null;
      const raised = fixture.findWork(plan.raised)!.work.row.paid_inception_material;
      fixture.setWorkField(plan.raised, 'paid_inception_material', Number(raised ?? 0) + NEXT_NIGHT_RAISE);
      fixture.addBill(plan.billed, NEXT_NIGHT_BILL, plan.day);
      fixture.payBill(plan.paid.work_code, plan.paid.voucher_no);
      fixture.removeWork(plan.gone);
      applied.set(fixture, plan);
    }
    if (done) return { plan, queued: 0 };
    const places: PanchayatPlace[] = await this.dataSource.query(
      `SELECT ${PLACE_COLUMNS} FROM ${PLACE_JOINS} WHERE p.panchayat_code = ANY($1) ORDER BY p.panchayat_code`,
      [[...new Set([plan.raised, plan.billed, plan.paid.work_code, plan.gone].map((code) => code.slice(0, 10)))]],
    );
    for (const place of places) {
      await this.scraper.startLoad(SPIDERS.works, place, 'nightly');
      await this.scraper.startLoad(SPIDERS.bills, place, 'nightly');
    }
    this.logger.log(`Demo: the next night's MIS load of ${places.length} AFZALPUR panchayats (works changed after level 1 filed them)`);
    return { plan, queued: places.length * 2 };
  }

  /**
   * The works to change: the demo officer's first two level 1 filings in AFZALPUR (by record
   * id), the first unpaid bill of the other filed works (else of AFZALPUR), and the first work
   * of AFZALPUR (by code) with no bill and no record. The same on every start.
   */
  private async plan(fixture: FixtureData, day: string): Promise<NextNightPlan | null> {
    const [{ ids }]: { ids: string[] | null }[] = await this.dataSource.query(
      `SELECT array_agg(work_code ORDER BY first_id) AS ids FROM (
         SELECT v.work_code, min(v.id) AS first_id FROM fto_verifications v JOIN users u ON u.id = v.user_id
          WHERE u.mobile_number = $1 AND v.level = 1 AND v.block_code = $2 GROUP BY v.work_code) f`,
      [DEMO_OFFICER, DEMO_BLOCK],
    );
    const order = (ids ?? []).filter((code) => fixture.findWork(code));
    if (order.length < 2) return null;
    const [raised, billed] = order;
    const recorded: { work_code: string }[] = await this.dataSource.query(
      `SELECT DISTINCT work_code FROM fto_verifications WHERE block_code = $1`,
      [DEMO_BLOCK],
    );
    const withRecord = new Set(recorded.map((r) => r.work_code));
    const gps = fixture
      .panchayats()
      .filter((p) => p.block_code === DEMO_BLOCK)
      .map((p) => p.panchayat_code)
      .sort();
    const bills = gps.flatMap((gp) => fixture.bills(gp));
    const unpaid = (b: { work_code: string; due: string }) => Number(b.due) > 0 && b.work_code !== raised && b.work_code !== billed;
    const paid = bills.find((b) => unpaid(b) && withRecord.has(b.work_code)) ?? bills.find(unpaid);
    const works = gps.flatMap((gp) => fixture.works(gp)).sort((a, b) => a.work_code.localeCompare(b.work_code));
    const gone = works.find(
      (w) => !withRecord.has(w.work_code) && fixture.workBills(w.work_code).length === 0 && w.work_code !== paid?.work_code,
    );
    if (!paid || !gone) return null;
    return { raised, billed, paid: { work_code: paid.work_code, voucher_no: paid.voucher_no }, gone: gone.work_code, day };
  }
}
