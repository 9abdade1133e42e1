import type { MigrationInterface, QueryRunner } from 'typeorm';

const FTO_CONTEXT_TABLES = ['departments', 'fto_role_mappings', 'fto_schedules'];

/**
 * change_versions: a counter per set of rarely written tables, raised once per statement that
 * writes them, in the writing transaction (so a reader sees the new counter exactly when it sees
 * the new rows). The API keeps the FTO context of its session answers while `fto_context` is
 * unchanged. The triggers are written by hand: TypeORM cannot describe functions and triggers.
 */
export class ChangeVersions1795492869070 implements MigrationInterface {
  name = 'ChangeVersions1795492869070';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "change_versions" ("name" character varying(64) NOT NULL, "version" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_a68d1ee8c4e01910715a03a5365" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(`INSERT INTO change_versions (name, version) VALUES ('fto_context', 1)`);
    await queryRunner.query(`CREATE FUNCTION change_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE change_versions SET version = version + 1 WHERE name = TG_ARGV[0];
        RETURN NULL;
      END $$`);
    for (const table of FTO_CONTEXT_TABLES) {
      await queryRunner.query(`CREATE TRIGGER ${table}_fto_context_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION change_version_bump('fto_context')`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of FTO_CONTEXT_TABLES) await queryRunner.query(`DROP TRIGGER ${table}_fto_context_version ON ${table}`);
    await queryRunner.query(`DROP FUNCTION change_version_bump()`);
    await queryRunner.query(`DROP TABLE "change_versions"`);
  }
}
