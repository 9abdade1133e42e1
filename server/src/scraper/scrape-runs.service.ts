import { Injectable } from '@nestjs/common';
import type { Scope } from '../common/auth/scope.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import type { ScrapeRun, RunTrigger } from './entities/scrape-run.entity.js';
import type { StoreCounts } from './mirror-store.service.js';
import { ScrapeRunsRepository } from './repositories/scrape-runs.repository.js';

/** A run as the load history lists it: with the name of who asked for it and of its panchayat. */
export type ScrapeRunView = ScrapeRun & {
  requested_by_name: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
};

export interface RunCounts extends StoreCounts {
  rejected: number;
}

export interface NewRun {
  id: string;
  spider: string;
  args: Record<string, string>;
  district_code: string;
  block_code: string;
  panchayat_code: string;
  trigger: RunTrigger;
  requested_by: number | null;
}

/** The record of every spider run (scrape_runs): what was asked, by whom, and how it went. */
@Injectable()
export class ScrapeRunsService {
  constructor(private readonly runs: ScrapeRunsRepository) {}

  async create(run: NewRun): Promise<void> {
    await this.runs.insertQueuedRun(run);
  }

  async discard(id: string): Promise<void> {
    await this.runs.deleteUnstartedRun(id);
  }

  get(id: string): Promise<ScrapeRun | null> {
    return this.runs.findRun(id);
  }

  /** A new attempt starts afresh: its counts replace the previous attempt's. */
  async start(id: string, attempt: number): Promise<void> {
    await this.runs.markRunStarted(id, attempt);
  }

  async progress(id: string, pagesFetched: number, pagesExpected: number): Promise<void> {
    await this.runs.updateRun(id, { pages_fetched: pagesFetched, pages_expected: Math.max(pagesExpected, pagesFetched) });
  }

  async complete(id: string, counts: RunCounts, rejections: { row: string; reason: string }[], pagesFetched: number): Promise<void> {
    await this.runs.updateRun(id, {
      state: 'completed',
      finished_at: new Date(),
      pages_fetched: pagesFetched,
      pages_expected: pagesFetched,
      rows_seen: counts.inserted + counts.updated + counts.unchanged + counts.rejected,
      rows_inserted: counts.inserted,
      rows_updated: counts.updated,
      rows_unchanged: counts.unchanged,
      rows_rejected: counts.rejected,
      rows_gone: counts.gone,
      rejections: rejections.slice(0, 20),
    });
  }

  /** A failed attempt: `final` when no retry follows (the run is then failed), else it waits for the retry. */
  async fail(id: string, error: string, final: boolean, pagesFetched: number): Promise<void> {
    await this.runs.updateRun(id, {
      state: final ? 'failed' : 'queued',
      finished_at: final ? new Date() : null,
      error: final ? error : `Attempt failed, retrying: ${error}`,
      pages_fetched: pagesFetched,
    });
  }

  /** Jobs page: runs inside the caller's jurisdictions, newest first. */
  async list(scopes: Scope[], query: ListQuery): Promise<Page<ScrapeRunView>> {
    const [rows, total] = await this.runs.findRunsPage(scopes, query);
    return { rows: await this.named(rows), total };
  }

  /**
   * The page's runs with who asked for them (the officer's name; system triggers have none) and
   * their panchayat's name: one query for the page's officers and one for its panchayats.
   */
  private async named(rows: ScrapeRun[]): Promise<ScrapeRunView[]> {
    const userIds = [...new Set(rows.map((r) => r.requested_by).filter((id): id is number => id !== null))];
    const codes = [...new Set(rows.map((r) => r.panchayat_code))];
    const [users, places] = await Promise.all([
      userIds.length ? this.runs.findUserNames(userIds) : [],
      codes.length ? this.runs.findPanchayatNames(codes) : [],
    ]);
    const userName = new Map(users.map((u) => [Number(u.id), u.name] as const));
    const placeName = new Map(places.map((p) => [p.code, p] as const));
    return rows.map((run) => ({
      ...run,
      requested_by_name: run.requested_by === null ? null : (userName.get(run.requested_by) ?? null),
      panchayat_name: placeName.get(run.panchayat_code)?.name ?? null,
      panchayat_name_kn: placeName.get(run.panchayat_code)?.kn ?? null,
    }));
  }

  /** The GPs whose data is oldest (never loaded first), for the nightly refresh. */
  async latestRunOf(panchayatCode: string, spider: string): Promise<ScrapeRun | null> {
    return this.runs.findLatestRun(panchayatCode, spider);
  }
}
