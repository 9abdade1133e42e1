import { parseMaterialRegister } from './index.js';
import { expectRefusal, sample } from './samples.js';

describe('parseMaterialRegister (Register VII)', () => {
  const html = sample('material_register.html');

  it('reads the selected and offered financial years and every material line', () => {
    const page = parseMaterialRegister(html);
    expect(page.fin_year).toBe('2023-2024');
    expect(page.fin_years).toEqual(['2024-2025', '2023-2024', '2022-2023']);
    expect(page.rows).toHaveLength(4);
    expect(page.rows[0]).toEqual({
      serial: 1,
      work_code: '1515001001/IF/93393042892',
      work_name: 'Construction of Farm Pond in Sy No 112',
      started_on: '2023-06-12',
      estimated_completion_on: '2025-03-31',
      bill_no: 'SBT-045',
      bill_date: '2023-08-14',
      vendor_name: 'SRI BASAVESHWARA TRADERS',
      vendor_tin: '29ABCDE1234F1Z5',
      material_detail: 'Cement',
      quantity: '80',
      total_price: '28800.00',
    });
    expect(page.rows.map((r) => [r.bill_no, r.material_detail, r.quantity, r.total_price])).toEqual([
      ['SBT-045', 'Cement', '80', '28800.00'],
      ['SBT-052', 'Sand', '12', '14400.00'],
      ['LE/088', 'Cement', '600', '216000.00'],
      ['LE/088', 'Stone Jelly 20mm', '60', '84960.00'],
    ]);
    expect(page.rows[3]).toMatchObject({
      work_code: '1515001001/RC/93393061744',
      bill_date: '2024-01-11',
      vendor_name: 'LAXMI ENTERPRISES',
      vendor_tin: '29PQRST6789K1Z2',
    });
  });

  it('finds the table by its header wherever it sits, and keeps a vendor without TIN whole', () => {
    const moved = html
      .replace('<table id="gpinfo"', '<table><tr><td>x</td></tr></table><table><tr><td>y</td></tr></table><table id="gpinfo"')
      .replace('LAXMI ENTERPRISES (29PQRST6789K1Z2)', 'LAXMI ENTERPRISES (BIDAR)')
      .replace('<td>12</td><td>14400</td>', '<td>12.5</td><td>14,400</td>');
    const page = parseMaterialRegister(moved);
    expect(page.rows[2]).toMatchObject({ vendor_name: 'LAXMI ENTERPRISES (BIDAR)', vendor_tin: null });
    expect(page.rows[1]).toMatchObject({ quantity: '12.5', total_price: '14400.00' });
  });

  it('answers a financial year without lines as no rows, and a page without the dropdown as no years', () => {
    const none = html.replace(/<tr><td>\d<\/td><td>[^\n]*\n/g, '').replace(/<select[\s\S]*?<\/select>/, '');
    expect(parseMaterialRegister(none)).toEqual({ fin_year: null, fin_years: [], rows: [] });
  });

  it('refuses a missing table, a renamed column, a short row and a bad amount', () => {
    expectRefusal(() => parseMaterialRegister(html.replace('<th>Bill Date</th>', '<th>Date</th>')), 'layout-changed', 'Bill Date');
    expectRefusal(
      () => parseMaterialRegister(html.replace('<th>Total price (in Rs.)</th>', '<th>Amount</th>')),
      'layout-changed',
      '"Total price (in Rs.)"',
      '"Amount" (column 10)',
    );
    expectRefusal(() => parseMaterialRegister(html.replace('<td>Sand</td>', '')), 'truncated', 'row 4', '13 cells');
    expectRefusal(
      () => parseMaterialRegister(html.replace('<td>216000</td>', '<td>2l6000</td>')),
      'bad-value',
      'row 5',
      '"Total price (in Rs.)"',
    );
    expectRefusal(() => parseMaterialRegister(sample('fault_url_tempered.html')), 'url-tampered');
  });
});
