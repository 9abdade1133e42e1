import { parseFtoList, parseFtoTransactions } from './index.js';
import { expectRefusal, sample } from './samples.js';

describe('parseFtoTransactions (FTO/fto_trasction_dtl.aspx, flg=M)', () => {
  const html = sample('fto_material_transactions.html');

  it('reads the FTO number, the 17-cell rows and the Total row', () => {
    const page = parseFtoTransactions(html);
    expect(page.fto_no).toBe('KN1515001_200923FTO_7');
    expect(page.total).toEqual({ due: '52800.00', actual: '43200.00' });
    expect(page.rows).toHaveLength(3);
    expect(page.rows[0]).toEqual({
      sr_no: 1,
      block_name: 'SIDDAPURA',
      reference_no: '1515001MT23000451',
      transaction_date: '2023-09-20',
      vendor_name: 'SRI BASAVESHWARA TRADERS',
      vendor_id: '1515V000112',
      voucher_no: '1515001001ML000231',
      account_holder: 'SRI BASAVESHWARA TRADERS',
      bank_code: 'CNRB',
      ifsc: 'CNRB0009999',
      credit_amount_due: '28800.00',
      credit_amount_actual: '28800.00',
      status: 'Processed',
      processed_date: '2023-09-25',
      coop_processed_date: null,
      utr_no: 'CNRBH23268000451',
      rejection_reason: null,
    });
    expect(page.rows[2]).toMatchObject({
      sr_no: 3,
      vendor_name: 'LAXMI ENTERPRISES',
      voucher_no: '1515001001ML000240',
      ifsc: 'PKGB0099999',
      credit_amount_due: '9600.00',
      credit_amount_actual: '0.00',
      status: 'Rejected',
      processed_date: '2023-09-26',
      utr_no: null,
      rejection_reason: 'Invalid Account Number',
    });
  });

  it('skips rows whose Sr No is not digits, reads the unnamed 15th column by position', () => {
    const odd = html
      .replace('<td>2</td><td>SIDDAPURA</td>', '<td>-</td><td>SIDDAPURA</td>')
      .replace('<th>Processed Date (Co-operative Bank)</th>', '<th></th>')
      .replace('<td>25/09/2023</td><td></td><td>CNRBH23268000451</td>', '<td>25/09/2023</td><td>26/09/2023</td><td>CNRBH23268000451</td>');
    const page = parseFtoTransactions(odd);
    expect(page.rows.map((r) => r.sr_no)).toEqual([1, 3]);
    expect(page.rows[0]?.coop_processed_date).toBe('2023-09-26');
  });

  it('reads a Total row written with a colspan', () => {
    const spanned = html.replace(
      '<td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td>Total</td>',
      '<td colspan="10">Total</td>',
    );
    expect(parseFtoTransactions(spanned).total).toEqual({ due: '52800.00', actual: '43200.00' });
  });

  it('refuses a missing table, a renamed key column, a short row and a bad date', () => {
    expectRefusal(
      () => parseFtoTransactions(html.replace('<th>Voucher No.</th>', '<th>Voucher</th>')),
      'layout-changed',
      'Reference No.',
      'Voucher No.',
    );
    expectRefusal(
      () => parseFtoTransactions(html.replace('<th>Credit Amount Actual</th>', '<th>Credit Amt</th>')),
      'layout-changed',
      '"Credit Amount Actual"',
      '"Credit Amt" (column 12)',
    );
    expectRefusal(() => parseFtoTransactions(html.replace('<td>1515001MT23000452</td>', '')), 'truncated', 'row 3', '16 cells');
    expectRefusal(
      () => parseFtoTransactions(html.replace('<td>26/09/2023</td>', '<td>26/13/2023</td>')),
      'bad-value',
      '"Processed Date"',
      '26/13/2023',
    );
    expectRefusal(() => parseFtoTransactions(html.slice(0, html.indexOf('LAXMI ENTERPRISES'))), 'truncated');
    expectRefusal(() => parseFtoTransactions(sample('fault_runtime_error.html')), 'error-page');
  });
});

describe('parseFtoList (FTO/fto_reprt_detail.aspx)', () => {
  it('lists every fto_no link once, decoded, with its href exactly as written', () => {
    const href1 =
      'fto_trasction_dtl.aspx?page=p&state_code=15&district_code=1515&block_code=1515001&flg=M&fin_year=2023-2024&fto_no=KN1515001_200923FTO_7&source=national&Digest=StbXMyMJMB3DhkJ6dtD6KQ';
    const href2 = 'fto_trasction_dtl.aspx?flg=M&fto_no=KN1515001%5F011023FTO%5F9&Digest=a+b/c';
    const html =
      '<html><body><center><table><tr><td>Sr</td><td>FTO No</td></tr>' +
      `<tr><td>1</td><td><a href="${href1.replace(/&/g, '&amp;')}">KN1515001_200923FTO_7</a></td></tr>` +
      `<tr><td>2</td><td><a href="${href2}">KN1515001_011023FTO_9</a></td><td><a href="${href1}">again</a></td></tr>` +
      '<tr><td colspan="2"><a href="FTOReport.aspx?x=1">back</a> <a href="x.aspx?fto_no=">empty</a></td></tr></table></center></body></html>';
    expect(parseFtoList(html)).toEqual({
      ftos: [
        { fto_no: 'KN1515001_200923FTO_7', href: href1 },
        { fto_no: 'KN1515001_011023FTO_9', href: href2 },
      ],
    });
  });

  it('skips an fto_no link that is not a web link (javascript:, data:)', () => {
    const html =
      '<html><body><table><tr><td><a href="javascript:go(\'x.aspx?fto_no=KN1\')">KN1</a></td>' +
      '<td><a href="data:text/html,x?fto_no=KN2">KN2</a></td><td><a href="x.aspx?fto_no=KN3">KN3</a></td></tr></table></body></html>';
    expect(parseFtoList(html)).toEqual({ ftos: [{ fto_no: 'KN3', href: 'x.aspx?fto_no=KN3' }] });
  });

  it('answers a page without FTO links with none, and refuses fault pages', () => {
    expect(parseFtoList('<html><body><p>No Data Found</p></body></html>')).toEqual({ ftos: [] });
    expectRefusal(() => parseFtoList(sample('fault_url_tempered.html')), 'url-tampered', 'fto_reprt_detail.aspx');
  });
});
