import { Injectable, Logger } from '@nestjs/common';
import { PermanentJobError } from '../../jobs/job-errors.js';
import { DEFAULT_JOB_OPTIONS } from '../../jobs/job-names.js';
import type { JobContext } from '../../jobs/on-job.decorator.js';
import { NO_COUNTS, addCounts, type StoreCounts } from '../mirror-store.service.js';
import { MisClientFactory } from '../mis/mis-client.factory.js';
import type { MisSession } from '../mis/mis-client.js';
import { MisPageError } from '../mis/types.js';
import { RunCounts, ScrapeRunsService } from '../scrape-runs.service.js';

/** The data every spider job carries: its run record and the panchayat (spec 2 §7 loadScrapy args). */
export interface SpiderJob {
  runId: string;
  zpcode: string;
  tpcode: string;
  gpcode: string;
  /** Names as the location master has them (the GP page of the MIS is opened by name and code). */
  district_name: string;
  block_name: string;
  panchayat_name: string;
}

export interface SpiderResult extends RunCounts {
  pages: number;
}

/** What a spider does during one attempt: the MIS visit, progress, counts and rejections. */
export class Visit {
  readonly session: MisSession;
  expected = 0;
  counts: StoreCounts = NO_COUNTS;
  rejected = 0;
  readonly rejections: { row: string; reason: string }[] = [];
  private lastReport = 0;

  constructor(
    factory: MisClientFactory,
    private readonly report: (fetched: number, expected: number, force: boolean) => Promise<void>,
  ) {
    this.session = factory.open((fetched) => this.tick(fetched));
  }

  /** More pages are now known to be needed (a list revealed its links). */
  async expect(pages: number): Promise<void> {
    this.expected += pages;
    await this.report(this.session.pagesFetched, this.expected, true);
  }

  add(counts: StoreCounts): void {
    this.counts = addCounts(this.counts, counts);
  }

  reject(row: string, reason: string): void {
    this.rejected++;
    if (this.rejections.length < 20) this.rejections.push({ row, reason });
  }

  private async tick(fetched: number): Promise<void> {
    // Progress on the job and in the run record, at most four times a second.
    const now = Date.now();
    if (now - this.lastReport < 250 && fetched < this.expected) return;
    this.lastReport = now;
    await this.report(fetched, this.expected, false);
  }
}

/**
 * Runs one attempt of a spider: marks the run active, reports progress, records the counts or
 * the failure. A page that can never be right (a changed layout, a refused value) fails the job
 * at once; anything else (the network, URL TEMPERED, an error page) is retried with backoff.
 */
@Injectable()
export class SpiderRunner {
  private readonly logger = new Logger('Spider');

  constructor(
    private readonly runs: ScrapeRunsService,
    private readonly clients: MisClientFactory,
  ) {}

  async run(spider: string, job: SpiderJob, ctx: JobContext, work: (visit: Visit) => Promise<void>): Promise<SpiderResult> {
    await this.runs.start(job.runId, ctx.attempt);
    const visit = new Visit(this.clients, async (fetched, expected) => {
      await ctx.updateProgress({ pages_fetched: fetched, pages_expected: Math.max(expected, fetched) });
      await this.runs.progress(job.runId, fetched, expected);
    });
    try {
      await work(visit);
      const counts: RunCounts = { ...visit.counts, rejected: visit.rejected };
      await this.runs.complete(job.runId, counts, visit.rejections, visit.session.pagesFetched);
      await ctx.updateProgress({ pages_fetched: visit.session.pagesFetched, pages_expected: visit.session.pagesFetched });
      return { ...counts, pages: visit.session.pagesFetched };
    } catch (err) {
      const permanent = err instanceof MisPageError ? !err.retryable : err instanceof PermanentJobError;
      const final = permanent || ctx.attempt >= DEFAULT_JOB_OPTIONS.attempts;
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.warn(`${spider} ${job.gpcode} attempt ${ctx.attempt} failed${final ? '' : ' (will retry)'}: ${reason}`);
      await this.runs.fail(job.runId, reason, final, visit.session.pagesFetched);
      if (permanent) throw new PermanentJobError(reason, { cause: err });
      throw err;
    }
  }
}
