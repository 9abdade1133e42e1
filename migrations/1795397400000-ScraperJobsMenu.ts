import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrators' card for the scraper's run history (issue 9): "MIS Load History" under
 * Developer Tools, opening /users/scraper-jobs. Added only where the portal menu exists and
 * the card is not there yet (administrators may have edited the menu).
 */
export class ScraperJobsMenu1795397400000 implements MigrationInterface {
  name = 'ScraperJobsMenu1795397400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO sub_options (main_option_id, suboption_name, icon, router, access_level)
         SELECT m.id, 'MIS Load History', 'StorageIcon', '/users/scraper-jobs', 'ADMIN'
           FROM main_options m
          WHERE m.option_name = 'Developer Tools'
            AND NOT EXISTS (SELECT 1 FROM sub_options s WHERE s.router = '/users/scraper-jobs')
          LIMIT 1`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM sub_options WHERE suboption_name = 'MIS Load History' AND router = '/users/scraper-jobs'`);
  }
}
