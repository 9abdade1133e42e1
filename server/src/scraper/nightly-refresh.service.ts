import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS } from '../jobs/redis.provider.js';
import { NightlyRefreshRepository } from './repositories/nightly-refresh.repository.js';
import { ScraperService } from './scraper.service.js';
import { SPIDERS } from './spider-names.js';

export const REFRESH_JOB = 'mis-nightly-refresh';
export const HISTORY_RETENTION_JOB = 'mis-history-retention';
/** Entries deleted per statement by the retention (short transactions, no long lock on the table). */
const RETENTION_BATCH = 5000;

/**
 * Each night, the panchayats whose MIS data is oldest (never loaded first) are loaded again:
 * at most `refresh.maxPerNight`, their jobs spread evenly over `refresh.windowMinutes` so the
 * MIS sees a steady trickle. With several processes, one Redis key per night lets only one of
 * them plan the night. Off by default in the embedded mode (MIS_REFRESH_ENABLED).
 */
@Injectable()
export class NightlyRefreshService implements OnApplicationBootstrap {
  private readonly logger = new Logger('NightlyRefresh');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly repo: NightlyRefreshRepository,
    private readonly scraper: ScraperService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    // The history's retention runs each night whether or not the refresh does (loads by hand keep history too).
    const retention = CronJob.from({
      cronTime: this.config.refresh.cron,
      onTick: () =>
        void this.pruneHistory().catch((err) => this.logger.error(`The MIS history retention failed: ${(err as Error).message}`)),
    });
    this.scheduler.addCronJob(HISTORY_RETENTION_JOB, retention);
    retention.start();
    if (!this.config.refresh.enabled) return;
    const job = CronJob.from({ cronTime: this.config.refresh.cron, onTick: () => void this.planNight().catch((err) => this.fail(err)) });
    this.scheduler.addCronJob(REFRESH_JOB, job);
    job.start();
    this.logger.log(
      `Nightly MIS refresh at "${this.config.refresh.cron}", up to ${this.config.refresh.maxPerNight} panchayats over ${this.config.refresh.windowMinutes} min`,
    );
  }

  /** Plans one night: returns how many panchayats were queued (0 when another process planned it). */
  async planNight(now = new Date()): Promise<number> {
    const { maxPerNight, windowMinutes } = this.config.refresh;
    if (maxPerNight === 0) return 0;
    if (this.redis) {
      const key = `${this.config.jobs.prefix}:refresh:${now.toISOString().slice(0, 10)}`;
      const won = await this.redis.set(key, String(process.pid), 'EX', 36 * 3600, 'NX');
      if (won !== 'OK') return 0;
    }
    const places = await this.repo.findPanchayatsLeastRecentlyLoaded(maxPerNight);
    const step = places.length > 1 ? (windowMinutes * 60_000) / places.length : 0;
    for (const [i, place] of places.entries()) {
      const delayMs = Math.round(i * step);
      await this.scraper.startLoad(SPIDERS.works, place, 'nightly', delayMs);
      await this.scraper.startLoad(SPIDERS.bills, place, 'nightly', delayMs);
    }
    this.logger.log(`Queued the MIS refresh of ${places.length} panchayats over ${windowMinutes} min`);
    return places.length;
  }

  /**
   * Deletes the MIS history entries older than MIS_HISTORY_RETENTION_DAYS, in batches of
   * RETENTION_BATCH (each its own statement, oldest first); returns how many. Several processes
   * running it at once each delete what is left: the batches skip rows another one has locked.
   * The works whose newest change is older go from mis_change_works too (the changes page reads
   * it only for days within the retention).
   */
  async pruneHistory(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.refresh.historyRetentionDays * 86_400_000);
    let total = 0;
    for (;;) {
      const n = await this.repo.deleteHistoryBatchBefore(before, RETENTION_BATCH);
      total += n;
      if (n < RETENTION_BATCH) break;
    }
    for (;;) {
      const n = await this.repo.deleteChangeWorksBatchBefore(before, RETENTION_BATCH);
      if (n < RETENTION_BATCH) break;
    }
    if (total > 0) this.logger.log(`Deleted ${total} MIS history entries recorded before ${before.toISOString()}`);
    return total;
  }

  private fail(err: unknown): void {
    this.logger.error(`The nightly MIS refresh could not be planned: ${(err as Error).message}`);
  }
}
