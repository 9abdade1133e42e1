import { Body, Controller, Get, HttpCode, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { CurrentPrincipal, CurrentRole } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireStateAdmin } from '../common/auth/require.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { Idempotent, IdempotencyOf } from '../common/idempotency/idempotency.decorators.js';
import type { IdempotentRequest } from '../common/idempotency/idempotency.service.js';
import { AccountStatementsService } from './account-statements.service.js';
import {
  AccountStatementDto,
  BlockQueryDto,
  FilingDto,
  IssueDetailsDto,
  IssuesByPanchayatDto,
  IssuesByTypeDto,
  IssuesListQueryDto,
  LinkedIssuesDto,
  PanchayatQueryDto,
  ReportDto,
  SummaryQueryDto,
  VerificationDto,
} from './dto/socialaudit.dto.js';
import { ImportFileInterceptor } from './import-file.interceptor.js';
import { IssueImportError, IssueImportService } from './issue-import.service.js';
import { IssuesService } from './issues.service.js';
import { RecoveryFilingService } from './recovery-filing.service.js';
import { RecoveryReportsService } from './recovery-reports.service.js';
import { RecoveryVerificationService } from './recovery-verification.service.js';
import { type MessageCode, msg, ok } from '../common/messages/index.js';

/** "N things found." or "No things found." of a list answer, by what it lists. */
const FOUND = {
  'report rows': ['REPORT_ROWS_FOUND', 'NO_REPORT_ROWS'],
  issues: ['ISSUES_FOUND', 'NO_ISSUES'],
  works: ['WORKS_FOUND', 'NO_WORKS'],
  'uploaded issues': ['UPLOADED_ISSUES_FOUND', 'NO_UPLOADED_ISSUES'],
  rows: ['ROWS_FOUND', 'NO_ROWS'],
} as const satisfies Record<string, readonly [MessageCode, MessageCode]>;
const found = (count: number, what: keyof typeof FOUND) => ok(count ? msg(FOUND[what][0], { count }) : FOUND[what][1]);

/** Spec 2 §7 `/socialaudit/*` (docs/socialaudit-api.md). Handlers translate HTTP; the services hold the rules. */
@Controller('socialaudit')
export class SocialAuditController {
  constructor(
    private readonly issues: IssuesService,
    private readonly filings: RecoveryFilingService,
    private readonly verifications: RecoveryVerificationService,
    private readonly reports: RecoveryReportsService,
    private readonly statements: AccountStatementsService,
    private readonly imports: IssueImportService,
  ) {}

  @Post('issues-report')
  @HttpCode(200)
  async issuesReport(@Body() dto: ReportDto, @CurrentRole() role: PrincipalRole) {
    const { level, rows } = await this.issues.issuesReport(role, dto.financialYear);
    return { ...found(rows.length, 'report rows'), level, rows };
  }

  @Post('fetch-issues-by-type')
  @HttpCode(200)
  async issuesByType(@Body() dto: IssuesByTypeDto, @CurrentRole() role: PrincipalRole) {
    const data = await this.issues.issuesByType(role, dto);
    return { ...found(data.length, 'issues'), data };
  }

  @Post('get-issues-by-panchayat')
  @HttpCode(200)
  async issuesByPanchayat(@Body() dto: IssuesByPanchayatDto, @CurrentRole() role: PrincipalRole) {
    const data = await this.issues.issuesOfPanchayat(role, dto.panchayat_code, dto.financialYear);
    return { ...found(data.length, 'issues'), data };
  }

  @Get('get-works')
  async works(@Query() query: PanchayatQueryDto, @CurrentRole() role: PrincipalRole) {
    const data = await this.issues.works(role, query.panchayat_code);
    return { ...found(data.length, 'works'), data };
  }

  @Post('update-issue-details')
  @HttpCode(200)
  async updateIssueDetails(@Body() dto: IssueDetailsDto, @CurrentRole() role: PrincipalRole, @CurrentActor() actor: Actor) {
    const data = await this.issues.updateDetails(role, dto, actor);
    return { ...ok('ISSUE_DETAILS_UPDATED'), data };
  }

