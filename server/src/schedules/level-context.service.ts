import { Injectable } from '@nestjs/common';
import type { PrincipalRole } from '../common/auth/principal.js';
import { ApiError } from '../common/http/api-error.js';
import { Clock } from '../common/time/clock.js';
import { dmy } from '../common/time/financial-year.js';
import { RolesService, type DepartmentRef } from '../roles/roles.service.js';
import { LEVEL_KEYS, type LevelKey } from './schedule-views.js';
import { SchedulesService } from './schedules.service.js';
import { type MessageCode, type MessageParams, msg, type Msg, said } from '../common/messages/index.js';

export type LevelState = 'open' | 'not-started' | 'ended' | 'no-mapping' | 'no-schedule';

export const notStarted = (level: number, start: string, end: string): Msg =>
  msg('SCHEDULE_NOT_STARTED', { level, start: dmy(start), end: dmy(end) });

/** What a verified role may do in FTO works verification today (spec 2 §4 Role-to-level resolution). */
export interface LevelContext {
  level: number | null;
  levelName: LevelKey | null;
  percentage: number | null;
  state: LevelState;
  /** The notice of the state, by code (`message` its English text). */
  code: MessageCode;
  message: string;
  params?: MessageParams;
  /** `schedule_start`: the day the cycle opened (YYYY-MM-DD). */
  cycle: { id: number; cycle_name: string; financial_year: string[]; schedule_start: string } | null;
  window: { startDate: string; endDate: string } | null;
  departments: DepartmentRef[];
  /** Implementing agency names of those departments: the works the role verifies are theirs. */
  agencies: string[];
  role: PrincipalRole;
}

/** A context whose window is open today. */
export type OpenLevelContext = LevelContext & {
  level: number;
  levelName: LevelKey;
  percentage: number;
  state: 'open';
  cycle: NonNullable<LevelContext['cycle']>;
  window: NonNullable<LevelContext['window']>;
};

export type LevelPage = 'level1' | 'level2plus' | 'any';

/**
 * Level resolution, on the server from the verified current role: the first of Level1..Level5
 * whose role list holds the role gives the level; every department mapping the role at that
 * level is collected; the percentage and window come from the current cycle's entry for that level.
 */
@Injectable()
export class LevelContextService {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly roles: RolesService,
    private readonly clock: Clock,
  ) {}

  async resolve(role: PrincipalRole): Promise<LevelContext> {
    // The role's level with its departments and agencies, and the current cycle, at once.
    const [mapped, cycle] = await Promise.all([this.schedules.levelOfRole(role.role_id), this.schedules.currentCycle()]);
    const base = { role, cycle: null, window: null, percentage: null, departments: [], agencies: [] };
    if (!mapped) return { ...base, level: null, levelName: null, state: 'no-mapping', ...said('LEVEL_NO_ACCESS') };
    const { level, departments, agencies } = mapped;
    const named = { ...base, level, levelName: LEVEL_KEYS[level - 1], departments, agencies };
    if (!cycle) return { ...named, state: 'no-schedule', ...said('NO_SCHEDULE') };
    const entry = cycle.levels[level - 1];
    const window = { startDate: entry.startDate, endDate: entry.endDate };
    const context = {
      ...named,
      percentage: entry.percentage,
      cycle: { id: cycle.id, cycle_name: cycle.cycle_name, financial_year: cycle.financial_year, schedule_start: cycle.schedule_start },
      window,
    };
    const today = this.clock.today();
    if (today < window.startDate) return { ...context, state: 'not-started', ...said(notStarted(level, window.startDate, window.endDate)) };
    if (today > window.endDate) return { ...context, state: 'ended', ...said('SCHEDULE_ENDED') };
    return { ...context, state: 'open', ...said(msg('LEVEL_OPEN', { level, end: dmy(window.endDate) })) };
  }

  /**
   * The context of a call that needs the level's window open today (403 with the spec's notices otherwise).
   * @refuses 403 LEVEL_NO_ACCESS NO_SCHEDULE SCHEDULE_NOT_STARTED SCHEDULE_ENDED (the context's notice: its code is data, so the OpenAPI scan reads it here)
   */
  async requireOpen(role: PrincipalRole, page: LevelPage): Promise<OpenLevelContext> {
    const context = await this.resolve(role);
    if (context.state !== 'open') throw ApiError.forbidden(noticeOf(context));
    if (page === 'level1' && context.level !== 1) throw ApiError.forbidden('LEVEL1_ONLY');
    if (page === 'level2plus' && context.level === 1) throw ApiError.forbidden('LEVEL2_PLUS_ONLY');
    return context as OpenLevelContext;
  }

  /** The agencies whose works a role verifies at any level (who may see a work's photos). */
  async agenciesOfRole(roleId: number): Promise<string[]> {
    const rows = await this.schedules.mappingsOfRole(roleId);
    const departments = await this.roles.departmentsByIds([...new Set(rows.map((r) => r.department_id))]);
    return this.roles.agencyNamesOf(departments.map((d) => d.department_code));
  }
}

/** The notice of a level context as a message, to refuse with. */
export function noticeOf(context: Pick<LevelContext, 'code' | 'params'>): Msg {
  return msg(context.code, context.params);
}
