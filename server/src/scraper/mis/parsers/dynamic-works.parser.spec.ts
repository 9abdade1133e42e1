import type { DynamicWorkRow } from '../types.js';
import { deltaPage, parseDelta, parseDynamicWorks } from './index.js';
import { expectRefusal, sample } from './samples.js';

const OLD_HEADERS = [
  'S.No.',
  'District Name',
  'Block Name',
  'Panchayat Name',
  'Work Start Fin Year',
  'Work Status',
  'Work Code',
  'Work Name',
  'Master Work Category Name',
  'Work Category Name',
  'Work Type',
  'Agency Name',
  'Sanction Amount (in Lakh)',
  'Total Amount Paid Since Inception (in Lakh)',
  'Total Mandays',
  'No. of Units',
  'Is Secure',
  'Is Convergence',
  'Work Started Date',
  'Work Physically Completed Date',
];

/** An old-layout page built from strings: header, column-number row, then the given rows. */
function oldPage(rows: string[][], headers: string[] = OLD_HEADERS): string {
  const tr = (cells: string[], tag = 'td'): string => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
  return (
    '<html><body><form id="aspnetForm"><table id="filters"><tr><td><b>Work Status</b></td><td><select name="x"><option>ALL</option></select></td></tr></table>' +
    '<div id="ctl00_ContentPlaceHolder1_UpdatePanel1"><table id="ctl00_ContentPlaceHolder1_GridView1">' +
    tr(headers, 'th') +
    tr(headers.map((_, i) => String(i + 1))) +
    rows.map((r) => tr(r)).join('\n') +
    '</table></div></form></body></html>'
  );
}

function oldRow(i: number): string[] {
  const code = `1515001001/IF/${String(93393000000 + i)}`;
  return [
    String(i),
    'KALABURAGI',
    'SIDDAPURA',
    'HOSAHALLI',
    '2023-2024',
    i % 3 === 0 ? 'Completed' : 'Ongoing',
    code,
    `Work number ${i}`,
    'Category B: Community or Individual Assets for Vulnerable Sections',
    'Land Development',
    'Bunding',
    'Gram Panchayat',
    `${i % 7}.${String(i % 100).padStart(2, '0')}`,
    '0.05',
    String(i * 3),
    '1',
    'N',
    i % 2 === 0 ? 'Y' : 'N',
    `${String((i % 28) + 1).padStart(2, '0')}-06-2023`,
    '',
  ];
}

