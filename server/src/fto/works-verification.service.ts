import { Injectable, Logger } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import { RateLimiter } from '../auth/throttle/rate-limiter.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { ApiError } from '../common/http/api-error.js';
import { checkJsonStrings } from '../common/http/text-check.js';
import { IdempotencyService, type IdempotentRequest } from '../common/idempotency/idempotency.service.js';
import { Clock } from '../common/time/clock.js';
import { dmy } from '../common/time/financial-year.js';
import { inTransaction } from '../database/transaction.js';
import { LevelContextService, type LevelPage, type OpenLevelContext } from '../schedules/level-context.service.js';
import { assertLevelUnlocked } from '../schedules/lock-windows.js';
import { ScraperReadService, type WorkBill } from '../scraper/scraper-read.service.js';
import { ScraperService } from '../scraper/scraper.service.js';
import type { VerificationWork } from '../scraper/verification-reads.js';
import { FileStorage, type StorageName } from '../storage/file-storage.js';
import { FileStorages, isStoreFault } from '../storage/file-storages.js';
import { ChecklistService } from './checklist.service.js';
import type { ChecklistItem } from './entities/checklist-item.entity.js';
import type { ChecklistAnswers, SiteDetails, VerifiedMaterialRow } from './entities/verification.entity.js';
import { MaterialResetsRepository } from './repositories/material-resets.repository.js';
import { VerificationFilesRepository } from './repositories/verification-files.repository.js';
import { VerificationRecordsRepository } from './repositories/verification-records.repository.js';
import { checkFtos, type FtoCheck, type FtoRow } from './fto-checks.js';
import { checkSubmission, lowestFinYear } from './submission-rules.js';
import { WorklistService } from './worklist.service.js';
import { EvidenceService, type NewPhoto } from '../evidence/evidence.service.js';
import type { RecordEvidence } from '../evidence/evidence.types.js';
import { ReconciliationService } from '../reconciliation/reconciliation.service.js';
import type { MisChanged } from '../reconciliation/reconciliation.types.js';
import { type MessageCode, msg, type Msg, ok, said, type Said } from '../common/messages/index.js';
import { chosenCycle, reportCycles } from '../schedules/report-cycles.js';

/** Seconds between two resets of a work's material list (spec 2 §4, §9). */
export const RESET_COOLDOWN_SECONDS = 300;
export const FILE_ROUTE = 'filever/files';
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Submissions of one work by one officer in an hour (issue 25): each stores its images again. */
export const SUBMISSIONS_PER_HOUR = 10;
export const tooManySubmissions = (seconds: number): Msg =>
  msg('FTO_TOO_MANY_SUBMISSIONS', { count: SUBMISSIONS_PER_HOUR, minutes: Math.ceil(seconds / 60) });
const submissionsKey = (userId: number, workCode: string) => `fto-submit:${userId}:${workCode}`;

export interface SubmitAnswer {
  success: true;
  code: MessageCode;
  message: string;
  id: number;
}
const submitAnswer = (id: number): SubmitAnswer => ({ ...ok('FTO_SUBMITTED'), id });

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** The previous verification record as the Fill Work File dialog prefills it (spec 2 §3, JSON-string fields). */
export interface RecordAnswer {
  id: number;
  level: number;
  status: number;
  submitted_by: string;
  submitted_by_name: string;
  submitted_at: Date;
  check_list: string;
  material: string;
  sitedetails: string;
  /** What the record's photos show of where and when they were taken (issue 27); null for records before it. */
  evidence: RecordEvidence | null;
  /**
   * At level 2 and above: what the MIS changed of the work after the level below's record was
   * submitted (issue 29), or null; `mis_changed_level` names that level.
   */
  mis_changed: MisChanged | null;
  mis_changed_level: number | null;
  /**
   * At level 2 and above: the id of the level below's current record, which a submission at this
   * level names as `reviewedRecordId` (the record it reviewed); null at level 1.
   */
  below_record_id: number | null;
}

