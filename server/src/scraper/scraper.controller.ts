import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentPrincipal, CurrentRole } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireAdmin } from '../common/auth/require.decorator.js';
import { inScope, scopeOfRole, scopesOf } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { BlockViewDto, LoadScrapyDto } from './dto/scraper.dto.js';
import { ScrapeRunsService, type ScrapeRunView } from './scrape-runs.service.js';
import { ScraperReadService } from './scraper-read.service.js';
import { ScraperService, WHAT_SPIDER_LOADS } from './scraper.service.js';
import type { SpiderName } from './spider-names.js';

const RUN_NOT_FOUND = 'No such job.';

/** Spec 2 §7 `/Scraper/*`: start MIS loads, follow them, and the Data analysis page's rows. */
@Controller('Scraper')
export class ScraperController {
  constructor(
    private readonly scraper: ScraperService,
    private readonly runs: ScrapeRunsService,
    private readonly read: ScraperReadService,
  ) {}

  @Post('loadScrapy')
  @HttpCode(200)
  async loadScrapy(@Body() dto: LoadScrapyDto, @CurrentRole() role: PrincipalRole, @CurrentPrincipal() principal: Principal) {
    const spider = dto.spiderName as SpiderName;
    const answer = await this.scraper.requestLoad({ spider, ...dto.args }, role, principal.user.id);
    const what = `${WHAT_SPIDER_LOADS[spider]} of ${answer.place.panchayat_name}`;
    return {
      success: true,
      message: answer.joined ? `Loading ${what} is already under way; following it.` : `Loading ${what} from the MIS has started.`,
      jobId: answer.jobId,
      joined: answer.joined,
    };
  }

  @Get('jobs')
  @RequireAdmin()
  @RaList({
    resource: 'Scraper/jobs',
    sortable: ['queued_at', 'started_at', 'finished_at', 'spider', 'state', 'panchayat_code'],
    defaultSort: ['queued_at', 'DESC'],
    filterable: ['spider', 'state', 'panchayat_code', 'block_code', 'district_code', 'trigger'],
    maxPageSize: 500,
    defaultPageSize: 50,
  })
  jobs(@CurrentPrincipal() principal: Principal, @ListParams() query: ListQuery): Promise<Page<ScrapeRunView>> {
    return this.runs.list(scopesOf(principal, null), query);
  }

  /** A run as the Data analysis page polls it: anyone may follow a run inside their jurisdiction. */
  @Get('jobs/:id')
  async job(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RUN_NOT_FOUND) })) id: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    const run = await this.scraper.run(id);
    if (!run || !scopesOf(principal, null).some((scope) => inScope(scope, run))) throw new ApiError(HttpStatus.NOT_FOUND, RUN_NOT_FOUND);
    return { success: true, message: 'OK', data: run };
  }

  @Post('getBlockView')
  @HttpCode(200)
  async getBlockView(@Body() dto: BlockViewDto, @CurrentRole() role: PrincipalRole) {
    const perPage = dto.perPage ?? 50;
    const page = dto.page ?? 1;
    const result = await this.read.blockView([scopeOfRole(role)], {
      block_code: dto.block_code,
      q: dto.q,
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return {
      success: true,
      message: result.total ? `${result.total} panchayats` : 'No data available',
      data: result.rows,
      total: result.total,
    };
  }
}
