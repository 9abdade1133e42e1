import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MaterialReset } from '../entities/material-reset.entity.js';

/** The SQL of the material list resets (fto_material_resets: one row per work, its last reset). */
@Injectable()
export class MaterialResetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims the work's reset at `now` when its last one is at least `cooldownSeconds` old (or it
   * has none), in one statement (so parallel clicks cannot slip past): one row with the previous
   * reset's time (null for the first) when claimed, none when refused.
   */
  claimReset(workCode: string, now: Date, userId: number, cooldownSeconds: number): Promise<{ previous: Date | null }[]> {
    return this.dataSource.query(
      `WITH old AS (SELECT last_reset_at FROM fto_material_resets WHERE work_code = $1)
       INSERT INTO fto_material_resets (work_code, last_reset_at, reset_by) VALUES ($1, $2, $3)
       ON CONFLICT (work_code) DO UPDATE SET last_reset_at = EXCLUDED.last_reset_at, reset_by = EXCLUDED.reset_by
        WHERE fto_material_resets.last_reset_at <= EXCLUDED.last_reset_at - make_interval(secs => $4)
       RETURNING (SELECT last_reset_at FROM old) AS previous`,
      [workCode, now, userId, cooldownSeconds],
    );
  }

  /** The work's last reset (it has one). */
  lastReset(workCode: string): Promise<MaterialReset> {
    return this.dataSource.getRepository(MaterialReset).findOneOrFail({ where: { work_code: workCode } });
  }

  /** Gives back a claim made at `claimedAt`: the work's last reset is `previous` again (unless reset since). */
  async restoreReset(workCode: string, previous: Date, claimedAt: Date): Promise<void> {
    await this.dataSource.query('UPDATE fto_material_resets SET last_reset_at = $2 WHERE work_code = $1 AND last_reset_at = $3', [
      workCode,
      previous,
      claimedAt,
    ]);
  }

  /** Gives back a work's first claim, made at `claimedAt` (unless reset since). */
  async deleteReset(workCode: string, claimedAt: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM fto_material_resets WHERE work_code = $1 AND last_reset_at = $2', [workCode, claimedAt]);
  }
}
