import type { DataSource } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';

/** A verification cycle as a per-cycle report offers it. */
export interface ReportCycle {
  id: number;
  name: string;
}

/** Every cycle, newest first (the reports' cycle choice). */
export function reportCycles(db: DataSource): Promise<ReportCycle[]> {
  return db.query(`SELECT id, cycle_name AS name FROM fto_schedules ORDER BY schedule_start DESC, id DESC`);
}

/** Of these cycles, the one asked for (404 when there is none such), else the newest; null when there is none. */
export function chosenCycle(cycles: { id: number }[], wanted: number | undefined): number | null {
  if (wanted === undefined) return cycles[0]?.id ?? null;
  if (!cycles.some((c) => c.id === wanted)) throw ApiError.notFound('EVIDENCE_CYCLE_NOT_FOUND');
  return wanted;
}

/** The given cycle (404 when there is none such), else the newest; null when there is no cycle at all. */
export async function resolveReportCycle(db: DataSource, wanted: number | undefined): Promise<number | null> {
  const rows: { id: number }[] =
    wanted === undefined
      ? await db.query(`SELECT id FROM fto_schedules ORDER BY schedule_start DESC, id DESC LIMIT 1`)
      : await db.query(`SELECT id FROM fto_schedules WHERE id = $1`, [wanted]);
  if (wanted !== undefined && rows.length === 0) throw ApiError.notFound('EVIDENCE_CYCLE_NOT_FOUND');
  return rows[0]?.id ?? null;
}
