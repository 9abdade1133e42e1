import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { inScope, scopeOfRole } from '../common/auth/scope.js';
import type { PrincipalRole } from '../common/auth/principal.js';
import { ApiError } from '../common/http/api-error.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { LocationsService, type PanchayatPlace } from '../locations/locations.service.js';
import type { RunTrigger, ScrapeRun } from './entities/scrape-run.entity.js';
import { ScrapeRunsService } from './scrape-runs.service.js';
import { SCRAPER_QUEUE, SPIDERS, type SpiderName } from './spider-names.js';
import type { SpiderJob } from './spiders/spider-runner.js';
import { msg } from '../common/messages/index.js';

export interface LoadRequest {
  spider: SpiderName;
  zpcode: string;
  tpcode: string;
  gpcode: string;
}

export interface LoadAnswer {
  jobId: string;
  /** An unfinished load of the same spider and panchayat was there already; this request follows it. */
  joined: boolean;
  place: PanchayatPlace;
}

export const WHAT_SPIDER_LOADS: Record<SpiderName, string> = {
  [SPIDERS.works]: 'works',
  [SPIDERS.bills]: 'material bills and FTOs',
};

/**
 * Starts spider runs: checks the codes against the location master, the panchayat against the
 * caller's jurisdiction, records the run and queues its job. One unfinished job per spider and
 * panchayat: a second request joins it (BullMQ deduplication on `<spider>:<gpcode>`).
 */
@Injectable()
export class ScraperService {
  private readonly logger = new Logger('Scraper');

  constructor(
    private readonly locations: LocationsService,
    private readonly runs: ScrapeRunsService,
    private readonly jobs: JobQueue,
  ) {}

  /** A user's request (`POST /Scraper/loadScrapy`), within the role's jurisdiction. */
  async requestLoad(request: LoadRequest, role: PrincipalRole, userId: number): Promise<LoadAnswer> {
    const place = await this.place(request);
    if (!inScope(scopeOfRole(role), place)) {
      throw ApiError.forbidden(msg('PANCHAYAT_OUTSIDE_JURISDICTION', { name: place.panchayat_name, code: place.panchayat_code }));
    }
    return this.enqueue(request.spider, place, 'user', userId);
  }

  /**
   * Loads a panchayat's material bills and FTOs again (the Fill Work File dialog's reset): the
   * caller has already been checked for the work; joins a load already under way.
   */
  async reloadMaterials(panchayatCode: string, userId: number): Promise<LoadAnswer> {
    const place = await this.locations.panchayat(panchayatCode);
    if (!place) throw ApiError.badRequest(msg('PANCHAYAT_NOT_FOUND', { code: panchayatCode }));
    return this.enqueue(SPIDERS.bills, place, 'user', userId);
  }

  /** A load the portal starts itself (nightly refresh, demo seed, CLI). */
  async startLoad(spider: SpiderName, place: PanchayatPlace, trigger: RunTrigger, delayMs = 0): Promise<LoadAnswer> {
    return this.enqueue(spider, place, trigger, null, delayMs);
  }

  /** The codes must exist and nest: district > block > panchayat. */
  private async place(request: LoadRequest): Promise<PanchayatPlace> {
    const place = await this.locations.panchayat(request.gpcode);
    if (!place) throw ApiError.badRequest(msg('PANCHAYAT_NOT_FOUND', { code: request.gpcode }), { gpcode: 'PANCHAYAT_FIELD_UNKNOWN' });
    if (place.block_code !== request.tpcode || place.district_code !== request.zpcode) {
      throw ApiError.badRequest(
        msg('PANCHAYAT_ELSEWHERE', {
          gp: request.gpcode,
          block: place.block_code,
          district: place.district_code,
          tp: request.tpcode,
          zp: request.zpcode,
        }),
        { tpcode: 'BLOCK_FIELD_NOT_CONTAINING' },
      );
    }
    return place;
  }

  private async enqueue(
    spider: SpiderName,
    place: PanchayatPlace,
    trigger: RunTrigger,
    userId: number | null,
    delayMs = 0,
  ): Promise<LoadAnswer> {
    const id = randomUUID();
    const args = { zpcode: place.district_code, tpcode: place.block_code, gpcode: place.panchayat_code };
    await this.runs.create({
      id,
      spider,
      args,
      district_code: place.district_code,
      block_code: place.block_code,
      panchayat_code: place.panchayat_code,
      trigger,
      requested_by: userId,
    });
    const data: SpiderJob = {
      runId: id,
      ...args,
      district_name: place.district_name,
      block_name: place.block_name,
      panchayat_name: place.panchayat_name,
    };
    try {
      const job = await this.jobs.enqueue(SCRAPER_QUEUE, spider, data, {
        jobId: id,
        dedupKey: `${spider}:${place.panchayat_code}`,
        delayMs,
      });
      if (job.joined) {
        // The running job has its own record; this request's would never run.
        await this.runs.discard(id);
        return { jobId: job.id, joined: true, place };
      }
      return { jobId: id, joined: false, place };
    } catch (err) {
      await this.runs.fail(id, `Could not queue the job: ${(err as Error).message}`, true, 0);
      this.logger.error(`Could not queue ${spider} for ${place.panchayat_code}: ${(err as Error).message}`);
      throw ApiError.unavailable('QUEUE_UNAVAILABLE');
    }
  }

  /**
   * A run as the client polls it. A run whose job has vanished from the queue (Redis lost it)
   * while it still says queued or active is reported failed, so nobody waits for ever; so is
   * one whose job BullMQ failed outside the handler (its workers died more than JOB_MAX_STALLED
   * times).
   */
  async run(id: string): Promise<ScrapeRun | null> {
    const run = await this.runs.get(id);
    if (!run || run.state === 'completed' || run.state === 'failed') return run;
    const job = await this.jobs.status(SCRAPER_QUEUE, id).catch(() => undefined);
    if (job === null && Date.now() - run.queued_at.getTime() > 60_000) {
      await this.runs.fail(id, 'The job is no longer in the queue (the queue was reset); start the load again.', true, run.pages_fetched);
      return this.runs.get(id);
    }
    if (job?.state === 'failed') {
      await this.runs.fail(id, job.error ?? 'The job failed.', true, run.pages_fetched);
      return this.runs.get(id);
    }
    return run;
  }
}
