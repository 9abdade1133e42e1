import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The portal always keeps a working STATE administrator: an ACTIVE user with the ADMIN
 * permission at STATE level who holds an active STATE-level role (without a role, the
 * administration screens cannot act). Whatever takes that away (Set as USER, removing an
 * assigned role, making a role inactive, disabling a user) is refused when it would leave none.
 *
 * The rule lives in the database so that every path (API, CLI, a second replica) obeys it, and
 * it holds under concurrency: each check takes one advisory lock and then counts with a fresh
 * snapshot, holding the lock until commit, so two administrators demoting each other at the
 * same moment cannot both succeed. The error's SQLSTATE class "RD" is answered as 409 with
 * this message (common/http/database-errors.ts).
 */
export class LastStateAdministrator1795391400000 implements MigrationInterface {
  name = 'LastStateAdministrator1795391400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION working_state_admin_count() RETURNS integer LANGUAGE sql VOLATILE AS $$
        SELECT count(DISTINCT u.id)::int
          FROM users u
          JOIN user_permissions p ON p.user_id = u.id AND p.permission_type = 'ADMIN' AND p.permission_level = 'STATE'
          JOIN role_assignments a ON a.user_id = u.id AND a.status_deleted = 'NO' AND a.levels = 'STATE'
          JOIN roles r ON r.id = a.role_id AND r.is_active
         WHERE u.status = 'ACTIVE'
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION guard_last_state_admin() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        was_working boolean := false;
      BEGIN
        -- Was a working STATE administrator made by the row as it was before this change?
        IF TG_TABLE_NAME = 'user_permissions' THEN
          IF OLD.permission_type = 'ADMIN' AND OLD.permission_level = 'STATE'
             AND (TG_OP = 'DELETE' OR NEW.permission_type IS DISTINCT FROM 'ADMIN'
                  OR NEW.permission_level IS DISTINCT FROM 'STATE' OR NEW.user_id <> OLD.user_id) THEN
            was_working := EXISTS (
              SELECT 1 FROM users u
                JOIN role_assignments a ON a.user_id = u.id AND a.status_deleted = 'NO' AND a.levels = 'STATE'
                JOIN roles r ON r.id = a.role_id AND r.is_active
               WHERE u.id = OLD.user_id AND u.status = 'ACTIVE');
          END IF;
        ELSIF TG_TABLE_NAME = 'role_assignments' THEN
          IF OLD.status_deleted = 'NO' AND OLD.levels = 'STATE'
             AND (TG_OP = 'DELETE' OR NEW.status_deleted <> 'NO' OR NEW.levels <> 'STATE'
                  OR NEW.user_id <> OLD.user_id OR NEW.role_id <> OLD.role_id) THEN
            was_working := EXISTS (
              SELECT 1 FROM users u
                JOIN user_permissions p ON p.user_id = u.id AND p.permission_type = 'ADMIN' AND p.permission_level = 'STATE'
               WHERE u.id = OLD.user_id AND u.status = 'ACTIVE')
              AND EXISTS (SELECT 1 FROM roles r WHERE r.id = OLD.role_id AND r.is_active);
          END IF;
        ELSIF TG_TABLE_NAME = 'roles' THEN
          IF OLD.is_active AND (TG_OP = 'DELETE' OR NOT NEW.is_active) THEN
            was_working := EXISTS (
              SELECT 1 FROM role_assignments a
                JOIN users u ON u.id = a.user_id AND u.status = 'ACTIVE'
                JOIN user_permissions p ON p.user_id = u.id AND p.permission_type = 'ADMIN' AND p.permission_level = 'STATE'
               WHERE a.role_id = OLD.id AND a.status_deleted = 'NO' AND a.levels = 'STATE');
          END IF;
        ELSIF TG_TABLE_NAME = 'users' THEN
          IF OLD.status = 'ACTIVE' AND (TG_OP = 'DELETE' OR NEW.status <> 'ACTIVE') THEN
            was_working := EXISTS (
              SELECT 1 FROM user_permissions p
                JOIN role_assignments a ON a.user_id = p.user_id AND a.status_deleted = 'NO' AND a.levels = 'STATE'
                JOIN roles r ON r.id = a.role_id AND r.is_active
               WHERE p.user_id = OLD.id AND p.permission_type = 'ADMIN' AND p.permission_level = 'STATE');
          END IF;
        END IF;
        IF NOT was_working THEN
          RETURN NULL;
        END IF;
        -- One lock for every such change; the count below is a new query, so it sees every
        -- change committed before the lock was granted.
        PERFORM pg_advisory_xact_lock(7231505);
        IF working_state_admin_count() = 0 THEN
          RAISE EXCEPTION 'The last STATE administrator cannot be removed.'
            USING ERRCODE = 'RD001',
                  HINT = 'Make another officer a STATE administrator with a STATE-level role first.';
        END IF;
        RETURN NULL;
      END
      $$`);
    // Only the columns the rule reads fire the trigger (a sign-in's last_login_at does not).
    const watched: Record<string, string> = {
      user_permissions: 'user_id, permission_type, permission_level',
      role_assignments: 'user_id, role_id, levels, status_deleted',
      roles: 'is_active',
      users: 'status',
    };
    for (const [table, columns] of Object.entries(watched)) {
      await queryRunner.query(
        `CREATE TRIGGER trg_${table}_last_state_admin AFTER UPDATE OF ${columns} OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION guard_last_state_admin()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['user_permissions', 'role_assignments', 'roles', 'users']) {
      await queryRunner.query(`DROP TRIGGER trg_${table}_last_state_admin ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION guard_last_state_admin()`);
    await queryRunner.query(`DROP FUNCTION working_state_admin_count()`);
  }
}