describe('parseDynamicWorks on the reference samples', () => {
  it('reads the old 20-column layout, converting lakh to rupees exactly', () => {
    const page = parseDynamicWorks(sample('dynamic_work_details_old.html'));
    expect(page.layout).toBe('old-20');
    expect(page.empty).toBe(false);
    expect(page.rows.map((r) => r.work_code)).toEqual([
      '1515001001/IF/93393042892',
      '1515001001/WC/93393045117',
      '1515001001/LD/93393050021',
      '1515001001/RC/93393061744',
      '1515001001/DP/93393072208',
      '1515001002/IF/93393080015',
    ]);
    expect(page.rows[0]).toEqual<DynamicWorkRow>({
      district_name: 'KALABURAGI',
      block_name: 'SIDDAPURA',
      panchayat_name: 'HOSAHALLI',
      work_start_fin_year: '2023-2024',
      work_status: 'Ongoing',
      work_code: '1515001001/IF/93393042892',
      work_name: 'Construction of Farm Pond in Sy No 112',
      master_work_category: 'Category B: Community or Individual Assets for Vulnerable Sections',
      work_category: 'Works on Individuals Land (Category IV)',
      work_type_new_module: null,
      work_type: 'Farm Pond',
      agency_name: 'Gram Panchayat',
      sanction_wages: null,
      sanction_material: null,
      sanction_total: '185000.00', // 1.85 lakh
      paid_current_fy_wages: null,
      paid_current_fy_material: null,
      booked_current_fy_wages: null,
      booked_current_fy_material: null,
      booked_inception_wages: null,
      booked_inception_material: null,
      paid_inception_wages: null,
      paid_inception_material: null,
      paid_inception_total: '100000.00', // 1.00 lakh
      total_mandays: 320,
      mandays_current_fy: null,
      units: 1,
      is_secure: false,
      is_convergence: false,
      started_on: '2023-06-12',
      physically_completed_on: null,
      beneficiary_jcn: null,
    });
    expect(page.rows.map((r) => [r.sanction_total, r.paid_inception_total])).toEqual([
      ['185000.00', '100000.00'],
      ['480000.00', '476000.00'],
      ['107000.00', '28000.00'],
      ['500000.00', '499000.00'],
      ['129000.00', '40000.00'],
      ['57000.00', '7000.00'],
    ]);
    expect(page.rows.map((r) => r.work_status)).toEqual([
      'Ongoing',
      'Completed',
      'Ongoing',
      'Physically Completed',
      'Suspended',
      'Ongoing',
    ]);
    expect(page.rows[1]).toMatchObject({ started_on: '2023-01-03', physically_completed_on: '2024-03-28', total_mandays: 1326 });
    expect(page.rows[2]).toMatchObject({ agency_name: 'Agriculture', is_convergence: true, is_secure: false });
    expect(page.rows[3]).toMatchObject({ agency_name: 'R.D. Deptt. (PRED)', is_secure: true, physically_completed_on: '2025-02-15' });
    expect(page.rows[5]).toMatchObject({ panchayat_name: 'KERUR', started_on: '2024-08-05', total_mandays: 20 });
  });

  it('reads the new 30-column layout by group and sub-header labels, in rupees', () => {
    const page = parseDynamicWorks(sample('dynamic_work_details_new.html'));
    expect(page.layout).toBe('new-30');
    expect(page.rows).toHaveLength(6);
    expect(page.rows[0]).toEqual<DynamicWorkRow>({
      district_name: 'KALABURAGI',
      block_name: 'SIDDAPURA',
      panchayat_name: 'HOSAHALLI',
      work_start_fin_year: '2023-2024',
      work_status: 'Ongoing',
      work_code: '1515001001/IF/93393042892',
      work_name: 'Construction of Farm Pond in Sy No 112',
      master_work_category: 'Category B: Community or Individual Assets for Vulnerable Sections',
      work_category: 'Works on Individuals Land (Category IV)',
      work_type_new_module: 'Farm Pond',
      work_type: 'Farm Pond',
      agency_name: 'Gram Panchayat',
      sanction_wages: '111000.00',
      sanction_material: '74000.00',
      sanction_total: '185000.00',
      paid_current_fy_wages: '0.00',
      paid_current_fy_material: '0.00',
      booked_current_fy_wages: null,
      booked_current_fy_material: null,
      booked_inception_wages: '105740.00',
      booked_inception_material: '52800.00',
      paid_inception_wages: '56880.00',
      paid_inception_material: '43200.00',
      paid_inception_total: '100080.00',
      total_mandays: 320,
      mandays_current_fy: 140,
      units: 1,
      is_secure: false,
      is_convergence: false,
      started_on: '2023-06-12',
      physically_completed_on: null,
      beneficiary_jcn: 'KN-15-001-001-001/99901',
    });
    expect(page.rows[1]).toMatchObject({
      work_type_new_module: 'Renovation of Traditional Water Bodies',
      work_type: 'Desilting',
      booked_inception_wages: '417312.00',
      booked_inception_material: '58650.00',
      paid_inception_total: '475962.00',
      mandays_current_fy: 0,
      beneficiary_jcn: null,
    });
    expect(page.rows[3]).toMatchObject({
      work_status: 'Physically Completed',
      sanction_wages: '150000.00',
      sanction_material: '350000.00',
      sanction_total: '500000.00',
      paid_current_fy_wages: '10470.00',
      paid_current_fy_material: '48000.00',
      is_secure: true,
    });
    expect(page.rows[5]).toMatchObject({
      panchayat_name: 'KERUR',
      beneficiary_jcn: 'KN-15-001-002-001/99923',
      paid_inception_total: '6980.00',
    });
  });

  it('reads the 32-column drift by label: the inserted "booked in current Fin Year" pair does not shift the later columns', () => {
    const page = parseDynamicWorks(sample('dynamic_work_details_drift32.html'));
    expect(page.layout).toBe('drift-32');
    expect(page.rows).toHaveLength(3);
    // Same works as the 30-column sample: every column after the inserted pair must still agree.
    const fresh = parseDynamicWorks(sample('dynamic_work_details_new.html')).rows.slice(0, 3);
    page.rows.forEach((row, i) => {
      expect({ ...row, booked_current_fy_wages: null, booked_current_fy_material: null }).toEqual(fresh[i]);
    });
    expect(page.rows.map((r) => [r.booked_current_fy_wages, r.booked_current_fy_material])).toEqual([
      ['0.00', '0.00'],
      ['0.00', '0.00'],
      ['27920.00', '0.00'],
    ]);
    expect(page.rows[0]).toMatchObject({ booked_inception_wages: '105740.00', total_mandays: 320, mandays_current_fy: 140 });
  });

  it('answers a GP with no works (header, no data rows, "No Data Found") as empty, not as an error', () => {
    const page = parseDynamicWorks(sample('empty_gp_dynamic_work_details.html'));
    expect(page).toEqual({ layout: 'new-30', empty: true, rows: [] });
  });

  it('reads the table from the UpdatePanel of the async answer', () => {
    const delta = deltaPage(parseDelta(sample('dynamic_work_details_old_async.txt')));
    const html = delta.panels.ctl00_ContentPlaceHolder1_UpdatePanel1;
    expect(html).toBeDefined();
    expect(html?.trimEnd().endsWith('</table>')).toBe(true);
    const page = parseDynamicWorks(html ?? '');
    expect(page.layout).toBe('old-20');
    // The async answer carries the same table as the full page.
    expect(page.rows).toEqual(parseDynamicWorks(sample('dynamic_work_details_old.html')).rows);
    expect(delta.formAction).toBe(
      './dynamic_work_details.aspx?page=S&lflag=eng&state_name=KARNATAKA&state_code=15&fin_year=2024-2025&source=national&Digest=IcnzKzlsnFZPcoTrHG84Mg',
    );
    expect(delta.hidden.__VIEWSTATEGENERATOR).toBe('5E8A2C1F');
  });

  it('reads a delta whose report HTML holds "|" by lengths', () => {
    const row = oldRow(1);
    row[7] = 'Farm Pond | Phase 2 |4|updatePanel|x|';
    const html = oldPage([row]);
    const text = `1|#||4|${html.length}|updatePanel|ctl00_ContentPlaceHolder1_UpdatePanel1|${html}|3|hiddenField|__VIEWSTATE|abc|`;
    const delta = deltaPage(parseDelta(text));
    expect(delta.hidden).toEqual({ __VIEWSTATE: 'abc' });
    const page = parseDynamicWorks(delta.panels.ctl00_ContentPlaceHolder1_UpdatePanel1 ?? '');
    expect(page.rows.map((r) => r.work_name)).toEqual(['Farm Pond | Phase 2 |4|updatePanel|x|']);
  });

  it('refuses fault pages with their own kind', () => {
    expectRefusal(() => parseDynamicWorks(sample('fault_url_tempered.html')), 'url-tampered', 'dynamic_work_details.aspx');
    expectRefusal(() => parseDynamicWorks(sample('fault_runtime_error.html')), 'error-page');
  });
});

