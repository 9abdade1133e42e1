import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { PrincipalService } from '../../auth/principal.service.js';
import type { PrincipalRole } from '../../common/auth/principal.js';
import { Clock } from '../../common/time/clock.js';
import { passedOn, samplePhoto, type SamplePhoto } from './sample-photos.js';
import { WorksVerificationService, type UploadedFile } from '../../fto/works-verification.service.js';
import { WorklistService } from '../../fto/worklist.service.js';
import { LevelContextService } from '../../schedules/level-context.service.js';
import { demoPanchayatLocations, offsetBy } from './demo-gp-locations.js';

/** The level 1 demo officer (README) who files the evidence demo's records, and the taluk. */
export const EVIDENCE_DEMO_OFFICER = '9000000011';
export const EVIDENCE_DEMO_BLOCK = '1515001';
const LEVEL1_ROLE = 'PRED-JE';
const IST_MS = 5.5 * 3600_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the demo's photos of one work are made to show (issue 27's flags, and one clean work). */
export type EvidenceScenario = 'clean' | 'far-checklist' | 'far-from-gp' | 'old-photo' | 'reused-photo' | 'time-mismatch' | 'no-location';
export const EVIDENCE_SCENARIOS: EvidenceScenario[] = [
  'clean',
  'far-checklist',
  'far-from-gp',
  'old-photo',
  'reused-photo',
  'time-mismatch',
  'no-location',
];

interface Point {
  latitude: number;
  longitude: number;
}

/** One photo of a work file as the demo sends it: the file, and what the device reported. */
interface DemoPhoto {
  field: string;
  photo: Buffer;
  device: { latitude: number | null; longitude: number | null; accuracy: number | null; at: string | null } | null;
}

interface WorkRow {
  work_code: string;
  panchayat_code: string;
}

/** Local wall time in India (`YYYY-MM-DDTHH:mm:ss`), as a camera writes it. */
const wallTime = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 19);

/**
 * The photo evidence demo (issue 27): plausible locations for the demo's panchayats, and level 1
 * records in AFZALPUR filed by the level 1 demo officer through the real submission path, whose
 * photos raise each evidence flag (one clean work beside them), so that level 2 (9000000012)
 * sees the flags on its list and the state administrator in the Photo evidence report.
 *
 * The works come from the MIS load the demo starts in the background on first start, so the
 * records are filed once that load has brought AFZALPUR's works (`fileWhenLoaded`); `run` files
 * them at once when the works are there. Idempotent: panchayat locations are written only where
 * none is known (an administrator's import stays), and each scenario's work is filed only when it
 * has no level 1 record in the cycle yet.
 */
