import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The work file checklist of Karnataka's Annexure-II (23 items, DOMAIN.md), with Kannada titles.
 * CB_C 3 (Not Applicable allowed) where an item may not exist for a work (material items of a
 * wage-only work, a completion report of an ongoing one); INP asks a number where the file has
 * one; imgages asks a photo where the item is itself a photo or board. A STATE ADMIN edits them
 * later (GET/POST/PUT /filever/checklist-items). Inserted only into an empty table.
 */
const ITEMS: [en: string, kn: string, cbc: 2 | 3, inp: string | null, images: boolean][] = [
  ['Action plan', 'ಕ್ರಿಯಾ ಯೋಜನೆ', 2, null, false],
  ['Estimate', 'ಅಂದಾಜು ಪಟ್ಟಿ', 2, 'Estimate amount (Rs)', false],
  ['Form-6 work demand', 'ನಮೂನೆ-6 ಕೆಲಸದ ಬೇಡಿಕೆ', 2, null, false],
  ['Administrative sanction', 'ಆಡಳಿತಾತ್ಮಕ ಅನುಮೋದನೆ', 2, 'Sanction order number', false],
  ['Work order', 'ಕಾರ್ಯಾದೇಶ', 2, 'Work order number', false],
  ['Form-8 work allocation notice', 'ನಮೂನೆ-8 ಕೆಲಸ ಹಂಚಿಕೆ ಸೂಚನೆ', 2, null, false],
  ['Form-9 public notice', 'ನಮೂನೆ-9 ಸಾರ್ವಜನಿಕ ಸೂಚನೆ', 2, null, false],
  ['Filled e-muster rolls', 'ಭರ್ತಿ ಮಾಡಿದ ಇ-ಮಸ್ಟರ್ ರೋಲ್‌ಗಳು', 2, 'Number of muster rolls', false],
  ['MIS e-muster copies', 'ಎಂಐಎಸ್ ಇ-ಮಸ್ಟರ್ ಪ್ರತಿಗಳು', 2, null, false],
  ['Measurement book copy (wage and material)', 'ಅಳತೆ ಪುಸ್ತಕದ ಪ್ರತಿ (ಕೂಲಿ ಮತ್ತು ಸಾಮಗ್ರಿ)', 2, 'MB number', false],
  ['Material quotation call', 'ಸಾಮಗ್ರಿ ದರಪಟ್ಟಿ ಆಹ್ವಾನ', 3, null, false],
  ['Quotations and comparative statement', 'ದರಪಟ್ಟಿಗಳು ಮತ್ತು ತುಲನಾತ್ಮಕ ಪಟ್ಟಿ', 3, null, false],
  ['Supply order', 'ಸರಬರಾಜು ಆದೇಶ', 3, null, false],
  ['Material vouchers and payment details', 'ಸಾಮಗ್ರಿ ಓಚರ್‌ಗಳು ಮತ್ತು ಪಾವತಿ ವಿವರಗಳು', 3, null, false],
  ['Stock and issue register', 'ದಾಸ್ತಾನು ಮತ್ತು ವಿತರಣಾ ವಹಿ', 3, null, false],
  ['Tax receipts (royalty, GST)', 'ತೆರಿಗೆ ರಸೀದಿಗಳು (ರಾಯಧನ, ಜಿಎಸ್‌ಟಿ)', 3, null, false],
  ['Paid wage and material FTO copies', 'ಪಾವತಿಯಾದ ಕೂಲಿ ಮತ್ತು ಸಾಮಗ್ರಿ ಎಫ್‌ಟಿಒ ಪ್ರತಿಗಳು', 2, null, false],
  ['Three-stage photographs', 'ಮೂರು ಹಂತದ ಛಾಯಾಚಿತ್ರಗಳು', 2, null, true],
  ['Citizen information board', 'ನಾಗರಿಕ ಮಾಹಿತಿ ಫಲಕ', 2, null, true],
  ['Geotagged photographs of the asset', 'ಜಿಯೋಟ್ಯಾಗ್ ಮಾಡಿದ ಆಸ್ತಿಯ ಛಾಯಾಚಿತ್ರಗಳು', 2, null, true],
  ['Muster roll movement slip', 'ಮಸ್ಟರ್ ರೋಲ್ ಚಲನ ಚೀಟಿ', 2, null, false],
  ['Work completion report', 'ಕಾಮಗಾರಿ ಪೂರ್ಣಗೊಂಡ ವರದಿ', 3, null, false],
  ['Social audit report', 'ಸಾಮಾಜಿಕ ಲೆಕ್ಕಪರಿಶೋಧನಾ ವರದಿ', 3, null, false],
];

export class WorkFileChecklist1795467781779 implements MigrationInterface {
  name = 'WorkFileChecklist1795467781779';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const [{ n }] = (await queryRunner.query('SELECT count(*) AS n FROM fto_checklist_items')) as { n: string }[];
    if (Number(n) > 0) return;
    for (const [i, [en, kn, cbc, inp, images]] of ITEMS.entries()) {
      await queryRunner.query(
        `INSERT INTO fto_checklist_items (sort_order, checklist_title_kn, checklist_title_en, "CB", "CB_C", "INP", "INP_tittle", "Remark", imgages)
         VALUES ($1, $2, $3, 'Y', $4, $5, $6, 'Y', $7)`,
        [i + 1, kn, en, cbc, inp ? 'Y' : 'N', inp, images ? 'Y' : 'N'],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM fto_checklist_items WHERE checklist_title_en = ANY($1)', [ITEMS.map((i) => i[0])]);
  }
}
