import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Permission, PrincipalRole, PublicUser } from '../../common/auth/principal.js';
import { type Language } from '../../common/messages/index.js';

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
         u.district_code, u.block_code, u.panchayat_code, u.language,
         ud.district_name, ub.block_name, up.panchayat_name, ud.district_name_kn, ub.block_name_kn, up.panchayat_name_kn,
         coalesce((SELECT json_agg(json_build_object('permission_type', p.permission_type, 'permission_level', p.permission_level) ORDER BY p.id)
                     FROM user_permissions p WHERE p.user_id = u.id), '[]') AS permissions,
         coalesce((SELECT json_agg(json_build_object(
                            'assignment_id', a.id, 'role_id', a.role_id, 'Role_name', r."Role_name", 'Role_name_kn', r."Role_name_kn",
                            'Role_code', r."Role_code", 'levels', a.levels, 'department_code', a.department_code,
                            'department_name', d.department_name, 'department_name_kn', d.department_name_kn,
                            'state_code', a.state_code, 'district_code', a.district_code, 'block_code', a.block_code,
                            'panchayat_code', a.panchayat_code,
                            'location_name', CASE a.levels WHEN 'STATE' THEN 'Karnataka'
                                                           WHEN 'ZP' THEN coalesce(ad.district_name, a.district_code, '')
                                                           WHEN 'TP' THEN coalesce(ab.block_name, a.block_code, '')
                                                           ELSE coalesce(ap.panchayat_name, a.panchayat_code, '') END,
                            'location_name_kn', CASE a.levels WHEN 'STATE' THEN 'ಕರ್ನಾಟಕ'
                                                              WHEN 'ZP' THEN ad.district_name_kn
                                                              WHEN 'TP' THEN ab.block_name_kn
                                                              ELSE ap.panchayat_name_kn END)
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

/**
 * The version of a user's principal: the sum of `n` over the user's principal_changes rows and
 * those of every principal (user 0), raised by every committed change to what principalSql
 * reads and never lowered (migration PrincipalChanges; the compaction keeps each sum).
 */
export const principalVersionSql = (userId: string) =>
  `(SELECT coalesce(sum(c.n), 0) FROM principal_changes c WHERE c.user_id IN (0, ${userId}))`;

/** A principal with its version, in one statement (so the version is exactly the one it was read at). */
export const VERSIONED_PRINCIPAL_SQL = `
  SELECT (SELECT row_to_json(p) FROM (${principalSql('$1::int')}) p) AS principal, ${principalVersionSql('$1::int')} AS version`;

/** Folds each user's principal_changes rows into one holding their sum (every version stays as it was). */
export const COMPACT_PRINCIPAL_CHANGES_SQL = `
  WITH gone AS (
    DELETE FROM principal_changes c
     WHERE c.user_id IN (SELECT user_id FROM principal_changes GROUP BY user_id HAVING count(*) > 1)
    RETURNING c.user_id, c.n)
  INSERT INTO principal_changes (user_id, n) SELECT user_id, sum(n) FROM gone GROUP BY user_id`;

/** The principal's tables as the principal reads and changes them (PrincipalService; the session store reads it by version). */
@Injectable()
export class PrincipalRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The principal row of an active user (principalSql), or undefined. */
  async activeUser(userId: number): Promise<PrincipalRow | undefined> {
    const rows: PrincipalRow[] = await this.dataSource.query(PRINCIPAL_SQL, [userId]);
    return rows[0];
  }

  /** Sets the officer's language (no write when it is the same). */
  async setLanguage(userId: number, language: Language): Promise<void> {
    await this.dataSource.query(`UPDATE users SET language = $2 WHERE id = $1 AND language IS DISTINCT FROM $2`, [userId, language]);
  }
}
