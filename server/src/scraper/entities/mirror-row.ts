import { Column } from 'typeorm';

/**
 * What every mirror table keeps beside the MIS's own values (mirror-upsert.ts): a hash of the
 * values so an unchanged row is not written again, when the row was first seen and last
 * changed, when a full load no longer found it (marked, never deleted), and the run that last
 * wrote it.
 */
export abstract class MirrorRow {
  /** MD5 of the stored values: an unchanged row is not written again. */
  @Column({ type: 'char', length: 32 })
  content_hash: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  first_seen_at: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  changed_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  gone_at: Date | null;

  @Column({ type: 'uuid', nullable: true })
  last_run_id: string | null;
}
