import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One administrative change: who, when, what, and the record before and after. */
@Entity('audit_trail')
@Index('idx_audit_trail_at', ['at'])
@Index('idx_audit_trail_entity', ['entity', 'entity_id'])
@Index('idx_audit_trail_actor', ['actor_user_id', 'at'])
export class AuditEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'int', nullable: true })
  actor_user_id: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  actor_name: string | null;

  /** e.g. role.create, role.toggle, assignment.create, assignment.delete, permission.set */
  @Column({ type: 'varchar', length: 50 })
  action: string;

  @Column({ type: 'varchar', length: 50 })
  entity: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  entity_id: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before: object | null;

  @Column({ type: 'jsonb', nullable: true })
  after: object | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  request_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
