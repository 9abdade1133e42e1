import type { RoleAssignment } from '../../../providers/authApi';
import { api } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import type { AnswerOf, Schema } from '../../../api/types';
import { API_URL } from '../../../providers/dataProvider';
import { queryOf, type Cycle } from '../photo-evidence/evidenceApi';

/**
 * The Reconciliation view (issue 29; docs/reconciliation.md): per cycle and taluk, the works
 * verified and those the MIS changed after their verification. Scoped on the server by the
 * verified current role, named in the `currentRole` query parameter like the other reports.
 */
type CurrentRole = RoleAssignment | null;

type ReportAnswer = AnswerOf<'/api/reconciliation', 'get'>;

/** What the MIS changed of a work after a record was submitted (ReconciliationService.changesAfter). */
export type MisChanged = Schema<'MisChanged'>;

export type ReconciliationCounts = ReportAnswer['totals'];

export type ReconciliationRow = Schema<'ReconciliationRow'>;

export interface ReconciliationReport {
  cycles: Cycle[];
  cycle_id: number | null;
  by: 'block' | 'panchayat';
  levels: number;
  rows: ReconciliationRow[];
  totals: ReconciliationCounts;
}

export type ReconciliationWork = Schema<'ReconciliationWork'>;

export interface ReconciliationFilters {
  cycle_id?: number | null;
  block_code?: string | null;
  panchayat_code?: string | null;
  changed?: boolean | null;
}

/** The filters as the typed client's query: given values only, the role as JSON like every report. */
function queryFor(currentRole: CurrentRole, filters: ReconciliationFilters) {
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') query[name] = typeof value === 'number' ? value : String(value);
  if (currentRole) query.currentRole = JSON.stringify(currentRole);
  return query;
}
export const NO_COUNTS: ReconciliationCounts = {
  drawn: 0,
  works: 0,
  verified: [],
  recommended: 0,
  not_recommended: 0,
  changed: 0,
  expenditure: 0,
  changed_expenditure: 0,
  expenditure_delta: 0,
  bills_added: 0,
  ftos_added: 0,
};

export const reconciliationApi = {
  async report(currentRole: CurrentRole, filters: ReconciliationFilters): Promise<ReconciliationReport> {
    const { data: json } = await api.GET('/api/reconciliation', { params: { query: queryFor(currentRole, filters) } });
    return {
      cycles: json?.cycles ?? [],
      cycle_id: json?.cycle_id ?? null,
      by: json?.by === 'panchayat' ? 'panchayat' : 'block',
      levels: json?.levels ?? 0,
      rows: json?.rows ?? [],
      totals: { ...NO_COUNTS, ...json?.totals },
    };
  },

  async works(currentRole: CurrentRole, filters: ReconciliationFilters): Promise<ReconciliationWork[]> {
    const { data } = await api.GET('/api/reconciliation/works', { params: { query: queryFor(currentRole, filters) } });
    return data?.rows ?? [];
  },

  /** Fetches the CSV and saves it under the name the server gives (Content-Disposition). */
  async downloadCsv(currentRole: CurrentRole, filters: ReconciliationFilters): Promise<void> {
    return downloadFile(`${API_URL}/reconciliation.csv?${queryOf(currentRole, filters)}`, 'reconciliation.csv');
  },
};
