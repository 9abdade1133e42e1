import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Kannada of the menu the migrations themselves insert (PortalMenu, ScraperJobsMenu), by English name. */
const MAIN_KN: [string, string][] = [
  ['User Administration', 'ಬಳಕೆದಾರರ ಆಡಳಿತ'],
  ['FTO Works Verification', 'FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ'],
  ['Social Audit', 'ಸಾಮಾಜಿಕ ಲೆಕ್ಕಪರಿಶೋಧನೆ'],
  ['Developer Tools', 'ಡೆವಲಪರ್ ಪರಿಕರಗಳು'],
];
const SUB_KN: [string, string][] = [
  ['Role Management', 'ಪಾತ್ರ ನಿರ್ವಹಣೆ'],
  ['Manage Roles', 'ಪಾತ್ರಗಳ ನಿರ್ವಹಣೆ'],
  ['Add Department', 'ಇಲಾಖೆ ಸೇರಿಸಿ'],
  ['Add Implementing Agency', 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ ಸೇರಿಸಿ'],
  ['Scheduler Dashboard', 'ವೇಳಾಪಟ್ಟಿ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್'],
  ['Works Verification', 'ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ'],
  ['FTO Verification', 'FTO ಪರಿಶೀಲನೆ'],
  ['Data Analysis', 'ದತ್ತಾಂಶ ವಿಶ್ಲೇಷಣೆ'],
  ['FTO Verification Schedule', 'FTO ಪರಿಶೀಲನಾ ವೇಳಾಪಟ್ಟಿ'],
  ['Issues Report', 'ಸಮಸ್ಯೆಗಳ ವರದಿ'],
  ['Recovered Issues', 'ವಸೂಲಾದ ಸಮಸ್ಯೆಗಳು'],
  ['Recovery Verification', 'ವಸೂಲಿ ಪರಿಶೀಲನೆ'],
  ['Main Option Management', 'ಮುಖ್ಯ ಆಯ್ಕೆಗಳ ನಿರ್ವಹಣೆ'],
  ['Audit Trail', 'ಬದಲಾವಣೆಗಳ ದಾಖಲೆ'],
  ['MIS Load History', 'MIS ಲೋಡ್ ಇತಿಹಾಸ'],
];

/**
 * Kannada names for the dashboard's main options and the modules' sub options (issue 26 item 4),
 * filled for the menu the migrations insert. The match is on the English name an option still
 * has: one an administrator renamed is no longer that option, so it keeps the English fallback
 * rather than a translation of a name it no longer carries; a Kannada name already stored is kept.
 */
export class KannadaMenuNames1795692568203 implements MigrationInterface {
  name = 'KannadaMenuNames1795692568203';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "main_options" ADD "option_name_kn" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "sub_options" ADD "suboption_name_kn" character varying(100)`);

    await queryRunner.query(
      `UPDATE main_options m SET option_name_kn = v.kn
         FROM unnest($1::text[], $2::text[]) AS v(en, kn)
        WHERE m.option_name = v.en AND m.option_name_kn IS NULL`,
      [MAIN_KN.map((r) => r[0]), MAIN_KN.map((r) => r[1])],
    );
    await queryRunner.query(
      `UPDATE sub_options s SET suboption_name_kn = v.kn
         FROM unnest($1::text[], $2::text[]) AS v(en, kn)
        WHERE s.suboption_name = v.en AND s.suboption_name_kn IS NULL`,
      [SUB_KN.map((r) => r[0]), SUB_KN.map((r) => r[1])],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sub_options" DROP COLUMN "suboption_name_kn"`);
    await queryRunner.query(`ALTER TABLE "main_options" DROP COLUMN "option_name_kn"`);
  }
}
