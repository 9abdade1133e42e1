import { api, type Body, type Schema } from '../../../api/client';
import type { RoleAssignment } from '../../../providers/authApi';

/** The two spiders of `/Scraper/loadScrapy` (spec 2 §7): a panchayat's works, and its material bills and FTOs. */
export const SPIDERS = { works: 'LoadDynamicGP', bills: 'workSpiderGp' } as const;
export type SpiderName = (typeof SPIDERS)[keyof typeof SPIDERS];
export const SPIDER_NAMES: readonly SpiderName[] = [SPIDERS.works, SPIDERS.bills];

export type RunState = 'queued' | 'active' | 'completed' | 'failed';
export const RUN_STATES: readonly RunState[] = ['queued', 'active', 'completed', 'failed'];
export const isFinished = (state: string) => state === 'completed' || state === 'failed';

/** A load still under way for a row, as getBlockView reports it. */
export type RunningLoad = Schema<'RunningLoad'>;

/** Spec 2 §3 Block view row, with the load times, the register link and the loads under way. */
export type BlockViewRow = Schema<'BlockViewRow'>;

/** One run of a spider (`GET /Scraper/jobs/{id}`; the Jobs list adds the officer's and panchayat's names). */
export type ScrapeRun = Schema<'ScrapeRun'> & Partial<Schema<'ScrapeRunView'>>;

export interface BlockViewQuery {
  currentRole: RoleAssignment | null;
  block_code?: string;
  q?: string;
  /** 1-based. */
  page: number;
  perPage: number;
}

export type LoadAnswer = NonNullable<Awaited<ReturnType<typeof loadScrapy>>['data']>;

const loadScrapy = (body: Body<'LoadScrapyDto'>) => api.POST('/api/Scraper/loadScrapy', { body });

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
    const data = json?.data ?? [];
    return { data, total: json?.total ?? data.length };
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
    const { data: json } = await loadScrapy({ spiderName, args, currentRole });
    return json!;
  },

  async run(jobId: string): Promise<ScrapeRun> {
    const { data: json } = await api.GET('/api/Scraper/jobs/{id}', { params: { path: { id: jobId } } });
    return json!.data;
  },
};
