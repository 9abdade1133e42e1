import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { ApiError, type FieldErrors } from '../common/http/api-error.js';
import { violationOf } from '../common/http/database-errors.js';
import { parseId } from '../common/pipes/parse-id.pipe.js';
import { Clock } from '../common/time/clock.js';
import { dmy, financialYearOf, financialYearsBetween } from '../common/time/financial-year.js';
import { inTransaction } from '../database/transaction.js';
import { RolesService, type DepartmentRef } from '../roles/roles.service.js';
import type { MappingEntryDto, ScheduleDto } from './dto/schedule.dto.js';
import type { FtoRoleMapping } from './entities/fto-role-mapping.entity.js';
import type { FtoSchedule } from './entities/fto-schedule.entity.js';
import { SchedulesRepository } from './repositories/schedules.repository.js';
import { checkSchedule, FIRST_SCHEDULE_YEAR, type ScheduleInput, yearsReaching } from './schedule-rules.js';
import { compareForOfficers, LEVEL_KEYS, scheduleView, type LevelsData, type MappingView, type ScheduleView } from './schedule-views.js';
import { en, type MessageRef, msg, type Msg } from '../common/messages/index.js';

/** Departments of these codes never take part in the verification mapping (spec 2 §3). */
export const UNMAPPED_DEPARTMENTS = ['ST', 'ZP', 'TP'];

/** The FTO context of a session (spec 2 §3): the role mappings and the cycles, current first. */
export interface FtoContext {
  Roles: MappingView[];
  schedule: ScheduleView[];
}

function schedulesAsOf(rows: FtoSchedule[], today: string): ScheduleView[] {
  return rows.map((s) => scheduleView(s, today)).sort(compareForOfficers);
}

