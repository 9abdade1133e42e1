import type { RoleAssignment } from '../../../providers/authApi';
import { downloadFile } from '../../../api/download';
import { API_URL } from '../../../providers/dataProvider';
import { api } from '../../../api/client';
import { http, parseJson } from '../../../api/http';
import type { AnswerOf, Schema } from '../../../api/types';
import { EVIDENCE_FLAGS } from './evidenceTypes';

/**
 * The Photo evidence report and the panchayat locations (issue 27; the report API of
 * evidence-report). Scoped on the server by the verified current role, which GET calls name in
 * the JSON `currentRole` query parameter like the other reports.
 */
type CurrentRole = RoleAssignment | null;

type ReportAnswerOf = AnswerOf<'/api/evidence/report', 'get'>;
type WorkAnswerOf = AnswerOf<'/api/evidence/works/{workCode}', 'get'>;

export type Cycle = ReportAnswerOf['cycles'][number];

export type Counts = ReportAnswerOf['totals'];

export type BlockRow = Schema<'EvidenceReportRow'>;

export interface ReportAnswer {
  cycles: Cycle[];
  cycle_id: number | null;
  rows: BlockRow[];
  totals: Counts;
}

export type FlaggedWork = Schema<'EvidenceWorkRow'>;

export interface Point {
  latitude: number;
  longitude: number;
}

export type WorkEvidence = Pick<WorkAnswerOf, 'work' | 'reference' | 'panchayat' | 'records'>;

export interface MapSettings {
  tile_url: string | null;
  attribution: string;
}

export interface ReportFilters {
  cycle_id?: number | null;
  district_code?: string | null;
  block_code?: string | null;
  level?: number | null;
  flag?: string | null;
}

const BASE = `${API_URL}/evidence`;

export function queryOf(currentRole: CurrentRole, filters: object = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  if (currentRole) params.set('currentRole', JSON.stringify(currentRole));
  return params.toString();
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
/** Counts of nothing: every flag at 0. */
export const noCounts = (): Counts => ({
  works: 0,
  flagged_works: 0,
  photos: 0,
  flagged_photos: 0,
  counts: Object.fromEntries(EVIDENCE_FLAGS.map((flag) => [flag, 0])) as Counts['counts'],
});

export const evidenceApi = {
  async report(currentRole: CurrentRole, filters: ReportFilters): Promise<ReportAnswer> {
    const { data } = await api.GET('/api/evidence/report', { querySerializer: () => queryOf(currentRole, filters) });
    const json = data as Partial<ReportAnswerOf> | undefined;
    return {
      cycles: list<Cycle>(json?.cycles),
      cycle_id: typeof json?.cycle_id === 'number' ? json.cycle_id : null,
      rows: list<BlockRow>(json?.rows),
      totals: { ...noCounts(), ...(json?.totals ?? {}) },
    };
  },

  async works(currentRole: CurrentRole, filters: ReportFilters): Promise<FlaggedWork[]> {
    const { data } = await api.GET('/api/evidence/works', { querySerializer: () => queryOf(currentRole, filters) });
    const json = data as Partial<AnswerOf<'/api/evidence/works', 'get'>> | undefined;
    return list<FlaggedWork>(json?.rows);
  },

  async work(currentRole: CurrentRole, workCode: string, cycleId: number | null): Promise<WorkEvidence> {
    const { data } = await api.GET('/api/evidence/works/{workCode}', {
      params: { path: { workCode } },
      querySerializer: () => queryOf(currentRole, { cycle_id: cycleId }),
    });
    const json = data as Partial<WorkAnswerOf> | undefined;
    return {
      work: json?.work ?? {
        work_code: workCode,
        work_name: null,
        block_name: null,
        block_name_kn: null,
        panchayat_name: null,
        panchayat_name_kn: null,
      },
      reference: json?.reference ?? null,
      panchayat: json?.panchayat ?? null,
      records: list(json?.records),
    };
  },

  /** The CSV route's URL with the report's filters. */
  csvUrl: (currentRole: CurrentRole, filters: ReportFilters) => `${BASE}/report.csv?${queryOf(currentRole, filters)}`,

  /** Fetches the CSV and saves it under the name the server gives (Content-Disposition). */
  async downloadCsv(currentRole: CurrentRole, filters: ReportFilters): Promise<void> {
    return downloadFile(evidenceApi.csvUrl(currentRole, filters), 'photo-evidence.csv');
  },

  /** `map` of `/api/site`: the tile URL (null: no tiles) and its attribution. */
  async mapSettings(): Promise<MapSettings> {
    try {
      const { data } = await http.GET('/api/site');
      const json = data as { map?: Partial<MapSettings> } | null;
      const tile = json?.map?.tile_url;
      return { tile_url: typeof tile === 'string' && tile.trim() !== '' ? tile : null, attribution: String(json?.map?.attribution ?? '') };
    } catch {
      return { tile_url: null, attribution: '' };
    }
  },

  async locationSummary(currentRole: CurrentRole, filters: { district_code?: string | null; block_code?: string | null } = {}) {
    const { data: json } = await api.GET('/api/locations/panchayat-locations/summary', {
      querySerializer: () => queryOf(currentRole, filters),
    });
    return { panchayats: Number(json?.panchayats ?? 0), located: Number(json?.located ?? 0) };
  },

  /** `POST /locations/panchayat-locations` (multipart `file`): resolves with the status and the answer, rejects only without an answer. */
  async importLocations(currentRole: CurrentRole, file: File): Promise<{ status: number; answer: LocationsAnswer }> {
    const form = new FormData();
    if (currentRole) form.append('currentRole', JSON.stringify(currentRole));
    form.append('file', file);
    const { data, error, response } = await http.POST('/api/locations/panchayat-locations', {
      body: form as never,
      querySerializer: () => queryOf(currentRole),
      parseAs: 'text',
    });
    const answer = (parseJson(response.ok ? data : error) ?? {}) as LocationsAnswer;
    return { status: response.status, answer };
  },
};

/** The import's answer: its success (the server's type) or a refusal in the error envelope. */
export type LocationsAnswer = Partial<Omit<AnswerOf<'/api/locations/panchayat-locations', 'post'>, 'success' | 'params'>> & {
  success?: boolean;
  params?: { updated?: number; unchanged?: number; rows?: number; total?: number };
  errors?: Record<string, string>;
  errorCodes?: Record<string, string>;
};
