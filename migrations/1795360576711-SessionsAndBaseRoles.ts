import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side sessions (the table connect-pg-simple reads and writes; no entity owns it) and
 * the reference departments and roles the spec names: the four level departments (ST, ZP, TP,
 * GP) and the roles SADMIN (state administrator, given by `create-admin`), SDATA (state data
 * analyst: verifies recoveries), ZP-CEO, ZP-CAO, TP-EO (files recoveries) and GP-PDO.
 */
export class SessionsAndBaseRoles1795360576711 implements MigrationInterface {
  name = 'SessionsAndBaseRoles1795360576711';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_sessions_expire" ON "sessions" ("expire")`);
    // A password reset ends every session of the user: find them without a scan.
    await queryRunner.query(`CREATE INDEX "idx_sessions_user" ON "sessions" ((("sess"->>'userId')))`);

    await queryRunner.query(`
      INSERT INTO departments (department_code, department_name, levels) VALUES
        ('ST', 'State Office (RDPR)', 'STATE'),
        ('ZP', 'Zilla Panchayat', 'ZP'),
        ('TP', 'Taluk Panchayat', 'TP'),
        ('GP', 'Gram Panchayat', 'GP')
      ON CONFLICT (department_code) DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO roles ("Role_code", "Role_name", "Role_name_kn", "Role_Department_id", no_of_posts) VALUES
        ('SADMIN', 'State Administrator', 'ರಾಜ್ಯ ಆಡಳಿತಾಧಿಕಾರಿ', 'ST', 5),
        ('SDATA', 'State Data Analyst', 'ರಾಜ್ಯ ದತ್ತಾಂಶ ವಿಶ್ಲೇಷಕ', 'ST', 5),
        ('ZP-CEO', 'Chief Executive Officer, Zilla Panchayat', 'ಮುಖ್ಯ ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ, ಜಿಲ್ಲಾ ಪಂಚಾಯತ್', 'ZP', 1),
        ('ZP-CAO', 'Chief Accounts Officer, Zilla Panchayat', 'ಮುಖ್ಯ ಲೆಕ್ಕಾಧಿಕಾರಿ, ಜಿಲ್ಲಾ ಪಂಚಾಯತ್', 'ZP', 1),
        ('TP-EO', 'Executive Officer, Taluk Panchayat', 'ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್', 'TP', 1),
        ('GP-PDO', 'Panchayat Development Officer', 'ಪಂಚಾಯತ್ ಅಭಿವೃದ್ಧಿ ಅಧಿಕಾರಿ', 'GP', 1)
      ON CONFLICT ("Role_code") DO NOTHING`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM roles r WHERE r."Role_code" IN ('SADMIN', 'SDATA', 'ZP-CEO', 'ZP-CAO', 'TP-EO', 'GP-PDO')
         AND NOT EXISTS (SELECT 1 FROM role_assignments a WHERE a.role_id = r.id)`,
    );
    await queryRunner.query(
      `DELETE FROM departments d WHERE d.department_code IN ('ST', 'ZP', 'TP', 'GP')
         AND NOT EXISTS (SELECT 1 FROM roles r WHERE r."Role_Department_id" = d.department_code)`,
    );
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