/** Verification cycles and the role-to-level mapping (spec 2 §2 FTO schedule list, §5 Schedule form). */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly repo: SchedulesRepository,
    private readonly roles: RolesService,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrailService,
    private readonly clock: Clock,
  ) {}

  /** The FTO context as read at a change version (ftoContext); answers only serialise it. */
  private kept: { version: string; Roles: MappingView[]; rows: FtoSchedule[] } | null = null;

  /** 2010-2011 (the spec's first) up to the current financial year. */
  allowedYears(): string[] {
    return financialYearsBetween(FIRST_SCHEDULE_YEAR, financialYearOf(this.clock.today()));
  }

  async list(): Promise<ScheduleView[]> {
    return schedulesAsOf(await this.repo.findAllSchedules(), this.clock.today());
  }

  /**
   * The FTO context. Given the `fto_context` change version read before (with the session), the
   * context read at that version is reused while it is current: the version is raised in every
   * transaction that writes departments, mappings or schedules (migration ChangeVersions), and
   * the rows are read after the version, so what is kept is never older than its version. The
   * cycles' status is worked out for today on each call. Without a version it is read afresh.
   */
  async ftoContext(version?: string): Promise<FtoContext> {
    const today = this.clock.today();
    const kept = this.kept;
    if (version !== undefined && kept?.version === version) return { Roles: kept.Roles, schedule: schedulesAsOf(kept.rows, today) };
    const [Roles, rows] = await Promise.all([this.mappings(), this.repo.findAllSchedules()]);
    if (version !== undefined && (!this.kept || BigInt(this.kept.version) < BigInt(version))) this.kept = { version, Roles, rows };
    return { Roles, schedule: schedulesAsOf(rows, today) };
  }

  async create(dto: ScheduleDto, actor: Actor): Promise<ScheduleView> {
    const input = this.check(dto);
    return this.save(actor, input.cycleName, async (em) => {
      const saved = await this.repo.insertSchedule(em, { ...columnsOf(input), created_by: actor.userId, updated_by: actor.userId });
      return { saved, before: null };
    });
  }

  async update(dto: ScheduleDto, actor: Actor): Promise<ScheduleView> {
    if (dto.id === undefined) throw ApiError.badRequest('SCHEDULE_ID_REQUIRED', { id: 'REQUIRED' });
    const id = dto.id;
    const input = this.check(dto);
    return this.save(actor, input.cycleName, async (em) => {
      const before = await this.repo.findScheduleForUpdate(em, id);
      if (!before) throw scheduleError(HttpStatus.NOT_FOUND, 'SCHEDULE_NOT_FOUND');
      const saved = await this.repo.saveSchedule(em, { ...before, ...columnsOf(input), updated_by: actor.userId });
      return { saved, before };
    });
  }

  /**
   * The form's rules (schedule-rules.ts), whose refusal codes are data to the scan of the OpenAPI document:
   * @refuses 400 LABELED_NO_SUCH_DATE SCHEDULE_CYCLE_NAME_LONG SCHEDULE_DATE_INVALID SCHEDULE_GENERAL_REQUIRED SCHEDULE_LEVEL_COUNT SCHEDULE_LEVEL_DATES_INVALID SCHEDULE_LEVEL_FIELDS_REQUIRED SCHEDULE_LEVEL_NO_SUCH_DATE SCHEDULE_LEVEL_OUTSIDE SCHEDULE_LEVEL_PERCENTAGE SCHEDULE_LEVEL_START_AFTER_END SCHEDULE_LOCK1_ORDER SCHEDULE_LOCK2_ORDER SCHEDULE_LOCKS_ORDER SCHEDULE_LOCKS_OUTSIDE SCHEDULE_START_AFTER_END SCHEDULE_YEAR_NOT_ALLOWED
   */
  private check(dto: ScheduleDto): ScheduleInput {
    const result = checkSchedule(dto as Record<string, unknown>, yearsReaching(this.allowedYears(), dto.scheduleStart, dto.scheduleEnd));
    if (!result.ok) throw scheduleError(HttpStatus.BAD_REQUEST, result.message, { [result.field]: result.message });
    return result.value;
  }

  /** Writes a schedule; the database refuses a duplicate name or an overlap, answered 409 with the other cycle named. */
  private async save(
    actor: Actor,
    cycleName: string,
    write: (em: EntityManager) => Promise<{ saved: FtoSchedule; before: FtoSchedule | null }>,
  ): Promise<ScheduleView> {
    try {
      const saved = await inTransaction(this.dataSource, async (em) => {
        const { saved, before } = await write(em);
        await this.trail.record(em, actor, {
          action: before ? 'fto-schedule.update' : 'fto-schedule.create',
          entity: 'fto_schedule',
          entityId: saved.id,
          before,
          after: saved,
        });
        return saved;
      });
      return scheduleView(saved, this.clock.today());
    } catch (err) {
      const { code, constraint } = violationOf(err);
      if (code === '23P01') throw scheduleError(HttpStatus.CONFLICT, await this.overlapMessage(err));
      if (code === '23505' && constraint?.includes('cycle_name')) {
        throw scheduleError(HttpStatus.CONFLICT, msg('SCHEDULE_NAME_EXISTS', { name: cycleName }));
      }
      throw err;
    }
  }

  /** Names the cycle a refused schedule overlaps (the constraint's detail holds both ranges). */
  private async overlapMessage(err: unknown): Promise<Msg> {
    const raw = (err as { driverError?: { detail?: unknown } }).driverError?.detail;
    const detail = typeof raw === 'string' ? raw : '';
    const ranges = [...detail.matchAll(/\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)/g)];
    const other = ranges[1];
    if (other) {
      const found = await this.repo.findScheduleByWindow(other[1], other[2]);
      if (found) {
        return msg('SCHEDULE_OVERLAPS_NAMED', { name: found.cycle_name, start: dmy(found.schedule_start), end: dmy(found.schedule_end) });
      }
    }
    return msg('SCHEDULE_OVERLAPS');
  }

  /** Every department that may be mapped, with its Level1..Level5 role ids. */
  async mappings(): Promise<MappingView[]> {
    const [departments, rows] = await Promise.all([this.roles.allDepartments(), this.repo.findAllMappings()]);
    return departments
      .filter((d) => !UNMAPPED_DEPARTMENTS.includes(d.department_code))
      .map((d) => ({
        department_id: d.id,
        department_name: d.department_name,
        department_name_kn: d.department_name_kn,
        department_code: d.department_code,
        levels: d.levels,
        levels_data: levelsDataOf(rows.filter((r) => r.department_id === d.id)),
      }));
  }

  /** Replaces the mappings of each listed department, all in one transaction, after checking every entry. */
  async saveMappings(entries: MappingEntryDto[], actor: Actor): Promise<void> {
    const departments = new Map((await this.roles.departmentsByIds(entries.map((e) => e.department_id))).map((d) => [d.id, d]));
    const parsed = entries.map((entry) => ({ department: departments.get(entry.department_id), levels: parseLevels(entry.levels_data) }));
    const seen = new Set<number>();
    const roleIds = parsed.flatMap((p) => p.levels.map((l) => l.role_id));
    const roles = new Map((await this.roles.findByIds(roleIds)).map((r) => [r.id, r]));
    entries.forEach((entry, i) => {
      const department = parsed[i].department;
      if (!department) throw ApiError.badRequest(msg('MAPPING_DEPARTMENT_UNKNOWN', { department: entry.department_id }));
      if (seen.has(department.id)) throw ApiError.badRequest('MAPPING_DEPARTMENT_TWICE');
      seen.add(department.id);
      checkDepartmentMapping(department, parsed[i].levels, roles);
    });
    await inTransaction(this.dataSource, async (em) => {
      await this.repo.lockMappings(em);
      for (const { department, levels } of parsed) {
        const before = await this.repo.findMappingsOfDepartment(em, department!.id);
        // A department whose mapping is as stored is left alone: no rewrite, no audit entry.
        const changed = changedLevels(levelsDataOf(before), levelsDataOf(levels));
        if (!changed) continue;
        await this.repo.deleteMappingsOfDepartment(em, department!.id);
        if (levels.length) {
          await this.repo.insertMappings(
            em,
            levels.map((l) => ({ department_id: department!.id, role_id: l.role_id, level: l.level, created_by: actor.userId })),
          );
        }
        // Only the levels that changed, each as it was and as it is now.
        await this.trail.record(em, actor, {
          action: 'fto-role-mapping.save',
          entity: 'department',
          entityId: department!.id,
          before: changed.before,
          after: changed.after,
        });
      }
    });
  }

  /** Mapping rows of a role (the level context reads them). */
  mappingsOfRole(roleId: number): Promise<FtoRoleMapping[]> {
    return this.repo.findMappingsOfRole(roleId);
  }

  /**
   * The level a role is mapped to (its lowest, if several), the departments mapped to it at that
   * level and the names of those departments' implementing agencies, in one statement (every
   * verification call resolves this first); null when the role is mapped nowhere.
   */
  async levelOfRole(roleId: number): Promise<{ level: number; departments: DepartmentRef[]; agencies: string[] } | null> {
    const row = await this.repo.findLevelOfRole(roleId);
    return row && row.level !== null ? { level: row.level, departments: row.departments, agencies: row.agencies } : null;
  }

  /** The cycle officers work in today: the open one, else the next to come, else the latest. */
  async currentCycle(): Promise<FtoSchedule | null> {
    return this.repo.findCurrentCycle(this.clock.today());
  }
}

