import { MigrationInterface, QueryRunner } from "typeorm";

export class ReportSummariesAndDrawIndexes1795472567801 implements MigrationInterface {
    name = 'ReportSummariesAndDrawIndexes1795472567801'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_mis_works_district"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_works_block"`);
        await queryRunner.query(`CREATE TABLE "sa_issue_summary" ("financial_year" character varying(9) NOT NULL, "issue_type" character varying(2) NOT NULL, "district_code" character varying(4) NOT NULL, "issue_count" integer NOT NULL DEFAULT '0', "issue_amount" numeric(18,2) NOT NULL DEFAULT '0', "recommended_count" integer NOT NULL DEFAULT '0', "recommended_issue_amount" numeric(18,2) NOT NULL DEFAULT '0', "recommended_response_amount" numeric(18,2) NOT NULL DEFAULT '0', "recommended_filed" integer NOT NULL DEFAULT '0', "recommended_recovered" integer NOT NULL DEFAULT '0', "recommended_recovered_amount" numeric(18,2) NOT NULL DEFAULT '0', "filed_count" integer NOT NULL DEFAULT '0', "recovered_count" integer NOT NULL DEFAULT '0', "recovered_amount" numeric(18,2) NOT NULL DEFAULT '0', "not_recovered_count" integer NOT NULL DEFAULT '0', "dropped_count" integer NOT NULL DEFAULT '0', "dropped_amount" numeric(18,2) NOT NULL DEFAULT '0', "not_submitted_count" integer NOT NULL DEFAULT '0', "not_submitted_amount" numeric(18,2) NOT NULL DEFAULT '0', "verified_count" integer NOT NULL DEFAULT '0', "panchayat_code" character varying(10) NOT NULL, "block_code" character varying(7) NOT NULL, CONSTRAINT "PK_796ce4a78aa0f644413f8a3ab4c" PRIMARY KEY ("financial_year", "issue_type", "panchayat_code"))`);
        await queryRunner.query(`CREATE INDEX "idx_sa_issue_summary_block" ON "sa_issue_summary"  ("block_code", "financial_year") `);
        await queryRunner.query(`CREATE TABLE "sa_issue_block_summary" ("financial_year" character varying(9) NOT NULL, "issue_type" character varying(2) NOT NULL, "district_code" character varying(4) NOT NULL, "issue_count" integer NOT NULL DEFAULT '0', "issue_amount" numeric(18,2) NOT NULL DEFAULT '0', "recommended_count" integer NOT NULL DEFAULT '0', "recommended_issue_amount" numeric(18,2) NOT NULL DEFAULT '0', "recommended_response_amount" numeric(18,2) NOT NULL DEFAULT '0', "recommended_filed" integer NOT NULL DEFAULT '0', "recommended_recovered" integer NOT NULL DEFAULT '0', "recommended_recovered_amount" numeric(18,2) NOT NULL DEFAULT '0', "filed_count" integer NOT NULL DEFAULT '0', "recovered_count" integer NOT NULL DEFAULT '0', "recovered_amount" numeric(18,2) NOT NULL DEFAULT '0', "not_recovered_count" integer NOT NULL DEFAULT '0', "dropped_count" integer NOT NULL DEFAULT '0', "dropped_amount" numeric(18,2) NOT NULL DEFAULT '0', "not_submitted_count" integer NOT NULL DEFAULT '0', "not_submitted_amount" numeric(18,2) NOT NULL DEFAULT '0', "verified_count" integer NOT NULL DEFAULT '0', "block_code" character varying(7) NOT NULL, CONSTRAINT "PK_436b8fff974c32d92421b78db9b" PRIMARY KEY ("financial_year", "issue_type", "block_code"))`);
        await queryRunner.query(`CREATE INDEX "idx_sa_issue_block_summary_district" ON "sa_issue_block_summary"  ("district_code", "financial_year") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_works_district" ON "mis_works"  ("district_code", "agency_name", "work_start_fin_year", "panchayat_code", "work_code") WHERE gone_at IS NULL`);
        await queryRunner.query(`CREATE INDEX "idx_mis_works_block" ON "mis_works"  ("block_code", "agency_name", "work_start_fin_year", "panchayat_code", "work_code") WHERE gone_at IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_mis_works_block"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_works_district"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_issue_block_summary_district"`);
        await queryRunner.query(`DROP TABLE "sa_issue_block_summary"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_issue_summary_block"`);
        await queryRunner.query(`DROP TABLE "sa_issue_summary"`);
        await queryRunner.query(`CREATE INDEX "idx_mis_works_block" ON "mis_works" USING btree ("block_code", "work_start_fin_year", "agency_name") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_works_district" ON "mis_works" USING btree ("district_code", "work_start_fin_year", "agency_name") `);
    }

}
