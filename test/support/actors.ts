import type { INestApplication } from '@nestjs/common';
import type { OfficerLevel } from '../../server/src/common/auth/levels.js';
import { ageOtps, makeOfficer, signIn } from './auth.js';

export const KALABURAGI = { state_code: '15', district_code: '1515', block_code: null, panchayat_code: null };
export const AFZALPUR = { state_code: '15', district_code: '1515', block_code: '1515001', panchayat_code: null };
export const BADADAL = { state_code: '15', district_code: '1515', block_code: '1515001', panchayat_code: '1515001004' };
export const STATE = { state_code: '15', district_code: null, block_code: null, panchayat_code: null };
export const MYSURU_GP = { state_code: '15', district_code: '1522', block_code: '1522004', panchayat_code: '1522004003' };
export const MYSURU_TP = { state_code: '15', district_code: '1522', block_code: '1522004', panchayat_code: null };
export const MYSURU = { state_code: '15', district_code: '1522', block_code: null, panchayat_code: null };

export interface SignedIn {
  mobile: string;
  userId: number;
  agent: Awaited<ReturnType<typeof signIn>>['agent'];
  roles: Record<string, unknown>[];
  role: Record<string, unknown>;
}

type Codes = { state_code: string; district_code: string | null; block_code: string | null; panchayat_code: string | null };

/** An officer with one role and a permission, signed in; `role` is its session role. */
export async function actor(
  app: INestApplication,
  level: OfficerLevel,
  roleCode: string,
  codes: Codes,
  permission: 'ADMIN' | 'USER',
): Promise<SignedIn> {
  const officer = await makeOfficer(app, {
    level,
    codes,
    permission: { type: permission, level },
    roleCodes: [{ code: roleCode, level, codes }],
  });
  await ageOtps(app, officer.mobile, 2);
  const { agent, body } = await signIn(app, officer.mobile, officer.password);
  return { mobile: officer.mobile, userId: officer.userId, agent, roles: body.data.roles, role: body.data.roles[0] };
}
