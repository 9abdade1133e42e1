import { api } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import type { Schema } from '../../../api/types';
import type { RoleAssignment } from '../../../providers/authApi';
import { API_URL } from '../../../providers/dataProvider';

/** The kinds of change the page tells apart: the server's own list (its order is the page's). */
export { CHANGE_KINDS, type ChangeKind } from '@server/scraper/changes/change-kinds';

/** A changed field of an entry: old and new values, and the difference of an amount. */
export type ChangeEntry = Schema<'ChangeEntry'>;
export type FieldChange = ChangeEntry['fields'][number];

/** One work (or FTO) with its changes, as GET /api/mis-changes answers. */
export type WorkChanges = Schema<'WorkChanges'>;

export interface ChangesFilters {
  block_code?: string;
  panchayat_code?: string;
  from?: string;
  to?: string;
  kind?: string;
}

type CurrentRole = RoleAssignment | null;

/** The filter object without empty values (the server refuses nothing else, and 400s a bad value). */
const filterOf = (filters: ChangesFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
      .map(([k, v]) => [k, (v as string).trim()]),
  );

const queryOf = (currentRole: CurrentRole, filters: ChangesFilters) => ({
  filter: JSON.stringify(filterOf(filters)),
  ...(currentRole ? { currentRole: JSON.stringify(currentRole) } : {}),
});

export const misChangesApi = {
  /** One page of works with changes, and the number of works (Content-Range). */
  async list(
    currentRole: CurrentRole,
    filters: ChangesFilters,
    page: number,
    perPage: number,
  ): Promise<{ rows: WorkChanges[]; total: number }> {
    // `currentRole` rides along as on every report GET (the document lists the list parameters only).
    const query = { ...queryOf(currentRole, filters), range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]) };
    const { data, response } = await api.GET('/api/mis-changes', { params: { query } });
    const rows = data ?? [];
    const total = Number(/\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1] ?? rows.length);
    return { rows, total };
  },

  /**
   * Fetches the CSV with the same filters and saves it under the server's name. A plain fetch,
   * as the Photo evidence CSV: the typed client reads answers as text, which would drop the BOM.
   */
  async downloadCsv(currentRole: CurrentRole, filters: ChangesFilters): Promise<void> {
    return downloadFile(`${API_URL}/mis-changes.csv?${new URLSearchParams(queryOf(currentRole, filters)).toString()}`, 'mis-changes.csv');
  },
};
