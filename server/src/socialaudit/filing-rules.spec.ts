import { ApiError } from '../common/http/api-error.js';
import { checkAgainstExpected, checkDecision, checkMappedTotal, type CheckedDecision, MODE_FIELDS } from './filing-rules.js';

const TODAY = '2026-12-05';
const DD = {
  adhoc_decision: 'recovery',
  case_status: 'YES',
  recovery_mode: 'DD',
  dd_number: ' 123456 ',
  dd_date: '2026-12-01',
  dd_amount: '1500.5',
  dd_expire_date: '2027-03-01',
  bank_details: 'Canara Bank',
  dd_branch: 'Kalaburagi',
};
const CASH = {
  adhoc_decision: 'recovery',
  case_status: 'YES',
  recovery_mode: 'CASH',
  cash_amount: 250,
  cash_date: TODAY,
  bank_name: 'SBI',
  branch_name: 'Sedam',
};
const RTGS = {
  adhoc_decision: 'recovery',
  case_status: 'YES',
  recovery_mode: 'RTGS',
  rtgs_id: 'UTR0001',
  rtgs_date: '2026-11-30',
  bank_name: 'SBI',
  branch: 'Sedam',
  rtgs_amount: '99.99',
};
const UPI = {
  adhoc_decision: 'recovery',
  case_status: 'YES',
  recovery_mode: 'UPI',
  upi_id: 'asha@upi',
  upi_date: '2026-12-05',
  upi_amount: '10',
};

/** The refusal's status and envelope, as the API answers it. */
function refusal(check: () => unknown) {
  try {
    check();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.getStatus(), ...(err.getResponse() as { code: string; message: string }) };
  }
  throw new Error('expected a refusal');
}
const said = (code: string, message: string, more: object = {}) => ({ status: 400, success: false, code, message, ...more });

