import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { REPO } from '../support/processes.js';
import { expectNoSidewaysScroll, useUiHarness } from '../support/ui-harness.js';

const STATE_ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Workbooks written by openpyxl and LibreOffice (test/fixtures/spreadsheets/make-fixtures.sh). */
const workbook = (name: string) => ({ name, mimeType: XLSX, buffer: fs.readFileSync(path.join(REPO, 'test/fixtures/spreadsheets', name)) });

/**
 * Issue 41 in Chromium on the built UI, at a phone's 390x844 and a laptop's 1366x768: the import
 * page says how a workbook is read; a generator's workbook whose formulas have no saved results is
 * refused line by line naming the cells; the same workbook saved by LibreOffice (a hidden sheet and
 * an instructions sheet before the data, a title row above the header) is imported and the answer
 * names the sheet read, in English and in Kannada. Nothing scrolls sideways.
 */
describe('Issue import of workbooks in Chromium (issue 41)', () => {
  const h = useUiHarness();
  const screens = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'laptop', width: 1366, height: 768 },
  ];

  for (const screen of screens) {
    it(`at ${screen.width}x${screen.height} (${screen.name}): a refused workbook names its cells; a good one names the sheet read`, async () => {
      const { page, base } = h;
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await h.signIn(STATE_ADMIN.mobile, STATE_ADMIN.password);
      await page.goto(`${base}/audit/import`);
      await expect(page.getByTestId('audit-import-workbook-hint').innerText()).resolves.toBe(
        'Excel: the first visible sheet with a row naming these columns in its first 10 rows is read (title rows above it are skipped). Amounts are read as the cells show them, dates day first (dd/mm/yyyy), years as 2023-24 or 2023-2024. A cell with an error (#VALUE!, #N/A) or a formula whose result was not saved is refused.',
      );
      await expectNoSidewaysScroll(page);

      const file = page.getByTestId('audit-import-file');
      await file.setInputFiles(workbook('openpyxl-round.xlsx'));
      await page.getByTestId('audit-import-upload').click();
      const failed = page.getByTestId('audit-import-failed');
      await failed.waitFor();
      await expect(failed.locator('.MuiAlertTitle-root').innerText()).resolves.toBe('The file was not imported: 2 problem(s)');
      await expect(page.getByTestId('audit-import-errors').locator('li').allInnerTexts()).resolves.toEqual([
        'Line 4: response_amount (cell H4): the cell holds a formula whose result was not saved (=G4*0.75): open the file in Excel or LibreOffice and save it again',
        'Line 7: issue_amount (cell G7): the cell holds a formula whose result was not saved (=1000+200.5): open the file in Excel or LibreOffice and save it again',
      ]);
      await expectNoSidewaysScroll(page);

      const db = h.app.get(DataSource);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM sa_issues WHERE issue_number LIKE 'OPX/%'`);
      await file.setInputFiles(workbook('libreoffice-round.xlsx'));
      await page.getByTestId('audit-import-upload').click();
      const done = page.getByTestId('audit-import-done');
      await done.waitFor();
      await expect(done.innerText()).resolves.toBe(
        n === 0
          ? '4 issues imported from sheet "Issues": 4 added, 0 updated, 0 unchanged.'
          : '4 issues imported from sheet "Issues": 0 added, 0 updated, 4 unchanged.',
      );
      await expectNoSidewaysScroll(page);

      // In Kannada the answer names the sheet too (the catalog's ISSUES_IMPORTED_FROM_SHEET).
      await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
      await page.reload();
      // A refused file's lines in Kannada too, by each line's code and values (issue 41 follow-up);
      // two problems of one line joined with "; ".
      await page.getByTestId('audit-import-file').setInputFiles(workbook('openpyxl-round.xlsx'));
      await page.getByTestId('audit-import-upload').click();
      await page.getByTestId('audit-import-failed').waitFor();
      await expect(page.getByTestId('audit-import-failed').locator('.MuiAlertTitle-root').innerText()).resolves.toBe(
        'ಕಡತವನ್ನು ಆಮದು ಮಾಡಲಾಗಿಲ್ಲ: 2 ಸಮಸ್ಯೆ(ಗಳು)',
      );
      await expect(page.getByTestId('audit-import-errors').locator('li').allInnerTexts()).resolves.toEqual([
        'ಸಾಲು 4: response_amount (ಕೋಶ H4): ಕೋಶದಲ್ಲಿ ಫಲಿತಾಂಶ ಉಳಿಸದ ಸೂತ್ರ ಇದೆ (=G4*0.75): ಕಡತವನ್ನು Excel ಅಥವಾ LibreOffice ನಲ್ಲಿ ತೆರೆದು ಮತ್ತೆ ಉಳಿಸಿ',
        'ಸಾಲು 7: issue_amount (ಕೋಶ G7): ಕೋಶದಲ್ಲಿ ಫಲಿತಾಂಶ ಉಳಿಸದ ಸೂತ್ರ ಇದೆ (=1000+200.5): ಕಡತವನ್ನು Excel ಅಥವಾ LibreOffice ನಲ್ಲಿ ತೆರೆದು ಮತ್ತೆ ಉಳಿಸಿ',
      ]);
      const twoProblems =
        'issue_number,financial_year,district_code,block_code,panchayat_code,issue_type,issue_amount\nKNB/1,2023-24,1515,1515001,1515001004,XX,12.345\n';
      await page
        .getByTestId('audit-import-file')
        .setInputFiles({ name: 'two.csv', mimeType: 'text/csv', buffer: Buffer.from(twoProblems) });
      await page.getByTestId('audit-import-upload').click();
      await page.getByTestId('audit-import-errors').locator('li[data-line="2"]').waitFor();
      await expect(page.getByTestId('audit-import-errors').locator('li').allInnerTexts()).resolves.toEqual([
        'ಸಾಲು 2: issue_type "XX" FM, FD, PV ಅಥವಾ GR ಆಗಿರಬೇಕು; issue_amount "12.345" ಗರಿಷ್ಠ ಎರಡು ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿರುವ ರೂಪಾಯಿ ಮೊತ್ತವಾಗಿರಬೇಕು',
      ]);
      await expectNoSidewaysScroll(page);
      await page.getByTestId('audit-import-file').setInputFiles(workbook('libreoffice-round.xlsx'));
      await page.getByTestId('audit-import-upload').click();
      await page.getByTestId('audit-import-done').waitFor();
      await expect(page.getByTestId('audit-import-done').innerText()).resolves.toBe(
        '"Issues" ಹಾಳೆಯಿಂದ 4 ಸಮಸ್ಯೆಗಳನ್ನು ಆಮದು ಮಾಡಲಾಗಿದೆ: 0 ಹೊಸದಾಗಿ ಸೇರಿಸಲಾಗಿದೆ, 0 ಬದಲಾಯಿಸಲಾಗಿದೆ, 4 ಬದಲಾಗಿಲ್ಲ.',
      );
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => localStorage.removeItem('portal:language'));
    });
  }
});
