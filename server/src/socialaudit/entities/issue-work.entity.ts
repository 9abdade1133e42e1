import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SaIssue } from './issue.entity.js';

/** A work the issue concerns (the View Issue dialog's works; codes from the MIS mirror). */
@Entity('sa_issue_works')
export class SaIssueWork {
  @PrimaryColumn({ type: 'int' })
  issue_id: number;

  @ManyToOne(() => SaIssue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'issue_id' })
  issue?: SaIssue;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'text' })
  work_name: string;

  @Column({ type: 'int', nullable: true })
  added_by: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
