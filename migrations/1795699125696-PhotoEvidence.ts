import { MigrationInterface, QueryRunner } from "typeorm";

export class PhotoEvidence1795699125696 implements MigrationInterface {
    name = 'PhotoEvidence1795699125696'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "evidence_files" ("key" character varying(40) NOT NULL, "verification_id" integer NOT NULL, "cycle_id" integer NOT NULL, "level" smallint NOT NULL, "work_code" character varying(40) NOT NULL, "district_code" character varying(4) NOT NULL, "block_code" character varying(7) NOT NULL, "panchayat_code" character varying(10) NOT NULL, "user_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "item_id" integer, "exif_latitude" double precision, "exif_longitude" double precision, "exif_accuracy_m" real, "taken_at" TIMESTAMP WITH TIME ZONE, "taken_at_offset" character varying(6), "camera_make" character varying(64), "camera_model" character varying(64), "device_latitude" double precision, "device_longitude" double precision, "device_accuracy_m" real, "device_time" TIMESTAMP WITH TIME ZONE, "phash" bigint, "phash_a" integer, "phash_b" integer, "phash_c" integer, "phash_d" integer, "flags" text array NOT NULL DEFAULT '{}', "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1f23db3526da432d66a22551d76" PRIMARY KEY ("key"))`);
        await queryRunner.query(`CREATE INDEX "idx_evidence_files_phash_d" ON "evidence_files"  ("phash_d") `);
        await queryRunner.query(`CREATE INDEX "idx_evidence_files_phash_c" ON "evidence_files"  ("phash_c") `);
        await queryRunner.query(`CREATE INDEX "idx_evidence_files_phash_b" ON "evidence_files"  ("phash_b") `);
        await queryRunner.query(`CREATE INDEX "idx_evidence_files_phash_a" ON "evidence_files"  ("phash_a") `);
        await queryRunner.query(`CREATE INDEX "idx_evidence_files_work" ON "evidence_files"  ("cycle_id", "work_code", "level", "created_at") `);
        await queryRunner.query(`CREATE INDEX "idx_evidence_files_verification" ON "evidence_files"  ("verification_id") `);
        await queryRunner.query(`CREATE TABLE "evidence_records" ("verification_id" integer NOT NULL, "cycle_id" integer NOT NULL, "level" smallint NOT NULL, "work_code" character varying(40) NOT NULL, "district_code" character varying(4) NOT NULL, "block_code" character varying(7) NOT NULL, "panchayat_code" character varying(10) NOT NULL, "user_id" integer NOT NULL, "user_name" character varying(100) NOT NULL, "current" boolean NOT NULL DEFAULT true, "keys" text array NOT NULL DEFAULT '{}', "photos" smallint NOT NULL, "flagged" smallint NOT NULL, "flags" text array NOT NULL DEFAULT '{}', "counts" jsonb NOT NULL DEFAULT '{}', "max_distance_m" integer, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_57ea1a6e325bb5ca322b21da591" PRIMARY KEY ("verification_id"))`);
        await queryRunner.query(`CREATE INDEX "idx_evidence_records_work" ON "evidence_records"  ("work_code", "cycle_id", "level") `);
        await queryRunner.query(`CREATE INDEX "idx_evidence_records_district" ON "evidence_records"  ("cycle_id", "level", "district_code") `);
        await queryRunner.query(`CREATE INDEX "idx_evidence_records_block" ON "evidence_records"  ("cycle_id", "level", "block_code") `);
        await queryRunner.query(`ALTER TABLE "panchayats" ADD "latitude" double precision`);
        await queryRunner.query(`ALTER TABLE "panchayats" ADD "longitude" double precision`);
        await queryRunner.query(`ALTER TABLE "mis_works" ADD "geo_latitude" double precision`);
        await queryRunner.query(`ALTER TABLE "mis_works" ADD "geo_longitude" double precision`);
        await queryRunner.query(`ALTER TABLE "panchayats" ADD CONSTRAINT "chk_panchayat_location" CHECK ((latitude IS NULL) = (longitude IS NULL) AND latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)`);
        await queryRunner.query(`ALTER TABLE "evidence_files" ADD CONSTRAINT "FK_1f23db3526da432d66a22551d76" FOREIGN KEY ("key") REFERENCES "fto_files"("key") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "evidence_files" ADD CONSTRAINT "FK_f6a60b050646913d27a9193e5c6" FOREIGN KEY ("verification_id") REFERENCES "fto_verifications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "evidence_records" ADD CONSTRAINT "FK_57ea1a6e325bb5ca322b21da591" FOREIGN KEY ("verification_id") REFERENCES "fto_verifications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "evidence_records" DROP CONSTRAINT "FK_57ea1a6e325bb5ca322b21da591"`);
        await queryRunner.query(`ALTER TABLE "evidence_files" DROP CONSTRAINT "FK_f6a60b050646913d27a9193e5c6"`);
        await queryRunner.query(`ALTER TABLE "evidence_files" DROP CONSTRAINT "FK_1f23db3526da432d66a22551d76"`);
        await queryRunner.query(`ALTER TABLE "panchayats" DROP CONSTRAINT "chk_panchayat_location"`);
        await queryRunner.query(`ALTER TABLE "mis_works" DROP COLUMN "geo_longitude"`);
        await queryRunner.query(`ALTER TABLE "mis_works" DROP COLUMN "geo_latitude"`);
        await queryRunner.query(`ALTER TABLE "panchayats" DROP COLUMN "longitude"`);
        await queryRunner.query(`ALTER TABLE "panchayats" DROP COLUMN "latitude"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_records_block"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_records_district"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_records_work"`);
        await queryRunner.query(`DROP TABLE "evidence_records"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_files_verification"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_files_work"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_files_phash_a"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_files_phash_b"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_files_phash_c"`);
        await queryRunner.query(`DROP INDEX "public"."idx_evidence_files_phash_d"`);
        await queryRunner.query(`DROP TABLE "evidence_files"`);
    }

}
