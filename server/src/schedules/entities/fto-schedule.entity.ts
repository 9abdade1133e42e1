import { Check, Column, CreateDateColumn, Entity, Exclusion, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { ScheduleLevel } from '../schedule-rules.js';

// Declared beside the rules, which the UI shares (no TypeORM there).
export type { ScheduleLevel } from '../schedule-rules.js';

/**
 * A verification cycle (spec 2 §3 Schedule): its window, the financial years whose works it
 * verifies, two lock windows and five levels. Cycles never overlap: the exclusion constraint
 * holds that even when two administrators save at the same moment.
 */
@Entity('fto_schedules')
@Index('uq_fto_schedules_cycle_name', ['cycle_name'], { unique: true })
@Check('chk_fto_schedules_window', 'schedule_start <= schedule_end')
@Check('chk_fto_schedules_levels', 'no_of_levels = 5')
@Exclusion('xcl_fto_schedules_window', `USING gist (daterange(schedule_start, schedule_end, '[]') WITH &&)`)
export class FtoSchedule {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  cycle_name: string;

  /** `yyyy-yyyy` financial years whose works the cycle verifies (by work start year). */
  @Column({ type: 'text', array: true })
  financial_year: string[];

  @Column({ type: 'date' })
  schedule_start: string;

  @Column({ type: 'date' })
  schedule_end: string;

  @Column({ type: 'date' })
  lock1_open: string;

  @Column({ type: 'date' })
  lock1_close: string;

  @Column({ type: 'date' })
  lock2_open: string;

  @Column({ type: 'date' })
  lock2_close: string;

  @Column({ type: 'smallint', default: 5 })
  no_of_levels: number;

  @Column({ type: 'jsonb' })
  levels: ScheduleLevel[];

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
