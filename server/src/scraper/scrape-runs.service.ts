import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { restrictToScopes, type Scope } from '../common/auth/scope.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { ScrapeRun, RunTrigger } from './entities/scrape-run.entity.js';
import type { StoreCounts } from './mirror-store.service.js';

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
  constructor(@InjectRepository(ScrapeRun) private readonly runs: Repository<ScrapeRun>) {}

  async create(run: NewRun): Promise<void> {
    await this.runs.insert({ ...run, state: 'queued' });
  }

  async discard(id: string): Promise<void> {
    await this.runs.delete({ id, state: 'queued', attempts: 0 });
  }

  get(id: string): Promise<ScrapeRun | null> {
    return this.runs.findOne({ where: { id } });
  }

  /** A new attempt starts afresh: its counts replace the previous attempt's. */
  async start(id: string, attempt: number): Promise<void> {
    await this.runs
      .createQueryBuilder()
      .update()
      .set({
        state: 'active',
        attempts: attempt,
        started_at: () => 'coalesce(started_at, now())',
        finished_at: null,
        error: null,
        pages_fetched: 0,
        pages_expected: 0,
        rows_seen: 0,
        rows_inserted: 0,
        rows_updated: 0,
        rows_unchanged: 0,
        rows_rejected: 0,
        rows_gone: 0,
        rejections: [],
      })
      .where('id = :id', { id })
      .execute();
  }

  async progress(id: string, pagesFetched: number, pagesExpected: number): Promise<void> {
    await this.runs.update({ id }, { pages_fetched: pagesFetched, pages_expected: Math.max(pagesExpected, pagesFetched) });
  }

  async complete(id: string, counts: RunCounts, rejections: { row: string; reason: string }[], pagesFetched: number): Promise<void> {
    await this.runs.update(
      { id },
      {
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
      },
    );
  }

  /** A failed attempt: `final` when no retry follows (the run is then failed), else it waits for the retry. */
  async fail(id: string, error: string, final: boolean, pagesFetched: number): Promise<void> {
    await this.runs.update(
      { id },
      {
        state: final ? 'failed' : 'queued',
        finished_at: final ? new Date() : null,
        error: final ? error : `Attempt failed, retrying: ${error}`,
        pages_fetched: pagesFetched,
      },
    );
  }

  /** Jobs page: runs inside the caller's jurisdictions, newest first. */
  async list(scopes: Scope[], query: ListQuery): Promise<Page<ScrapeRunView>> {
    const qb = this.runs.createQueryBuilder('r');
    restrictToScopes(qb, 'r', scopes);
    for (const key of ['spider', 'state', 'panchayat_code', 'block_code', 'district_code', 'trigger'] as const) {
      const value = query.filter[key];
      if (typeof value === 'string' && value) qb.andWhere(`r.${key} = :f_${key}`, { [`f_${key}`]: value });
    }
    qb.orderBy(`r.${query.sort}`, query.order).addOrderBy('r.id', 'ASC').skip(query.skip).take(query.take);
    const [rows, total] = await qb.getManyAndCount();
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
      userIds.length
        ? this.runs.manager.query<{ id: number; name: string }[]>('SELECT id, name FROM users WHERE id = ANY($1::int[])', [userIds])
        : [],
      codes.length
        ? this.runs.manager.query<{ code: string; name: string; kn: string | null }[]>(
            'SELECT panchayat_code AS code, panchayat_name AS name, panchayat_name_kn AS kn FROM panchayats WHERE panchayat_code = ANY($1::varchar[])',
            [codes],
          )
        : [],
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
    return this.runs.findOne({ where: { panchayat_code: panchayatCode, spider }, order: { queued_at: 'DESC' } });
  }
}
