import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many audit trail entries there are per entity and action, kept by a statement trigger on
 * audit_trail in the writing transaction (migration AuditTrailCountTrigger), so the list's total
 * is a sum of a few dozen rows instead of a count of lakhs of entries.
 */
@Entity('audit_trail_counts')
export class AuditCount {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  entity: string;

  @PrimaryColumn({ type: 'varchar', length: 50 })
  action: string;

  @Column({ type: 'bigint', default: 0 })
  entries: string;
}
