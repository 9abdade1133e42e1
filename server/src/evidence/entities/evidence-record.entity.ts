import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { FtoVerification } from '../../fto/entities/verification.entity.js';
import type { EvidenceFlag } from './evidence-file.entity.js';

/**
 * The evidence of one verification record's photos as a whole (the files it names, kept ones
 * included): what the works lists, the Fill Work File summary and the Photo evidence report
 * read, without opening each file's row. Written with the record, in its transaction.
 */
@Entity('evidence_records')
@Index('idx_evidence_records_block', ['cycle_id', 'level', 'block_code'])
@Index('idx_evidence_records_district', ['cycle_id', 'level', 'district_code'])
@Index('idx_evidence_records_work', ['work_code', 'cycle_id', 'level'])
export class EvidenceRecord {
  @PrimaryColumn({ type: 'int' })
  verification_id: number;

  @OneToOne(() => FtoVerification, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'verification_id' })
  verification?: FtoVerification;

  @Column({ type: 'int' })
  cycle_id: number;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 100 })
  user_name: string;

  /** Whether this is the level's current record of the work (false once superseded). */
  @Column({ type: 'boolean', default: true })
  current: boolean;

  /** The storage keys of the photos the record names (its own and those it keeps). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  keys: string[];

  /** Photos the record names (site photo and checklist images). */
  @Column({ type: 'smallint' })
  photos: number;

  /** Photos with at least one flag. */
  @Column({ type: 'smallint' })
  flagged: number;

  /** Every flag any of its photos carries, in EVIDENCE_FLAGS order. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  flags: EvidenceFlag[];

  /** Photos per flag. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  counts: Partial<Record<EvidenceFlag, number>>;

  /** The farthest far-from-work photo, metres from the reference point (else from the panchayat). */
  @Column({ type: 'int', nullable: true })
  max_distance_m: number | null;

  @Column({ type: 'timestamptz' })
  submitted_at: Date;
}
