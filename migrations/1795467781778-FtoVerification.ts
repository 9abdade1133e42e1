import { MigrationInterface, QueryRunner } from "typeorm";

export class FtoVerification1795467781778 implements MigrationInterface {
    name = 'FtoVerification1795467781778'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "fto_checklist_items" ("id" SERIAL NOT NULL, "sort_order" integer NOT NULL, "checklist_title_kn" character varying(300) NOT NULL, "checklist_title_en" character varying(300) NOT NULL, "CB" character varying(1) NOT NULL DEFAULT 'Y', "CB_C" smallint NOT NULL DEFAULT '2', "INP" character varying(1) NOT NULL DEFAULT 'N', "INP_tittle" character varying(150), "Remark" character varying(1) NOT NULL DEFAULT 'Y', "imgages" character varying(1) NOT NULL DEFAULT 'N', "is_active" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_fto_checklist_cb_c" CHECK ("CB_C" IN (2, 3)), CONSTRAINT "chk_fto_checklist_flags" CHECK ("CB" IN ('Y', 'N') AND "INP" IN ('Y', 'N') AND "Remark" IN ('Y', 'N') AND "imgages" IN ('Y', 'N')), CONSTRAINT "PK_158ebb89b234bb871ab23f26d65" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_fto_checklist_order" ON "fto_checklist_items"  ("sort_order") `);
        await queryRunner.query(`CREATE TABLE "fto_material_resets" ("work_code" character varying(40) NOT NULL, "last_reset_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reset_by" integer NOT NULL, CONSTRAINT "PK_1c1e43d0535b4b6f68f4b63de46" PRIMARY KEY ("work_code"))`);
        await queryRunner.query(`CREATE TABLE "fto_schedules" ("id" SERIAL NOT NULL, "cycle_name" character varying(150) NOT NULL, "financial_year" text array NOT NULL, "schedule_start" date NOT NULL, "schedule_end" date NOT NULL, "lock1_open" date NOT NULL, "lock1_close" date NOT NULL, "lock2_open" date NOT NULL, "lock2_close" date NOT NULL, "no_of_levels" smallint NOT NULL DEFAULT '5', "levels" jsonb NOT NULL, "created_by" integer, "updated_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_fto_schedules_levels" CHECK (no_of_levels = 5), CONSTRAINT "chk_fto_schedules_window" CHECK (schedule_start <= schedule_end), CONSTRAINT "xcl_fto_schedules_window" EXCLUDE USING gist (daterange(schedule_start, schedule_end, '[]') WITH &&), CONSTRAINT "PK_590c455a22b1123fbefb1eb9a72" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_fto_schedules_cycle_name" ON "fto_schedules"  ("cycle_name") `);
        await queryRunner.query(`CREATE TABLE "fto_verifications" ("id" SERIAL NOT NULL, "cycle_id" integer NOT NULL, "level" smallint NOT NULL, "work_code" character varying(40) NOT NULL, "district_code" character varying(4) NOT NULL, "block_code" character varying(7) NOT NULL, "panchayat_code" character varying(10) NOT NULL, "agency_name" character varying(150) NOT NULL, "role_id" integer NOT NULL, "role_code" character varying(30) NOT NULL, "role_name" character varying(150) NOT NULL, "assignment_id" integer NOT NULL, "user_id" integer NOT NULL, "user_name" character varying(150) NOT NULL, "check_list" jsonb NOT NULL, "material" jsonb NOT NULL, "site_details" jsonb NOT NULL, "status" smallint NOT NULL, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "superseded_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_fto_verifications_status" CHECK (status IN (0, 1)), CONSTRAINT "chk_fto_verifications_level" CHECK (level BETWEEN 1 AND 5), CONSTRAINT "PK_8589bb87dbfcc6eca4d15f05c5b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_fto_verifications_work" ON "fto_verifications"  ("work_code") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_fto_verifications_current" ON "fto_verifications"  ("cycle_id", "level", "work_code") WHERE superseded_at IS NULL`);
        await queryRunner.query(`CREATE TABLE "fto_files" ("key" character varying(40) NOT NULL, "verification_id" integer NOT NULL, "work_code" character varying(40) NOT NULL, "kind" character varying(10) NOT NULL, "item_id" integer, "mime" character varying(20) NOT NULL, "size" integer NOT NULL, "uploaded_by" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ef8b7c5dde8ea9ea731421a90ed" PRIMARY KEY ("key"))`);
        await queryRunner.query(`CREATE INDEX "idx_fto_files_verification" ON "fto_files"  ("verification_id") `);
        await queryRunner.query(`CREATE TABLE "fto_role_mappings" ("id" SERIAL NOT NULL, "department_id" integer NOT NULL, "role_id" integer NOT NULL, "level" smallint NOT NULL, "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_fto_role_mappings_level" CHECK (level BETWEEN 1 AND 5), CONSTRAINT "PK_a3a16186e6c14c4db598e5be4a7" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_fto_role_mappings_role" ON "fto_role_mappings"  ("role_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_fto_role_mappings_department_role" ON "fto_role_mappings"  ("department_id", "role_id") `);
        await queryRunner.query(`ALTER TABLE "fto_verifications" ADD CONSTRAINT "FK_a2a4ce600eae2fe982883629980" FOREIGN KEY ("cycle_id") REFERENCES "fto_schedules"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "fto_files" ADD CONSTRAINT "FK_7676557dc54a06cc7f211d62934" FOREIGN KEY ("verification_id") REFERENCES "fto_verifications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "fto_role_mappings" ADD CONSTRAINT "FK_7bfe11f1b16a455a2bd921df591" FOREIGN KEY ("department_id") REFERENCES "departments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "fto_role_mappings" ADD CONSTRAINT "FK_f7a92fe3047af04856387389968" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "fto_role_mappings" DROP CONSTRAINT "FK_f7a92fe3047af04856387389968"`);
        await queryRunner.query(`ALTER TABLE "fto_role_mappings" DROP CONSTRAINT "FK_7bfe11f1b16a455a2bd921df591"`);
        await queryRunner.query(`ALTER TABLE "fto_files" DROP CONSTRAINT "FK_7676557dc54a06cc7f211d62934"`);
        await queryRunner.query(`ALTER TABLE "fto_verifications" DROP CONSTRAINT "FK_a2a4ce600eae2fe982883629980"`);
        await queryRunner.query(`DROP INDEX "public"."uq_fto_role_mappings_department_role"`);
        await queryRunner.query(`DROP INDEX "public"."idx_fto_role_mappings_role"`);
        await queryRunner.query(`DROP TABLE "fto_role_mappings"`);
        await queryRunner.query(`DROP INDEX "public"."idx_fto_files_verification"`);
        await queryRunner.query(`DROP TABLE "fto_files"`);
        await queryRunner.query(`DROP INDEX "public"."uq_fto_verifications_current"`);
        await queryRunner.query(`DROP INDEX "public"."idx_fto_verifications_work"`);
        await queryRunner.query(`DROP TABLE "fto_verifications"`);
        await queryRunner.query(`DROP INDEX "public"."uq_fto_schedules_cycle_name"`);
        await queryRunner.query(`DROP TABLE "fto_schedules"`);
        await queryRunner.query(`DROP TABLE "fto_material_resets"`);
        await queryRunner.query(`DROP INDEX "public"."idx_fto_checklist_order"`);
        await queryRunner.query(`DROP TABLE "fto_checklist_items"`);
    }

}
