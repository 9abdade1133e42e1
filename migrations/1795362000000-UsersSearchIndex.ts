import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search in the Role Management user list (name, mobile, designation contain the text) over
 * 100,000+ officers. pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may
 * create it without superuser rights.
 */
export class UsersSearchIndex1795362000000 implements MigrationInterface {
  name = 'UsersSearchIndex1795362000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "idx_users_search" ON "users" USING gin ((name || ' ' || mobile_number || ' ' || designation) gin_trgm_ops) WHERE status = 'ACTIVE'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_users_search"`);
  }
}
