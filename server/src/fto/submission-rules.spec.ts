import type { WorkBill } from '../scraper/scraper-read.service.js';
import { en, msg, refOf } from '../common/messages/index.js';
import type { ChecklistItem } from './entities/checklist-item.entity.js';
import {
  checklistAnswer,
  checkSubmission,
  lowestFinYear,
  REASON_MAX,
  type SubmissionFacts,
  type SubmissionInput,
} from './submission-rules.js';

const item = (id: number, sort_order: number, more: Partial<ChecklistItem>): ChecklistItem =>
  ({
    id,
    sort_order,
    checklist_title_kn: '',
    checklist_title_en: `Item ${id}`,
    CB: 'Y',
    CB_C: 2,
    INP: 'N',
    INP_tittle: null,
    Remark: 'N',
    imgages: 'N',
    ...more,
  }) as ChecklistItem;
// 1: two choices, remark on Unsatisfactory; 2: three choices, image on Satisfactory; 3: an entry, no choice.
const ITEMS = [
  item(2, 2, { CB_C: 3, imgages: 'Y' }),
  item(1, 1, { Remark: 'Y' }),
  item(3, 3, { CB: 'N', INP: 'Y', INP_tittle: 'MB book' }),
];
const bill = (bill_no: string, fin_year: string | null, more: Partial<WorkBill> = {}): WorkBill => ({
  work_code: '1515001001/IF/1',
  serial: Number(bill_no.slice(1)),
  bill_no,
  voucher_no: `V${bill_no}`,
  bill_date: '2024-05-01',
  fin_year,
  paid: '1000.00',
  due: '0',
  fto_status: 'Processed',
  ftos: [],
  ...more,
});
const BILLS = [bill('B1', '2024-2025'), bill('B2', '2024-2025', { paid: null, due: '20.00' }), bill('B3', '2025-2026')];
const facts = (more: Partial<SubmissionFacts> = {}): SubmissionFacts => ({
  items: ITEMS,
  bills: BILLS,
  imageItems: new Set([2]),
  hasSitePhoto: true,
  ftoErrors: [],
  today: '2026-12-05',
  ...more,
});
const row = (materialList: string, more: Record<string, unknown> = {}) => ({
  materialList,
  mbNo: 'MB-7',
  pageNo: '12',
  mbDate: '2026-11-01',
  checkMeasurementDate: '2026-11-02',
  recommendation: true,
  ...more,
});
const input = (
  more: { checkList?: SubmissionInput['checkList']; material?: unknown; siteAnswers?: Record<string, unknown> } = {},
): SubmissionInput => ({
  checkList: more.checkList ?? { selectedCB: { 1: 'Satisfactory', 2: 'Not Applicable' }, remarkValues: {}, inputValues: { 3: ' book 4 ' } },
  material: 'material' in more ? more.material : [row('VB1'), row('VB2')],
  siteAnswers: more.siteAnswers ?? { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' },
});
const site = (more: Record<string, unknown>) => ({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes', ...more });

function refusal(i: SubmissionInput, f: SubmissionFacts = facts()) {
  const result = checkSubmission(i, f);
  if (result.ok) throw new Error('expected a refusal');
  const m = refOf(result.message);
  return { field: result.field, code: m.code, message: en(m) };
}

describe('work file submission rules (spec 2 §5, in the form’s order)', () => {
  it('accepts a complete file recommended for payment: the lowest year’s bills from the mirror, the officer’s entries', () => {
    expect(checkSubmission(input(), facts())).toEqual({
      ok: true,
      value: {
        selectedCB: { 1: 'Satisfactory', 2: 'Not Applicable' },
        remarkValues: {},
        inputValues: { 3: 'book 4' },
        material: ['B1', 'B2'].map((no, i) => ({
          slNo: i + 1,
          billNo: no,
          materialList: `V${no}`,
          billDate: '2024-05-01',
          fin_year: '2024-2025',
          paidAmount: no === 'B1' ? '1000.00' : null,
          dueAmount: no === 'B1' ? '0' : '20.00',
          mbNo: 'MB-7',
          pageNo: '12',
          mbDate: '2026-11-01',
          checkMeasurementDate: '2026-11-02',
          recommendation: true,
        })),
        answers: { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y' },
        recommendation: 'Yes',
        reason: null,
        status: 1,
      },
    });
  });

  it('status 0 when an answer is Unsatisfactory or a site answer N; the old spelling "Un Satisfactory" is read', () => {
    const unsatisfied = input({
      checkList: { selectedCB: { 1: 'Un  Satisfactory', 2: 'Satisfactory' }, remarkValues: { 1: ' leaking ' } },
    });
    const r = checkSubmission(unsatisfied, facts());
    expect(r.ok && r.value).toMatchObject({
      selectedCB: { 1: 'Unsatisfactory', 2: 'Satisfactory' },
      remarkValues: { 1: 'leaking' },
      status: 0,
    });
    const n = checkSubmission(input({ siteAnswers: site({ q3: 'N' }) }), facts());
    expect(n.ok && n.value.status).toBe(0);
    expect(checklistAnswer(' un satisfactory ')).toBe('Unsatisfactory');
    expect(checklistAnswer('Satisfactory')).toBe('Satisfactory');
    expect(checklistAnswer(3)).toBe(3);
  });

  it('the checklist: only items in use, bounded text, an allowed option, its remark or image', () => {
    expect(refusal(input({ checkList: { selectedCB: { 1: 'Satisfactory', 2: 'Satisfactory', 9: 'Satisfactory' } } }))).toEqual({
      field: 'checklist_9',
      code: 'FTO_CHECKLIST_ITEM_UNUSED',
      message: 'Checklist item 9 is not in use; reload the form.',
    });
    const sel = { 1: 'Satisfactory', 2: 'Satisfactory' };
    expect(refusal(input({ checkList: { selectedCB: sel, remarkValues: { 2: 'r'.repeat(1001) } } }))).toEqual({
      field: 'checklist_2',
      code: 'FTO_REMARK_TOO_LONG',
      message: 'A remark may have at most 1000 characters.',
    });
    expect(refusal(input({ checkList: { selectedCB: sel, inputValues: { 3: 'e'.repeat(301) } } }))).toEqual({
      field: 'checklist_3',
      code: 'FTO_ENTRY_TOO_LONG',
      message: 'An entry may have at most 300 characters.',
    });
    const select = { field: 'checklist_1', code: 'FTO_SELECT_OPTION', message: 'Please select an option' };
    expect(refusal(input({ checkList: { selectedCB: { 2: 'Satisfactory' } } }))).toEqual(select);
    // Not Applicable only where the item offers three choices.
    expect(refusal(input({ checkList: { selectedCB: { 1: 'Not Applicable', 2: 'Satisfactory' } } }))).toEqual(select);
    expect(refusal(input({ checkList: { selectedCB: { 1: 'Satisfactory', 2: 'Good' } } })).field).toBe('checklist_2');
    expect(refusal(input({ checkList: { selectedCB: { 1: 'Unsatisfactory', 2: 'Satisfactory' }, remarkValues: { 1: ' ' } } }))).toEqual({
      field: 'checklist_1',
      code: 'FTO_REMARK_REQUIRED',
      message: 'Remark is required for Unsatisfactory',
    });
    expect(refusal(input({ checkList: { selectedCB: sel } }), facts({ imageItems: new Set() }))).toEqual({
      field: 'checklist_2',
      code: 'FTO_IMAGE_REQUIRED',
      message: 'Image is required for Satisfactory response',
    });
  });

  it('material rows: a list of this work’s lowest-year bills, each with its entries', () => {
    expect(refusal(input({ material: { B1: {} } }))).toEqual({
      field: 'material',
      code: 'FTO_MATERIAL_NOT_LIST',
      message: 'material must be a list of bill rows.',
    });
    expect(refusal(input({ material: [row('VB9', { billNo: 'B9' })] }))).toEqual({
      field: 'material',
      code: 'FTO_MATERIAL_ROW_UNKNOWN',
      message: 'Material row B9 is not a bill of this work.',
    });
    expect(refusal(input({ material: [row('VB9')] })).message).toBe('Material row VB9 is not a bill of this work.');
    expect(refusal(input({ material: [row('VB1'), row('VB2'), row('VB3')] }))).toEqual({
      field: 'material_B3',
      code: 'FTO_LOWEST_YEAR_ONLY',
      message: 'Only lowest Financial Year is allowed.',
    });
    const required = (field: string) => ({ field, code: 'REQUIRED', message: 'Required' });
    expect(refusal(input({ material: [row('VB1')] }))).toEqual(required('material_B2_mbNo'));
    expect(refusal(input({ material: null }))).toEqual(required('material_B1_mbNo'));
    expect(refusal(input({ material: [row('VB1', { pageNo: ' ' }), row('VB2')] }))).toEqual(required('material_B1_pageNo'));
    expect(refusal(input({ material: [row('VB1', { mbDate: '' }), row('VB2')] }))).toEqual(required('material_B1_mbDate'));
    expect(refusal(input({ material: [row('VB1'), row('VB2', { recommendation: 'yes' })] }))).toEqual(
      required('material_B2_recommendation'),
    );
    expect(refusal(input({ material: [row('VB1', { mbNo: 'm'.repeat(51) }), row('VB2')] }))).toEqual({
      field: 'material_B1_mbNo',
      code: 'FTO_FIELD_TOO_LONG',
      message: 'mbNo may have at most 50 characters.',
    });
    // A row found by its bill number when it names no material list.
    expect(checkSubmission(input({ material: [{ ...row(''), billNo: 'B1' }, row('VB2')] }), facts()).ok).toBe(true);
  });

  it('material dates: in the calendar, yyyy-mm-dd, not after today', () => {
    expect(refusal(input({ material: [row('VB1', { mbDate: '2026-02-30' }), row('VB2')] }))).toEqual({
      field: 'material_B1_mbDate',
      code: 'NO_SUCH_DATE',
      message: 'No such date',
    });
    expect(refusal(input({ material: [row('VB1', { checkMeasurementDate: '02-11-2026' }), row('VB2')] }))).toEqual({
      field: 'material_B1_checkMeasurementDate',
      code: 'DATE_ENTER_VALID',
      message: 'Enter a valid date (yyyy-mm-dd).',
    });
    expect(refusal(input({ material: [row('VB1'), row('VB2', { mbDate: '2026-12-06' })] }))).toEqual({
      field: 'material_B2_mbDate',
      code: 'DATE_IN_FUTURE',
      message: 'The date cannot be in the future.',
    });
    expect(checkSubmission(input({ material: [row('VB1', { mbDate: '2026-12-05' }), row('VB2')] }), facts()).ok).toBe(true);
  });

  it('material validity gates a recommendation: each shown bill has a voucher and a paid or due amount', () => {
    const validity = {
      field: 'material_B2',
      code: 'FTO_MATERIAL_VALIDITY',
      message: 'Please fill all required Material List fields and ensure at least one value for Paid or Due.',
    };
    const zero = [BILLS[0], bill('B2', '2024-2025', { paid: '0.00', due: null }), BILLS[2]];
    expect(refusal(input(), facts({ bills: zero }))).toEqual(validity);
    const noVoucher = [BILLS[0], bill('B2', '2024-2025', { voucher_no: null }), BILLS[2]];
    expect(refusal(input({ material: [row('VB1'), { ...row(''), billNo: 'B2' }] }), facts({ bills: noVoucher }))).toEqual(validity);
  });

  it('the site: all five questions, a photo', () => {
    const all = { field: 'siteAnswers', code: 'FTO_ALL_QUESTIONS', message: 'Please answer all 5 questions.' };
    expect(refusal(input({ siteAnswers: site({ q5: undefined }) }))).toEqual(all);
    expect(refusal(input({ siteAnswers: site({ q2: 'yes' }) }))).toEqual(all);
    expect(refusal(input(), facts({ hasSitePhoto: false }))).toEqual({
      field: 'sitePhoto',
      code: 'FTO_SITE_PHOTO',
      message: 'Please upload a work site photo.',
    });
  });

  it('recommended for payment: the FTO cross-checks pass and the officer says Yes', () => {
    const ftoError = msg('FTO_MATERIAL_ROW_UNKNOWN', { row: 'X' });
    expect(refusal(input(), facts({ ftoErrors: [ftoError] }))).toEqual({
      field: 'fto',
      code: 'FTO_MATERIAL_ROW_UNKNOWN',
      message: 'Material row X is not a bill of this work.',
    });
    const recommend = {
      field: 'recommendation',
      code: 'FTO_RECOMMEND',
      message: 'Please recommend the work for payment before submitting.',
    };
    expect(refusal(input({ siteAnswers: site({ recommendation: undefined }) }))).toEqual(recommend);
    expect(refusal(input({ siteAnswers: site({ recommendation: 'Maybe' }) }))).toEqual(recommend);
  });

  it('not recommended ("No"): needs its reason, and skips the payment gates', () => {
    const no = (more: Record<string, unknown>) => input({ siteAnswers: site({ recommendation: 'No', ...more }) });
    expect(refusal(no({}))).toEqual({
      field: 'reason',
      code: 'FTO_REASON_REQUIRED',
      message: 'Please give the reason for not recommending this work for payment.',
    });
    expect(refusal(no({ reason: 'r'.repeat(REASON_MAX + 1) }))).toEqual({
      field: 'reason',
      code: 'FTO_REASON_TOO_LONG',
      message: 'The reason may have at most 1000 characters.',
    });
    const zero = [BILLS[0], bill('B2', '2024-2025', { paid: '0', due: '0' }), BILLS[2]];
    const r = checkSubmission(no({ reason: ' works not found ' }), facts({ bills: zero, ftoErrors: [msg('REQUIRED')] }));
    expect(r.ok && r.value).toMatchObject({ recommendation: 'No', reason: 'works not found', status: 1 });
    // The officer's entries are still required.
    expect(refusal(input({ material: [], siteAnswers: site({ recommendation: 'No', reason: 'x' }) })).code).toBe('REQUIRED');
  });

  it('the first failing rule is the answer, in the form’s order', () => {
    const broken = input({
      checkList: { selectedCB: {} },
      material: [],
      siteAnswers: { recommendation: 'Maybe' },
    });
    const brokenFacts = facts({ hasSitePhoto: false, ftoErrors: [msg('REQUIRED')] });
    const codes: string[] = [];
    const steps: (() => void)[] = [
      () => (broken.checkList = input().checkList),
      () => (broken.material = input().material),
      () => (broken.siteAnswers = site({ recommendation: 'Maybe' })),
      () => (brokenFacts.hasSitePhoto = true),
      () => (brokenFacts.ftoErrors = []),
      () => (broken.siteAnswers = site({})),
    ];
    for (const fix of steps) {
      codes.push(refusal(broken, brokenFacts).code);
      fix();
    }
    expect(checkSubmission(broken, brokenFacts).ok).toBe(true);
    expect(codes).toEqual(['FTO_SELECT_OPTION', 'REQUIRED', 'FTO_ALL_QUESTIONS', 'FTO_SITE_PHOTO', 'REQUIRED', 'FTO_RECOMMEND']);
  });

  it('the lowest financial year among the bills', () => {
    expect(lowestFinYear(BILLS)).toBe('2024-2025');
    expect(lowestFinYear([{ fin_year: null }, { fin_year: '2023-2024' }])).toBe('2023-2024');
    expect(lowestFinYear([{ fin_year: null }])).toBeNull();
    expect(lowestFinYear([])).toBeNull();
  });
});
