/** Officer levels (spec 1 §9) and the location code that identifies a post at each level. */
export const OFFICER_LEVELS = ['STATE', 'ZP', 'TP', 'GP'] as const;
export type OfficerLevel = (typeof OFFICER_LEVELS)[number];

export const PERMISSION_TYPES = ['ADMIN', 'USER'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export interface LocationCodes {
  state_code: string | null;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
}

/** The code of a level's own location: STATE state_code, ZP district, TP block, GP panchayat. */
export function locationCodeOf(level: OfficerLevel, codes: LocationCodes): string | null {
  switch (level) {
    case 'STATE':
      return codes.state_code;
    case 'ZP':
      return codes.district_code;
    case 'TP':
      return codes.block_code;
    case 'GP':
      return codes.panchayat_code;
  }
}
