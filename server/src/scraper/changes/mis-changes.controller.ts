import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import { ThrottledExport } from '../../auth/throttle/export-throttle.interceptor.js';
import { CurrentPrincipal, CurrentRole, type AuthedRequest } from '../../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../../common/auth/principal.js';
import { languageOfHeader } from '../../common/messages/index.js';
import { ListParams, RaList } from '../../common/pagination/list.decorator.js';
import { parseListQuery, type ListQuery, type ListSpec, type Page } from '../../common/pagination/list-query.js';
import { MisChangesService, type WorkChanges } from './mis-changes.service.js';

export const MIS_CHANGES_LIST: ListSpec = {
  resource: 'mis-changes',
  sortable: ['last_at', 'id', 'changes'],
  defaultSort: ['last_at', 'DESC'],
  filterable: ['district_code', 'block_code', 'panchayat_code', 'from', 'to', 'kind'],
  maxPageSize: 200,
  defaultPageSize: 25,
};

/**
 * The MIS changes page (issue 29): what the loads of the MIS changed, grouped by work, for any
 * officer in the current role's jurisdiction (`currentRole` query parameter, else the session's).
 */
@Controller()
export class MisChangesController {
  constructor(private readonly changes: MisChangesService) {}

  @Get('mis-changes')
  @RaList(MIS_CHANGES_LIST)
  list(@ListParams() query: ListQuery, @CurrentRole() role: PrincipalRole): Promise<Page<WorkChanges>> {
    return this.changes.list(role, query);
  }

  /** The same list as CSV (every matching work, one line per changed field): `filter` and `sort` as the list's; streamed, throttled per officer. */
  @Get('mis-changes.csv')
  @ThrottledExport()
  async csv(
    @Query('filter') filter: string | undefined,
    @Query('sort') sort: string | undefined,
    @CurrentRole() role: PrincipalRole,
    @CurrentPrincipal() principal: Principal,
    @Req() req: AuthedRequest,
  ): Promise<StreamableFile> {
    const query = parseListQuery({ filter, sort }, MIS_CHANGES_LIST);
    const language = principal.user.language ?? languageOfHeader(req.headers['accept-language']);
    return new StreamableFile(await this.changes.csv(role, query, language), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="mis-changes.csv"`,
    });
  }
}
