import { MigrationInterface, QueryRunner } from "typeorm";

export class MisChangesListIndexes1795710291924 implements MigrationInterface {
    name = 'MisChangesListIndexes1795710291924'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "idx_mis_history_panchayat_list" ON "mis_history"  ("panchayat_code", "recorded_at", "source", "change", "work_code", "fto_no") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_history_block_list" ON "mis_history"  ("block_code", "recorded_at", "source", "change", "work_code", "fto_no") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_block_list"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_panchayat_list"`);
    }

}
