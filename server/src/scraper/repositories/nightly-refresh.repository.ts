import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLACE_COLUMNS, PLACE_JOINS } from '../../locations/repositories/locations.repository.js';
import { type PanchayatPlace } from '../../locations/locations.service.js';

/** The SQL of the nightly refresh (which panchayats to load again) and of the MIS history's retention. */
@Injectable()
export class NightlyRefreshRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** At most `limit` panchayats, those whose works were loaded longest ago first (never loaded before all). */
  findPanchayatsLeastRecentlyLoaded(limit: number): Promise<PanchayatPlace[]> {
    return this.dataSource.query(
      `SELECT ${PLACE_COLUMNS}
         FROM ${PLACE_JOINS}
         LEFT JOIN mis_panchayat_status s ON s.panchayat_code = p.panchayat_code
        ORDER BY s.works_loaded_at ASC NULLS FIRST, p.panchayat_code
        LIMIT $1`,
      [limit],
    );
  }

  /**
   * Deletes at most `batch` MIS history entries recorded before `before`, oldest first, skipping
   * rows another transaction has locked; answers how many.
   */
  async deleteHistoryBatchBefore(before: Date, batch: number): Promise<number> {
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `WITH old AS (SELECT id FROM mis_history WHERE recorded_at < $1 ORDER BY recorded_at LIMIT ${batch} FOR UPDATE SKIP LOCKED),
              d AS (DELETE FROM mis_history h USING old WHERE h.id = old.id RETURNING 1)
         SELECT count(*)::int AS n FROM d`,
      [before],
    );
    return n;
  }

  /** Deletes at most `batch` works of mis_change_works whose newest change is before `before`; answers how many. */
  async deleteChangeWorksBatchBefore(before: Date, batch: number): Promise<number> {
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `WITH old AS (SELECT block_code, grp FROM mis_change_works WHERE last_at < $1 LIMIT ${batch} FOR UPDATE SKIP LOCKED),
              d AS (DELETE FROM mis_change_works c USING old WHERE c.block_code = old.block_code AND c.grp = old.grp RETURNING 1)
         SELECT count(*)::int AS n FROM d`,
      [before],
    );
    return n;
  }
}
