import { MigrationInterface, QueryRunner } from "typeorm";

export class SocialAudit1795466456449 implements MigrationInterface {
    name = 'SocialAudit1795466456449'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "sa_account_statements" ("year" character varying(7) NOT NULL, "url" character varying(500) NOT NULL, "updated_by" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_sa_account_statements_year" CHECK (year ~ '^[0-9]{4}-[0-9]{2}$'), CONSTRAINT "PK_273694b6314c315226e5a707094" PRIMARY KEY ("year"))`);
        await queryRunner.query(`CREATE TABLE "sa_issues" ("id" SERIAL NOT NULL, "issue_number" character varying(40) NOT NULL, "financial_year" character varying(9) NOT NULL, "district_code" character varying(4) NOT NULL, "block_code" character varying(7) NOT NULL, "panchayat_code" character varying(10) NOT NULL, "issue_type" character varying(2) NOT NULL, "issue_cat" character varying(200), "issue_subcat" character varying(200), "issue_desc" text, "issue_with" character varying(200), "issue_status" character varying(40) NOT NULL DEFAULT 'Open', "issue_amount" numeric(14,2) NOT NULL, "response_amount" numeric(14,2), "response_details" jsonb NOT NULL DEFAULT '[]'::jsonb, "gram_sabha_date" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_9b27a0e000ca809231c848124f7" UNIQUE ("issue_number"), CONSTRAINT "chk_sa_issues_place" CHECK (block_code = left(panchayat_code, 7) AND district_code = left(panchayat_code, 4)), CONSTRAINT "chk_sa_issues_year" CHECK (financial_year ~ '^[0-9]{4}-[0-9]{4}$'), CONSTRAINT "chk_sa_issues_amounts" CHECK (issue_amount >= 0 AND (response_amount IS NULL OR response_amount >= 0)), CONSTRAINT "chk_sa_issues_type" CHECK (issue_type IN ('FM', 'FD', 'PV', 'GR')), CONSTRAINT "PK_563521f29620f289a219fc9d5bd" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_sa_issues_year" ON "sa_issues"  ("financial_year", "issue_type") `);
        await queryRunner.query(`CREATE INDEX "idx_sa_issues_panchayat" ON "sa_issues"  ("panchayat_code", "financial_year", "issue_type") `);
        await queryRunner.query(`CREATE INDEX "idx_sa_issues_block" ON "sa_issues"  ("block_code", "financial_year", "issue_type") `);
        await queryRunner.query(`CREATE INDEX "idx_sa_issues_district" ON "sa_issues"  ("district_code", "financial_year", "issue_type") `);
        await queryRunner.query(`CREATE TABLE "sa_issue_persons" ("id" SERIAL NOT NULL, "issue_id" integer NOT NULL, "name" character varying(100) NOT NULL, "designation" character varying(100), "mobile" character varying(10) NOT NULL, "email" character varying(150), "department_code" character varying(20) NOT NULL, "role_id" integer NOT NULL, "added_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4b8d35eca49516a62715f267715" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_sa_issue_persons_issue" ON "sa_issue_persons"  ("issue_id") `);
        await queryRunner.query(`CREATE TABLE "sa_issue_works" ("issue_id" integer NOT NULL, "work_code" character varying(40) NOT NULL, "work_name" text NOT NULL, "added_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a715d759731f25801ed9141ef2c" PRIMARY KEY ("issue_id", "work_code"))`);
        await queryRunner.query(`CREATE TABLE "sa_recoveries" ("id" SERIAL NOT NULL, "issue_id" integer NOT NULL, "adhoc_decision" character varying(13) NOT NULL, "case_status" character varying(3), "remark" text, "recovery_mode" character varying(4), "mode_details" jsonb NOT NULL DEFAULT '{}'::jsonb, "recovered_amount" numeric(14,2), "total_expected" numeric(14,2) NOT NULL, "excess_remark" text, "insufficient_remark" text, "entered_by" integer NOT NULL, "entered_by_name" character varying(100) NOT NULL, "entered_role_code" character varying(30) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b0f613b461d51a6776a5bc927f4" UNIQUE ("issue_id"), CONSTRAINT "REL_b0f613b461d51a6776a5bc927f" UNIQUE ("issue_id"), CONSTRAINT "chk_sa_recoveries_amounts" CHECK ((recovered_amount IS NULL OR recovered_amount > 0) AND total_expected >= 0), CONSTRAINT "chk_sa_recoveries_mode" CHECK ((case_status = 'YES') = (recovery_mode IS NOT NULL AND recovered_amount IS NOT NULL) AND (recovery_mode IS NULL OR recovery_mode IN ('DD', 'CASH', 'RTGS', 'UPI'))), CONSTRAINT "chk_sa_recoveries_case" CHECK ((adhoc_decision = 'recovery') = (case_status IS NOT NULL) AND (case_status IS NULL OR case_status IN ('YES', 'NO'))), CONSTRAINT "chk_sa_recoveries_decision" CHECK (adhoc_decision IN ('recovery', 'dropped', 'not_submitted')), CONSTRAINT "PK_b50c6bc3a7241d965c0303530df" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "sa_recovery_issues" ("issue_id" integer NOT NULL, "recovery_id" integer NOT NULL, "kind" character varying(6) NOT NULL, "expected_amount" numeric(14,2) NOT NULL, CONSTRAINT "chk_sa_recovery_issues_kind" CHECK (kind IN ('FILED', 'MAPPED')), CONSTRAINT "PK_076cb88b44a35bd2ef722c955a2" PRIMARY KEY ("issue_id"))`);
        await queryRunner.query(`CREATE INDEX "idx_sa_recovery_issues_recovery" ON "sa_recovery_issues"  ("recovery_id") `);
        await queryRunner.query(`CREATE TABLE "sa_verifications" ("id" SERIAL NOT NULL, "recovery_id" integer NOT NULL, "verified_by" integer NOT NULL, "verified_by_name" character varying(100) NOT NULL, "verified_role_code" character varying(30) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_5c84509722afe777083d3b2d70c" UNIQUE ("recovery_id"), CONSTRAINT "REL_5c84509722afe777083d3b2d70" UNIQUE ("recovery_id"), CONSTRAINT "PK_a652d4e7afdab0ab6e79c660c4d" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "sa_verification_entries" ("issue_id" integer NOT NULL, "verification_id" integer NOT NULL, "serial" integer NOT NULL, "entered_amount" numeric(14,2) NOT NULL, "remittence" date NOT NULL, "status" character varying(10) NOT NULL, "remark" text NOT NULL, CONSTRAINT "chk_sa_verification_entries_amount" CHECK (entered_amount >= 0), CONSTRAINT "chk_sa_verification_entries_status" CHECK (status IN ('Completed', 'Incomplete')), CONSTRAINT "PK_60153bba305254f1f65f20b3e1b" PRIMARY KEY ("issue_id"))`);
        await queryRunner.query(`CREATE INDEX "idx_sa_verification_entries_verification" ON "sa_verification_entries"  ("verification_id") `);
        await queryRunner.query(`ALTER TABLE "sa_issues" ADD CONSTRAINT "FK_eb60016c0aa6e278e97aae5fa04" FOREIGN KEY ("panchayat_code") REFERENCES "panchayats"("panchayat_code") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_issue_persons" ADD CONSTRAINT "FK_3069c5d9187ed03ae30b792b7e1" FOREIGN KEY ("issue_id") REFERENCES "sa_issues"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_issue_works" ADD CONSTRAINT "FK_48156487bba431af71247811bab" FOREIGN KEY ("issue_id") REFERENCES "sa_issues"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_recoveries" ADD CONSTRAINT "FK_b0f613b461d51a6776a5bc927f4" FOREIGN KEY ("issue_id") REFERENCES "sa_issues"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_recovery_issues" ADD CONSTRAINT "FK_076cb88b44a35bd2ef722c955a2" FOREIGN KEY ("issue_id") REFERENCES "sa_issues"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_recovery_issues" ADD CONSTRAINT "FK_a7bc51cd4d4eca11943d5cc2868" FOREIGN KEY ("recovery_id") REFERENCES "sa_recoveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_verifications" ADD CONSTRAINT "FK_5c84509722afe777083d3b2d70c" FOREIGN KEY ("recovery_id") REFERENCES "sa_recoveries"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_verification_entries" ADD CONSTRAINT "FK_60153bba305254f1f65f20b3e1b" FOREIGN KEY ("issue_id") REFERENCES "sa_issues"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sa_verification_entries" ADD CONSTRAINT "FK_a3519d76570a4b3b56671f9b83f" FOREIGN KEY ("verification_id") REFERENCES "sa_verifications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sa_verification_entries" DROP CONSTRAINT "FK_a3519d76570a4b3b56671f9b83f"`);
        await queryRunner.query(`ALTER TABLE "sa_verification_entries" DROP CONSTRAINT "FK_60153bba305254f1f65f20b3e1b"`);
        await queryRunner.query(`ALTER TABLE "sa_verifications" DROP CONSTRAINT "FK_5c84509722afe777083d3b2d70c"`);
        await queryRunner.query(`ALTER TABLE "sa_recovery_issues" DROP CONSTRAINT "FK_a7bc51cd4d4eca11943d5cc2868"`);
        await queryRunner.query(`ALTER TABLE "sa_recovery_issues" DROP CONSTRAINT "FK_076cb88b44a35bd2ef722c955a2"`);
        await queryRunner.query(`ALTER TABLE "sa_recoveries" DROP CONSTRAINT "FK_b0f613b461d51a6776a5bc927f4"`);
        await queryRunner.query(`ALTER TABLE "sa_issue_works" DROP CONSTRAINT "FK_48156487bba431af71247811bab"`);
        await queryRunner.query(`ALTER TABLE "sa_issue_persons" DROP CONSTRAINT "FK_3069c5d9187ed03ae30b792b7e1"`);
        await queryRunner.query(`ALTER TABLE "sa_issues" DROP CONSTRAINT "FK_eb60016c0aa6e278e97aae5fa04"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_verification_entries_verification"`);
        await queryRunner.query(`DROP TABLE "sa_verification_entries"`);
        await queryRunner.query(`DROP TABLE "sa_verifications"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_recovery_issues_recovery"`);
        await queryRunner.query(`DROP TABLE "sa_recovery_issues"`);
        await queryRunner.query(`DROP TABLE "sa_recoveries"`);
        await queryRunner.query(`DROP TABLE "sa_issue_works"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_issue_persons_issue"`);
        await queryRunner.query(`DROP TABLE "sa_issue_persons"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_issues_district"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_issues_block"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_issues_panchayat"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sa_issues_year"`);
        await queryRunner.query(`DROP TABLE "sa_issues"`);
        await queryRunner.query(`DROP TABLE "sa_account_statements"`);
    }

}
