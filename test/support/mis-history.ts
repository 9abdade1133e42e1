import type { DataSource } from 'typeorm';
import type { MisHistoryChange, MisHistorySource } from '../../server/src/scraper/entities/mis-history.entity.js';

export interface MisChangeInput {
  source: MisHistorySource;
  change: MisHistoryChange;
  row_key: string;
  /** The work (null for FTO rows). */
  work_code: string | null;
  fto_no?: string | null;
  /** The row's panchayat; the district and block follow from its code. */
  panchayat_code: string;
  fields: Record<string, [unknown, unknown]>;
  recorded_at?: Date;
  run_id?: string | null;
}

/**
 * One mis_history entry as a load of the MIS would write it (issue 29), for tests of what reads
 * the history (the ingest writes them in production).
 */
export async function recordMisChange(db: DataSource, e: MisChangeInput): Promise<void> {
  await db.query(
    `INSERT INTO mis_history (run_id, recorded_at, source, change, row_key, work_code, fto_no, district_code, block_code, panchayat_code, fields)
     VALUES ($1, coalesce($2, now()), $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      e.run_id ?? null,
      e.recorded_at ?? null,
      e.source,
      e.change,
      e.row_key,
      e.work_code,
      e.fto_no ?? null,
      e.panchayat_code.slice(0, 4),
      e.panchayat_code.slice(0, 7),
      e.panchayat_code,
      JSON.stringify(e.fields),
    ],
  );
}
