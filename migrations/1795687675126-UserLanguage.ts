import { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns of `users` a principal reads (principal.service.ts) and its status (PrincipalChanges). */
const PRINCIPAL_COLUMNS = [
  'name',
  'email',
  'mobile_number',
  'kgid_pan',
  'designation',
  'officer_level',
  'state_code',
  'district_code',
  'block_code',
  'panchayat_code',
  'status',
];

/** The trigger of PrincipalChanges on users, firing when one of the given columns changes. */
const principalTrigger = (columns: string[]) => {
  const changed = columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
  return `CREATE TRIGGER users_principal_changes_update AFTER UPDATE ON users
      FOR EACH ROW WHEN (${changed} OR OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION principal_changed_user()`;
};

/**
 * The officer's language (issue 26): the portal's and the SMS's, 'en' or 'kn', or none while the
 * officer has not chosen one (the device's language is then kept, and an SMS goes out in the
 * language of the request that asked for it). The column and
 * its check were generated; the principal reads the language (/auth/me), so a change of it is
 * a principal change too: the users trigger of PrincipalChanges is made again with it (by hand,
 * TypeORM cannot describe triggers).
 */
export class UserLanguage1795687675126 implements MigrationInterface {
  name = 'UserLanguage1795687675126';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "language" character varying(2)`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "chk_users_language" CHECK (language IN ('en', 'kn'))`);
    await queryRunner.query(`DROP TRIGGER users_principal_changes_update ON users`);
    await queryRunner.query(principalTrigger([...PRINCIPAL_COLUMNS, 'language']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER users_principal_changes_update ON users`);
    await queryRunner.query(principalTrigger(PRINCIPAL_COLUMNS));
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "chk_users_language"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
