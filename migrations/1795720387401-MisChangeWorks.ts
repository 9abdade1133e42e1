import { MigrationInterface, QueryRunner } from "typeorm";

export class MisChangeWorks1795720387401 implements MigrationInterface {
    name = 'MisChangeWorks1795720387401'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "mis_change_works" ("block_code" character varying(7) NOT NULL, "grp" character varying(60) NOT NULL, "fto" boolean NOT NULL, "district_code" character varying(4) NOT NULL, "last_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e5603e82762421084b4cfb79f7f" PRIMARY KEY ("block_code", "grp"))`);
        await queryRunner.query(`CREATE INDEX "idx_mis_change_works_last" ON "mis_change_works"  ("last_at", "grp") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_change_works_district" ON "mis_change_works"  ("district_code", "last_at", "grp") `);
        await queryRunner.query(`CREATE INDEX "idx_mis_change_works_block" ON "mis_change_works"  ("block_code", "last_at", "grp") `);
        // Hand-written: the statement trigger that keeps the table in the statement writing the
        // entries (set-based, from its transition table, rows locked in key order), and the rows of
        // the entries already kept.
        await queryRunner.query(`CREATE FUNCTION mis_change_works_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mis_change_works (block_code, grp, fto, district_code, last_at)
  SELECT block_code, coalesce(work_code, fto_no), bool_or(work_code IS NULL), max(district_code), max(recorded_at)
    FROM new_entries
   WHERE source IN ('work', 'bill', 'fto') AND coalesce(work_code, fto_no) IS NOT NULL
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (block_code, grp) DO UPDATE SET last_at = greatest(mis_change_works.last_at, excluded.last_at);
  RETURN NULL;
END $$`);
        await queryRunner.query(
            `CREATE TRIGGER trg_mis_history_change_works AFTER INSERT ON mis_history REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION mis_change_works_keep()`,
        );
        await queryRunner.query(`INSERT INTO mis_change_works (block_code, grp, fto, district_code, last_at)
            SELECT block_code, coalesce(work_code, fto_no), bool_or(work_code IS NULL), max(district_code), max(recorded_at)
              FROM mis_history
             WHERE source IN ('work', 'bill', 'fto') AND coalesce(work_code, fto_no) IS NOT NULL
             GROUP BY 1, 2`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER trg_mis_history_change_works ON mis_history`);
        await queryRunner.query(`DROP FUNCTION mis_change_works_keep()`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_change_works_block"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_change_works_district"`);
        await queryRunner.query(`DROP INDEX "public"."idx_mis_change_works_last"`);
        await queryRunner.query(`DROP TABLE "mis_change_works"`);
    }

}
