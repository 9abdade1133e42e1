import { MigrationInterface, QueryRunner } from "typeorm";

/** Which storage driver holds each file (issue 28): every file stored so far is on the local disk. */
export class FileStorageDriver1795704025269 implements MigrationInterface {
    name = 'FileStorageDriver1795704025269'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "fto_files" ADD "storage" character varying(10) NOT NULL DEFAULT 'local'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "fto_files" DROP COLUMN "storage"`);
    }

}