describe('parseDynamicWorks on drifted and broken pages', () => {
  const fresh = sample('dynamic_work_details_new.html');

  it('refuses a page without the works table as layout-changed (never as empty)', () => {
    const noTable = fresh.replace(/<div class="table-responsive">[\s\S]*?<\/table>/, '<div>');
    expectRefusal(() => parseDynamicWorks(noTable), 'layout-changed', 'Work Code', 'Master Work Category Name');
    // The filter table alone (the "largest table" trap of README §1) is not the works table.
    expectRefusal(() => parseDynamicWorks(sample('fault_url_tempered.html').replace(/URL TEMPERED/g, 'hello')), 'layout-changed');
  });

  it('names a renamed required column and the label that replaced it', () => {
    const err = expectRefusal(
      () => parseDynamicWorks(fresh.replace('<th rowspan="2">Work Status</th>', '<th rowspan="2">Status of Work</th>')),
      'layout-changed',
      '"Work Status"',
      '"Status of Work" (column 6)',
    );
    expect(err.retryable).toBe(false);
    expectRefusal(
      () => parseDynamicWorks(fresh.replace('<th rowspan="2">Work Code</th>', '<th rowspan="2">Work Kode</th>')),
      'layout-changed',
      '"Work Code"',
      'Work Kode',
    );
  });

  it('names a sub-column that moved to another group', () => {
    const moved = fresh.replace('<th colspan="3">Sanction Amount (in Rs)</th>', '<th colspan="3">Estimated Cost (in Rs)</th>');
    expectRefusal(
      () => parseDynamicWorks(moved),
      'layout-changed',
      '"Sanction Amount (in Rs) / Wages"',
      '"Sanction Amount (in Rs) / Total"',
      '"Estimated Cost (in Rs) / Wages" (column 14)',
    );
  });

  it('refuses a row with a missing cell as truncated', () => {
    const short = fresh.replace('<td>Construction of Cattle Shed</td>', '');
    expectRefusal(() => parseDynamicWorks(short), 'truncated', 'row 9', '1515001002/IF/93393080015', '29 cells', '30');
    const rows = [oldRow(1), oldRow(2).slice(0, 19)];
    expectRefusal(() => parseDynamicWorks(oldPage(rows)), 'truncated', '19 cells where the header has 20');
  });

  it('refuses a table cut short (the answer ends inside it) as truncated', () => {
    const html = oldPage([oldRow(1), oldRow(2), oldRow(3)]);
    const cutInRow = html.slice(0, html.indexOf('<td>Work number 3</td>') + 10);
    expectRefusal(() => parseDynamicWorks(cutInRow), 'truncated');
    // Cut inside the last cell: every cell is there, but the table never closed.
    const cutInLastCell = html.slice(0, html.lastIndexOf('-06-2023') + 4);
    expectRefusal(() => parseDynamicWorks(cutInLastCell), 'truncated', '</table>');
    // Cut right after a complete row.
    const cutAfterRow = html.slice(0, html.lastIndexOf('</tr>') + 5);
    expectRefusal(() => parseDynamicWorks(cutAfterRow), 'truncated');
  });

  it('refuses an unreadable amount or date naming the column and the row', () => {
    const badMoney = oldRow(2);
    badMoney[12] = '1.8.5';
    expectRefusal(
      () => parseDynamicWorks(oldPage([oldRow(1), badMoney])),
      'bad-value',
      'row 4',
      '1515001001/IF/93393000002',
      '"Sanction Amount (in Lakh)"',
      '1.8.5',
    );
    const badDate = oldRow(1);
    badDate[18] = '31-02-2024';
    expectRefusal(() => parseDynamicWorks(oldPage([badDate])), 'bad-value', 'row 3', '"Work Started Date"', '31-02-2024');
    const badDateNew = fresh.replace('<td>17-07-2024</td>', '<td>2024/07/17</td>');
    expectRefusal(() => parseDynamicWorks(badDateNew), 'bad-value', '1515001001/LD/93393050021', '"Work Started Date"');
  });

  it('treats "-" and empty amounts as missing, not zero', () => {
    const row = oldRow(1);
    row[12] = '-';
    row[13] = '';
    const [work] = parseDynamicWorks(oldPage([row])).rows;
    expect(work).toMatchObject({ sanction_total: null, paid_inception_total: null });
    const newRow = parseDynamicWorks(fresh.replace('<td>56880</td><td>43200</td>', '<td>56880</td><td>-</td>')).rows[0];
    expect(newRow).toMatchObject({ paid_inception_wages: '56880.00', paid_inception_material: null, paid_inception_total: null });
  });

  it('skips a note row across the table and a repeated header', () => {
    const page = oldPage([oldRow(1)]);
    const end = page.lastIndexOf('</table>');
    const extra = `<tr><td colspan="20">Page 1 of 1</td></tr><tr>${OLD_HEADERS.map((h) => `<th>${h}</th>`).join('')}</tr>`;
    const html = page.slice(0, end) + extra + page.slice(end);
    expect(parseDynamicWorks(html).rows).toHaveLength(1);
  });
});

