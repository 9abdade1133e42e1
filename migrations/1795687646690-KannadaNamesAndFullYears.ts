import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kannada names beside the English ones (issue 26): districts, taluks, panchayats, departments
 * and agencies get a nullable Kannada column (roles have had one from the start), filled here for
 * the reference rows the migrations themselves insert (the 31 districts, the four base
 * departments); the location master and the demo seed fill the rest.
 *
 * Statement years are written in full like every other financial year ("2013-14" became
 * "2013-2014"). The generated form dropped and re-added the key column, losing the stored links;
 * the column is widened in place instead and the stored short forms are rewritten.
 */
export class KannadaNamesAndFullYears1795687646690 implements MigrationInterface {
  name = 'KannadaNamesAndFullYears1795687646690';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "districts" ADD "district_name_kn" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "blocks" ADD "block_name_kn" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "panchayats" ADD "panchayat_name_kn" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "departments" ADD "department_name_kn" character varying(150)`);
    await queryRunner.query(`ALTER TABLE "implementing_agencies" ADD "imp_name_kn" character varying(150)`);

    await queryRunner.query(`ALTER TABLE "sa_account_statements" DROP CONSTRAINT "chk_sa_account_statements_year"`);
    await queryRunner.query(`ALTER TABLE "sa_account_statements" ALTER COLUMN "year" TYPE character varying(9)`);
    await queryRunner.query(
      `UPDATE "sa_account_statements" SET "year" = left("year", 5) || (left("year", 4)::int + 1)::text WHERE "year" ~ '^[0-9]{4}-[0-9]{2}$'`,
    );
    await queryRunner.query(
      `ALTER TABLE "sa_account_statements" ADD CONSTRAINT "chk_sa_account_statements_year" CHECK (year ~ '^[0-9]{4}-[0-9]{4}$')`,
    );

    await queryRunner.query(`
      UPDATE districts d SET district_name_kn = v.kn FROM (VALUES
        ('1501', 'ಬಾಗಲಕೋಟೆ'),
        ('1502', 'ಬೆಂಗಳೂರು'),
        ('1503', 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ'),
        ('1504', 'ಬೆಳಗಾವಿ'),
        ('1505', 'ಬಳ್ಳಾರಿ'),
        ('1506', 'ಬೀದರ್'),
        ('1507', 'ವಿಜಯಪುರ'),
        ('1508', 'ಚಾಮರಾಜನಗರ'),
        ('1509', 'ಚಿಕ್ಕಮಗಳೂರು'),
        ('1510', 'ಚಿತ್ರದುರ್ಗ'),
        ('1511', 'ದಕ್ಷಿಣ ಕನ್ನಡ'),
        ('1512', 'ದಾವಣಗೆರೆ'),
        ('1513', 'ಧಾರವಾಡ'),
        ('1514', 'ಗದಗ'),
        ('1515', 'ಕಲಬುರಗಿ'),
        ('1516', 'ಹಾಸನ'),
        ('1517', 'ಹಾವೇರಿ'),
        ('1518', 'ಕೊಡಗು'),
        ('1519', 'ಕೋಲಾರ'),
        ('1520', 'ಕೊಪ್ಪಳ'),
        ('1521', 'ಮಂಡ್ಯ'),
        ('1522', 'ಮೈಸೂರು'),
        ('1523', 'ರಾಯಚೂರು'),
        ('1524', 'ಶಿವಮೊಗ್ಗ'),
        ('1525', 'ತುಮಕೂರು'),
        ('1526', 'ಉಡುಪಿ'),
        ('1527', 'ಉತ್ತರ ಕನ್ನಡ'),
        ('1528', 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ'),
        ('1529', 'ರಾಮನಗರ'),
        ('1530', 'ಯಾದಗಿರಿ'),
        ('1531', 'ವಿಜಯನಗರ')
      ) AS v(code, kn)
      WHERE d.district_code = v.code AND d.district_name_kn IS NULL`);
    await queryRunner.query(`
      UPDATE departments d SET department_name_kn = v.kn FROM (VALUES
        ('ST', 'ರಾಜ್ಯ ಕಚೇರಿ (ಗ್ರಾ.ಅ.ಪಂ.ರಾ.)'),
        ('ZP', 'ಜಿಲ್ಲಾ ಪಂಚಾಯತಿ'),
        ('TP', 'ತಾಲ್ಲೂಕು ಪಂಚಾಯತಿ'),
        ('GP', 'ಗ್ರಾಮ ಪಂಚಾಯತಿ')
      ) AS v(code, kn)
      WHERE d.department_code = v.code AND d.department_name_kn IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sa_account_statements" DROP CONSTRAINT "chk_sa_account_statements_year"`);
    await queryRunner.query(
      `UPDATE "sa_account_statements" SET "year" = left("year", 5) || right("year", 2) WHERE "year" ~ '^[0-9]{4}-[0-9]{4}$'`,
    );
    await queryRunner.query(`ALTER TABLE "sa_account_statements" ALTER COLUMN "year" TYPE character varying(7)`);
    await queryRunner.query(
      `ALTER TABLE "sa_account_statements" ADD CONSTRAINT "chk_sa_account_statements_year" CHECK (((year)::text ~ '^[0-9]{4}-[0-9]{2}$'::text))`,
    );
    await queryRunner.query(`ALTER TABLE "implementing_agencies" DROP COLUMN "imp_name_kn"`);
    await queryRunner.query(`ALTER TABLE "departments" DROP COLUMN "department_name_kn"`);
    await queryRunner.query(`ALTER TABLE "panchayats" DROP COLUMN "panchayat_name_kn"`);
    await queryRunner.query(`ALTER TABLE "blocks" DROP COLUMN "block_name_kn"`);
    await queryRunner.query(`ALTER TABLE "districts" DROP COLUMN "district_name_kn"`);
  }
}
