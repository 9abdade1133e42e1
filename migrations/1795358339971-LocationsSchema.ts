import { MigrationInterface, QueryRunner } from "typeorm";

export class LocationsSchema1795358339971 implements MigrationInterface {
    name = 'LocationsSchema1795358339971'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "districts" ("district_code" character varying(4) NOT NULL, "state_code" character varying(2) NOT NULL, "district_name" character varying(100) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_district_code" CHECK (district_code ~ '^[0-9]{4}$' AND left(district_code, 2) = state_code), CONSTRAINT "PK_317456681603565aa54281acdc0" PRIMARY KEY ("district_code"))`);
        await queryRunner.query(`CREATE INDEX "idx_districts_state_name" ON "districts"  ("state_code", "district_name") `);
        await queryRunner.query(`CREATE TABLE "blocks" ("block_code" character varying(7) NOT NULL, "district_code" character varying(4) NOT NULL, "block_name" character varying(100) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_block_code" CHECK (block_code ~ '^[0-9]{7}$' AND left(block_code, 4) = district_code), CONSTRAINT "PK_03bdb8abbd4120f8e3582aa37d1" PRIMARY KEY ("block_code"))`);
        await queryRunner.query(`CREATE INDEX "idx_blocks_district_name" ON "blocks"  ("district_code", "block_name") `);
        await queryRunner.query(`CREATE TABLE "panchayats" ("panchayat_code" character varying(10) NOT NULL, "block_code" character varying(7) NOT NULL, "panchayat_name" character varying(100) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_panchayat_code" CHECK (panchayat_code ~ '^[0-9]{10}$' AND left(panchayat_code, 7) = block_code), CONSTRAINT "PK_9f9abf1b9006728ee6f739ed8e2" PRIMARY KEY ("panchayat_code"))`);
        await queryRunner.query(`CREATE INDEX "idx_panchayats_block_name" ON "panchayats"  ("block_code", "panchayat_name") `);
        await queryRunner.query(`ALTER TABLE "blocks" ADD CONSTRAINT "FK_94c75dc37bd418f4ca5d8b14b5c" FOREIGN KEY ("district_code") REFERENCES "districts"("district_code") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "panchayats" ADD CONSTRAINT "FK_1a3fc7759beb514758ac9471845" FOREIGN KEY ("block_code") REFERENCES "blocks"("block_code") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "panchayats" DROP CONSTRAINT "FK_1a3fc7759beb514758ac9471845"`);
        await queryRunner.query(`ALTER TABLE "blocks" DROP CONSTRAINT "FK_94c75dc37bd418f4ca5d8b14b5c"`);
        await queryRunner.query(`DROP INDEX "public"."idx_panchayats_block_name"`);
        await queryRunner.query(`DROP TABLE "panchayats"`);
        await queryRunner.query(`DROP INDEX "public"."idx_blocks_district_name"`);
        await queryRunner.query(`DROP TABLE "blocks"`);
        await queryRunner.query(`DROP INDEX "public"."idx_districts_state_name"`);
        await queryRunner.query(`DROP TABLE "districts"`);
    }

}
