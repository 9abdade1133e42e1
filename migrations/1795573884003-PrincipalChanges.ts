import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose rows change what every principal reads (names, roles, departments). */
const ALL_PRINCIPALS_TABLES = ['roles', 'departments', 'districts', 'blocks', 'panchayats'];
/** Tables whose rows belong to one user's principal, by their user id column. */
const USER_ROWS_TABLES = ['user_permissions', 'role_assignments'];
/** The columns of `users` a principal reads (principal.service.ts) and its status. */
const USER_COLUMNS = [
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

/**
 * principal_changes (entity PrincipalChange): a row per statement that changes a principal,
 * added by triggers in the writing transaction, so a reader sees the new rows and the new sum
 * together. The table's DDL was generated; the functions and triggers are written by hand
 * (TypeORM cannot describe them). Statement triggers with transition tables take one event
 * each (PostgreSQL's rule), hence three per table of user rows. A sign-in writes
 * users.last_login_at, which changes no principal: the row trigger on users fires only when a
 * column the principal reads changes.
 */
export class PrincipalChanges1795573884003 implements MigrationInterface {
  name = 'PrincipalChanges1795573884003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "principal_changes" ("id" BIGSERIAL NOT NULL, "user_id" integer NOT NULL, "n" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_9063675924b4b72586a83734c68" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_principal_changes_user" ON "principal_changes"  ("user_id", "n") `);
    await queryRunner.query(`CREATE FUNCTION principal_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO principal_changes (user_id) VALUES (0);
        RETURN NULL;
      END $$`);
    // TG_ARGV[0]: the column holding the user id. The transition tables are named by the trigger.
    await queryRunner.query(`CREATE FUNCTION principal_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed text := CASE TG_OP WHEN 'INSERT' THEN format('SELECT %1$I FROM changed_new', TG_ARGV[0])
                                   WHEN 'DELETE' THEN format('SELECT %1$I FROM changed_old', TG_ARGV[0])
                                   ELSE format('SELECT %1$I FROM changed_new UNION SELECT %1$I FROM changed_old', TG_ARGV[0]) END;
      BEGIN
        EXECUTE format('INSERT INTO principal_changes (user_id) SELECT DISTINCT c.u FROM (%s) c(u) WHERE c.u IS NOT NULL', changed);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION principal_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO principal_changes (user_id) VALUES (CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END);
        RETURN NULL;
      END $$`);

    for (const table of ALL_PRINCIPALS_TABLES) {
      await queryRunner.query(`CREATE TRIGGER ${table}_principal_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all()`);
    }
    for (const table of USER_ROWS_TABLES) {
      await queryRunner.query(`CREATE TRIGGER ${table}_principal_changes_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_rows('user_id')`);
      await queryRunner.query(`CREATE TRIGGER ${table}_principal_changes_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_rows('user_id')`);
      await queryRunner.query(`CREATE TRIGGER ${table}_principal_changes_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_rows('user_id')`);
      await queryRunner.query(`CREATE TRIGGER ${table}_principal_changes_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all()`);
    }
    const changed = USER_COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
    await queryRunner.query(`CREATE TRIGGER users_principal_changes_update AFTER UPDATE ON users
      FOR EACH ROW WHEN (${changed} OR OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION principal_changed_user()`);
    await queryRunner.query(`CREATE TRIGGER users_principal_changes_delete AFTER DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION principal_changed_user()`);
    await queryRunner.query(`CREATE TRIGGER users_principal_changes_truncate AFTER TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER users_principal_changes_truncate ON users`);
    await queryRunner.query(`DROP TRIGGER users_principal_changes_delete ON users`);
    await queryRunner.query(`DROP TRIGGER users_principal_changes_update ON users`);
    for (const table of USER_ROWS_TABLES) {
      for (const op of ['insert', 'update', 'delete', 'truncate']) await queryRunner.query(`DROP TRIGGER ${table}_principal_changes_${op} ON ${table}`);
    }
    for (const table of ALL_PRINCIPALS_TABLES) await queryRunner.query(`DROP TRIGGER ${table}_principal_changes ON ${table}`);
    await queryRunner.query(`DROP FUNCTION principal_changed_user()`);
    await queryRunner.query(`DROP FUNCTION principal_changed_rows()`);
    await queryRunner.query(`DROP FUNCTION principal_changed_all()`);
    await queryRunner.query(`DROP INDEX "public"."idx_principal_changes_user"`);
    await queryRunner.query(`DROP TABLE "principal_changes"`);
  }
}
