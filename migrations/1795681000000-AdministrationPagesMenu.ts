import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The administration pages that first sat under Developer Tools (PortalMenu, ScraperJobsMenu). */
const ROUTERS = ['/users/audit-trail', '/users/scraper-jobs'];

/**
 * Audit Trail and MIS Load History are administration, not developer tools (issue 25): their sub
 * options move under User Administration. Only the cards still under Developer Tools move, and only
 * where User Administration exists (administrators may have edited the menu); down() moves the
 * cards under User Administration back to Developer Tools where that exists.
 */
export class AdministrationPagesMenu1795681000000 implements MigrationInterface {
  name = 'AdministrationPagesMenu1795681000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.move(queryRunner, 'Developer Tools', 'User Administration');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.move(queryRunner, 'User Administration', 'Developer Tools');
  }

  private async move(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
    await queryRunner.query(
      `UPDATE sub_options s
          SET main_option_id = (SELECT id FROM main_options WHERE option_name = $2 ORDER BY id LIMIT 1)
        WHERE s.router = ANY($3)
          AND s.main_option_id IN (SELECT id FROM main_options WHERE option_name = $1)
          AND EXISTS (SELECT 1 FROM main_options WHERE option_name = $2)`,
      [from, to, ROUTERS],
    );
  }
}