describe('recovery filing rules (spec 2 §4/§5, in the form’s order)', () => {
  it('a decision other than recovery needs only its remark', () => {
    for (const decision of ['dropped', 'not_submitted']) {
      expect(checkDecision({ adhoc_decision: decision, remark: ' no trace of the work ' }, TODAY)).toEqual({
        adhoc_decision: decision,
        remark: 'no trace of the work',
        case_status: null,
        recovery_mode: null,
        mode_details: {},
        recovered_amount: null,
        excess_remark: null,
        insufficient_remark: null,
      });
      expect(refusal(() => checkDecision({ adhoc_decision: decision, remark: '  ' }, TODAY))).toEqual(
        said('FILING_REMARK', 'Please enter a remark.'),
      );
    }
  });

  it('the decision is one of recovery, dropped, not submitted', () => {
    const answer = said('FILING_DECISION', 'Please select a decision (Recovery / Dropped / Not Submitted)');
    expect(refusal(() => checkDecision({}, TODAY))).toEqual(answer);
    expect(refusal(() => checkDecision({ adhoc_decision: 'Recovery' }, TODAY))).toEqual(answer);
  });

  it('remarks are text of at most 1000 characters', () => {
    expect(checkDecision({ adhoc_decision: 'dropped', remark: 'r'.repeat(1000) }, TODAY).remark).toHaveLength(1000);
    expect(checkDecision({ adhoc_decision: 'dropped', remark: 42 }, TODAY).remark).toBe('42');
    expect(refusal(() => checkDecision({ adhoc_decision: 'dropped', remark: 'r'.repeat(1001) }, TODAY))).toEqual(
      said('FILING_TEXT_TOO_LONG', 'remark is at most 1000 characters.', { params: { field: 'remark', max: 1000 } }),
    );
    expect(refusal(() => checkDecision({ adhoc_decision: 'dropped', remark: ['a'] }, TODAY))).toEqual(
      said('FILING_TEXT_REQUIRED', 'remark must be text.', { params: { field: 'remark' } }),
    );
    expect(refusal(() => checkDecision({ ...DD, excess_remark: 'x'.repeat(1001) }, TODAY))).toEqual(
      said('FILING_TEXT_TOO_LONG', 'excess_remark is at most 1000 characters.', { params: { field: 'excess_remark', max: 1000 } }),
    );
  });

  it('recovery: whether it was made; "no" needs a remark', () => {
    expect(refusal(() => checkDecision({ adhoc_decision: 'recovery', remark: 'r' }, TODAY))).toEqual(
      said('FILING_CASE_STATUS', 'Please specify whether recovery was made.'),
    );
    expect(refusal(() => checkDecision({ adhoc_decision: 'recovery', case_status: 'NO' }, TODAY))).toEqual(
      said('FILING_REMARK', 'Please enter a remark.'),
    );
    expect(checkDecision({ adhoc_decision: 'recovery', case_status: 'NO', remark: 'beneficiary away' }, TODAY)).toMatchObject({
      case_status: 'NO',
      remark: 'beneficiary away',
      recovered_amount: null,
    });
  });

  it('recovery made: a mode, then every field of that mode', () => {
    expect(refusal(() => checkDecision({ adhoc_decision: 'recovery', case_status: 'YES' }, TODAY))).toEqual(
      said('FILING_MODE', 'Please select a recovery mode.'),
    );
    expect(refusal(() => checkDecision({ ...DD, recovery_mode: 'CHEQUE' }, TODAY))).toEqual(
      said('FILING_MODE', 'Please select a recovery mode.'),
    );
    expect(refusal(() => checkDecision({ ...DD, dd_number: ' ', dd_branch: null }, TODAY))).toEqual(
      said('FILING_FIELDS_MISSING', 'Please fill in all required DD recovery fields: DD Number, Branch.', {
        params: { mode: 'DD', fields: 'DD Number, Branch' },
      }),
    );
    expect(refusal(() => checkDecision({ ...CASH, cash_amount: undefined }, TODAY)).message).toBe(
      'Please fill in all required Cash recovery fields: Amount.',
    );
  });

  it('accepts each mode with its details and the recovered amount', () => {
    expect(checkDecision(DD, TODAY)).toEqual({
      adhoc_decision: 'recovery',
      remark: null,
      case_status: 'YES',
      recovery_mode: 'DD',
      mode_details: {
        dd_number: '123456',
        dd_date: '2026-12-01',
        dd_amount: '1500.50',
        dd_expire_date: '2027-03-01',
        bank_details: 'Canara Bank',
        dd_branch: 'Kalaburagi',
      },
      recovered_amount: '1500.50',
      excess_remark: null,
      insufficient_remark: null,
    });
    expect(checkDecision(CASH, TODAY)).toMatchObject({ recovery_mode: 'CASH', recovered_amount: '250.00' });
    expect(checkDecision(RTGS, TODAY)).toMatchObject({ recovery_mode: 'RTGS', recovered_amount: '99.99' });
    expect(checkDecision({ ...UPI, insufficient_remark: ' short ' }, TODAY)).toMatchObject({
      recovery_mode: 'UPI',
      recovered_amount: '10.00',
      mode_details: { upi_id: 'asha@upi', upi_date: '2026-12-05', upi_amount: '10.00' },
      insufficient_remark: 'short',
    });
    expect(Object.keys(MODE_FIELDS)).toEqual(['DD', 'CASH', 'RTGS', 'UPI']);
  });

  it('amounts: rupees with at most two decimals, above zero', () => {
    expect(refusal(() => checkDecision({ ...CASH, cash_amount: '12.345' }, TODAY))).toEqual(
      said('LABELED_AMOUNT_LIKE', 'Amount: Enter an amount like 1234.50', {
        params: { label: 'Amount' },
        errors: { cash_amount: 'Enter an amount like 1234.50' },
        errorCodes: { cash_amount: 'AMOUNT_LIKE' },
      }),
    );
    expect(refusal(() => checkDecision({ ...UPI, upi_amount: '0.00' }, TODAY))).toEqual(
      said('FILING_AMOUNT_ZERO', 'UPI Amount must be an amount above zero in rupees with at most two decimals.', {
        params: { label: 'UPI Amount' },
        errors: { upi_amount: 'UPI Amount must be an amount above zero in rupees with at most two decimals.' },
        errorCodes: { upi_amount: 'FILING_AMOUNT_ZERO' },
        errorParams: { upi_amount: { label: 'UPI Amount' } },
      }),
    );
  });

  it('dates: yyyy-mm-dd, in the calendar, not in the future (the DD expiry may be)', () => {
    expect(refusal(() => checkDecision({ ...DD, dd_date: '2026-02-30' }, TODAY))).toEqual(
      said('LABELED_NO_SUCH_DATE', 'DD Date: No such date', {
        params: { label: 'DD Date' },
        errors: { dd_date: 'No such date' },
        errorCodes: { dd_date: 'NO_SUCH_DATE' },
      }),
    );
    expect(refusal(() => checkDecision({ ...RTGS, rtgs_date: '30/11/2026' }, TODAY))).toEqual(
      said('FILING_DATE_FORMAT', 'RTGS Date must be a date (yyyy-mm-dd).', {
        params: { label: 'RTGS Date' },
        errors: { rtgs_date: 'RTGS Date must be a date (yyyy-mm-dd).' },
        errorCodes: { rtgs_date: 'FILING_DATE_FORMAT' },
        errorParams: { rtgs_date: { label: 'RTGS Date' } },
      }),
    );
    expect(refusal(() => checkDecision({ ...CASH, cash_date: '2026-12-06' }, TODAY))).toEqual(
      said('FILING_DATE_FUTURE', 'Date cannot be in the future.', {
        params: { label: 'Date' },
        errors: { cash_date: 'Date cannot be in the future.' },
        errorCodes: { cash_date: 'FILING_DATE_FUTURE' },
        errorParams: { cash_date: { label: 'Date' } },
      }),
    );
    expect(checkDecision({ ...DD, dd_expire_date: '2030-01-01' }, TODAY).mode_details.dd_expire_date).toBe('2030-01-01');
    expect(refusal(() => checkDecision({ ...DD, dd_expire_date: '2026-11-30' }, TODAY))).toEqual(
      said('FILING_DD_EXPIRY_BEFORE', 'DD Expiry Date cannot be before the DD Date.'),
    );
    expect(checkDecision({ ...DD, dd_expire_date: DD.dd_date }, TODAY).mode_details.dd_expire_date).toBe(DD.dd_date);
  });

  it('text fields: at most 200 characters', () => {
    expect(checkDecision({ ...UPI, upi_id: 'u'.repeat(200) }, TODAY).mode_details.upi_id).toHaveLength(200);
    expect(refusal(() => checkDecision({ ...UPI, upi_id: 'u'.repeat(201) }, TODAY))).toEqual(
      said('FILING_TEXT_200', 'UPI ID must be text of at most 200 characters.', { params: { label: 'UPI ID' } }),
    );
    expect(refusal(() => checkDecision({ ...UPI, upi_id: { id: 1 } }, TODAY)).code).toBe('FILING_TEXT_200');
  });

  it('a recovered_amount sent beside the mode must equal the mode’s amount', () => {
    expect(checkDecision({ ...CASH, recovered_amount: '250.00' }, TODAY).recovered_amount).toBe('250.00');
    expect(refusal(() => checkDecision({ ...CASH, recovered_amount: '250.01' }, TODAY))).toEqual(
      said('FILING_AMOUNT_MISMATCH', 'recovered_amount must equal the Cash amount.', { params: { mode: 'Cash' } }),
    );
    expect(refusal(() => checkDecision({ ...CASH, recovered_amount: 'all' }, TODAY)).code).toBe('FILING_AMOUNT_MISMATCH');
  });
});

