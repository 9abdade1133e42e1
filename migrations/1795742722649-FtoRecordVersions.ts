import { MigrationInterface, QueryRunner } from "typeorm";

export class FtoRecordVersions1795742722649 implements MigrationInterface {
    name = 'FtoRecordVersions1795742722649'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "fto_record_versions" ("cycle_id" integer NOT NULL, "level" smallint NOT NULL, "block_code" character varying(7) NOT NULL, "district_code" character varying(4) NOT NULL, "version" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_14ee84601895174df60d824ac08" PRIMARY KEY ("cycle_id", "level", "block_code"))`);
        // Hand-written: the statement triggers that raise the counters in the statement that adds,
        // changes or removes records (set-based, from its transition tables, rows locked in key
        // order), a TRUNCATE raising every counter, and the counters of the records already kept.
        await queryRunner.query(`CREATE FUNCTION fto_record_versions_raise() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The statement's records: a trigger sees only the transition tables it declares.
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT cycle_id, level, block_code, district_code FROM new_records'
    WHEN 'DELETE' THEN 'SELECT cycle_id, level, block_code, district_code FROM old_records'
    ELSE 'SELECT cycle_id, level, block_code, district_code FROM new_records
          UNION ALL SELECT cycle_id, level, block_code, district_code FROM old_records'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE fto_record_versions SET version = version + 1;
    RETURN NULL;
  END IF;
  EXECUTE format('INSERT INTO fto_record_versions (cycle_id, level, block_code, district_code, version)
    SELECT cycle_id, level, block_code, max(district_code), 1 FROM (%s) changed
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (cycle_id, level, block_code) DO UPDATE SET version = fto_record_versions.version + 1', changed);
  RETURN NULL;
END $$`);
        // A trigger with transition tables takes one event, so three of them (and one for TRUNCATE).
        await queryRunner.query(
            `CREATE TRIGGER trg_fto_verifications_version_insert AFTER INSERT ON fto_verifications REFERENCING NEW TABLE AS new_records FOR EACH STATEMENT EXECUTE FUNCTION fto_record_versions_raise()`,
        );
        await queryRunner.query(
            `CREATE TRIGGER trg_fto_verifications_version_update AFTER UPDATE ON fto_verifications REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records FOR EACH STATEMENT EXECUTE FUNCTION fto_record_versions_raise()`,
        );
        await queryRunner.query(
            `CREATE TRIGGER trg_fto_verifications_version_delete AFTER DELETE ON fto_verifications REFERENCING OLD TABLE AS old_records FOR EACH STATEMENT EXECUTE FUNCTION fto_record_versions_raise()`,
        );
        await queryRunner.query(
            `CREATE TRIGGER trg_fto_verifications_version_truncate AFTER TRUNCATE ON fto_verifications FOR EACH STATEMENT EXECUTE FUNCTION fto_record_versions_raise()`,
        );
        await queryRunner.query(`INSERT INTO fto_record_versions (cycle_id, level, block_code, district_code, version)
            SELECT cycle_id, level, block_code, max(district_code), count(*) FROM fto_verifications GROUP BY 1, 2, 3`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER trg_fto_verifications_version_truncate ON fto_verifications`);
        await queryRunner.query(`DROP TRIGGER trg_fto_verifications_version_delete ON fto_verifications`);
        await queryRunner.query(`DROP TRIGGER trg_fto_verifications_version_update ON fto_verifications`);
        await queryRunner.query(`DROP TRIGGER trg_fto_verifications_version_insert ON fto_verifications`);
        await queryRunner.query(`DROP FUNCTION fto_record_versions_raise()`);
        await queryRunner.query(`DROP TABLE "fto_record_versions"`);
    }

}
