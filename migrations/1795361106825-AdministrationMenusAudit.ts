import { MigrationInterface, QueryRunner } from "typeorm";

export class AdministrationMenusAudit1795361106825 implements MigrationInterface {
    name = 'AdministrationMenusAudit1795361106825'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "audit_trail" ("id" BIGSERIAL NOT NULL, "actor_user_id" integer, "actor_name" character varying(100), "action" character varying(50) NOT NULL, "entity" character varying(50) NOT NULL, "entity_id" character varying(50), "before" jsonb, "after" jsonb, "request_id" character varying(128), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_91aade8e45ada93f7dc98ca7ced" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_audit_trail_entity" ON "audit_trail"  ("entity", "entity_id") `);
        await queryRunner.query(`CREATE INDEX "idx_audit_trail_at" ON "audit_trail"  ("at") `);
        await queryRunner.query(`CREATE TABLE "main_options" ("id" SERIAL NOT NULL, "option_name" character varying(100) NOT NULL, "icon" character varying(50) NOT NULL, "router" character varying(200), "access_level" character varying(20) NOT NULL DEFAULT 'USER', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_90e67b02ac91857861714594afd" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "sub_options" ("id" SERIAL NOT NULL, "main_option_id" integer NOT NULL, "suboption_name" character varying(100) NOT NULL, "icon" character varying(50) NOT NULL, "router" character varying(200), "access_level" character varying(20) NOT NULL DEFAULT 'USER', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_65a954cf78c4512785b81bbacac" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_sub_options_main" ON "sub_options"  ("main_option_id") `);
        await queryRunner.query(`CREATE INDEX "idx_users_name" ON "users"  ("name") `);
        await queryRunner.query(`ALTER TABLE "sub_options" ADD CONSTRAINT "FK_3a4fbf892242fa9c2141f8fae1e" FOREIGN KEY ("main_option_id") REFERENCES "main_options"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sub_options" DROP CONSTRAINT "FK_3a4fbf892242fa9c2141f8fae1e"`);
        await queryRunner.query(`DROP INDEX "public"."idx_users_name"`);
        await queryRunner.query(`DROP INDEX "public"."idx_sub_options_main"`);
        await queryRunner.query(`DROP TABLE "sub_options"`);
        await queryRunner.query(`DROP TABLE "main_options"`);
        await queryRunner.query(`DROP INDEX "public"."idx_audit_trail_at"`);
        await queryRunner.query(`DROP INDEX "public"."idx_audit_trail_entity"`);
        await queryRunner.query(`DROP TABLE "audit_trail"`);
    }

}
