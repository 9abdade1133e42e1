import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Permission, Principal, PrincipalRole, PublicUser } from '../common/auth/principal.js';

export interface PrincipalRow extends PublicUser {
  permissions: Permission[];
  roles: PrincipalRole[];
}

/**
 * The principal of an active user in one round trip: the user with the names of its
 * locations, its permissions, and its active assignments of active roles (oldest first, the
 * first is the default role) with each role's department and location name. Every signed-in
 * request runs this (the session guard reads the principal fresh, so a removed role or a
 * disabled user takes effect at once), so it reads the roles module's and the locations
 * module's tables here in one statement rather than through their services in six.
 */
export const principalSql = (userId: string) => `
  SELECT u.id, u.name, u.email, u.mobile_number, u.kgid_pan, u.designation, u.officer_level, u.state_code,
         u.district_code, u.block_code, u.panchayat_code,
         ud.district_name, ub.block_name, up.panchayat_name,
         coalesce((SELECT json_agg(json_build_object('permission_type', p.permission_type, 'permission_level', p.permission_level) ORDER BY p.id)
                     FROM user_permissions p WHERE p.user_id = u.id), '[]') AS permissions,
         coalesce((SELECT json_agg(json_build_object(
                            'assignment_id', a.id, 'role_id', a.role_id, 'Role_name', r."Role_name", 'Role_code', r."Role_code",
                            'levels', a.levels, 'department_code', a.department_code, 'department_name', d.department_name,
                            'state_code', a.state_code, 'district_code', a.district_code, 'block_code', a.block_code,
                            'panchayat_code', a.panchayat_code,
                            'location_name', CASE a.levels WHEN 'STATE' THEN 'Karnataka'
                                                           WHEN 'ZP' THEN coalesce(ad.district_name, a.district_code, '')
                                                           WHEN 'TP' THEN coalesce(ab.block_name, a.block_code, '')
                                                           ELSE coalesce(ap.panchayat_name, a.panchayat_code, '') END)
                          ORDER BY a.created_at, a.id)
                     FROM role_assignments a
                     JOIN roles r ON r.id = a.role_id AND r.is_active
                     JOIN departments d ON d.department_code = r."Role_Department_id"
                     LEFT JOIN districts ad ON ad.district_code = a.district_code
                     LEFT JOIN blocks ab ON ab.block_code = a.block_code
                     LEFT JOIN panchayats ap ON ap.panchayat_code = a.panchayat_code
                    WHERE a.user_id = u.id AND a.status_deleted = 'NO'), '[]') AS roles
    FROM users u
    LEFT JOIN districts ud ON ud.district_code = u.district_code
    LEFT JOIN blocks ub ON ub.block_code = u.block_code
    LEFT JOIN panchayats up ON up.panchayat_code = u.panchayat_code
   WHERE u.id = ${userId} AND u.status = 'ACTIVE'`;
const PRINCIPAL_SQL = principalSql('$1');

/** A principal row as the SQL gives it (or as its JSON); null for an unknown or disabled user. */
export function principalOf(row: PrincipalRow | null | undefined): Principal | null {
  if (!row) return null;
  const { permissions, roles, ...user } = row;
  return {
    user,
    // The spec's client falls back to USER when the list is empty; the server says so itself.
    permissions: permissions.length ? permissions : [{ permission_type: 'USER', permission_level: null }],
    roles,
  };
}

/** Everything the session knows about a signed-in user; never the password hash. */
@Injectable()
export class PrincipalService {
  constructor(private readonly dataSource: DataSource) {}

  /** The principal of an active user, or null (unknown or disabled). */
  async load(userId: number): Promise<Principal | null> {
    const rows: PrincipalRow[] = await this.dataSource.query(PRINCIPAL_SQL, [userId]);
    return principalOf(rows[0]);
  }
}
