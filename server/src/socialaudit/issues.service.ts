import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { PrincipalRole } from '../common/auth/principal.js';
import { scopeOfRole, type Scope } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import { LocationsService } from '../locations/locations.service.js';
import { RolesService } from '../roles/roles.service.js';
import { ScraperReadService } from '../scraper/scraper-read.service.js';
import type { IssueDetailsDto, IssuesByTypeDto } from './dto/socialaudit.dto.js';
import { ISSUE_TYPE_NAMES, ISSUE_TYPES } from './entities/issue.entity.js';
import type { IssueRow } from './repositories/issue-sql.js';
import { IssuesRepository } from './repositories/issues.repository.js';
import { assertCovers, assertTpOrGp, issueNotFound } from './jurisdiction.js';
import { isBlank, textOf } from './values.js';
import { assertReportYear } from './years.js';
import { Clock } from '../common/time/clock.js';
import { msg } from '../common/messages/index.js';

export interface IssueReportRow {
  location_code: string;
  location_name: string;
  location_name_kn: string | null;
  issue_type: string;
  total_issue_amount: string;
  issue_count: number;
}

export interface WorkOption {
  work_code: string;
  work_name: string;
  work_status: string;
  agency_name: string;
  work_start_fin_year: string | null;
}

/** Issues: the issues report, the drill-downs, the View Issue dialog's works and persons. */
@Injectable()
export class IssuesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly issueRows: IssuesRepository,
    private readonly scraper: ScraperReadService,
    private readonly locations: LocationsService,
    private readonly roles: RolesService,
    private readonly trail: AuditTrailService,
    private readonly clock: Clock,
  ) {}

  /**
   * Spec 2 §7 issues-report: count and amount per location (one level below the role) and type,
   * in one query over the maintained summaries (entities/issue-summaries.entity.ts).
   */
  async issuesReport(role: PrincipalRole, financialYear: string | undefined) {
    assertReportYear(financialYear, this.clock.today());
    return this.issueRows.issueCountsByLocation(scopeOfRole(role), financialYear);
  }

  /** Issues of one type (or ALL) at a location inside the role's jurisdiction. */
  async issuesByType(role: PrincipalRole, dto: IssuesByTypeDto): Promise<IssueRow[]> {
    assertReportYear(dto.financialYear, this.clock.today());
    const scope = scopeOfRole(role);
    assertCovers(scope, dto.locationCode);
    return this.issueRows.issuesAt(dto.locationCode, dto.financialYear, dto.issueType, dto.recommended);
  }

  async issuesOfPanchayat(role: PrincipalRole, panchayatCode: string, financialYear: string | undefined): Promise<IssueRow[]> {
    assertReportYear(financialYear, this.clock.today());
    const scope = assertTpOrGp(role);
    assertCovers(scope, panchayatCode);
    return this.issueRows.issuesOfPanchayat(panchayatCode, financialYear);
  }

  /** Issues of a block still open for filing or for an excess mapping. */
  async openIssuesOfBlock(role: PrincipalRole, blockCode: string): Promise<IssueRow[]> {
    assertCovers(scopeOfRole(role), blockCode);
    return this.issueRows.unclaimedIssuesOfBlock(blockCode);
  }

  /** The issues asked for that lie inside the role's jurisdiction (others are left out). */
  async linkedIssues(role: PrincipalRole, issueNumbers: string[]) {
    const rows = await this.issueRows.issuesByNumbersInScope(scopeOfRole(role), issueNumbers);
    const entries = rows.length ? await this.issueRows.verificationEntriesOf(rows.map((r) => r.id)) : [];
    const byIssue = new Map(entries.map(({ issue_id, ...entry }) => [issue_id, entry]));
    return rows.map((row) => ({ ...row, verification: byIssue.get(row.id) ?? null }));
  }

  /** One issue inside a scope, or 404 (an issue outside it is not revealed). */
  async issueInScope(scope: Scope, issueNumber: string): Promise<IssueRow> {
    const row = await this.issueRows.issueByNumberInScope(scope, issueNumber);
    if (!row) throw issueNotFound(issueNumber);
    return row;
  }

  /** The panchayat's works in the MIS mirror, for an officer whose role covers it. */
  async works(role: PrincipalRole, panchayatCode: string): Promise<WorkOption[]> {
    const place = await this.locations.panchayat(panchayatCode);
    if (!place) throw ApiError.notFound(msg('PANCHAYAT_NOT_FOUND', { code: panchayatCode }));
    assertCovers(scopeOfRole(role), panchayatCode);
    return (await this.scraper.worksOfPanchayat(panchayatCode)).map((w) => ({
      work_code: String(w.work_code),
      work_name: String(w.work_name),
      work_status: String(w.work_status),
      agency_name: String(w.agency_name),
      work_start_fin_year: (w.work_start_fin_year as string | null) ?? null,
    }));
  }

  /** The View Issue dialog's Final Submit: the issue's works and persons, replaced as a whole. */
  async updateDetails(role: PrincipalRole, dto: IssueDetailsDto, actor: Actor): Promise<IssueRow> {
    const scope = assertTpOrGp(role);
    const issue = await this.issueInScope(scope, dto.issue_number);
    const works = await this.checkWorks(issue, dto.workDetails);
    const persons = await this.checkPersons(dto.persons_details);
    if (works.length === 0 || persons.length === 0) throw ApiError.badRequest('NEED_WORK_AND_PERSON');

    await inTransaction(this.dataSource, async (em) => {
      // The issue row's lock orders concurrent submits of the same issue: the last one wins whole.
      await this.issueRows.lockIssue(em, issue.id);
      await this.issueRows.replaceWorksAndPersons(em, issue.id, works, persons, actor.userId);
      await this.trail.record(em, actor, {
        action: 'issue.details',
        entity: 'sa_issue',
        entityId: issue.id,
        before: { workDetails: issue.workDetails, persons_details: issue.persons_details },
        after: { workDetails: works, persons_details: persons },
      });
    });
    return this.issueInScope(scope, dto.issue_number);
  }

  private async checkWorks(issue: IssueRow, list: Record<string, unknown>[]): Promise<{ work_code: string; work_name: string }[]> {
    if (list.length === 0) return [];
    const known = new Map(
      (await this.scraper.worksOfPanchayat(issue.panchayat_code)).map((w) => [String(w.work_code), String(w.work_name)]),
    );
    const seen = new Set<string>();
    return list.map((entry) => {
      const code = textOf(entry.work_code);
      if (!code) throw ApiError.badRequest('FILL_REQUIRED', { workDetails: 'WORK_CODE_FIELD_REQUIRED' });
      const name = known.get(code);
      if (name === undefined)
        throw ApiError.badRequest(msg('ISSUE_WORK_NOT_OF_PANCHAYAT', { work: code, panchayat: issue.panchayat_name }));
      if (seen.has(code)) throw ApiError.badRequest(msg('ISSUE_WORK_TWICE', { work: code }));
      seen.add(code);
      return { work_code: code, work_name: name };
    });
  }

  private async checkPersons(list: Record<string, unknown>[]) {
    const persons = list.map((entry) => {
      const name = textOf(entry.name);
      const department = textOf(entry.department);
      const mobile = textOf(entry.mobile);
      const roleId = textOf(entry.role);
      if (!name || !department || !mobile || !roleId) throw ApiError.badRequest('FILL_REQUIRED');
      if (name.length > 100 || !/^[\p{L}\p{M} .'-]+$/u.test(name)) throw ApiError.badRequest('NAME_LETTERS_ONLY');
      if (!/^[0-9]{10}$/.test(mobile)) throw ApiError.badRequest('MOBILE_INVALID');
      if (!/^[0-9]{1,9}$/.test(roleId)) throw ApiError.badRequest(msg('ISSUE_ROLE_NOT_OF_DEPARTMENT', { role: roleId, department }));
      const email = isBlank(entry.email) ? null : textOf(entry.email);
      if (email !== null && (email.length > 150 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) throw ApiError.badRequest('EMAIL_INVALID');
      const designation = isBlank(entry.designation) ? null : textOf(entry.designation);
      if (designation !== null && designation.length > 100) throw ApiError.badRequest('DESIGNATION_TOO_LONG');
      return { name: name.toUpperCase(), department_code: department, role_id: Number(roleId), mobile, email, designation };
    });
    const [departments, roles] = await Promise.all([
      this.roles.departmentsByCodes([...new Set(persons.map((p) => p.department_code))]),
      this.roles.findByIds([...new Set(persons.map((p) => p.role_id))]),
    ]);
    for (const person of persons) {
      const department = departments.find((d) => d.department_code === person.department_code);
      if (!department || department.levels === 'STATE' || department.levels === 'ZP') {
        throw ApiError.badRequest(msg('ISSUE_DEPARTMENT_EXCLUDED', { department: person.department_code }));
      }
      const role = roles.find((r) => r.id === person.role_id);
      if (!role || role.Role_Department_id !== person.department_code) {
        throw ApiError.badRequest(msg('ISSUE_ROLE_NOT_OF_DEPARTMENT', { role: person.role_id, department: person.department_code }));
      }
    }
    return persons;
  }

  /** Issue types with their names, as the recovered issues report lists them. */
  static issueTypes() {
    return ISSUE_TYPES.map((t) => ({ issue_type: t, issue_type_name: ISSUE_TYPE_NAMES[t] }));
  }
}
