import type { FtoSchedule, ScheduleLevel } from './entities/fto-schedule.entity.js';

export type ScheduleState = 'open' | 'upcoming' | 'ended';

/** A schedule as the API answers it (spec 2 §3 Schedule, stored/read names). */
export interface ScheduleView {
  id: number;
  cycle_name: string;
  financial_year: string[];
  schedule_start: string;
  schedule_end: string;
  lock1_open: string;
  lock1_close: string;
  lock2_open: string;
  lock2_close: string;
  noOfLevels: number;
  levels: ScheduleLevel[];
  state: ScheduleState;
  created_at: Date;
  updated_at: Date;
}

export const LEVEL_KEYS = ['Level1', 'Level2', 'Level3', 'Level4', 'Level5'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];
export type LevelsData = Record<LevelKey, number[]>;

/** A department's role-to-level mapping (spec 2 §3 Role mapping). */
export interface MappingView {
  department_id: number;
  department_name: string;
  department_name_kn: string | null;
  department_code: string;
  levels: string;
  levels_data: LevelsData;
}

export function stateOf(schedule: Pick<FtoSchedule, 'schedule_start' | 'schedule_end'>, today: string): ScheduleState {
  if (today < schedule.schedule_start) return 'upcoming';
  if (today > schedule.schedule_end) return 'ended';
  return 'open';
}

export function scheduleView(s: FtoSchedule, today: string): ScheduleView {
  return {
    id: s.id,
    cycle_name: s.cycle_name,
    financial_year: s.financial_year,
    schedule_start: s.schedule_start,
    schedule_end: s.schedule_end,
    lock1_open: s.lock1_open,
    lock1_close: s.lock1_close,
    lock2_open: s.lock2_open,
    lock2_close: s.lock2_close,
    noOfLevels: s.no_of_levels,
    levels: s.levels,
    state: stateOf(s, today),
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

/** The cycle the officers work in comes first: open, then upcoming (soonest first), then ended (latest first). */
export function compareForOfficers(a: ScheduleView, b: ScheduleView): number {
  const rank = { open: 0, upcoming: 1, ended: 2 } as const;
  if (rank[a.state] !== rank[b.state]) return rank[a.state] - rank[b.state];
  if (a.state === 'upcoming') return a.schedule_start.localeCompare(b.schedule_start);
  return b.schedule_start.localeCompare(a.schedule_start);
}
