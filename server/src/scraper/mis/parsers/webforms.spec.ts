import { deltaPage, isDelta, links, parseDelta, readForm } from './index.js';
import { expectRefusal, sample } from './samples.js';

/** A delta record with its length computed, as the server writes it. */
const rec = (type: string, id: string, content: string): string => `${content.length}|${type}|${id}|${content}|`;

describe('parseDelta / deltaPage', () => {
  it('reads the async sample: the panel, the hidden fields, the form action', () => {
    const text = sample('dynamic_work_details_old_async.txt');
    expect(isDelta(text)).toBe(true);
    const records = parseDelta(text);
    expect(records.map((r) => r.type)).toEqual([
      '#',
      'updatePanel',
      'hiddenField',
      'hiddenField',
      'hiddenField',
      'hiddenField',
      'hiddenField',
      'hiddenField',
      'asyncPostBackControlIDs',
      'postBackControlIDs',
      'updatePanelIDs',
      'childUpdatePanelIDs',
      'panelsToRefreshIDs',
      'asyncPostBackTimeout',
      'formAction',
      'pageTitle',
    ]);
    const page = deltaPage(records);
    const panel = page.panels.ctl00_ContentPlaceHolder1_UpdatePanel1 ?? '';
    // 3792 characters, counted from the `\r\n` that opens the panel (byte-exact sample: see its .gitattributes).
    expect(panel).toHaveLength(3792);
    expect(panel.startsWith('\r\n<div style="text-align:center">')).toBe(true);
    expect(panel.endsWith('</table>\n')).toBe(true);
    expect(page.hidden.__VIEWSTATE?.length).toBe(188);
    expect(page.hidden.__EVENTTARGET).toBe('');
    expect(records.find((r) => r.type === 'pageTitle')?.content).toBe('Dynamic Report for Monitoring and details of works');
  });

  it('parses by length: "|" inside content is content', () => {
    const html = '<td>a|b</td><td>12|updatePanel|x|</td>';
    const text = rec('#', '', '4') + rec('updatePanel', 'P1', html) + rec('hiddenField', '__VIEWSTATE', 'v|s') + '\r\n';
    expect(parseDelta(text)).toEqual([
      { type: '#', id: '', content: '4' },
      { type: 'updatePanel', id: 'P1', content: html },
      { type: 'hiddenField', id: '__VIEWSTATE', content: 'v|s' },
    ]);
  });

  it('refuses a cut delta as truncated and a malformed one as async-error', () => {
    const text = rec('#', '', '4') + rec('updatePanel', 'P1', '<table><tr><td>x</td></tr></table>');
    expectRefusal(() => parseDelta(text.slice(0, -10)), 'truncated', 'updatePanel P1');
    expectRefusal(() => parseDelta(''), 'truncated');
    expectRefusal(() => parseDelta('abc|updatePanel|x|y|'), 'async-error');
    // A miscounted length is refused, not "repaired" (here: line ends normalised from \r\n to \n).
    const crlf = rec('updatePanel', 'P1', '\r\n<table><tr><td>x</td></tr></table>') + rec('hiddenField', '__VIEWSTATE', 'abc');
    expect(parseDelta(crlf)[0]?.content.startsWith('\r\n')).toBe(true);
    expectRefusal(() => parseDelta(crlf.replace('\r\n', '\n')), 'async-error', 'not closed by "|"');
  });

  it('turns an error record into async-error and a redirect to error.html into error-page', () => {
    expectRefusal(() => deltaPage(parseDelta(sample('fault_async_error.txt'))), 'async-error', 'status 500', 'An unknown error occurred');
    expectRefusal(
      () => deltaPage(parseDelta(rec('pageRedirect', '', '/netnrega/error.html?aspxerrorpath=/netnrega/x.aspx'))),
      'error-page',
    );
    expect(deltaPage(parseDelta(rec('pageRedirect', '', '/netnrega/Home.aspx'))).redirect).toBe('/netnrega/Home.aspx');
  });

  it('tells a delta from an HTML page', () => {
    expect(isDelta(sample('fault_async_error.txt'))).toBe(true);
    expect(isDelta(sample('dynamic_work_details_old.html'))).toBe(false);
  });
});

describe('readForm and links', () => {
  it('reads the form state of the dynamic report page', () => {
    const form = readForm(sample('dynamic_work_details_new.html'));
    expect(form.action).toBe(
      './dynamic_work_details.aspx?page=S&lflag=eng&state_name=KARNATAKA&state_code=15&fin_year=2024-2025&source=national&Digest=IcnzKzlsnFZPcoTrHG84Mg',
    );
    expect(form.fields['ctl00$ContentPlaceHolder1$ddl_dist']).toBe('1515');
    expect(form.fields['ctl00$ContentPlaceHolder1$ddl_pan']).toBe('ALL');
    expect(form.options['ctl00$ContentPlaceHolder1$ddl_pan']).toEqual(['ALL', '1515001001', '1515001002']);
    expect(form.fields.__EVENTVALIDATION).toBe('/wEdAAoFAKEEVkFMSURBVElPTmZha2V2YWx1ZXNmb3JmaXh0dXJlb25seTE1MTUwMDEwMDE=');
    expect(form.fields['ctl00$ContentPlaceHolder1$Button1']).toBeUndefined();
  });

  it('reads text inputs, the checked radio and the selected rows of the work register form', () => {
    const form = readForm(sample('work_register.html'));
    expect(form.fields['ctl00$ContentPlaceHolder1$TextBox3']).toBe('01/04/2024');
    expect(form.fields['ctl00$ContentPlaceHolder1$RadioButtonList2']).toBe('0');
    expect(form.options['ctl00$ContentPlaceHolder1$ddrows']).toEqual(['3', '10', '20']);
  });

  it('harvests links with their hrefs exactly as written', () => {
    const found = links(sample('work_register.html'));
    expect(found).toHaveLength(4);
    expect(found[2]).toEqual({
      text: 'Field Bunding Works in Sy No 45(1515001001/LD/93393050021)',
      href: 'work_register_detail.aspx?state_code=15&district_code=1515&block_code=1515001&panchayat_code=1515001001&fin_year=2024-2025&work_code=1515001001/LD/93393050021&Digest=KI9JGt+96HFQKPxllARNfg',
    });
  });
});
