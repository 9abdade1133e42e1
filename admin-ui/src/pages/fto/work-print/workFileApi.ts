import type { RoleAssignment } from '../../../providers/authApi';
import { api } from '../../../api/client';
import type { AnswerOf } from '../../../api/types';
import { queryOf } from '../photo-evidence/evidenceApi';

/** `GET /filever/work-file/:workCode` (issue 43 item 12): a work's file on paper, as the server's type says. */
export type WorkFile = Omit<AnswerOf<'/api/filever/work-file/{workCode}', 'get'>, 'success' | 'code' | 'message' | 'params'>;
export type WorkFileRecord = WorkFile['records'][number];

export const workFileApi = {
  /** Of the cycle given, else the role's current cycle (else the one the reports open on): the server picks. */
  async file(currentRole: RoleAssignment | null, workCode: string, cycleId: number | null): Promise<WorkFile> {
    const { data } = await api.GET('/api/filever/work-file/{workCode}', {
      params: { path: { workCode } },
      querySerializer: () => queryOf(currentRole, { cycle_id: cycleId }),
    });
    if (!data) throw new Error('No work file');
    return data;
  },
};