/** A work's current record at one level in its file on paper: the answers, the officer and the time, the photos' evidence. */
export interface WorkFileRecord {
  id: number;
  level: number;
  status: number;
  role_name: string;
  role_name_kn: string | null;
  user_name: string;
  submitted_at: Date;
  check_list: ChecklistAnswers;
  material: VerifiedMaterialRow[];
  site_details: SiteDetails;
  evidence: RecordEvidence | null;
}

/**
 * A work's file on paper (issue 43 item 12): the work, its current records of the cycle at every
 * level, its material bills and FTO checks as the MIS has them today, and what the MIS changed
 * after the first record was submitted.
 */
export interface WorkFile {
  work: Pick<
    VerificationWork,
    | 'work_code'
    | 'work_name'
    | 'work_status'
    | 'agency_name'
    | 'agency_name_kn'
    | 'district_name'
    | 'district_name_kn'
    | 'block_name'
    | 'block_name_kn'
    | 'panchayat_name'
    | 'panchayat_name_kn'
  >;
  /** The cycle the records are of; null when there is no cycle at all. */
  cycle: { id: number; name: string } | null;
  /** The checklist's items (their titles name the answers). */
  checklist: ChecklistItem[];
  records: WorkFileRecord[];
  bills: Omit<WorkBill, 'work_code' | 'ftos'>[];
  fto: { rows: FtoRow[]; errors: Said[] };
  /** What the MIS changed after the first record (`mis_changed_level`'s) was submitted, or null. */
  mis_changed: MisChanged | null;
  mis_changed_level: number | null;
}

const pathOf = (key: string) => `${FILE_ROUTE}/${key}`;

/** Parses a multipart JSON field; a missing field is `fallback`. */
function jsonField(value: unknown, name: string, fallback: unknown): unknown {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw ApiError.badRequest(msg('JSON_FIELD_INVALID', { name }), { [name]: 'JSON_FIELD_NOT_VALID' });
  }
  checkJsonStrings(parsed, name);
  return parsed;
}

/**
 * The `reviewedRecordId` field at level 2 and above: a record id, or null when absent. Anything
 * else is 400 (only a client other than the portal's, which sends the id getFtoLists2 answered).
 */
function reviewedIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text.trim()) || Number(text) > 2147483647) {
    throw ApiError.badField('reviewedRecordId', 'FTO_REVIEWED_RECORD_INVALID');
  }
  return Number(text);
}

/**
 * FTO works verification (spec 2 §2 Fill Work File, §5, §7 /filever): what an officer sees of a
 * work, and the submission with every rule re-checked here, files included.
 */
@Injectable()
export class WorksVerificationService {
  private readonly logger = new Logger(WorksVerificationService.name);

