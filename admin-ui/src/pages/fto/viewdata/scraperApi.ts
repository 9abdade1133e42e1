import { api, type Body } from '../../../api/client';
import type { RoleAssignment } from '../../../providers/authApi';

/** The two spiders of `/Scraper/loadScrapy` (spec 2 §7): a panchayat's works, and its material bills and FTOs. */
export const SPIDERS = { works: 'LoadDynamicGP', bills: 'workSpiderGp' } as const;
export type SpiderName = (typeof SPIDERS)[keyof typeof SPIDERS];
export const SPIDER_NAMES: readonly SpiderName[] = [SPIDERS.works, SPIDERS.bills];

export type RunState = 'queued' | 'active' | 'completed' | 'failed';
export const RUN_STATES: readonly RunState[] = ['queued', 'active', 'completed', 'failed'];
export const isFinished = (state: string) => state === 'completed' || state === 'failed';

/** A load still under way for a row, as getBlockView reports it. */
export interface RunningLoad {
  jobId: string;
  spider: SpiderName | string;
  state: RunState | string;
  pages_fetched: number;
  pages_expected: number;
}

/** Spec 2 §3 Block view row, with the load times, the register link and the loads under way. */
export interface BlockViewRow {
  district_code: string;
  district_name: string;
  district_name_kn?: string | null;
  block_code: string;
  block_name: string;
  block_name_kn?: string | null;
  panchayat_code: string;
  panchayat_name: string;
  panchayat_name_kn?: string | null;
  total_ongoing: number | string;
  total_physically_completed: number | string;
  total_suspended: number | string;
  total_completed: number | string;
  /** Works of a status outside the named ones: the status counts add up to total_works. */
  total_other: number | string;
  total_works: number | string;
  work_register_loaded: boolean;
  work_register_link: string | null;
  works_loaded_at: string | null;
  bills_loaded_at: string | null;
  running: RunningLoad[];
}

/** One run of a spider (`GET /Scraper/jobs/{id}` and the Jobs list). */
export interface ScrapeRun {
  id: string;
  spider: SpiderName | string;
  args: Record<string, string>;
  district_code: string;
  block_code: string;
  panchayat_code: string;
  trigger: 'user' | 'nightly' | 'seed' | 'cli' | string;
  requested_by: number | null;
  /** The name of the officer who asked for the load (the load history's list only). */
  requested_by_name?: string | null;
  /** The panchayat's name (the load history's list only). */
  panchayat_name?: string | null;
  panchayat_name_kn?: string | null;
  state: RunState | string;
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
  attempts: number;
  pages_fetched: number;
  pages_expected: number;
  rows_seen: number;
  rows_inserted: number;
  rows_updated: number;
  rows_unchanged: number;
  rows_rejected: number;
  rows_gone: number;
  rejections: { row: string; reason: string }[];
  error: string | null;
}

export interface BlockViewQuery {
  currentRole: RoleAssignment | null;
  block_code?: string;
  q?: string;
  /** 1-based. */
  page: number;
  perPage: number;
}

export interface LoadAnswer {
  success: boolean;
  message?: string;
  jobId: string;
  joined: boolean;
}

/**
 * The `/Scraper` calls of the Data analysis page, through the typed client (paths and bodies
 * from docs/openapi.json). Like every call they go through react-admin's fetchJson, so a 4xx/5xx
 * answer rejects with an HttpError whose `body.message` is the server's text.
 */
export const scraperApi = {
  async blockView({ currentRole, block_code, q, page, perPage }: BlockViewQuery): Promise<{ data: BlockViewRow[]; total: number }> {
    // An empty block or search is not sent (JSON leaves out undefined).
    const body: Body<'BlockViewDto'> = { currentRole, page, perPage, block_code: block_code || undefined, q: q || undefined };
    const { data: json } = await api.POST('/api/Scraper/getBlockView', { body });
    const data = Array.isArray(json?.data) ? (json.data as BlockViewRow[]) : [];
    return { data, total: typeof json?.total === 'number' ? json.total : data.length };
  },

  /** The row of one panchayat as it is now (after one of its loads finished). */
  async panchayatRow(
    currentRole: RoleAssignment | null,
    row: Pick<BlockViewRow, 'block_code' | 'panchayat_code'>,
  ): Promise<BlockViewRow | null> {
    const { data } = await scraperApi.blockView({ currentRole, block_code: row.block_code, q: row.panchayat_code, page: 1, perPage: 5 });
    return data.find((r) => r.panchayat_code === row.panchayat_code) ?? null;
  },

  async loadScrapy(currentRole: RoleAssignment | null, spiderName: SpiderName, row: BlockViewRow): Promise<LoadAnswer> {
    const args = { tpcode: row.block_code, zpcode: row.district_code, gpcode: row.panchayat_code };
    const { data: json } = await api.POST('/api/Scraper/loadScrapy', { body: { spiderName, args, currentRole } });
    return json as unknown as LoadAnswer;
  },

  async run(jobId: string): Promise<ScrapeRun> {
    const { data: json } = await api.GET('/api/Scraper/jobs/{id}', { params: { path: { id: jobId } } });
    return json?.data as ScrapeRun;
  },
};