function columnsOf(input: ScheduleInput): Partial<FtoSchedule> {
  return {
    cycle_name: input.cycleName,
    financial_year: input.financialYear,
    schedule_start: input.scheduleStart,
    schedule_end: input.scheduleEnd,
    lock1_open: input.lock1Open,
    lock1_close: input.lock1Close,
    lock2_open: input.lock2Open,
    lock2_close: input.lock2Close,
    no_of_levels: 5,
    levels: input.levels,
  };
}

/** The schedule calls answer `{success, message, error}` (spec 2 §7); the envelope carries `error` too. */
function scheduleError(status: HttpStatus, message: MessageRef, errors?: FieldErrors): ApiError {
  return new ApiError(status, message, errors, { error: en(message) });
}

function levelsDataOf(rows: { role_id: number; level: number }[]): LevelsData {
  const data = Object.fromEntries(LEVEL_KEYS.map((k) => [k, [] as number[]])) as LevelsData;
  for (const r of rows) data[LEVEL_KEYS[r.level - 1]].push(r.role_id);
  return data;
}

/** The levels whose role lists differ (as sets), before and after; null when none does. */
function changedLevels(before: LevelsData, after: LevelsData): { before: Partial<LevelsData>; after: Partial<LevelsData> } | null {
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const out = { before: {} as Partial<LevelsData>, after: {} as Partial<LevelsData> };
  for (const key of LEVEL_KEYS) {
    const [was, now] = [sorted(before[key]), sorted(after[key])];
    if (was.length === now.length && was.every((id, i) => id === now[i])) continue;
    out.before[key] = was;
    out.after[key] = now;
  }
  return Object.keys(out.after).length ? out : null;
}

function parseLevels(levelsData: Record<string, unknown>): { level: number; role_id: number }[] {
  const out: { level: number; role_id: number }[] = [];
  for (const [key, value] of Object.entries(levelsData)) {
    const index = (LEVEL_KEYS as readonly string[]).indexOf(key);
    if (index < 0) throw ApiError.badRequest(msg('MAPPING_LEVEL_UNKNOWN', { key }));
    if (value === null || value === undefined) continue;
    if (!Array.isArray(value)) throw ApiError.badRequest(msg('MAPPING_LEVEL_NOT_LIST', { key }));
    if (value.length > 500) throw ApiError.badRequest(msg('MAPPING_LEVEL_TOO_MANY', { key }));
    for (const id of value) out.push({ level: index + 1, role_id: parseId(id, 'role id') });
  }
  return out;
}

function checkDepartmentMapping(
  department: DepartmentRef,
  levels: { level: number; role_id: number }[],
  roles: Map<number, { id: number; Role_name: string; Role_Department_id: string }>,
): void {
  if (UNMAPPED_DEPARTMENTS.includes(department.department_code)) {
    throw ApiError.badRequest(msg('MAPPING_DEPARTMENT_NOT_MAPPABLE', { department: department.department_code }));
  }
  const levelOfRole = new Map<number, number>();
  for (const { level, role_id } of levels) {
    const role = roles.get(role_id);
    if (!role || role.Role_Department_id !== department.department_code) {
      throw ApiError.badRequest(
        msg('MAPPING_ROLE_NOT_OF_DEPARTMENT', { role: role?.Role_name ?? role_id, department: department.department_code }),
      );
    }
    const earlier = levelOfRole.get(role_id);
    if (earlier !== undefined) {
      const names = { role: role.Role_name, department: department.department_code };
      throw ApiError.badRequest(
        earlier === level ? msg('MAPPING_ROLE_TWICE_IN_LEVEL', { ...names, level }) : msg('MAPPING_ROLE_IN_TWO_LEVELS', names),
      );
    }
    levelOfRole.set(role_id, level);
  }
}
