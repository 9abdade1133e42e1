import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { restrictToScopes, type Scope } from '../../common/auth/scope.js';
import type { ListQuery } from '../../common/pagination/list-query.js';
import { ScrapeRun } from '../entities/scrape-run.entity.js';
import type { NewRun } from '../scrape-runs.service.js';

/** The columns a run's end (completed or failed) or progress writes. */
export type RunUpdate = Partial<
  Pick<
    ScrapeRun,
    | 'state'
    | 'finished_at'
    | 'error'
    | 'pages_fetched'
    | 'pages_expected'
    | 'rows_seen'
    | 'rows_inserted'
    | 'rows_updated'
    | 'rows_unchanged'
    | 'rows_rejected'
    | 'rows_gone'
    | 'rejections'
  >
>;

/** The SQL of the run records (scrape_runs) and of the names the load history shows beside them. */
@Injectable()
export class ScrapeRunsRepository {
  constructor(@InjectRepository(ScrapeRun) private readonly runs: Repository<ScrapeRun>) {}

  async insertQueuedRun(run: NewRun): Promise<void> {
    await this.runs.insert({ ...run, state: 'queued' });
  }

  /** Deletes the run while it is queued and was never attempted. */
  async deleteUnstartedRun(id: string): Promise<void> {
    await this.runs.delete({ id, state: 'queued', attempts: 0 });
  }

  findRun(id: string): Promise<ScrapeRun | null> {
    return this.runs.findOne({ where: { id } });
  }

  /** The run active for this attempt, its counts, error and end cleared (its first start kept). */
  async markRunStarted(id: string, attempt: number): Promise<void> {
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

  async updateRun(id: string, columns: RunUpdate): Promise<void> {
    await this.runs.update({ id }, columns);
  }

  /** A page of the runs inside the scopes, filtered by the listed columns' values, in the query's order (then by id). */
  async findRunsPage(scopes: Scope[], query: ListQuery): Promise<[ScrapeRun[], number]> {
    const qb = this.runs.createQueryBuilder('r');
    restrictToScopes(qb, 'r', scopes);
    for (const key of ['spider', 'state', 'panchayat_code', 'block_code', 'district_code', 'trigger'] as const) {
      const value = query.filter[key];
      if (typeof value === 'string' && value) qb.andWhere(`r.${key} = :f_${key}`, { [`f_${key}`]: value });
    }
    qb.orderBy(`r.${query.sort}`, query.order).addOrderBy('r.id', 'ASC').skip(query.skip).take(query.take);
    return qb.getManyAndCount();
  }

  /** The names of these officers. */
  findUserNames(userIds: number[]): Promise<{ id: number; name: string }[]> {
    return this.runs.manager.query<{ id: number; name: string }[]>('SELECT id, name FROM users WHERE id = ANY($1::int[])', [userIds]);
  }

  /** The names (English and Kannada) of these panchayats. */
  findPanchayatNames(codes: string[]): Promise<{ code: string; name: string; kn: string | null }[]> {
    return this.runs.manager.query<{ code: string; name: string; kn: string | null }[]>(
      'SELECT panchayat_code AS code, panchayat_name AS name, panchayat_name_kn AS kn FROM panchayats WHERE panchayat_code = ANY($1::varchar[])',
      [codes],
    );
  }

  /** The newest run of a spider for a panchayat, or null. */
  findLatestRun(panchayatCode: string, spider: string): Promise<ScrapeRun | null> {
    return this.runs.findOne({ where: { panchayat_code: panchayatCode, spider }, order: { queued_at: 'DESC' } });
  }
}
