import { MisPageError, type MisFaultKind } from '../types.js';
import { assertNotFault, isErrorRedirect } from './index.js';
import { sample } from './samples.js';

function refusalOf(body: string, status?: number): MisPageError | null {
  try {
    assertNotFault(body, 'dynamic_work_details.aspx', status);
    return null;
  } catch (err) {
    if (err instanceof MisPageError) return err;
    throw err;
  }
}

describe('assertNotFault', () => {
  it.each<[string, MisFaultKind, boolean]>([
    ['fault_url_tempered.html', 'url-tampered', true],
    ['fault_runtime_error.html', 'error-page', true],
    ['fault_async_error.txt', 'async-error', true],
  ])('refuses %s as %s', (file, kind, retryable) => {
    const err = refusalOf(sample(file));
    expect(err?.kind).toBe(kind);
    expect(err?.retryable).toBe(retryable);
    expect(err?.message.startsWith('dynamic_work_details.aspx: ')).toBe(true);
  });

  it('accepts every good sample page and the async answer', () => {
    for (const file of [
      'dynamic_work_details_old.html',
      'dynamic_work_details_old_async.txt',
      'dynamic_work_details_new.html',
      'dynamic_work_details_drift32.html',
      'empty_gp_dynamic_work_details.html',
      'work_register.html',
      'work_register_detail.html',
      'material_register.html',
      'fto_material_transactions.html',
    ]) {
      expect(refusalOf(sample(file))).toBeNull();
    }
  });

  it('refuses 5xx statuses, "url tampered" in any case, and an async redirect to error.html', () => {
    expect(refusalOf('<html>busy</html>', 503)?.kind).toBe('error-page');
    expect(refusalOf('<b>Url Tampered</b>')?.kind).toBe('url-tampered');
    const redirect = '/netnrega/error.html?aspxerrorpath=/netnrega/dynamic_work_details.aspx';
    expect(refusalOf(`${redirect.length}|pageRedirect||${redirect}|`)?.kind).toBe('error-page');
  });
});

describe('isErrorRedirect', () => {
  it('recognises the MIS error page, encoded or not', () => {
    expect(isErrorRedirect('/netnrega/error.html?aspxerrorpath=/netnrega/state_html/DPCApprove_Workdetail.aspx')).toBe(true);
    expect(isErrorRedirect('https://nregastrep.nic.in/netnrega/Error.htm')).toBe(true);
    expect(isErrorRedirect('%2fnetnrega%2ferror.html%3faspxerrorpath%3d%2fx.aspx')).toBe(true);
    expect(isErrorRedirect('/netnrega/dynamic_work_details.aspx?page=S')).toBe(false);
    expect(isErrorRedirect(null)).toBe(false);
  });
});
