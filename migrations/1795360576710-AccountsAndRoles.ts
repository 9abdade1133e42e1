import { MigrationInterface, QueryRunner } from "typeorm";

export class AccountsAndRoles1795360576710 implements MigrationInterface {
    name = 'AccountsAndRoles1795360576710'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "auth_failures" ("id" BIGSERIAL NOT NULL, "ip" character varying(64) NOT NULL, "mobile" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e2b915d735b7aa6e2f015f5c799" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_auth_failures_ip" ON "auth_failures"  ("ip", "created_at") `);
        await queryRunner.query(`CREATE TABLE "otp_challenges" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "purpose" character varying(20) NOT NULL, "channel" character varying(10) NOT NULL, "target" character varying(254) NOT NULL, "code_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "verified_at" TIMESTAMP WITH TIME ZONE, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_ip" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c34f21df6c8aa51229715452068" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_otp_ip" ON "otp_challenges"  ("created_ip", "created_at") `);
        await queryRunner.query(`CREATE INDEX "idx_otp_target" ON "otp_challenges"  ("purpose", "channel", "target", "created_at") `);
        await queryRunner.query(`CREATE TABLE "users" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "email" character varying(254), "mobile_number" character varying(10) NOT NULL, "kgid_pan" character varying(20), "designation" character varying(100) NOT NULL, "officer_level" character varying(5) NOT NULL, "state_code" character varying(2) NOT NULL DEFAULT '15', "district_code" character varying(4), "block_code" character varying(7), "panchayat_code" character varying(10), "password_hash" character varying(255) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'ACTIVE', "failed_logins" integer NOT NULL DEFAULT '0', "locked_until" TIMESTAMP WITH TIME ZONE, "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_350c2c34c6fdd4b292ab6e77879" UNIQUE ("mobile_number"), CONSTRAINT "chk_users_level" CHECK (officer_level IN ('STATE', 'ZP', 'TP', 'GP')), CONSTRAINT "chk_users_mobile" CHECK (mobile_number ~ '^[0-9]{10}$'), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_users_location" ON "users"  ("district_code", "block_code", "panchayat_code") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_kgid_pan" ON "users"  ("kgid_pan") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users"  ("email") `);
        await queryRunner.query(`CREATE TABLE "user_permissions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "permission_type" character varying(10) NOT NULL, "permission_level" character varying(5), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_user_permissions_type" CHECK (permission_type IN ('ADMIN', 'USER')), CONSTRAINT "PK_01f4295968ba33d73926684264f" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_user_permissions" ON "user_permissions"  ("user_id", "permission_type") `);
        await queryRunner.query(`CREATE TABLE "departments" ("id" SERIAL NOT NULL, "department_code" character varying(20) NOT NULL, "department_name" character varying(150) NOT NULL, "levels" character varying(5) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_372a956add538bddb2722a4474b" UNIQUE ("department_code"), CONSTRAINT "chk_departments_levels" CHECK (levels IN ('STATE', 'ZP', 'TP', 'GP')), CONSTRAINT "PK_839517a681a86bb84cbcc6a1e9d" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "implementing_agencies" ("id" SERIAL NOT NULL, "department_code" character varying(20) NOT NULL, "imp_name" character varying(150) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4a86f51cfc590cbf3d8ac60e1d0" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_agencies_department_name" ON "implementing_agencies"  ("department_code", "imp_name") `);
        await queryRunner.query(`CREATE TABLE "roles" ("id" SERIAL NOT NULL, "Role_code" character varying(30) NOT NULL, "Role_name" character varying(150) NOT NULL, "Role_name_kn" character varying(150), "Role_Department_id" character varying(20) NOT NULL, "Role_implimenting_agency_id" integer, "no_of_posts" integer NOT NULL DEFAULT '1', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d9b05c9fa993de3e86a9bcc72cb" UNIQUE ("Role_code"), CONSTRAINT "chk_roles_posts" CHECK (no_of_posts >= 1), CONSTRAINT "PK_c1433d71a4838793a49dcad46ab" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_roles_department" ON "roles"  ("Role_Department_id") `);
        await queryRunner.query(`CREATE TABLE "role_assignments" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "role_id" integer NOT NULL, "department_code" character varying(20) NOT NULL, "levels" character varying(5) NOT NULL, "state_code" character varying(2) NOT NULL DEFAULT '15', "district_code" character varying(4), "block_code" character varying(7), "panchayat_code" character varying(10), "status_deleted" character varying(3) NOT NULL DEFAULT 'NO', "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" integer, CONSTRAINT "chk_role_assignments_levels" CHECK (levels IN ('STATE', 'ZP', 'TP', 'GP')), CONSTRAINT "chk_role_assignments_deleted" CHECK (status_deleted IN ('YES', 'NO')), CONSTRAINT "PK_fc2df9835ac1d2a34839f113783" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_role_assignments_post" ON "role_assignments"  ("role_id", "levels", "district_code", "block_code", "panchayat_code") `);
        await queryRunner.query(`CREATE INDEX "idx_role_assignments_user" ON "role_assignments"  ("user_id", "status_deleted") `);
        await queryRunner.query(`ALTER TABLE "user_permissions" ADD CONSTRAINT "FK_3495bd31f1862d02931e8e8d2e8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "implementing_agencies" ADD CONSTRAINT "FK_cf515b955ea9ab18071d538f53c" FOREIGN KEY ("department_code") REFERENCES "departments"("department_code") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "roles" ADD CONSTRAINT "FK_99cb10c016c3f075047781e219b" FOREIGN KEY ("Role_Department_id") REFERENCES "departments"("department_code") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "roles" ADD CONSTRAINT "FK_a36fd17e3555f16536147c1fd46" FOREIGN KEY ("Role_implimenting_agency_id") REFERENCES "implementing_agencies"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "role_assignments" ADD CONSTRAINT "FK_d91c8ac0c10fd8c6acdcc5ee946" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "role_assignments" ADD CONSTRAINT "FK_a0268fc16c3777758f7683a4401" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "role_assignments" DROP CONSTRAINT "FK_a0268fc16c3777758f7683a4401"`);
        await queryRunner.query(`ALTER TABLE "role_assignments" DROP CONSTRAINT "FK_d91c8ac0c10fd8c6acdcc5ee946"`);
        await queryRunner.query(`ALTER TABLE "roles" DROP CONSTRAINT "FK_a36fd17e3555f16536147c1fd46"`);
        await queryRunner.query(`ALTER TABLE "roles" DROP CONSTRAINT "FK_99cb10c016c3f075047781e219b"`);
        await queryRunner.query(`ALTER TABLE "implementing_agencies" DROP CONSTRAINT "FK_cf515b955ea9ab18071d538f53c"`);
        await queryRunner.query(`ALTER TABLE "user_permissions" DROP CONSTRAINT "FK_3495bd31f1862d02931e8e8d2e8"`);
        await queryRunner.query(`DROP INDEX "public"."idx_role_assignments_user"`);
        await queryRunner.query(`DROP INDEX "public"."idx_role_assignments_post"`);
        await queryRunner.query(`DROP TABLE "role_assignments"`);
        await queryRunner.query(`DROP INDEX "public"."idx_roles_department"`);
        await queryRunner.query(`DROP TABLE "roles"`);
        await queryRunner.query(`DROP INDEX "public"."uq_agencies_department_name"`);
        await queryRunner.query(`DROP TABLE "implementing_agencies"`);
        await queryRunner.query(`DROP TABLE "departments"`);
        await queryRunner.query(`DROP INDEX "public"."uq_user_permissions"`);
        await queryRunner.query(`DROP TABLE "user_permissions"`);
        await queryRunner.query(`DROP INDEX "public"."uq_users_email"`);
        await queryRunner.query(`DROP INDEX "public"."uq_users_kgid_pan"`);
        await queryRunner.query(`DROP INDEX "public"."idx_users_location"`);
        await queryRunner.query(`DROP TABLE "users"`);
        await queryRunner.query(`DROP INDEX "public"."idx_otp_target"`);
        await queryRunner.query(`DROP INDEX "public"."idx_otp_ip"`);
        await queryRunner.query(`DROP TABLE "otp_challenges"`);
        await queryRunner.query(`DROP INDEX "public"."idx_auth_failures_ip"`);
        await queryRunner.query(`DROP TABLE "auth_failures"`);
    }

}
