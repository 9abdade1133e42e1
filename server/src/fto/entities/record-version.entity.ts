import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How often the verification records of a level in a cycle in one taluk have changed: a counter
 * per (cycle, level, taluk), raised by the statement triggers `trg_fto_verifications_version_*`
 * on fto_verifications in the statement that adds, changes or removes records (also a fix by
 * hand or a bulk load), and for every taluk by a TRUNCATE. Counters only ever go up, so the sum
 * over a jurisdiction's taluks changes with every change to its records: the level 1 summary and
 * works list are kept by that sum (WorklistService.versions) and read one row per taluk instead
 * of the records to see whether they changed.
 */
@Entity('fto_record_versions')
export class FtoRecordVersion {
  @PrimaryColumn({ type: 'int' })
  cycle_id: number;

  @PrimaryColumn({ type: 'smallint' })
  level: number;

  @PrimaryColumn({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'bigint', default: 0 })
  version: string;
}
