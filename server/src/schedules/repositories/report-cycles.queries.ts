import type { DataSource } from 'typeorm';
import type { ReportCycle } from '../report-cycles.js';

/** A cycle as the reports' choice weighs it (report-cycles.ts). */
export interface ReportCycleRow extends ReportCycle {
  open_today: boolean;
  has_records: boolean;
  started: boolean;
}

/** Every cycle, newest first, with whether it is open `today`, has a verification record and has started. */
export function findReportCycles(db: DataSource, today: string): Promise<ReportCycleRow[]> {
  return db.query(
    `SELECT s.id, s.cycle_name AS name,
            $1::date BETWEEN s.schedule_start AND s.schedule_end AS open_today,
            EXISTS (SELECT 1 FROM fto_verifications v WHERE v.cycle_id = s.id) AS has_records,
            s.schedule_start <= $1::date AS started
       FROM fto_schedules s ORDER BY s.schedule_start DESC, s.id DESC`,
    [today],
  );
}

/** Whether a cycle of this id exists. */
export async function scheduleExists(db: DataSource, id: number): Promise<boolean> {
  const rows: { id: number }[] = await db.query(`SELECT id FROM fto_schedules WHERE id = $1`, [id]);
  return rows.length > 0;
}
