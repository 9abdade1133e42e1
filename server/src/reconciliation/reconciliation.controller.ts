import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import { ThrottledExport } from '../auth/throttle/export-throttle.interceptor.js';
import { CurrentPrincipal, CurrentRole, type AuthedRequest } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireAdmin } from '../common/auth/require.decorator.js';
import { languageOfHeader, msg, ok } from '../common/messages/index.js';
import { ReconciliationQueryDto, ReconciliationWorksQueryDto } from './dto/reconciliation.dto.js';
import { ReconciliationService } from './reconciliation.service.js';

/**
 * The Reconciliation view (issue 29): per cycle and taluk, the works verified and those the MIS
 * changed after their verification. STATE, ZP and TP administrators, scoped by the verified
 * current role (`currentRole` query parameter, else the session's role).
 */
@Controller()
@RequireAdmin()
export class ReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Get('reconciliation')
  async report(@Query() query: ReconciliationQueryDto, @CurrentRole() role: PrincipalRole) {
    const report = await this.reconciliation.report(role, query);
    return { ...ok(report.cycle_id === null ? 'EVIDENCE_NO_CYCLE' : 'RECONCILIATION_REPORT'), ...report };
  }

  @Get('reconciliation/works')
  async works(@Query() query: ReconciliationWorksQueryDto, @CurrentRole() role: PrincipalRole) {
    const rows = await this.reconciliation.works(role, query);
    return { ...ok(rows.length ? msg('WORKS_FOUND', { count: rows.length }) : 'NO_WORKS'), rows };
  }

  /** The works as CSV: streamed, throttled per officer. */
  @Get('reconciliation.csv')
  @ThrottledExport()
  async csv(
    @Query() query: ReconciliationWorksQueryDto,
    @CurrentRole() role: PrincipalRole,
    @CurrentPrincipal() principal: Principal,
    @Req() req: AuthedRequest,
  ): Promise<StreamableFile> {
    const language = principal.user.language ?? languageOfHeader(req.headers['accept-language']);
    const { stream, cycleId } = await this.reconciliation.csv(role, query, language);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="reconciliation-${cycleId ?? 'none'}.csv"`,
    });
  }
}
