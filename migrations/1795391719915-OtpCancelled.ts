import { MigrationInterface, QueryRunner } from "typeorm";

export class OtpCancelled1795391719915 implements MigrationInterface {
    name = 'OtpCancelled1795391719915'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "otp_challenges" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "otp_challenges" DROP COLUMN "cancelled_at"`);
    }

}
