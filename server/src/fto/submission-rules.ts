import { isIsoDate, isNoSuchDate } from '../common/time/financial-year.js';
import type { WorkBill } from '../scraper/scraper-read.service.js';
import type { ChecklistItem } from './entities/checklist-item.entity.js';
import type { VerifiedMaterialRow } from './entities/verification.entity.js';
import { type MessageCode, type MessageRef, msg, type Msg } from '../common/messages/index.js';

export const CHOICES = ['Satisfactory', 'Unsatisfactory', 'Not Applicable'] as const;

/**
 * A checklist answer as stored: the old client's spelling "Un Satisfactory" is read as
 * "Unsatisfactory" (the one spelling written), so older drafts and records stay valid.
 */
export function checklistAnswer(value: unknown): unknown {
  return typeof value === 'string' && /^un\s+satisfactory$/i.test(value.trim()) ? 'Unsatisfactory' : value;
}
export type Choice = (typeof CHOICES)[number];
export const SITE_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

export const MSG = {
  selectOption: 'FTO_SELECT_OPTION',
  remarkRequired: 'FTO_REMARK_REQUIRED',
  imageRequired: 'FTO_IMAGE_REQUIRED',
  required: 'REQUIRED',
  lowestYearOnly: 'FTO_LOWEST_YEAR_ONLY',
  materialValidity: 'FTO_MATERIAL_VALIDITY',
  allQuestions: 'FTO_ALL_QUESTIONS',
  sitePhoto: 'FTO_SITE_PHOTO',
  recommend: 'FTO_RECOMMEND',
  reasonRequired: 'FTO_REASON_REQUIRED',
  reasonTooLong: 'FTO_REASON_TOO_LONG',
} as const satisfies Record<string, MessageCode>;

/** The longest reason for not recommending a work (the checklist's remark limit). */
export const REASON_MAX = 1000;

/** The verification form as the client sends it (spec-decisions: checklist and site answer values). */
export interface SubmissionInput {
  checkList: { selectedCB?: unknown; remarkValues?: unknown; inputValues?: unknown };
  material: unknown;
  siteAnswers: Record<string, unknown>;
}

export interface SubmissionFacts {
  items: ChecklistItem[];
  /** Every bill of the work in the mirror. */
  bills: WorkBill[];
  /** Item ids with an image: uploaded now, or kept from the level's current record. */
  imageItems: Set<number>;
  hasSitePhoto: boolean;
  ftoErrors: Msg[];
  today: string;
}

export interface CheckedSubmission {
  selectedCB: Record<string, Choice>;
  remarkValues: Record<string, string>;
  inputValues: Record<string, string>;
  material: VerifiedMaterialRow[];
  answers: Record<(typeof SITE_QUESTIONS)[number], 'Y' | 'N'>;
  /** The answer to "Do you recommend this work for payment?". */
  recommendation: 'Yes' | 'No';
  /** Why the work is not recommended (only with `recommendation: 'No'`). */
  reason: string | null;
  /** 1 when every answer is Satisfactory or Not Applicable and every site answer Y. */
  status: 0 | 1;
}

export type SubmissionResult = { ok: true; value: CheckedSubmission } | { ok: false; message: MessageRef; field: string };

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The financial year whose bills are verified: the lowest one among the work's bills (spec 2 §5). */
export function lowestFinYear(bills: Pick<WorkBill, 'fin_year'>[]): string | null {
  const years = bills.map((b) => b.fin_year).filter((y): y is string => !!y);
  return years.length ? years.sort()[0] : null;
}

/**
 * Every rule of spec 2 §5 for a work file, in the form's order (checklist, material rows,
 * material validity, site, FTO cross-checks, recommendation); the first failing rule is the answer.
 * A file that does not recommend the work for payment ("No", with its reason) is the record of a
 * problem the officer found: it skips the two gates that only concern paying (material validity
 * and the FTO cross-checks, docs/fto-verification.md), and needs the reason instead.
 * Bill facts come from the mirror, never from the client: the client's rows carry the officer's
 * entries (mbNo, pageNo, mbDate, checkMeasurementDate, recommendation) per bill.
 */
