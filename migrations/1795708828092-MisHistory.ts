import { MigrationInterface, QueryRunner } from "typeorm";

export class MisHistory1795708828092 implements MigrationInterface {
    name = 'MisHistory1795708828092'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "mis_history" ("id" BIGSERIAL NOT NULL, "run_id" uuid, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "source" character varying(10) NOT NULL, "change" character varying(8) NOT NULL, "row_key" text NOT NULL, "work_code" character varying(40), "fto_no" character varying(60), "district_code" character varying(4) NOT NULL, "block_code" character varying(7) NOT NULL, "panchayat_code" character varying(10) NOT NULL, "fields" jsonb NOT NULL DEFAULT '{}'::jsonb, CONSTRAINT "chk_mis_history_change" CHECK (change IN ('added', 'changed', 'gone', 'back')), CONSTRAINT "chk_mis_history_source" CHECK (source IN ('work', 'register', 'bill', 'item', 'fto')), CONSTRAINT "PK_e60d1930279223cb92ac7a94369" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_mis_history_recorded" ON "mis_history"  ("recorded_at") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_history_work" ON "mis_history"  ("work_code", "recorded_at") WHERE work_code IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "idx_mis_history_block" ON "mis_history"  ("block_code", "recorded_at") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_history_panchayat" ON "mis_history"  ("panchayat_code", "recorded_at") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_panchayat"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_block"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_work"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_history_recorded"`);
        await queryRunner.query(`DROP TABLE "mis_history"`);
    }

}
