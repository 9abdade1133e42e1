import { MigrationInterface, QueryRunner } from "typeorm";

export class MisHistoryRedundantIndexes1795732898572 implements MigrationInterface {
    name = 'MisHistoryRedundantIndexes1795732898572'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Each is the first two columns of idx_mis_history_block_list / _panchayat_list, which serve
        // every read by place and time (EXPLAIN in docs/mis-changes.md); fewer indexes per entry written.
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_block"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_panchayat"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // As MisHistory1795708828092 created them (the generator read their columns in the wrong order).
        await queryRunner.query(`CREATE INDEX "idx_mis_history_panchayat" ON "mis_history"  ("panchayat_code", "recorded_at") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_history_block" ON "mis_history"  ("block_code", "recorded_at") `);
    }

}
