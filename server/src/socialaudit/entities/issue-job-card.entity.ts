import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SaIssue } from './issue.entity.js';

/**
 * A job card (household) the social audit names for an issue (spec 2 §3 Issue `jobCardDetails`:
 * sno, jobcard_number, household_member_name), as imported (docs/socialaudit-api.md, issue import).
 */
@Entity('sa_issue_job_cards')
@Index('uq_sa_issue_job_cards_number', ['issue_id', 'jobcard_number'], { unique: true })
export class SaIssueJobCard {
  @PrimaryColumn({ type: 'int' })
  issue_id: number;

  @ManyToOne(() => SaIssue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'issue_id' })
  issue?: SaIssue;

  /** 1, 2, ... in the order of the file. */
  @PrimaryColumn({ type: 'int' })
  sno: number;

  @Column({ type: 'varchar', length: 40 })
  jobcard_number: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  household_member_name: string | null;
}
