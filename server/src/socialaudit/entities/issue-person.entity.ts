import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SaIssue } from './issue.entity.js';

/** A person responsible for an issue (spec 2 §3 Person entry). */
@Entity('sa_issue_persons')
@Index('idx_sa_issue_persons_issue', ['issue_id'])
export class SaIssuePerson {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  issue_id: number;

  @ManyToOne(() => SaIssue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'issue_id' })
  issue?: SaIssue;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  designation: string | null;

  @Column({ type: 'varchar', length: 10 })
  mobile: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  email: string | null;

  /** A department code (TP or GP level). */
  @Column({ type: 'varchar', length: 20 })
  department_code: string;

  @Column({ type: 'int' })
  role_id: number;

  @Column({ type: 'int', nullable: true })
  added_by: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