describe('recovered against expected (spec 2 §4)', () => {
  const filed = (amount: string | null, more: Partial<CheckedDecision> = {}): CheckedDecision => ({
    adhoc_decision: 'recovery',
    case_status: amount === null ? 'NO' : 'YES',
    remark: null,
    recovery_mode: amount === null ? null : 'CASH',
    mode_details: {},
    recovered_amount: amount,
    excess_remark: null,
    insufficient_remark: null,
    ...more,
  });
  const noExcess = said('FILING_NO_EXCESS', 'Excess can be mapped only when the recovered amount exceeds the expected amount.');

  it('nothing recovered: nothing to compare, no excess to map', () => {
    expect(checkAgainstExpected(filed(null), '100.00', 0)).toBe('none');
    expect(refusal(() => checkAgainstExpected(filed(null), '100.00', 1))).toEqual(noExcess);
  });

  it('less: needs the insufficient remark, maps no excess', () => {
    expect(refusal(() => checkAgainstExpected(filed('99.99'), '100.00', 0))).toEqual(
      said('FILING_INSUFFICIENT', 'Please provide a remark for less than expected recovery.'),
    );
    expect(checkAgainstExpected(filed('99.99', { insufficient_remark: 'paid the rest in kind' }), '100.00', 0)).toBe('less');
    expect(refusal(() => checkAgainstExpected(filed('99.99', { insufficient_remark: 'r' }), '100.00', 2))).toEqual(noExcess);
  });

  it('equal: maps no excess', () => {
    expect(checkAgainstExpected(filed('100.00'), '100', 0)).toBe('equal');
    expect(refusal(() => checkAgainstExpected(filed('100.00'), '100.00', 1))).toEqual(noExcess);
  });

  it('more: needs other issues to map the excess to', () => {
    expect(refusal(() => checkAgainstExpected(filed('100.01'), '100.00', 0))).toEqual(
      said('FILING_MAP_EXCESS', 'Please select other issues to map excess recovery.'),
    );
    expect(checkAgainstExpected(filed('100.01'), '100.00', 1)).toBe('more');
  });

  it('with the excess mapped, the total expected matches or the mismatch is explained', () => {
    expect(() => checkMappedTotal(filed('150.00'), 15000n)).not.toThrow();
    expect(refusal(() => checkMappedTotal(filed('150.00'), 14999n))).toEqual(
      said('FILING_MISMATCH', 'Please provide an additional remark for mismatch between expected and entered recovery amount.'),
    );
    expect(() => checkMappedTotal(filed('150.00', { excess_remark: 'rounded by the bank' }), 14999n)).not.toThrow();
  });
});
