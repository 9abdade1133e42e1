import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Throttles become atomic counters (rate_limits); wrong passwords lock the pair of account and
 * client address rather than the account, so the account-wide counters and the failure log go.
 */
export class ThrottlesAndPairLocks1795391325834 implements MigrationInterface {
    name = 'ThrottlesAndPairLocks1795391325834'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "rate_limits" ("key" character varying(300) NOT NULL, "hits" integer NOT NULL, "window_end" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))`);
        await queryRunner.query(`CREATE INDEX "idx_rate_limits_window_end" ON "rate_limits"  ("window_end") `);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "failed_logins"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "locked_until"`);
        await queryRunner.query(`DROP INDEX "public"."idx_auth_failures_ip"`);
        await queryRunner.query(`DROP TABLE "auth_failures"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "auth_failures" ("id" BIGSERIAL NOT NULL, "ip" character varying(64) NOT NULL, "mobile" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e2b915d735b7aa6e2f015f5c799" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_auth_failures_ip" ON "auth_failures"  ("ip", "created_at") `);
        await queryRunner.query(`ALTER TABLE "users" ADD "locked_until" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "users" ADD "failed_logins" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`DROP INDEX "public"."idx_rate_limits_window_end"`);
        await queryRunner.query(`DROP TABLE "rate_limits"`);
    }

}
