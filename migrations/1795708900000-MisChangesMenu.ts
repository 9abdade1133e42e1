import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The card for the MIS changes page (issue 29): "MIS Changes" under FTO Works Verification,
 * opening /fto/changes. USER access: the verification levels (officers without ADMIN) see it
 * too; the page and the API scope it to the role (STATE, ZP, TP and verification-level roles).
 * Added only where the portal menu exists and the card is not there yet; its Kannada name beside it.
 */
export class MisChangesMenu1795708900000 implements MigrationInterface {
  name = 'MisChangesMenu1795708900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO sub_options (main_option_id, suboption_name, suboption_name_kn, icon, router, access_level)
         SELECT m.id, 'MIS Changes', 'ಎಂಐಎಸ್ ಬದಲಾವಣೆಗಳು', 'ReceiptIcon', '/fto/changes', 'USER'
           FROM main_options m
          WHERE m.option_name = 'FTO Works Verification'
            AND NOT EXISTS (SELECT 1 FROM sub_options s WHERE s.router = '/fto/changes')
          ORDER BY m.id
          LIMIT 1`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM sub_options WHERE suboption_name = 'MIS Changes' AND router = '/fto/changes'`);
  }
}
