import { MigrationInterface, QueryRunner } from "typeorm";

export class UsersActiveLocationIndex1795361443122 implements MigrationInterface {
    name = 'UsersActiveLocationIndex1795361443122'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "idx_users_active_location" ON "users"  ("district_code", "block_code", "panchayat_code") WHERE status = 'ACTIVE'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_users_active_location"`);
    }

}
