import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * mis_panchayat_status.register_changed_at: stamped by a work register load that writes rows, in
 * its transaction. With works_loaded_at it versions the works lists an API process keeps
 * (ScraperReadService.worksList). Panchayats loaded before it start with none.
 */
export class WorksListRegisterVersion1795513297143 implements MigrationInterface {
  name = 'WorksListRegisterVersion1795513297143';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mis_panchayat_status" ADD "register_changed_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mis_panchayat_status" DROP COLUMN "register_changed_at"`);
  }
}
