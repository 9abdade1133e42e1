import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLACE_COLUMNS, PLACE_JOINS } from '../../locations/repositories/locations.repository.js';
import { type PanchayatPlace } from '../../locations/locations.service.js';
import { ScraperService } from '../../scraper/scraper.service.js';
import { SPIDERS } from '../../scraper/spider-names.js';

/**
 * Blocks whose panchayats the demo loads from the (fixture) MIS on first start: the demo TP
 * officers' blocks in KALABURAGI and one block of MYSURU, so the works pages have data in two
 * districts. README lists them.
 */
export const DEMO_MIS_BLOCKS = ['1515001', '1515006', '1522004'] as const;

/**
 * First start of the demo: queues the real LoadDynamicGP and workSpiderGp jobs for the demo
 * panchayats, as an officer's click would. Runs once: a later start finds the seed's runs.
 */
@Injectable()
export class DemoMisLoadService {
  private readonly logger = new Logger('DemoMisLoad');

  constructor(
    private readonly dataSource: DataSource,
    private readonly scraper: ScraperService,
  ) {}

  async run(): Promise<number> {
    const [{ done }]: { done: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM scrape_runs WHERE trigger = 'seed') AS done`,
    );
    if (done) return 0;
    const places: PanchayatPlace[] = await this.dataSource.query(
      `SELECT ${PLACE_COLUMNS} FROM ${PLACE_JOINS}
        WHERE p.block_code = ANY($1::text[]) ORDER BY p.panchayat_code`,
      [[...DEMO_MIS_BLOCKS]],
    );
    for (const place of places) {
      await this.scraper.startLoad(SPIDERS.works, place, 'seed');
      await this.scraper.startLoad(SPIDERS.bills, place, 'seed');
    }
    this.logger.log(
      `Demo: loading the MIS data of ${places.length} panchayats (blocks ${DEMO_MIS_BLOCKS.join(', ')}) through the scraper jobs`,
    );
    return places.length;
  }
}
