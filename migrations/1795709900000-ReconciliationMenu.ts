import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrators' card for the Reconciliation view (issue 29): "Reconciliation" under FTO
 * Works Verification, opening /fto/reconciliation, for the same roles as the Photo evidence
 * report. Added only where the portal menu exists and the card is not there yet; its Kannada name
 * beside it.
 */
export class ReconciliationMenu1795709900000 implements MigrationInterface {
  name = 'ReconciliationMenu1795709900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO sub_options (main_option_id, suboption_name, suboption_name_kn, icon, router, access_level)
         SELECT m.id, 'Reconciliation', 'ಹೊಂದಾಣಿಕೆ', 'ReceiptIcon', '/fto/reconciliation', 'ADMIN'
           FROM main_options m
          WHERE m.option_name = 'FTO Works Verification'
            AND NOT EXISTS (SELECT 1 FROM sub_options s WHERE s.router = '/fto/reconciliation')
          ORDER BY m.id
          LIMIT 1`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM sub_options WHERE suboption_name = 'Reconciliation' AND router = '/fto/reconciliation'`);
  }
}