export function checkSubmission(input: SubmissionInput, facts: SubmissionFacts): SubmissionResult {
  const fail = (field: string, message: MessageRef): SubmissionResult => ({ ok: false, field, message });
  const selected = record(input.checkList.selectedCB);
  const remarks = record(input.checkList.remarkValues);
  const inputs = record(input.checkList.inputValues);
  const itemIds = new Set(facts.items.map((i) => String(i.id)));
  for (const id of [...Object.keys(selected), ...Object.keys(remarks), ...Object.keys(inputs)]) {
    if (!itemIds.has(id)) return fail(`checklist_${id}`, msg('FTO_CHECKLIST_ITEM_UNUSED', { id }));
  }
  const selectedCB: Record<string, Choice> = {};
  const remarkValues: Record<string, string> = {};
  const inputValues: Record<string, string> = {};
  let allSatisfactory = true;
  for (const item of [...facts.items].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)) {
    const id = String(item.id);
    const remark = text(remarks[id]);
    const value = text(inputs[id]);
    if (remark.length > 1000) return fail(`checklist_${id}`, 'FTO_REMARK_TOO_LONG');
    if (value.length > 300) return fail(`checklist_${id}`, 'FTO_ENTRY_TOO_LONG');
    if (remark) remarkValues[id] = remark;
    if (value && item.INP === 'Y') inputValues[id] = value;
    if (item.CB !== 'Y') continue;
    const answer = checklistAnswer(selected[id]);
    const allowed: readonly string[] = item.CB_C === 3 ? CHOICES : CHOICES.slice(0, 2);
    if (typeof answer !== 'string' || !allowed.includes(answer)) return fail(`checklist_${id}`, MSG.selectOption);
    if (answer === 'Unsatisfactory' && item.Remark === 'Y' && !remark) return fail(`checklist_${id}`, MSG.remarkRequired);
    if (answer === 'Satisfactory' && item.imgages === 'Y' && !facts.imageItems.has(item.id)) {
      return fail(`checklist_${id}`, MSG.imageRequired);
    }
    selectedCB[id] = answer as Choice;
    if (answer === 'Unsatisfactory') allSatisfactory = false;
  }

  const site = record(input.siteAnswers);
  const notRecommended = site.recommendation === 'No';
  const material = checkMaterial(input.material, facts, !notRecommended);
  if (!material.ok) return material;

  const answers = {} as CheckedSubmission['answers'];
  for (const q of SITE_QUESTIONS) {
    if (site[q] !== 'Y' && site[q] !== 'N') return fail('siteAnswers', MSG.allQuestions);
    answers[q] = site[q];
    if (site[q] === 'N') allSatisfactory = false;
  }
  if (!facts.hasSitePhoto) return fail('sitePhoto', MSG.sitePhoto);
  let reason: string | null = null;
  if (notRecommended) {
    reason = text(site.reason);
    if (!reason) return fail('reason', MSG.reasonRequired);
    if (reason.length > REASON_MAX) return fail('reason', MSG.reasonTooLong);
  } else {
    if (facts.ftoErrors.length) return fail('fto', facts.ftoErrors[0]);
    if (site.recommendation !== 'Yes') return fail('recommendation', MSG.recommend);
  }

  return {
    ok: true,
    value: {
      selectedCB,
      remarkValues,
      inputValues,
      material: material.rows,
      answers,
      recommendation: notRecommended ? 'No' : 'Yes',
      reason,
      status: allSatisfactory ? 1 : 0,
    },
  };
}

type MaterialResult = { ok: true; rows: VerifiedMaterialRow[] } | { ok: false; message: MessageRef; field: string };

/** The officer's entries per bill; with `forPayment`, also the material validity that gates a recommendation. */
function checkMaterial(raw: unknown, facts: SubmissionFacts, forPayment: boolean): MaterialResult {
  const fail = (field: string, message: MessageRef): MaterialResult => ({ ok: false, field, message });
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) return fail('material', 'FTO_MATERIAL_NOT_LIST');
  const submitted = ((raw as unknown[] | null | undefined) ?? []).map(record);
  const lowest = lowestFinYear(facts.bills);
  const shown = facts.bills.filter((b) => b.fin_year !== null && b.fin_year === lowest);
  const billOf = (row: Record<string, unknown>) => {
    const list = text(row.materialList);
    const no = text(row.billNo);
    return facts.bills.find((b) => (list && b.voucher_no === list) || (!list && b.bill_no === no));
  };
  const entries = new Map<WorkBill, Record<string, unknown>>();
  for (const row of submitted) {
    const bill = billOf(row);
    if (!bill) return fail('material', msg('FTO_MATERIAL_ROW_UNKNOWN', { row: text(row.billNo) || text(row.materialList) || '?' }));
    if (bill.fin_year !== lowest) return fail(`material_${bill.bill_no}`, MSG.lowestYearOnly);
    entries.set(bill, row);
  }
  const rows: VerifiedMaterialRow[] = [];
  for (const bill of shown) {
    const entry = entries.get(bill) ?? {};
    const field = (name: string) => `material_${bill.bill_no}_${name}`;
    for (const name of ['mbNo', 'pageNo'] as const) {
      const value = text(entry[name]);
      if (!value) return fail(field(name), MSG.required);
      if (value.length > 50) return fail(field(name), msg('FTO_FIELD_TOO_LONG', { name }));
    }
    for (const name of ['mbDate', 'checkMeasurementDate'] as const) {
      const value = entry[name];
      if (value === undefined || value === null || value === '') return fail(field(name), MSG.required);
      if (isNoSuchDate(value)) return fail(field(name), 'NO_SUCH_DATE');
      if (!isIsoDate(value)) return fail(field(name), 'DATE_ENTER_VALID');
      if (value > facts.today) return fail(field(name), 'DATE_IN_FUTURE');
    }
    if (typeof entry.recommendation !== 'boolean') return fail(field('recommendation'), MSG.required);
    rows.push({
      slNo: bill.serial,
      billNo: bill.bill_no,
      materialList: bill.voucher_no,
      billDate: bill.bill_date,
      fin_year: bill.fin_year,
      paidAmount: bill.paid,
      dueAmount: bill.due,
      mbNo: text(entry.mbNo),
      pageNo: text(entry.pageNo),
      mbDate: entry.mbDate as string,
      checkMeasurementDate: entry.checkMeasurementDate as string,
      recommendation: entry.recommendation,
    });
  }
  if (!forPayment) return { ok: true, rows };
  for (const bill of shown) {
    const zero = (v: string | null) => v === null || Number(v) === 0;
    if (!bill.voucher_no || (zero(bill.paid) && zero(bill.due))) return fail(`material_${bill.bill_no}`, MSG.materialValidity);
  }
  return { ok: true, rows };
}