  constructor(
    private readonly records: VerificationRecordsRepository,
    private readonly files: VerificationFilesRepository,
    private readonly resets: MaterialResetsRepository,
    private readonly dataSource: DataSource,
    private readonly levels: LevelContextService,
    private readonly worklist: WorklistService,
    private readonly checklist: ChecklistService,
    private readonly mirror: ScraperReadService,
    private readonly scraper: ScraperService,
    private readonly storage: FileStorage,
    private readonly storages: FileStorages,
    private readonly trail: AuditTrailService,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
    private readonly limiter: RateLimiter,
    private readonly evidence: EvidenceService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  private tooMany(retryAfter: number): ApiError {
    return ApiError.tooMany(tooManySubmissions(retryAfter), retryAfter);
  }

  /** The context and the work of a per-work call (403/404 as docs/fto-api.md says). */
  async workOf(
    role: PrincipalRole,
    workCode: unknown,
    page: LevelPage = 'any',
  ): Promise<{ ctx: OpenLevelContext; work: VerificationWork }> {
    const ctx = await this.levels.requireOpen(role, page);
    return { ctx, work: await this.worklist.requireWork(ctx, workCode) };
  }

  /**
   * Whether this officer may file this work at the role's level today, checked from the form's
   * fields before its files are read (VerificationUploadInterceptor): one person one level, the
   * record of the level below it names as reviewed, the lock windows, and the hourly limit (issue
   * 41: before any photo byte is read). The submission checks them again under the work's lock.
   */
  async assertMayFile(role: PrincipalRole, userId: number, workCode: unknown, reviewedRecordId?: unknown): Promise<void> {
    const { ctx, work } = await this.workOf(role, workCode);
    await this.assertOnePersonOneLevel(this.dataSource.manager, ctx, work.work_code, userId);
    await this.assertReviewedCurrent(this.dataSource.manager, ctx, work.work_code, reviewedRecordId);
    await assertLevelUnlocked(this.dataSource.manager, ctx.cycle.id, ctx.level, this.clock.today());
    await this.assertUnderHourlyLimit(userId, work.work_code);
  }

  /**
   * Refuses (429, with the wait) an officer who has filed this work SUBMISSIONS_PER_HOUR times in
   * the last hour (issue 41): a peek, so the upload's door refuses before any photo byte is read;
   * the submission counts its hit in its transaction.
   */
  private async assertUnderHourlyLimit(userId: number, workCode: string): Promise<void> {
    const used = await this.limiter.peek(submissionsKey(userId, workCode));
    if (used.hits >= SUBMISSIONS_PER_HOUR) throw this.tooMany(used.retryAfterSeconds);
  }

  /**
   * One person, one level: whoever filed a record of the work at one level of the cycle (current
   * or superseded since: a level 1 record another officer replaced was still his) cannot file it
   * at another, whatever roles they hold; and once a higher level has filed the work, the levels
   * below can no longer change theirs. Inside a submission this runs under the work's lock (every
   * level of the work takes it), so two levels cannot both pass.
   */
  private async assertOnePersonOneLevel(em: EntityManager, ctx: OpenLevelContext, workCode: string, userId: number): Promise<void> {
    const records = await this.records.otherLevelRecords(em, ctx.cycle.id, workCode, ctx.level);
    const mine = records.find((r) => r.user_id === userId);
    if (mine) throw ApiError.forbidden(msg('FTO_ALREADY_VERIFIED_AT', { level: mine.level }));
    const above = records.find((r) => r.current && r.level > ctx.level);
    if (above) throw ApiError.conflict(msg('FTO_VERIFIED_ABOVE', { level: above.level }));
  }

  /**
   * Level n+1 verifies what it saw: a submission at level 2 and above names the level below's
   * record it reviewed (`reviewedRecordId`, the `below_record_id` getFtoLists2 answered), and is
   * refused when that level has filed a newer record since (409) or when it names none while the
   * level below has one (400). Level 1 reviews no record: the field is ignored there. Inside a
   * submission this runs under the work's lock, which the level below's submissions take too.
   */
  private async assertReviewedCurrent(em: EntityManager, ctx: OpenLevelContext, workCode: string, field: unknown): Promise<void> {
    if (ctx.level === 1) return;
    const reviewed = reviewedIdOf(field);
    const below = ctx.level - 1;
    const current = await this.records.currentRecordId(em, ctx.cycle.id, below, workCode);
    if (current !== null && reviewed === null) {
      throw ApiError.badField('reviewedRecordId', msg('FTO_REVIEWED_RECORD_REQUIRED', { level: below }));
    }
    if (current !== reviewed) throw ApiError.conflict(msg('FTO_BELOW_CHANGED', { level: below }));
  }

  async checklistOf(role: PrincipalRole, workCode: unknown): Promise<ChecklistItem[]> {
    await this.workOf(role, workCode);
    return this.checklist.active();
  }

  /** The work's material bills: positional rows (spec 3 Material row) and named ones. */
  async materialsOf(role: PrincipalRole, workCode: unknown) {
    const { work } = await this.workOf(role, workCode);
    const bills = await this.mirror.billsOfWork(work.work_code);
    const rows = bills.map((b) => ({
      slNo: b.serial,
      billNo: b.bill_no,
      materialList: b.voucher_no,
      billDate: b.bill_date,
      fin_year: b.fin_year,
      paidAmount: b.paid,
      dueAmount: b.due,
    }));
    const positional = rows.map((r) => [
      String(r.slNo),
      r.billNo,
      r.materialList ?? '',
      r.billDate ? dmy(r.billDate) : '',
      r.paidAmount ?? '',
      r.dueAmount ?? '',
    ]);
    return { data: JSON.stringify(positional), rows, lowest_fin_year: lowestFinYear(bills) };
  }

  async ftoOf(role: PrincipalRole, workCode: unknown): Promise<FtoCheck & { summary: Msg }> {
    const { work } = await this.workOf(role, workCode);
    const check = await this.ftoCheck(work, await this.mirror.billsOfWork(work.work_code));
    const summary =
      check.rows.length === 0 && check.errors.length === 0 ? msg('NO_MATERIAL_BILLS') : (check.errors[0] ?? msg('FTO_MATCHES'));
    return { ...check, summary };
  }

  private async ftoCheck(work: VerificationWork, bills: WorkBill[]): Promise<FtoCheck> {
    const lowest = lowestFinYear(bills);
    const shown = bills.filter((b) => b.fin_year !== null && b.fin_year === lowest);
    const vouchers = shown.map((b) => b.voucher_no).filter((v): v is string => !!v);
    const transactions = await this.mirror.ftoTransactionsOfVouchers(work.panchayat_code, vouchers);
    return checkFtos(shown, transactions, work.block_name);
  }

  /** The record to prefill: this level's own in this cycle, else the level below's. */
  async previousOf(role: PrincipalRole, workCode: unknown): Promise<RecordAnswer[]> {
    const { ctx, work } = await this.workOf(role, workCode);
    const own = await this.worklist.findCurrent(ctx.cycle.id, ctx.level, work.work_code);
    const below = ctx.level > 1 ? await this.worklist.findCurrent(ctx.cycle.id, ctx.level - 1, work.work_code) : null;
    const record = own ?? below;
    if (!record) return [];
    const changed = below ? await this.reconciliation.changesAfter([{ work_code: below.work_code, since: below.submitted_at }]) : null;
    return [
      {
        id: record.id,
        level: record.level,
        status: record.status,
        submitted_by: record.role_name,
        submitted_by_name: record.user_name,
        submitted_at: record.submitted_at,
        check_list: JSON.stringify(record.check_list),
        material: JSON.stringify(record.material),
        sitedetails: JSON.stringify(record.site_details),
        evidence: await this.evidence.ofRecord(record.id),
        mis_changed: changed?.get(below!.work_code) ?? null,
        mis_changed_level: below ? below.level : null,
        below_record_id: below ? below.id : null,
      },
    ];
  }

  /**
   * A work's file on paper (issue 43 item 12), for whoever may see the work's files acting in this
   * role (WorklistService.maySeeWork): of the cycle asked for, else the role's current cycle, else
   * the cycle the reports open on. Reads only.
   */
  async workFileOf(principal: Principal, role: PrincipalRole, workCode: string, wanted?: number): Promise<WorkFile> {
    const work = await this.mirror.work(workCode);
    if (!work) throw ApiError.notFound('WORK_NOT_FOUND');
    if (!(await this.worklist.maySeeWork(principal, work.work_code, [role]))) throw ApiError.forbidden('WORK_NOT_IN_LIST');
    const cycles = await reportCycles(this.dataSource, this.clock.today());
    const cycleId = wanted !== undefined ? chosenCycle(cycles, wanted) : ((await this.levels.resolve(role)).cycle?.id ?? cycles.opening);
    const [rows, bills, items] = await Promise.all([
      cycleId === null ? [] : this.records.currentRecordsOfWork(cycleId, work.work_code),
      this.mirror.billsOfWork(work.work_code),
      this.checklist.active(),
    ]);
    const [fto, evidence, changes] = await Promise.all([
      this.ftoCheck(work, bills),
      Promise.all(rows.map((r) => this.evidence.ofRecord(r.id))),
      rows.length ? this.reconciliation.changesAfter([{ work_code: work.work_code, since: rows[0].submitted_at }]) : null,
    ]);
    const name = cycles.cycles.find((c) => c.id === cycleId)?.name;
    return {
      work: {
        work_code: work.work_code,
        work_name: work.work_name,
        work_status: work.work_status,
        agency_name: work.agency_name,
        agency_name_kn: work.agency_name_kn,
        district_name: work.district_name,
        district_name_kn: work.district_name_kn,
        block_name: work.block_name,
        block_name_kn: work.block_name_kn,
        panchayat_name: work.panchayat_name,
        panchayat_name_kn: work.panchayat_name_kn,
      },
      cycle: cycleId !== null && name !== undefined ? { id: cycleId, name } : null,
      checklist: items,
      records: rows.map((r, i) => ({ ...r, evidence: evidence[i] })),
      bills: bills.map(({ work_code: _w, ftos: _f, ...bill }) => bill),
      fto: { rows: fto.rows, errors: fto.errors.map((e) => said(e)) },
      mis_changed: changes?.get(work.work_code) ?? null,
      mis_changed_level: changes?.has(work.work_code) ? rows[0].level : null,
    };
  }

  /** `submitFullVerification`: every rule of spec 2 §5 again, then one record per (cycle, level, work). */
  async submit(
    role: PrincipalRole,
    actor: Actor,
    body: Record<string, unknown>,
    uploaded: UploadedFile[],
    once: IdempotentRequest | null = null,
  ): Promise<SubmitAnswer> {
    const { ctx, work } = await this.workOf(role, body.workCode);
    await this.assertOnePersonOneLevel(this.dataSource.manager, ctx, work.work_code, actor.userId);
    await this.assertReviewedCurrent(this.dataSource.manager, ctx, work.work_code, body.reviewedRecordId);
    const checkList = jsonField(body.checkList, 'checkList', {});
    const material = jsonField(body.material, 'material', []);
    const siteAnswers = jsonField(body.siteAnswers, 'siteAnswers', {});
    const devices = this.evidence.parseDevicePositions(body.devicePositions, this.clock.now());
    const items = await this.checklist.active();
    const previous = await this.worklist.findCurrent(ctx.cycle.id, ctx.level, work.work_code);
    const uploads = await classify(uploaded, items);
    const kept = Object.fromEntries(
      Object.entries(previous?.check_list.images ?? {}).filter(([id]) => items.some((i) => String(i.id) === id && i.imgages === 'Y')),
    );
    const bills = await this.mirror.billsOfWork(work.work_code);
    const fto = await this.ftoCheck(work, bills);
    const result = checkSubmission(
      {
        checkList: checkList && typeof checkList === 'object' ? checkList : {},
        material,
        siteAnswers: (siteAnswers && typeof siteAnswers === 'object' ? siteAnswers : {}) as Record<string, unknown>,
      },
      {
        items,
        bills,
        imageItems: new Set([...uploads.images.keys(), ...Object.keys(kept).map(Number)]),
        hasSitePhoto: !!uploads.site || !!previous?.site_details.photo,
        ftoErrors: fto.errors,
        today: this.clock.today(),
      },
    );
    if (!result.ok) throw ApiError.badField(result.field, result.message);
    // Past the hourly limit nothing is stored: refused before the files are written (and, through
    // the upload's door, before they are read). The hit itself is counted under the work's lock in
    // the record's transaction (so it counts only a stored record).
    const limitKey = submissionsKey(actor.userId, work.work_code);
    await this.assertUnderHourlyLimit(actor.userId, work.work_code);

    // What each photo shows of where and when it was taken, read before the transaction (CPU work,
    // in turns): a photo that is too large or cannot be decoded refuses the submission, naming its field.
    const readings = await this.evidence.readAll(
      [
        ...[...uploads.images.entries()].map(([id, file]) => ({ field: `image_${id}`, bytes: file.buffer })),
        ...(uploads.site ? [{ field: 'sitePhoto', bytes: uploads.site.buffer }] : []),
      ],
      this.clock.now(),
    );
    const stored: {
      key: string;
      kind: 'checklist' | 'site';
      item_id: number | null;
      mime: string;
      size: number;
      storage: StorageName;
    }[] = [];
    const photos: NewPhoto[] = [];
    let unreferenced: { key: string; storage: string }[] = [];
    try {
      for (const [itemId, file] of uploads.images) {
        const { key, size } = await this.storage.put(file.buffer, IMAGE_TYPES[file.mime]);
        stored.push({ key, kind: 'checklist', item_id: itemId, mime: file.mime, size, storage: this.storage.name });
        photos.push({
          key,
          kind: 'checklist',
          item_id: itemId,
          reading: readings.get(`image_${itemId}`)!,
          device: devices.get(`image_${itemId}`) ?? null,
        });
      }
      if (uploads.site) {
        const { key, size } = await this.storage.put(uploads.site.buffer, IMAGE_TYPES[uploads.site.mime]);
        stored.push({ key, kind: 'site', item_id: null, mime: uploads.site.mime, size, storage: this.storage.name });
        photos.push({ key, kind: 'site', item_id: null, reading: readings.get('sitePhoto')!, device: devices.get('sitePhoto') ?? null });
      }
      const images: Record<string, string> = { ...kept };
      for (const s of stored) if (s.kind === 'checklist') images[String(s.item_id)] = pathOf(s.key);
      const sitePhoto = stored.find((s) => s.kind === 'site');
      const checkListAnswer: ChecklistAnswers = {
        selectedCB: result.value.selectedCB,
        remarkValues: result.value.remarkValues,
        inputValues: result.value.inputValues,
        images,
      };
      const id = await inTransaction(this.dataSource, (em) =>
        this.idempotency.once(
          em,
          once,
          async () => {
            // Every level of the work takes turns: one current record per (cycle, level, work), and
            // the one-person-one-level rule decided against the records as they are now.
            await this.records.lockWork(em, ctx.cycle.id, work.work_code);
            await this.assertOnePersonOneLevel(em, ctx, work.work_code, actor.userId);
            // The level below's record is still the one this officer reviewed (none filed since).
            await this.assertReviewedCurrent(em, ctx, work.work_code, body.reviewedRecordId);
            // Lock windows: decided against the cycle's dates as they are now (row read FOR SHARE).
            await assertLevelUnlocked(em, ctx.cycle.id, ctx.level, this.clock.today());
            const hit = await this.limiter.consume(limitKey, { limit: SUBMISSIONS_PER_HOUR, windowSeconds: 3600 }, em);
            if (!hit.allowed) throw this.tooMany(hit.retryAfterSeconds);
            const now = this.clock.now();
            const current = await this.records.currentRecordIn(em, ctx.cycle.id, ctx.level, work.work_code);
            if (current) await this.records.supersede(em, current.id, now);
            const saved = await this.records.insertRecord(em, {
              cycle_id: ctx.cycle.id,
              level: ctx.level,
              work_code: work.work_code,
              district_code: work.district_code,
              block_code: work.block_code,
              panchayat_code: work.panchayat_code,
              agency_name: work.agency_name,
              role_id: role.role_id,
              role_code: role.Role_code,
              role_name: role.Role_name,
              assignment_id: role.assignment_id,
              user_id: actor.userId,
              user_name: actor.name,
              check_list: checkListAnswer,
              material: result.value.material,
              site_details: {
                answers: result.value.answers,
                recommendation: result.value.recommendation,
                ...(result.value.reason !== null ? { reason: result.value.reason } : {}),
                photo: sitePhoto ? pathOf(sitePhoto.key) : previous!.site_details.photo,
              },
              status: result.value.status,
              submitted_at: now,
              superseded_at: null,
            });
            if (stored.length) {
              await this.files.insertFiles(
                em,
                stored.map((s) => ({ ...s, verification_id: saved.id, work_code: work.work_code, uploaded_by: actor.userId })),
              );
            }
            // The photos' evidence, decided under the work's lock against the files stored before.
            const named = [...Object.values(images), saved.site_details.photo]
              .filter((p) => p.startsWith(`${FILE_ROUTE}/`))
              .map((p) => p.slice(FILE_ROUTE.length + 1));
            const fresh = new Set(stored.map((s) => s.key));
            await this.evidence.assess(
              em,
              {
                verification_id: saved.id,
                cycle_id: ctx.cycle.id,
                cycle_opened_on: ctx.cycle.schedule_start,
                level: ctx.level,
                work_code: work.work_code,
                district_code: work.district_code,
                block_code: work.block_code,
                panchayat_code: work.panchayat_code,
                user_id: actor.userId,
                user_name: actor.name,
                submitted_at: now,
              },
              photos,
              [...new Set(named.filter((k) => !fresh.has(k)))],
            );
            unreferenced = await this.unreferencedFiles(em, work.work_code);
            await this.trail.record(em, actor, {
              action: current ? 'fto-verification.resubmit' : 'fto-verification.submit',
              entity: 'fto_verification',
              entityId: saved.id,
              before: current ? { id: current.id, status: current.status } : undefined,
              after: {
                cycle_id: saved.cycle_id,
                level: saved.level,
                work_code: saved.work_code,
                status: saved.status,
                recommendation: result.value.recommendation,
                role: role.Role_code,
              },
            });
            return saved.id;
          },
          (savedId) => ({ body: submitAnswer(savedId) }),
        ),
      );
      // After the commit: the files no record refers to any more leave the disk too.
      await this.removeFiles(unreferenced);
      return submitAnswer(id);
    } catch (err) {
      await Promise.all(stored.map((s) => this.storage.remove(s.key).catch(() => undefined)));
      if (isStoreFault(err)) {
        this.logger.error(`Could not store a file (${this.storage.name}): ${(err as Error).message}`);
        throw ApiError.unavailable('FILE_STORAGE_UNAVAILABLE');
      }
      throw err;
    }
  }

  /**
   * Keeps only the files of records that exist: the work's `fto_files` rows whose path no record
   * of the work (current or history) names are deleted in the submission's transaction, and their
   * keys given back to be removed from the disk once it commits. Run under the work's lock.
   */
  private async unreferencedFiles(em: EntityManager, workCode: string): Promise<{ key: string; storage: string }[]> {
    const rows = await this.files.deleteUnreferencedFiles(em, workCode, `${FILE_ROUTE}/`);
    return rows.map((r) => ({ key: r.key, storage: r.storage }));
  }

  /** Removes files from their storage; one that cannot be removed is logged (it is never served: its row is gone). */
  private async removeFiles(files: { key: string; storage: string }[]): Promise<void> {
    await Promise.all(
      files.map(async ({ key, storage }) => {
        try {
          await this.storages.get(storage).remove(key);
        } catch (err) {
          this.logger.warn(`Could not remove file ${key} (${storage}): ${(err as Error).message}`);
        }
      }),
    );
  }

  /**
   * `resetMaterialList`: one reset per work every 300 s, decided in one statement (so parallel
   * clicks cannot slip past), then the panchayat's bills and FTOs are loaded again from the MIS.
   */
  async resetMaterials(role: PrincipalRole, actor: Actor, workCode: unknown): Promise<{ jobId: string; joined: boolean }> {
    const { work } = await this.workOf(role, workCode);
    const now = this.clock.now();
    const claimed = await this.resets.claimReset(work.work_code, now, actor.userId, RESET_COOLDOWN_SECONDS);
    if (claimed.length === 0) {
      const last = await this.resets.lastReset(work.work_code);
      const left = Math.min(
        RESET_COOLDOWN_SECONDS,
        Math.max(1, Math.ceil(RESET_COOLDOWN_SECONDS - (now.getTime() - last.last_reset_at.getTime()) / 1000)),
      );
      throw ApiError.tooMany(msg('FTO_RESET_WAIT', { seconds: left }), left);
    }
    try {
      const load = await this.scraper.reloadMaterials(work.panchayat_code, actor.userId);
      return { jobId: load.jobId, joined: load.joined };
    } catch (err) {
      // Nothing was reset: give the cooldown back.
      const previous = claimed[0].previous;
      if (previous) {
        await this.resets.restoreReset(work.work_code, previous, now);
      } else {
        await this.resets.deleteReset(work.work_code, now);
      }
      throw err;
    }
  }

  /** An uploaded file, to a user who may see its work. */
  async file(principal: Principal, key: string): Promise<{ stream: Readable; mime: string; size: number }> {
    const file = await this.files.fileByKey(key);
    if (!file) throw ApiError.notFound('FILE_NOT_FOUND');
    if (!(await this.worklist.maySeeWork(principal, file.work_code))) throw ApiError.forbidden('FILE_NOT_ALLOWED');
    let stream: Readable | null;
    try {
      stream = await this.storages.get(file.storage).open(file.key);
    } catch (err) {
      // The store is down or not configured here: the file exists, it cannot be read now.
      this.logger.error(`Could not open file ${file.key} (${file.storage}): ${(err as Error).message}`);
      if (isStoreFault(err)) throw ApiError.unavailable('FILE_STORAGE_UNAVAILABLE');
      throw err;
    }
    if (!stream) throw ApiError.notFound('FILE_NOT_FOUND');
    return { stream, mime: file.mime, size: file.size };
  }
}

interface Checked {
  buffer: Buffer;
  mime: string;
}

/**
 * Sorts the uploaded files into the site photo and checklist images (`image_{item id}` of an
 * item that takes images), each checked to be an image by its content, not its name.
 */
async function classify(files: UploadedFile[], items: ChecklistItem[]): Promise<{ site: Checked | null; images: Map<number, Checked> }> {
  let site: Checked | null = null;
  const images = new Map<number, Checked>();
  for (const file of files) {
    const m = /^image_(\d{1,9})$/.exec(file.fieldname);
    const item = m ? items.find((i) => i.id === Number(m[1])) : undefined;
    if (file.fieldname !== 'sitePhoto' && !(item && item.imgages === 'Y')) {
      throw ApiError.badRequest(msg('FTO_UNEXPECTED_FILE_FIELD', { name: file.fieldname.slice(0, 40) }));
    }
    if (file.fieldname === 'sitePhoto' ? site : images.has(item!.id)) {
      throw ApiError.badRequest(msg('FTO_ONE_FILE_PER_FIELD', { name: file.fieldname }));
    }
    const type = file.size > 0 ? await fileTypeFromBuffer(file.buffer) : undefined;
    if (!type || !IMAGE_TYPES[type.mime]) throw ApiError.badField(file.fieldname, 'FTO_IMAGES_ONLY');
    const checked = { buffer: file.buffer, mime: type.mime };
    if (file.fieldname === 'sitePhoto') site = checked;
    else images.set(item!.id, checked);
  }
  return { site, images };
}
