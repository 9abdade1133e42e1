import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentPrincipal, CurrentRole } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireAdmin } from '../common/auth/require.decorator.js';
import { inScope, scopeOfRole, scopesOf } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import { envelopeJson, type ListQuery, type Page } from '../common/pagination/list-query.js';
import type { JsonText } from '../common/http/json-text.js';
import { BlockViewDto, LoadScrapyDto } from './dto/scraper.dto.js';
import { ScrapeRunsService, type ScrapeRunView } from './scrape-runs.service.js';
import { ScraperReadService, type BlockViewRow } from './scraper-read.service.js';
import { ScraperService, WHAT_SPIDER_LOADS } from './scraper.service.js';
import type { SpiderName } from './spider-names.js';
import { msg, ok } from '../common/messages/index.js';

type BlockViewEnvelope = ReturnType<typeof ok> & { data: BlockViewRow[]; total: number };
// What getBlockView answers, as one flat object (the OpenAPI answer schema stays as it was).
type BlockViewAnswer = { [K in keyof BlockViewEnvelope]: BlockViewEnvelope[K] };

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
    const what = { what: WHAT_SPIDER_LOADS[spider], panchayat: answer.place.panchayat_name };
    return {
      ...ok(msg(answer.joined ? 'MIS_LOAD_JOINED' : 'MIS_LOAD_STARTED', what)),
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
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => ApiError.notFound('JOB_NOT_FOUND') })) id: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    const run = await this.scraper.run(id);
    if (!run || !scopesOf(principal, null).some((scope) => inScope(scope, run))) throw ApiError.notFound('JOB_NOT_FOUND');
    return { ...ok(), data: run };
  }

  /** The page's rows come as JSON text built by PostgreSQL (ScraperReadService.blockView), spliced in as they are. */
  @Post('getBlockView')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  async getBlockView(@Body() dto: BlockViewDto, @CurrentRole() role: PrincipalRole): Promise<JsonText<BlockViewAnswer>> {
    const perPage = dto.perPage ?? 50;
    const page = dto.page ?? 1;
    const result = await this.read.blockView([scopeOfRole(role)], {
      block_code: dto.block_code,
      q: dto.q,
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return envelopeJson(ok(result.total ? msg('PANCHAYATS_FOUND', { total: result.total }) : 'NO_DATA'), result);
  }
}
