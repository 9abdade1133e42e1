import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SaVerificationEntry } from '../entities/verification-entry.entity.js';

/** An issue a filing covers (its own, FILED, or one its excess is mapped to, MAPPED), with the filing's decision. */
export interface CoveredIssue {
  recovery_id: number;
  adhoc_decision: string;
  case_status: string | null;
  issue_id: number;
  issue_number: string;
  issue_amount: string;
  kind: 'FILED' | 'MAPPED';
}

/** The SQL of recovery verifications (sa_verifications, sa_verification_entries). */
@Injectable()
export class RecoveryVerificationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The issues the filing of this issue covers, its own first (by kind, then number); none when it has no filing. */
  issuesCoveredByFilingOf(issueNumber: string): Promise<CoveredIssue[]> {
    return this.dataSource.query(
      `SELECT r.id AS recovery_id, r.adhoc_decision, r.case_status, ci.id AS issue_id, ci.issue_number, ci.issue_amount::text AS issue_amount, ri.kind
         FROM sa_issues i
         JOIN sa_recoveries r ON r.issue_id = i.id
         JOIN sa_recovery_issues ri ON ri.recovery_id = r.id
         JOIN sa_issues ci ON ci.id = ri.issue_id
        WHERE i.issue_number = $1
        ORDER BY ri.kind, ci.issue_number`,
      [issueNumber],
    );
  }

  /** Whether an issue with this number exists. */
  async issueExists(issueNumber: string): Promise<boolean> {
    const exists: unknown[] = await this.dataSource.query('SELECT 1 FROM sa_issues WHERE issue_number = $1', [issueNumber]);
    return exists.length > 0;
  }

  /**
   * Writes the filing's verification in one statement (INSERT ... ON CONFLICT DO NOTHING on the
   * unique recovery_id), in the caller's transaction: its id, or null when the filing has one already.
   */
  async insertVerification(
    em: EntityManager,
    recoveryId: number,
    userId: number,
    userName: string,
    roleCode: string,
  ): Promise<number | null> {
    const inserted: { id: number }[] = await em.query(
      `INSERT INTO sa_verifications (recovery_id, verified_by, verified_by_name, verified_role_code)
             VALUES ($1, $2, $3, $4) ON CONFLICT (recovery_id) DO NOTHING RETURNING id`,
      [recoveryId, userId, userName, roleCode],
    );
    return inserted.length === 0 ? null : inserted[0].id;
  }

  /** Writes a verification's entries, in the caller's transaction. */
  async insertEntries(em: EntityManager, entries: Partial<SaVerificationEntry>[]): Promise<void> {
    await em.insert(SaVerificationEntry, entries);
  }
}
