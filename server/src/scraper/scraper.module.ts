import { Module } from '@nestjs/common';
import { ThrottleModule } from '../auth/throttle/throttle.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '../locations/locations.module.js';
import { MisChangesController } from './changes/mis-changes.controller.js';
import { MisChangesService } from './changes/mis-changes.service.js';
import { MirrorStore } from './mirror-store.service.js';
import { MisClientFactory } from './mis/mis-client.factory.js';
import { NightlyRefreshService } from './nightly-refresh.service.js';
import { ScrapeRunsService } from './scrape-runs.service.js';
import { ScraperReadService } from './scraper-read.service.js';
import { MisChangesRepository } from './repositories/mis-changes.repository.js';
import { NightlyRefreshRepository } from './repositories/nightly-refresh.repository.js';
import { ScrapeRunsRepository } from './repositories/scrape-runs.repository.js';
import { ScraperReadRepository } from './repositories/scraper-read.repository.js';
import { ScraperController } from './scraper.controller.js';
import { ScraperService } from './scraper.service.js';
import { LoadDynamicGpSpider } from './spiders/load-dynamic-gp.spider.js';
import { SpiderRunner } from './spiders/spider-runner.js';
import { WorkSpiderGpSpider } from './spiders/work-spider-gp.spider.js';
import { SCRAPER_ENTITIES } from './scraper.entities.js';

/**
 * The MIS scraper (docs/mis-scraper.md): the spiders as job handlers, the MIS mirror, the run
 * records, the /Scraper calls and the nightly refresh. Other modules read the mirror through
 * ScraperReadService and start loads through ScraperService.
 */
@Module({
  imports: [TypeOrmModule.forFeature(SCRAPER_ENTITIES), LocationsModule, ThrottleModule],
  controllers: [ScraperController, MisChangesController],
  providers: [
    ScrapeRunsRepository,
    ScraperReadRepository,
    NightlyRefreshRepository,
    MisChangesRepository,
    MisClientFactory,
    MirrorStore,
    ScrapeRunsService,
    SpiderRunner,
    LoadDynamicGpSpider,
    WorkSpiderGpSpider,
    ScraperService,
    ScraperReadService,
    NightlyRefreshService,
    MisChangesService,
  ],
  exports: [ScraperReadService, ScraperService],
})
export class ScraperModule {}
