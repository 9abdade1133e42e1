import type { MigrationInterface, QueryRunner } from 'typeorm';

const MAIN = [
  ['User Administration', 'PeopleIcon', '/users', 'ADMIN'],
  ['FTO Works Verification', 'ReceiptIcon', '/fto', 'USER'],
  ['Social Audit', 'GavelIcon', '/audit', 'USER'],
  ['Developer Tools', 'LogoDevIcon', '/tools', 'ADMIN'],
] as const;

const SUB = [
  ['User Administration', 'Role Management', 'SettingsIcon', '/users/rolesmanage', 'ADMIN'],
  ['User Administration', 'Manage Roles', 'TuneIcon', '/users/roleadd', 'ADMIN'],
  ['User Administration', 'Add Department', 'StorageIcon', '/users/departmentadd', 'ADMIN'],
  ['User Administration', 'Add Implementing Agency', 'FlashOnIcon', '/users/implementingagencyadd', 'ADMIN'],
  ['User Administration', 'Scheduler Dashboard', 'CalendarMonthIcon', '/users/shedule', 'ADMIN'],
  ['FTO Works Verification', 'Works Verification', 'FlashOnIcon', '/fto/fileverify', 'USER'],
  ['FTO Works Verification', 'FTO Verification', 'TuneIcon', '/fto/ftoverify', 'USER'],
  ['FTO Works Verification', 'Data Analysis', 'StorageIcon', '/fto/viewdata', 'USER'],
  ['FTO Works Verification', 'FTO Verification Schedule', 'CalendarMonthIcon', '/users/fto-scheduler', 'ADMIN'],
  ['Social Audit', 'Issues Report', 'GavelIcon', '/audit/issues', 'USER'],
  ['Social Audit', 'Recovered Issues', 'FlashOnIcon', '/audit/recoveryissues', 'USER'],
  ['Social Audit', 'Recovery Verification', 'SettingsIcon', '/audit/verifyRecovery', 'USER'],
  ['Developer Tools', 'Main Option Management', 'TuneIcon', '/users/options', 'ADMIN'],
  ['Developer Tools', 'Audit Trail', 'StorageIcon', '/users/audit-trail', 'ADMIN'],
] as const;

/** The portal's menu: dashboard cards (main options) and their module cards (sub options). */
export class PortalMenu1795361106826 implements MigrationInterface {
  name = 'PortalMenu1795361106826';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const [{ n }] = (await queryRunner.query('SELECT count(*) AS n FROM main_options')) as { n: string }[];
    if (Number(n) > 0) return;
    for (const [name, icon, router, access] of MAIN) {
      await queryRunner.query('INSERT INTO main_options (option_name, icon, router, access_level) VALUES ($1, $2, $3, $4)', [name, icon, router, access]);
    }
    for (const [main, name, icon, router, access] of SUB) {
      await queryRunner.query(
        `INSERT INTO sub_options (main_option_id, suboption_name, icon, router, access_level)
           SELECT id, $2, $3, $4, $5 FROM main_options WHERE option_name = $1`,
        [main, name, icon, router, access],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM sub_options WHERE suboption_name = ANY($1)`, [SUB.map((s) => s[1])]);
    await queryRunner.query(
      `DELETE FROM main_options m WHERE option_name = ANY($1) AND NOT EXISTS (SELECT 1 FROM sub_options s WHERE s.main_option_id = m.id)`,
      [MAIN.map((m) => m[0])],
    );
  }
}