describe('parseDynamicWorks on generated pages', () => {
  it('reads 500 generated rows exactly', () => {
    const rows = Array.from({ length: 500 }, (_, i) => oldRow(i + 1));
    const page = parseDynamicWorks(oldPage(rows));
    expect(page.layout).toBe('old-20');
    expect(page.rows).toHaveLength(500);
    expect(new Set(page.rows.map((r) => r.work_code)).size).toBe(500);
    const r = page.rows[122]; // i = 123
    expect(r).toMatchObject({
      work_code: '1515001001/IF/93393000123',
      work_name: 'Work number 123',
      work_status: 'Completed',
      sanction_total: '423000.00', // 4.23 lakh
      paid_inception_total: '5000.00', // 0.05 lakh
      total_mandays: 369,
      is_convergence: false,
      started_on: '2023-06-12',
      physically_completed_on: null,
    });
    expect(page.rows[499]).toMatchObject({ work_code: '1515001001/IF/93393000500', sanction_total: '300000.00', is_convergence: true });
  });

  it('parses a 1,000-row page whole (speed is measured by npm run bench, not here)', () => {
    const page = parseDynamicWorks(oldPage(Array.from({ length: 1000 }, (_, i) => oldRow(i + 1))));
    expect(page.rows).toHaveLength(1000);
    expect(new Set(page.rows.map((r) => r.work_code)).size).toBe(1000);
  });
});