  @Post('recovered-issues-report')
  @HttpCode(200)
  async recoveredIssuesReport(@Body() dto: ReportDto, @CurrentRole() role: PrincipalRole) {
    const { level, rows } = await this.reports.recoveredIssuesReport(role, dto.financialYear);
    return { ...found(rows.length, 'report rows'), level, rows, issueTypes: IssuesService.issueTypes() };
  }

  @Get('get-uploaded-issues')
  async uploadedIssues(@Query() query: BlockQueryDto, @CurrentRole() role: PrincipalRole) {
    const uploadedIssues = await this.reports.filingsOfBlock(role, query.block_code);
    return { ...found(uploadedIssues.length, 'uploaded issues'), uploadedIssues };
  }

  @Get('get-block-issues')
  async blockIssues(@Query() query: BlockQueryDto, @CurrentRole() role: PrincipalRole) {
    const data = await this.issues.openIssuesOfBlock(role, query.block_code);
    return { ...found(data.length, 'issues'), data };
  }

  @Post('upload-issues')
  @HttpCode(200)
  @Idempotent()
  uploadIssues(
    @Body() dto: FilingDto,
    @CurrentRole() role: PrincipalRole,
    @CurrentActor() actor: Actor,
    @IdempotencyOf() once: IdempotentRequest | null,
  ) {
    return this.filings.file(role, dto, actor, once);
  }

  @Post('get-linked-issues')
  @HttpCode(200)
  async linkedIssues(@Body() dto: LinkedIssuesDto, @CurrentRole() role: PrincipalRole) {
    const data = await this.issues.linkedIssues(role, dto.issue_numbers);
    return { ...found(data.length, 'issues'), data };
  }

  @Post('update-verification-zp')
  @HttpCode(200)
  @Idempotent()
  verify(
    @Body() dto: VerificationDto,
    @CurrentRole() role: PrincipalRole,
    @CurrentActor() actor: Actor,
    @IdempotencyOf() once: IdempotentRequest | null,
  ) {
    return this.verifications.verify(role, dto, actor, once);
  }

  @Get('issues-list')
  async issuesList(@Query() query: IssuesListQueryDto, @CurrentRole() role: PrincipalRole) {
    const data = await this.reports.issuesList(role, query);
    return { ...found(data.length, 'issues'), data };
  }

  @Get('recovery-summary')
  async recoverySummary(@Query() query: SummaryQueryDto, @CurrentRole() role: PrincipalRole) {
    const { level, rows } = await this.reports.recoverySummary(role, query);
    return { ...found(rows.length, 'rows'), level, data: rows };
  }

  @Get('account-statements')
  async accountStatements(@CurrentPrincipal() principal: Principal, @CurrentRole() role: PrincipalRole) {
    return { ...ok('ACCOUNT_STATEMENTS'), data: await this.statements.list(principal, role) };
  }

  @Post('account-statements')
  @HttpCode(200)
  @RequireStateAdmin()
  async addStatement(@Body() dto: AccountStatementDto, @CurrentActor() actor: Actor) {
    return { ...ok(msg('STATEMENT_ADDED', { year: dto.year })), data: await this.statements.add(dto, actor) };
  }

  @Put('account-statements')
  @RequireStateAdmin()
  async changeStatement(@Body() dto: AccountStatementDto, @CurrentActor() actor: Actor) {
    return { ...ok(msg('STATEMENT_UPDATED', { year: dto.year })), data: await this.statements.change(dto, actor) };
  }

  @Post('import-issues')
  @HttpCode(200)
  @RequireStateAdmin()
  @UseInterceptors(ImportFileInterceptor)
  async importIssues(@UploadedFile() file: { path: string } | undefined, @CurrentActor() actor: Actor) {
    if (!file) throw ApiError.badField('file', 'NO_FILE');
    try {
      const r = await this.imports.importFile(file.path, actor);
      const counts = { rows: r.rows, inserted: r.inserted, updated: r.updated, unchanged: r.unchanged };
      return {
        ...ok(r.sheet === undefined ? msg('ISSUES_IMPORTED', counts) : msg('ISSUES_IMPORTED_FROM_SHEET', { ...counts, sheet: r.sheet })),
        ...r,
      };
    } catch (err) {
      if (err instanceof IssueImportError) throw ApiError.badRequest(msg('IMPORT_REFUSED', { total: err.total }), err.errors);
      throw err;
    }
  }
}
