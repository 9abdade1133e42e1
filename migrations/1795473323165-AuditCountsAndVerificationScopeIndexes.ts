import { MigrationInterface, QueryRunner } from "typeorm";

export class AuditCountsAndVerificationScopeIndexes1795473323165 implements MigrationInterface {
    name = 'AuditCountsAndVerificationScopeIndexes1795473323165'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "audit_trail_counts" ("entity" character varying(50) NOT NULL, "action" character varying(50) NOT NULL, "entries" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_d7c462d11288b0362fd4a255683" PRIMARY KEY ("entity", "action"))`);
        await queryRunner.query(`CREATE INDEX "idx_fto_verifications_district" ON "fto_verifications"  ("cycle_id", "level", "district_code", "work_code") WHERE superseded_at IS NULL`);
        await queryRunner.query(`CREATE INDEX "idx_fto_verifications_block" ON "fto_verifications"  ("cycle_id", "level", "block_code", "work_code") WHERE superseded_at IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_fto_verifications_block"`);
        await queryRunner.query(`DROP INDEX "public"."idx_fto_verifications_district"`);
        await queryRunner.query(`DROP TABLE "audit_trail_counts"`);
    }

}
