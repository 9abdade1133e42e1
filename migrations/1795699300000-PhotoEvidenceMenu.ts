import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrators' card for the Photo evidence report (issue 27): "Photo Evidence" under FTO
 * Works Verification, opening /fto/evidence (the panchayat locations import is a button on it).
 * Added only where the portal menu exists and the card is not there yet (administrators may have
 * edited the menu); its Kannada name beside it.
 */
export class PhotoEvidenceMenu1795699300000 implements MigrationInterface {
  name = 'PhotoEvidenceMenu1795699300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO sub_options (main_option_id, suboption_name, suboption_name_kn, icon, router, access_level)
         SELECT m.id, 'Photo Evidence', 'ಫೋಟೋ ಸಾಕ್ಷ್ಯ', 'StorageIcon', '/fto/evidence', 'ADMIN'
           FROM main_options m
          WHERE m.option_name = 'FTO Works Verification'
            AND NOT EXISTS (SELECT 1 FROM sub_options s WHERE s.router = '/fto/evidence')
          ORDER BY m.id
          LIMIT 1`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM sub_options WHERE suboption_name = 'Photo Evidence' AND router = '/fto/evidence'`);
  }
}
