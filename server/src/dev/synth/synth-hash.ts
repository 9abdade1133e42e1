import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SYNTH_ACTOR } from './synth-data.js';

/** Rows of synthetic panchayats (codes 8xx within their district). */
const gp = (alias = '') => `substr(${alias ? `${alias}.` : ''}panchayat_code, 5, 3) > '800'`;
const SYNTH_USER = `mobile_number LIKE '68%'`;

/**
 * What the synthetic state wrote, table by table, with surrogate ids replaced by natural keys
 * (mobile numbers, role codes, issue numbers) so that two databases loaded with the same seed
 * compare equal (a stage's load time aside). Rows set up through the services with the clock's time (the cycle, the FTO
 * mapping) are left out.
 */
const TABLES: Record<string, string> = {
  blocks: `SELECT block_code, district_code, block_name, updated_at FROM blocks WHERE substr(block_code, 5, 3) > '800'`,
  panchayats: `SELECT panchayat_code, block_code, panchayat_name, updated_at, latitude, longitude FROM panchayats WHERE ${gp()}`,
  users: `SELECT name, email, mobile_number, kgid_pan, designation, officer_level, state_code, district_code, block_code, panchayat_code,
                 password_hash, status, created_at, updated_at FROM users WHERE ${SYNTH_USER}`,
  user_permissions: `SELECT u.mobile_number, p.permission_type, p.permission_level, p.created_at
                       FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.${SYNTH_USER}`,
  role_assignments: `SELECT u.mobile_number, r."Role_code", a.department_code, a.levels, a.district_code, a.block_code, a.panchayat_code,
                            a.status_deleted, a.created_at
                       FROM role_assignments a JOIN users u ON u.id = a.user_id JOIN roles r ON r.id = a.role_id WHERE u.${SYNTH_USER}`,
  audit_trail: `SELECT e.actor_name, e.action, e.entity, CASE WHEN e.action = 'synth.stage' THEN e.after - 'seconds' ELSE e.after END, e.at, u.mobile_number
                  FROM audit_trail e LEFT JOIN users u ON u.id = e.actor_user_id
                 WHERE e.action IN ('synth.stage', 'assignment.create', 'recovery.file', 'recovery.verify')
                   AND (e.actor_name = '${SYNTH_ACTOR}' OR u.${SYNTH_USER})`,
  mis_works: `SELECT w.* FROM mis_works w WHERE ${gp()}`,
  mis_work_register: `SELECT w.* FROM mis_work_register w WHERE ${gp()}`,
  mis_material_bills: `SELECT b.* FROM mis_material_bills b WHERE ${gp()}`,
  mis_fto_transactions: `SELECT f.* FROM mis_fto_transactions f WHERE ${gp()}`,
  mis_panchayat_status: `SELECT s.* FROM mis_panchayat_status s WHERE ${gp()}`,
  scrape_runs: `SELECT r.* FROM scrape_runs r WHERE ${gp()}`,
  fto_verifications: `SELECT s.cycle_name, v.level, v.work_code, v.agency_name, v.role_code, u.mobile_number, v.check_list, v.material,
                             v.site_details, v.status, v.submitted_at, v.superseded_at
                        FROM fto_verifications v JOIN fto_schedules s ON s.id = v.cycle_id JOIN users u ON u.id = v.user_id
                       WHERE ${gp('v')}`,
  evidence_files: `SELECT f.key, f.level, f.work_code, f.kind, f.item_id, f.exif_latitude, f.exif_longitude, f.exif_accuracy_m, f.taken_at,
                          f.taken_at_offset, f.camera_make, f.camera_model, f.device_latitude, f.device_longitude, f.device_accuracy_m,
                          f.device_time, f.phash, f.phash_a, f.phash_b, f.phash_c, f.phash_d, f.flags,
                          f.details #- '{reused,verification_id}', f.created_at, u.mobile_number
                     FROM evidence_files f JOIN users u ON u.id = f.user_id WHERE ${gp('f')}`,
  evidence_records: `SELECT r.level, r.work_code, r.keys, r.photos, r.flagged, r.flags, r.counts, r.max_distance_m, r.submitted_at, u.mobile_number
                       FROM evidence_records r JOIN users u ON u.id = r.user_id WHERE ${gp('r')}`,
  sa_issues: `SELECT issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_cat, issue_subcat, issue_desc,
                     issue_with, issue_status, issue_amount, response_amount, response_details, gram_sabha_date, created_at, updated_at
                FROM sa_issues WHERE ${gp()}`,
  sa_issue_works: `SELECT i.issue_number, w.work_code, w.work_name, u.mobile_number, w.created_at
                     FROM sa_issue_works w JOIN sa_issues i ON i.id = w.issue_id LEFT JOIN users u ON u.id = w.added_by WHERE ${gp('i')}`,
  sa_issue_persons: `SELECT i.issue_number, p.name, p.designation, p.mobile, p.email, p.department_code, r."Role_code", u.mobile_number, p.created_at
                       FROM sa_issue_persons p JOIN sa_issues i ON i.id = p.issue_id JOIN roles r ON r.id = p.role_id
                       LEFT JOIN users u ON u.id = p.added_by WHERE ${gp('i')}`,
  sa_recoveries: `SELECT i.issue_number, r.adhoc_decision, r.case_status, r.remark, r.recovery_mode, r.mode_details, r.recovered_amount,
                         r.total_expected, r.excess_remark, r.insufficient_remark, u.mobile_number, r.entered_by_name, r.entered_role_code,
                         r.created_at, r.updated_at
                    FROM sa_recoveries r JOIN sa_issues i ON i.id = r.issue_id JOIN users u ON u.id = r.entered_by WHERE ${gp('i')}`,
  sa_recovery_issues: `SELECT i.issue_number, f.issue_number AS filed, ri.kind, ri.expected_amount
                         FROM sa_recovery_issues ri JOIN sa_issues i ON i.id = ri.issue_id
                         JOIN sa_recoveries r ON r.id = ri.recovery_id JOIN sa_issues f ON f.id = r.issue_id WHERE ${gp('i')}`,
  sa_verifications: `SELECT f.issue_number, u.mobile_number, v.verified_by_name, v.verified_role_code, v.created_at
                       FROM sa_verifications v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues f ON f.id = r.issue_id
                       JOIN users u ON u.id = v.verified_by WHERE ${gp('f')}`,
  sa_verification_entries: `SELECT i.issue_number, f.issue_number AS filed, e.serial, e.entered_amount, e.remittence, e.status, e.remark
                              FROM sa_verification_entries e JOIN sa_issues i ON i.id = e.issue_id
                              JOIN sa_verifications v ON v.id = e.verification_id JOIN sa_recoveries r ON r.id = v.recovery_id
                              JOIN sa_issues f ON f.id = r.issue_id WHERE ${gp('i')}`,
};

/**
 * A hash of the synthetic rows: per table the row count and the sum of the rows' MD5s (an
 * order-free digest that stays cheap for millions of rows), then one MD5 over all tables.
 */
export async function synthContentHash(dataSource: DataSource): Promise<{ hash: string; tables: Record<string, number> }> {
  const digest = createHash('md5');
  const tables: Record<string, number> = {};
  for (const [name, sql] of Object.entries(TABLES)) {
    const [row] = await dataSource.query<{ n: string; s: string }[]>(
      `SELECT count(*)::text AS n, coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric), 0)::text AS s FROM (${sql}) t`,
    );
    tables[name] = Number(row.n);
    digest.update(`${name}:${row.n}:${row.s}\n`);
  }
  return { hash: digest.digest('hex'), tables };
}
