import { MigrationInterface, QueryRunner } from "typeorm";

export class IdempotencyKeys1795665861593 implements MigrationInterface {
    name = 'IdempotencyKeys1795665861593'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "idempotency_keys" ("user_id" integer NOT NULL, "key" uuid NOT NULL, "route" character varying(100) NOT NULL, "request_hash" character(64) NOT NULL, "status" smallint NOT NULL, "body" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_392b1af86f210d98d3f0c764728" PRIMARY KEY ("user_id", "key"))`);
        await queryRunner.query(`CREATE INDEX "idx_idempotency_keys_created_at" ON "idempotency_keys"  ("created_at") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_idempotency_keys_created_at"`);
        await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    }

}
