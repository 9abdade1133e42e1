import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference data: Karnataka's 31 districts with their NREGA MIS codes (state 15).
 * Source list: migrations/data/karnataka-districts.csv. Codes 1530 and 1531 (Yadgir,
 * Vijayanagara, the newest districts) follow the MIS sequence but were not confirmed from a
 * public MIS page; the official master loaded by `import-locations` corrects names in place.
 */
export class KarnatakaDistricts1795358339972 implements MigrationInterface {
  name = 'KarnatakaDistricts1795358339972';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO districts (district_code, state_code, district_name) VALUES
      ('1501', '15', 'BAGALKOT'),
      ('1502', '15', 'BENGALURU'),
      ('1503', '15', 'BENGALURU RURAL'),
      ('1504', '15', 'BELAGAVI'),
      ('1505', '15', 'BALLARI'),
      ('1506', '15', 'BIDAR'),
      ('1507', '15', 'VIJAYPURA'),
      ('1508', '15', 'CHAMARAJANAGARA'),
      ('1509', '15', 'CHIKKAMAGALURU'),
      ('1510', '15', 'CHITRADURGA'),
      ('1511', '15', 'DAKSHINA KANNADA'),
      ('1512', '15', 'DAVANAGERE'),
      ('1513', '15', 'DHARWAD'),
      ('1514', '15', 'GADAG'),
      ('1515', '15', 'KALABURAGI'),
      ('1516', '15', 'HASSAN'),
      ('1517', '15', 'HAVERI'),
      ('1518', '15', 'KODAGU'),
      ('1519', '15', 'KOLAR'),
      ('1520', '15', 'KOPPAL'),
      ('1521', '15', 'MANDYA'),
      ('1522', '15', 'MYSURU'),
      ('1523', '15', 'RAICHUR'),
      ('1524', '15', 'SHIVAMOGGA'),
      ('1525', '15', 'TUMAKURU'),
      ('1526', '15', 'UDUPI'),
      ('1527', '15', 'UTTARA KANNADA'),
      ('1528', '15', 'CHIKKABALLAPURA'),
      ('1529', '15', 'RAMANAGARA'),
      ('1530', '15', 'YADGIR'),
      ('1531', '15', 'VIJAYANAGARA')
      ON CONFLICT (district_code) DO NOTHING`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Only districts no block refers to can go; the schema migration's down drops the rest.
    await queryRunner.query(
      `DELETE FROM districts d WHERE d.district_code IN ('1501', '1502', '1503', '1504', '1505', '1506', '1507', '1508', '1509', '1510', '1511', '1512', '1513', '1514', '1515', '1516', '1517', '1518', '1519', '1520', '1521', '1522', '1523', '1524', '1525', '1526', '1527', '1528', '1529', '1530', '1531')
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.district_code = d.district_code)`,
    );
  }
}
