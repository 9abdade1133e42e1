import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Scope } from '../../common/auth/scope.js';
import { queryPrepared } from '../../database/prepared.js';
import { SaIssuePerson } from '../entities/issue-person.entity.js';
import { SaIssueWork } from '../entities/issue-work.entity.js';
import type { IssueReportRow } from '../issues.service.js';
import {
  ISSUE_COLUMNS,
  ISSUE_FILING_JOINS,
  ISSUE_FROM,
  issueAnswer,
  type IssueRow,
  money,
  scopeCondition,
  summaryGrouping,
  yearCondition,
} from './issue-sql.js';

const MAX_LIST = 5000;

/** An issue's verification entry as the linked issues answer shows it. */
export interface VerificationEntryRow {
  issue_id: number;
  entered_amount: string;
  remittence: string;
  status: string;
  remark: string;
  serial: number;
}

/** A work of an issue as the View Issue dialog stores it. */
export interface IssueWorkColumns {
  work_code: string;
  work_name: string;
}

/** A person of an issue as the View Issue dialog stores them. */
export interface IssuePersonColumns {
  name: string;
  department_code: string;
  role_id: number;
  mobile: string;
  email: string | null;
  designation: string | null;
}

/** The SQL of the issues (sa_issues with their works, persons and job cards) and the issues report. */
@Injectable()
export class IssuesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Count and amount per location (one level below the scope) and type, in one query over the
   * maintained summaries (entities/issue-summaries.entity.ts).
   */
  async issueCountsByLocation(
    scope: Scope,
    financialYear: string | undefined,
  ): Promise<{ level: 'ZP' | 'TP' | 'GP'; rows: IssueReportRow[] }> {
    const params: unknown[] = [];
    const group = summaryGrouping(scope, params);
    const rows = await queryPrepared<IssueReportRow>(
      this.dataSource,
      `SELECT ${group.code} AS location_code, ${group.name} AS location_name, ${group.nameKn} AS location_name_kn, s.issue_type,
              ${money('sum(s.issue_amount)')} AS total_issue_amount, sum(s.issue_count)::int AS issue_count
         FROM ${group.from}
        WHERE ${group.where} AND ${yearCondition(financialYear, params, 's')}
        GROUP BY ${group.code}, ${group.name}, ${group.nameKn}, s.issue_type
       HAVING sum(s.issue_count) > 0
        ORDER BY ${group.name}, ${group.code}, s.issue_type`,
      params,
    );
    return { level: group.level, rows };
  }

  /** Issues at a district, taluk or panchayat (by its code's length) of a year, of one type (or ALL), only those recommended when asked. */
  issuesAt(
    locationCode: string,
    financialYear: string | undefined,
    issueType: string,
    recommended: boolean | undefined,
  ): Promise<IssueRow[]> {
    const params: unknown[] = [locationCode];
    const column = { 4: 'i.district_code', 7: 'i.block_code', 10: 'i.panchayat_code' }[locationCode.length as 4 | 7 | 10];
    const where = [`${column} = $1`, yearCondition(financialYear, params)];
    if (issueType !== 'ALL') {
      params.push(issueType);
      where.push(`i.issue_type = $${params.length}`);
    }
    if (recommended) where.push('i.response_amount > 0');
    return this.issues(where, params);
  }

  /** The issues of a panchayat of a year (ALL or absent: every year). */
  issuesOfPanchayat(panchayatCode: string, financialYear: string | undefined): Promise<IssueRow[]> {
    const params: unknown[] = [panchayatCode];
    return this.issues(['i.panchayat_code = $1', yearCondition(financialYear, params)], params);
  }

  /** Issues of a block not in any filing (neither filed nor mapped). */
  unclaimedIssuesOfBlock(blockCode: string): Promise<IssueRow[]> {
    return this.issues(['i.block_code = $1', 'ri.issue_id IS NULL'], [blockCode]);
  }

  /** The issues with these numbers that lie inside the scope. */
  issuesByNumbersInScope(scope: Scope, issueNumbers: string[]): Promise<IssueRow[]> {
    const params: unknown[] = [issueNumbers];
    return this.issues(['i.issue_number = ANY($1::varchar[])', scopeCondition(scope, params)], params);
  }

  /** The issue with this number if it lies inside the scope. */
  async issueByNumberInScope(scope: Scope, issueNumber: string): Promise<IssueRow | undefined> {
    const params: unknown[] = [issueNumber];
    const [row] = await this.issues(['i.issue_number = $1', scopeCondition(scope, params)], params);
    return row;
  }

  /** The verification entries of these issues. */
  verificationEntriesOf(issueIds: number[]): Promise<VerificationEntryRow[]> {
    return this.dataSource.query(
      `SELECT issue_id, serial, entered_amount::text AS entered_amount, to_char(remittence, 'YYYY-MM-DD') AS remittence, status, remark
               FROM sa_verification_entries WHERE issue_id = ANY($1::int[])`,
      [issueIds],
    );
  }

  /** Locks the issue's row until the caller's transaction ends. */
  async lockIssue(em: EntityManager, issueId: number): Promise<void> {
    await em.query('SELECT id FROM sa_issues WHERE id = $1 FOR UPDATE', [issueId]);
  }

  /** Replaces the issue's works and persons as a whole, in the caller's transaction. */
  async replaceWorksAndPersons(
    em: EntityManager,
    issueId: number,
    works: IssueWorkColumns[],
    persons: IssuePersonColumns[],
    addedBy: number,
  ): Promise<void> {
    await em.delete(SaIssueWork, { issue_id: issueId });
    await em.delete(SaIssuePerson, { issue_id: issueId });
    await em.insert(
      SaIssueWork,
      works.map((w) => ({ ...w, issue_id: issueId, added_by: addedBy })),
    );
    await em.insert(
      SaIssuePerson,
      persons.map((p) => ({ ...p, issue_id: issueId, added_by: addedBy })),
    );
  }

  private async issues(where: string[], params: unknown[]): Promise<IssueRow[]> {
    const rows: Omit<IssueRow, 'responsePersons'>[] = await this.dataSource.query(
      `SELECT ${ISSUE_COLUMNS}
         FROM ${ISSUE_FROM}
         ${ISSUE_FILING_JOINS}
        WHERE ${where.join(' AND ')}
        ORDER BY p.panchayat_name, i.financial_year DESC, i.issue_number
        LIMIT ${MAX_LIST}`,
      params,
    );
    return rows.map(issueAnswer);
  }
}
