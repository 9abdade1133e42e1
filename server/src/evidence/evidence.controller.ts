import { Controller, Get, Param, Query, Req, StreamableFile } from '@nestjs/common';
import { ThrottledExport } from '../auth/throttle/export-throttle.interceptor.js';
import { CurrentPrincipal, CurrentRole, type AuthedRequest } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireAdmin } from '../common/auth/require.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { languageOfHeader, msg, ok } from '../common/messages/index.js';
import { EvidenceCsvQueryDto, EvidenceReportQueryDto, EvidenceWorkQueryDto, EvidenceWorksQueryDto } from './dto/evidence-report.dto.js';
import { EvidenceReportService } from './evidence-report.service.js';

/** A work code in the address: what the MIS uses (letters, digits, / - _ .), at most 40 characters. */
const WORK_CODE = /^[A-Za-z0-9/_.-]{1,40}$/;

/**
 * The Photo evidence report (issue 27): STATE, ZP and TP administrators, scoped by the verified
 * current role (`currentRole` query parameter, else the session's role).
 */
@Controller('evidence')
@RequireAdmin()
export class EvidenceController {
  constructor(private readonly reports: EvidenceReportService) {}

  @Get('report')
  async report(@Query() query: EvidenceReportQueryDto, @CurrentRole() role: PrincipalRole) {
    const report = await this.reports.report(role, query);
    return { ...ok(report.cycle_id === null ? 'EVIDENCE_NO_CYCLE' : 'EVIDENCE_REPORT'), ...report };
  }

  @Get('works')
  async works(@Query() query: EvidenceWorksQueryDto, @CurrentRole() role: PrincipalRole) {
    const rows = await this.reports.works(role, query);
    return { ...ok(rows.length ? msg('WORKS_FOUND', { count: rows.length }) : 'NO_WORKS'), rows };
  }

  /** The flagged records as CSV: streamed, throttled per officer. */
  @Get('report.csv')
  @ThrottledExport()
  async csv(
    @Query() query: EvidenceCsvQueryDto,
    @CurrentRole() role: PrincipalRole,
    @CurrentPrincipal() principal: Principal,
    @Req() req: AuthedRequest,
  ): Promise<StreamableFile> {
    const language = principal.user.language ?? languageOfHeader(req.headers['accept-language']);
    const { stream, cycleId } = await this.reports.csv(role, query, language);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="photo-evidence-${cycleId ?? 'none'}.csv"`,
    });
  }

  @Get('works/:workCode')
  async work(@Param('workCode') workCode: string, @Query() query: EvidenceWorkQueryDto, @CurrentRole() role: PrincipalRole) {
    if (!WORK_CODE.test(workCode)) throw ApiError.badField('workCode', 'WORK_CODE_INVALID');
    const answer = await this.reports.work(role, workCode, query.cycle_id);
    return { ...ok(msg('EVIDENCE_WORK', { work: workCode })), ...answer };
  }
}
