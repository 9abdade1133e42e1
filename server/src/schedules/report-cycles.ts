import type { DataSource } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { findReportCycles, scheduleExists } from './repositories/report-cycles.queries.js';

/** A verification cycle as a per-cycle report offers it. */
export interface ReportCycle {
  id: number;
  name: string;
}

/** The reports' cycle choice: every cycle, newest first, and the one a report opens on. */
export interface ReportCycles {
  cycles: ReportCycle[];
  /**
   * The cycle open today; else the newest with a verification record; else the newest that has
   * started; else the newest. A cycle added for next year does not make the reports open empty.
   */
  opening: number | null;
}

export async function reportCycles(db: DataSource, today: string): Promise<ReportCycles> {
  const rows = await findReportCycles(db, today);
  const opening = rows.find((r) => r.open_today) ?? rows.find((r) => r.has_records) ?? rows.find((r) => r.started) ?? rows[0];
  return { cycles: rows.map(({ id, name }) => ({ id, name })), opening: opening?.id ?? null };
}

/** Of these cycles, the one asked for (404 when there is none such), else the one the reports open on. */
export function chosenCycle({ cycles, opening }: ReportCycles, wanted: number | undefined): number | null {
  if (wanted === undefined) return opening;
  if (!cycles.some((c) => c.id === wanted)) throw ApiError.notFound('EVIDENCE_CYCLE_NOT_FOUND');
  return wanted;
}

/** The given cycle (404 when there is none such), else the one the reports open on; null when there is no cycle at all. */
export async function resolveReportCycle(db: DataSource, wanted: number | undefined, today: string): Promise<number | null> {
  if (wanted === undefined) return (await reportCycles(db, today)).opening;
  if (!(await scheduleExists(db, wanted))) throw ApiError.notFound('EVIDENCE_CYCLE_NOT_FOUND');
  return wanted;
}
