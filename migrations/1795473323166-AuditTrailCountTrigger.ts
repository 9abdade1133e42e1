import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keeps audit_trail_counts (entries per entity and action) in step with audit_trail in the
 * writing transaction: each statement adds the count of its rows per key with
 * INSERT ... ON CONFLICT DO UPDATE SET entries = entries + delta (right under concurrent
 * writers), keys in order. Written by hand: TypeORM cannot describe functions and triggers.
 */
export class AuditTrailCountTrigger1795473323166 implements MigrationInterface {
  name = 'AuditTrailCountTrigger1795473323166';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION audit_trail_count_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO audit_trail_counts AS c (entity, action, entries)
          SELECT entity, action, count(*) FROM new_rows GROUP BY entity, action ORDER BY entity, action
          ON CONFLICT (entity, action) DO UPDATE SET entries = c.entries + EXCLUDED.entries;
        ELSE
          INSERT INTO audit_trail_counts AS c (entity, action, entries)
          SELECT entity, action, -count(*) FROM old_rows GROUP BY entity, action ORDER BY entity, action
          ON CONFLICT (entity, action) DO UPDATE SET entries = c.entries + EXCLUDED.entries;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER audit_trail_count_insert AFTER INSERT ON audit_trail REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_count_add()`);
    await queryRunner.query(`CREATE TRIGGER audit_trail_count_delete AFTER DELETE ON audit_trail REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_count_add()`);
    // Entity and action never change after an entry is written (the list filters by them).
    await queryRunner.query(`INSERT INTO audit_trail_counts (entity, action, entries)
      SELECT entity, action, count(*) FROM audit_trail GROUP BY entity, action`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_trail_count_delete ON audit_trail`);
    await queryRunner.query(`DROP TRIGGER audit_trail_count_insert ON audit_trail`);
    await queryRunner.query(`DROP FUNCTION audit_trail_count_add()`);
    await queryRunner.query(`DELETE FROM audit_trail_counts`);
  }
}