@Injectable()
export class EvidenceDemoSeedService implements OnModuleDestroy {
  private readonly logger = new Logger('DemoSeed');
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
    private readonly principals: PrincipalService,
    private readonly levels: LevelContextService,
    private readonly clock: Clock,
  ) {}

  onModuleDestroy(): void {
    this.stopped = true;
  }

  /** Locations, then the records if the works are loaded (else they wait for `fileWhenLoaded`). */
  async run(): Promise<void> {
    const placed = await this.placePanchayats();
    if (placed) this.logger.log(`Photo evidence demo: locations of ${placed} gram panchayats`);
    const filed = await this.fileRecords();
    if (filed !== null)
      this.logger.log(
        filed ? `Photo evidence demo: ${filed} level 1 records with photos in AFZALPUR` : 'Photo evidence demo already in place',
      );
  }

  /** Writes the demo panchayats' locations where none is known; answers how many were written. */
  async placePanchayats(): Promise<number> {
    const panchayats: { panchayat_code: string; block_code: string }[] = await this.dataSource.query(
      'SELECT panchayat_code, block_code FROM panchayats ORDER BY panchayat_code',
    );
    const located = demoPanchayatLocations(panchayats);
    if (!located.length) return 0;
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE panchayats p SET latitude = v.latitude, longitude = v.longitude
         FROM unnest($1::text[], $2::float8[], $3::float8[]) AS v(panchayat_code, latitude, longitude)
        WHERE p.panchayat_code = v.panchayat_code AND p.latitude IS NULL
       RETURNING p.panchayat_code`,
      [located.map((l) => l.panchayat_code), located.map((l) => l.latitude), located.map((l) => l.longitude)],
    );
    // TypeORM answers an UPDATE ... RETURNING on PostgreSQL as [rows, affected count].
    return Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
  }

  /**
   * Polls (every `everyMs`, up to `timeoutMs`) until the background MIS load has brought
   * AFZALPUR's works and bills, then files the records. Never throws: a failure is logged.
   */
  async fileWhenLoaded(timeoutMs = 10 * 60_000, everyMs = 2000): Promise<void> {
    const end = Date.now() + timeoutMs;
    try {
      while (!this.stopped) {
        if (await this.misLoaded()) {
          const filed = await this.fileRecords();
          if (filed) this.logger.log(`Photo evidence demo: ${filed} level 1 records with photos in AFZALPUR`);
          return;
        }
        if (Date.now() > end) {
          this.logger.warn('Photo evidence demo: the MIS works of AFZALPUR did not arrive; its records will be filed on a later start');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, everyMs).unref());
      }
    } catch (err) {
      if (!this.stopped) this.logger.warn(`Photo evidence demo not filed: ${(err as Error).message}`);
    }
  }

  /** Whether AFZALPUR's works are in the mirror and none of its MIS loads is still under way. */
  private async misLoaded(): Promise<boolean> {
    const [row]: { works: boolean; busy: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM mis_works WHERE block_code = $1) AS works,
              EXISTS (SELECT 1 FROM scrape_runs WHERE block_code = $1 AND state IN ('queued', 'active')) AS busy`,
      [EVIDENCE_DEMO_BLOCK],
    );
    return row.works && !row.busy;
  }

  /**
   * Files the scenarios' records; answers how many were filed, or null when the officer, the
   * open level 1 or AFZALPUR's works are not there (yet).
   */
  async fileRecords(): Promise<number | null> {
    const officer = await this.officer();
    if (!officer) return null;
    const verification = this.moduleRef.get(WorksVerificationService, { strict: false });
    const worklist = this.moduleRef.get(WorklistService, { strict: false });
    const ctx = await this.levels.resolve(officer.role);
    if (ctx.state !== 'open' || ctx.level !== 1 || !ctx.cycle) return null;
    const open = await this.levels.requireOpen(officer.role, 'level1');
    const works: WorkRow[] = [];
    for (const group of await worklist.summary(open)) {
      const list = JSON.parse((await worklist.worksJson(open, group.agency_name, group.work_start_fin_year)).toString('utf8')) as {
        works: WorkRow[];
      };
      works.push(...list.works);
    }
    const afzalpur = await this.inBlock(works.map((w) => w.work_code));
    // One work per scenario, spread over the panchayats; the rest of the list stays for the officer.
    const chosen = spread(works.filter((w) => afzalpur.has(w.work_code))).slice(0, EVIDENCE_SCENARIOS.length);
    if (chosen.length < EVIDENCE_SCENARIOS.length) return null;
    const [{ schedule_start }]: { schedule_start: string }[] = await this.dataSource.query(
      `SELECT to_char(schedule_start, 'YYYY-MM-DD') AS schedule_start FROM fto_schedules WHERE id = $1`,
      [open.cycle.id],
    );
    const filed: { work_code: string }[] = await this.dataSource.query(
      'SELECT work_code FROM fto_verifications WHERE cycle_id = $1 AND level = 1 AND work_code = ANY($2) AND superseded_at IS NULL',
      [open.cycle.id, chosen.map((w) => w.work_code)],
    );
    const done = new Set(filed.map((f) => f.work_code));
    const places = await this.places(chosen);
    const now = this.clock.now();
    const cycleOpened = new Date(`${schedule_start}T00:00:00+05:30`);
    // The clean work's site photo: made again on every run (same seed, same bytes), reused below.
    // Photos taken 25 minutes ago, but never before the cycle opened (a demo started just after midnight).
    const fresh = new Date(Math.max(now.getTime() - 25 * MINUTE, Math.min(now.getTime(), cycleOpened.getTime() + MINUTE)));
    const cleanSite = await samplePhoto(this.exifAt(seedOf(chosen[0].work_code, 0), places.get(chosen[0].work_code)!.site, fresh));
    let count = 0;
    for (const [i, scenario] of EVIDENCE_SCENARIOS.entries()) {
      const work = chosen[i];
      if (done.has(work.work_code)) continue;
      const photos = await this.photosOf(scenario, work, places.get(work.work_code)!, { fresh, cycleOpened, cleanSite });
      await this.file(verification, officer, work.work_code, photos);
      count++;
    }
    return count;
  }

  /** The demo level 1 officer, signed in as it were, with the role that opens level 1. */
  private async officer(): Promise<{ userId: number; name: string; role: PrincipalRole } | null> {
    const [user]: { id: number }[] = await this.dataSource.query(`SELECT id FROM users WHERE mobile_number = $1 AND status = 'ACTIVE'`, [
      EVIDENCE_DEMO_OFFICER,
    ]);
    if (!user) return null;
    const principal = await this.principals.load(user.id);
    const role = principal?.roles.find((r) => r.Role_code === LEVEL1_ROLE);
    return principal && role ? { userId: user.id, name: principal.user.name, role } : null;
  }

  private async inBlock(workCodes: string[]): Promise<Set<string>> {
    const rows: { work_code: string }[] = await this.dataSource.query(
      'SELECT work_code FROM mis_works WHERE work_code = ANY($1) AND block_code = $2',
      [workCodes, EVIDENCE_DEMO_BLOCK],
    );
    return new Set(rows.map((r) => r.work_code));
  }

  /**
   * Each chosen work's site (its MIS geotag where the mirror has one, else 1 to 3 km from its
   * panchayat's location) and the panchayat's location.
   */
  private async places(works: WorkRow[]): Promise<Map<string, { site: Point; gp: Point }>> {
    const rows: { work_code: string; geo_latitude: number | null; geo_longitude: number | null; latitude: number; longitude: number }[] =
      await this.dataSource.query(
        `SELECT w.work_code, w.geo_latitude, w.geo_longitude, p.latitude, p.longitude
           FROM mis_works w JOIN panchayats p ON p.panchayat_code = w.panchayat_code
          WHERE w.work_code = ANY($1)`,
        [works.map((w) => w.work_code)],
      );
    const out = new Map<string, { site: Point; gp: Point }>();
    rows.forEach((r, i) => {
      const gp = { latitude: r.latitude ?? 17.2, longitude: r.longitude ?? 76.36 };
      const site =
        r.geo_latitude !== null && r.geo_longitude !== null
          ? { latitude: r.geo_latitude, longitude: r.geo_longitude }
          : offsetBy(gp.latitude, gp.longitude, 800 + 300 * (i % 5), -600 + 400 * (i % 4));
      out.set(r.work_code, { site, gp });
    });
    return out;
  }

  /** A phone photo's EXIF: at `at` (India time, offset written), `where`, with a 5-12 m fix. */
  private exifAt(seed: number, where: Point | null, at: Date): SamplePhoto {
    return {
      seed,
      gps: where ? { ...where, accuracy_m: 5 + (seed % 8) } : null,
      takenAt: wallTime(at),
      offset: '+05:30',
      make: seed % 2 ? 'samsung' : 'Xiaomi',
      model: seed % 2 ? 'SM-A155F' : 'Redmi Note 12',
    };
  }

  /** The site photo and the three checklist photos of a scenario's work file. */
  private async photosOf(
    scenario: EvidenceScenario,
    work: WorkRow,
    place: { site: Point; gp: Point },
    t: { fresh: Date; cleanSite: Buffer; cycleOpened: Date },
  ): Promise<DemoPhoto[]> {
    const fresh = t.fresh;
    // The far-from-the-panchayat work's photos are all taken 18 km from its panchayat's office.
    const site = scenario === 'far-from-gp' ? offsetBy(place.gp.latitude, place.gp.longitude, 18_000, 2_000) : place.site;
    const device = (where: Point | null, at: Date | null) => ({
      latitude: where?.latitude ?? null,
      longitude: where?.longitude ?? null,
      accuracy: where ? 12 : null,
      at: at ? at.toISOString() : null,
    });
    const photos: DemoPhoto[] = [];
    const items = await this.imageItems();
    // Site photo.
    const siteSeed = seedOf(work.work_code, 0);
    if (scenario === 'no-location') {
      // A PNG (no EXIF at all) and no device report: nothing tells where it was taken.
      photos.push({ field: 'sitePhoto', photo: await samplePhoto({ seed: siteSeed, format: 'png' }), device: null });
    } else if (scenario === 'old-photo') {
      // Taken 40 days before the cycle opened and picked from the gallery: the device reported nothing.
      const old = new Date(t.cycleOpened.getTime() - 40 * DAY);
      photos.push({ field: 'sitePhoto', photo: await samplePhoto(this.exifAt(siteSeed, site, old)), device: null });
    } else if (scenario === 'time-mismatch') {
      // The camera says 25 minutes ago; the phone's clock when it was taken said two hours earlier still.
      const deviceAt = new Date(fresh.getTime() - 2 * HOUR - 5 * MINUTE);
      photos.push({ field: 'sitePhoto', photo: await samplePhoto(this.exifAt(siteSeed, site, fresh)), device: device(site, deviceAt) });
    } else if (scenario === 'clean') {
      photos.push({ field: 'sitePhoto', photo: t.cleanSite, device: device(site, fresh) });
    } else {
      photos.push({ field: 'sitePhoto', photo: await samplePhoto(this.exifAt(siteSeed, site, fresh)), device: device(site, fresh) });
    }
    // Checklist photos: within 60 m of the site photo, a minute or two apart.
    for (const [k, itemId] of items.entries()) {
      const where = offsetBy(site.latitude, site.longitude, 20 + 15 * k, -10 * k);
      const at = new Date(fresh.getTime() + (k + 1) * 2 * MINUTE);
      const field = `image_${itemId}`;
      if (scenario === 'far-checklist' && k === items.length - 1) {
        // Taken 180 m from the site photo: outside the 100 m of the work site.
        const far = offsetBy(site.latitude, site.longitude, 150, 100);
        photos.push({ field, photo: await samplePhoto(this.exifAt(seedOf(work.work_code, k + 1), far, at)), device: device(far, at) });
      } else if (scenario === 'reused-photo' && k === 0) {
        // The clean work's site photo passed on: resized, recompressed, edges trimmed, a new capture's EXIF.
        const reused = await passedOn(t.cleanSite, { width: 640, quality: 70, crop: 0.02, exif: this.exifAt(0, where, at) });
        photos.push({ field, photo: reused, device: device(where, at) });
      } else {
        photos.push({ field, photo: await samplePhoto(this.exifAt(seedOf(work.work_code, k + 1), where, at)), device: device(where, at) });
      }
    }
    return photos;
  }

  private async imageItems(): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM fto_checklist_items WHERE is_active AND imgages = 'Y' ORDER BY sort_order, id`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Files a work as the officer's Fill Work File would: every checklist item answered (those that
   * take a photo with one), the lowest year's bills with their measurement book entries, the five
   * site answers, recommended for payment when the FTOs match, and the photos with the device's reports.
   */
  private async file(
    verification: WorksVerificationService,
    officer: { userId: number; name: string; role: PrincipalRole },
    workCode: string,
    photos: DemoPhoto[],
  ): Promise<void> {
    const role = officer.role;
    const items = await verification.checklistOf(role, workCode);
    const withPhoto = new Set(photos.filter((p) => p.field.startsWith('image_')).map((p) => Number(p.field.slice(6))));
    const selectedCB: Record<string, string> = {};
    const inputValues: Record<string, string> = {};
    for (const item of items) {
      if (item.CB !== 'Y') continue;
      selectedCB[item.id] = item.imgages === 'Y' && !withPhoto.has(item.id) ? 'Not Applicable' : 'Satisfactory';
      if (item.INP === 'Y') inputValues[item.id] = String(100 + item.id);
    }
    const today = this.clock.today();
    const materials = await verification.materialsOf(role, workCode);
    const material = materials.rows
      .filter((r) => r.fin_year === materials.lowest_fin_year)
      .map((r, i) => ({
        billNo: r.billNo,
        materialList: r.materialList,
        mbNo: `MB-${40 + i}`,
        pageNo: String(12 + i),
        mbDate: today,
        checkMeasurementDate: today,
        recommendation: true,
      }));
    const fto = await verification.ftoOf(role, workCode);
    const payable = fto.errors.length === 0 && materials.rows.every((r) => r.materialList && (Number(r.paidAmount) || Number(r.dueAmount)));
    const siteAnswers = {
      q1: 'Y',
      q2: 'Y',
      q3: 'Y',
      q4: 'Y',
      q5: 'Y',
      recommendation: payable ? 'Yes' : 'No',
      ...(payable ? {} : { reason: 'Material bills do not match the FTOs; to be checked with the panchayat.' }),
    };
    const devicePositions = Object.fromEntries(photos.filter((p) => p.device).map((p) => [p.field, p.device]));
    const files: UploadedFile[] = photos.map((p) => ({
      fieldname: p.field,
      originalname: `${p.field}.${p.photo[0] === 0x89 ? 'png' : 'jpg'}`,
      buffer: p.photo,
      size: p.photo.length,
    }));
    await verification.submit(
      role,
      { userId: officer.userId, name: officer.name, requestId: null },
      {
        workCode,
        currentRole: String(role.assignment_id),
        checkList: JSON.stringify({ selectedCB, remarkValues: {}, inputValues }),
        material: JSON.stringify(material),
        siteAnswers: JSON.stringify(siteAnswers),
        devicePositions: JSON.stringify(devicePositions),
      },
      files,
    );
  }
}

/** A photo's scene seed, fixed per work and photo (the same bytes on every run). */
function seedOf(workCode: string, n: number): number {
  let h = 2166136261;
  for (const c of `${workCode}#${n}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) % 2_000_000_000;
}

/** The works in turn from each panchayat (round robin), so the demo's records spread over the taluk. */
function spread(works: WorkRow[]): WorkRow[] {
  const byGp = new Map<string, WorkRow[]>();
  for (const w of [...works].sort((a, b) => a.work_code.localeCompare(b.work_code))) {
    byGp.set(w.panchayat_code, [...(byGp.get(w.panchayat_code) ?? []), w]);
  }
  const lists = [...byGp.keys()].sort().map((k) => byGp.get(k)!);
  const out: WorkRow[] = [];
  for (let i = 0; out.length < works.length; i++) for (const list of lists) if (list[i]) out.push(list[i]);
  return out;
}
