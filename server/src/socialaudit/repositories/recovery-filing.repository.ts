import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SaRecoveryIssue } from '../entities/recovery-issue.entity.js';
import { SaRecovery } from '../entities/recovery.entity.js';

/** What a filing needs to know of an issue (and of each issue its excess is mapped to). */
export interface IssueFacts {
  id: number;
  issue_number: string;
  block_code: string;
  block_name: string;
  expected: string;
  claimed_kind: 'FILED' | 'MAPPED' | null;
  claimed_by: string | null;
}

const FACTS_SQL = `SELECT i.id, i.issue_number, i.block_code, b.block_name, coalesce(i.response_amount, i.issue_amount)::text AS expected,
       ri.kind AS claimed_kind, fi.issue_number AS claimed_by
  FROM sa_issues i
  JOIN blocks b ON b.block_code = i.block_code
  LEFT JOIN sa_recovery_issues ri ON ri.issue_id = i.id
  LEFT JOIN sa_recoveries r ON r.id = ri.recovery_id
  LEFT JOIN sa_issues fi ON fi.id = r.issue_id
 WHERE i.issue_number = ANY($1::varchar[])`;

/** The SQL of recovery filings (sa_recoveries, sa_recovery_issues). */
@Injectable()
export class RecoveryFilingRepository {
  /** The facts of the issues with these numbers: expected amount, block, and the filing that claims each (if any). */
  issueFacts(em: EntityManager, numbers: string[]): Promise<IssueFacts[]> {
    return em.query(FACTS_SQL, [numbers]);
  }

  /** Locks the rows of these issues in id order (`ids` sorted), until the caller's transaction ends. */
  async lockIssues(em: EntityManager, ids: number[]): Promise<void> {
    await em.query('SELECT id FROM sa_issues WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
  }

  /** Writes a filing in the caller's transaction; answers its id. */
  async insertRecovery(em: EntityManager, recovery: Partial<SaRecovery>): Promise<number> {
    const result = await em.insert(SaRecovery, recovery);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** Writes the issues a filing claims (its own and those its excess is mapped to), in the caller's transaction. */
  async insertRecoveryIssues(em: EntityManager, rows: Partial<SaRecoveryIssue>[]): Promise<void> {
    await em.insert(SaRecoveryIssue, rows);
  }
}
