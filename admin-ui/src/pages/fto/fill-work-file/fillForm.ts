import type { RoleAssignment } from '../../../providers/authApi';
import type { FtoMessageKey } from '../../../i18n/fto';
import type { ChecklistItem, MaterialAnswer, MaterialRow, PreviousRecord } from '../common/ftoApi';
import { devicePositionsField, type DevicePosition } from '../photo-evidence/devicePosition';
import type { RecordEvidence } from '../photo-evidence/evidenceTypes';

/**
 * The Fill Work File form as data (spec 2 §3, §5; docs/fto-api.md submitFullVerification): its
 * state, the prefill from the previous record, the checks of §5 in the server's order, and the
 * multipart body. Pure functions, so the dialog only renders and wires events.
 */
export type CheckChoice = 'Satisfactory' | 'Unsatisfactory' | 'Not Applicable';
export const CHECK_CHOICES: readonly CheckChoice[] = ['Satisfactory', 'Unsatisfactory', 'Not Applicable'];

export const SITE_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
export type SiteQuestion = (typeof SITE_QUESTIONS)[number];
export type SiteAnswer = 'Y' | 'N';
export type Recommendation = 'Yes' | 'No' | '';

export const MATERIAL_FIELDS = ['mbNo', 'pageNo', 'mbDate', 'checkMeasurementDate', 'recommendation'] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

export interface MaterialEntry {
  mbNo: string;
  pageNo: string;
  mbDate: string;
  checkMeasurementDate: string;
  recommendation: boolean | null;
}

export interface FillState {
  selectedCB: Record<string, CheckChoice>;
  remarkValues: Record<string, string>;
  inputValues: Record<string, string>;
  /** Images chosen in this dialog, by checklist item id. */
  images: Record<string, File>;
  /** By bill number. */
  entries: Record<string, MaterialEntry>;
  answers: Partial<Record<SiteQuestion, SiteAnswer>>;
  recommendation: Recommendation;
  /** Why the work is not recommended for payment (with recommendation No; kept in the draft with the rest). */
  reason: string;
  sitePhoto: File | null;
  /**
   * What the device reported when each photo of this dialog was taken, by its multipart field
   * name (`sitePhoto`, `image_{itemId}`); kept in the draft with the photos (issue 27).
   */
  positions: Record<string, DevicePosition>;
  /**
   * The record the form was filled from (issue 41), kept in the draft with it: what the officer's
   * own entries are told apart from when that record is replaced, and the level below's record a
   * submission names as reviewed. Null in a draft kept before it existed.
   */
  basis: Basis | null;
}

/** The answers a record prefills: what `rebase` compares. */
export type RecordAnswers = Pick<FillState, 'selectedCB' | 'remarkValues' | 'inputValues' | 'entries' | 'answers'>;

export interface Basis {
  /** The record the form was prefilled from (this level's own or the level below's); null when there was none. */
  recordId: number | null;
  /** The level below's current record at that time: sent as `reviewedRecordId` (null at level 1). */
  reviewedId: number | null;
  /** What that record prefilled. */
  answers: RecordAnswers;
}

/** The multipart field name of a checklist item's image. */
export const imageField = (itemId: string | number) => `image_${itemId}`;
export const SITE_PHOTO_FIELD = 'sitePhoto';

/** The longest reason the server takes (docs/fto-api.md). */
export const REASON_MAX = 1000;

export interface Prefill {
  state: FillState;
  record: PreviousRecord | null;
  /** The record is this level's own in this cycle: the server keeps its images when none is sent again. */
  own: boolean;
  recordLevel: number | null;
  /** Stored image paths of the record, by checklist item id. */
  previousImages: Record<string, string>;
  previousPhoto: string | null;
  /** The record's answer to the payment question, and its reason when it did not recommend the work. */
  previousRecommendation: 'Yes' | 'No' | null;
  previousReason: string | null;
  /** The previous record's photo evidence (issue 27), when the server has it. */
  evidence: RecordEvidence | null;
}

const flag = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toUpperCase() === 'Y';
export const hasChoices = (item: ChecklistItem) => flag(item.CB);
/** Spec 2 §9: Not Applicable only where CB_C is 3. */
export const allowsNotApplicable = (item: ChecklistItem) => Number(item.CB_C) === 3;
export const hasInput = (item: ChecklistItem) => flag(item.INP);
export const hasRemark = (item: ChecklistItem) => flag(item.Remark);
export const hasImage = (item: ChecklistItem) => flag(item.imgages);

export const choicesOf = (item: ChecklistItem): CheckChoice[] =>
  allowsNotApplicable(item) ? [...CHECK_CHOICES] : CHECK_CHOICES.filter((c) => c !== 'Not Applicable');

export const emptyEntry = (): MaterialEntry => ({ mbNo: '', pageNo: '', mbDate: '', checkMeasurementDate: '', recommendation: null });

const emptyState = (): FillState => ({
  selectedCB: {},
  remarkValues: {},
  inputValues: {},
  images: {},
  entries: {},
  answers: {},
  recommendation: '',
  reason: '',
  sitePhoto: null,
  positions: {},
  basis: null,
});

/** A draft kept before a field existed gets that field's empty value. */
export const withDefaults = (kept: FillState): FillState => ({ ...emptyState(), ...kept });

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const strings = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(record(value))) if (typeof v === 'string' || typeof v === 'number') out[key] = String(v);
  return out;
};

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const isoDay = (value: unknown) => /^\d{4}-\d{2}-\d{2}/.exec(text(value))?.[0] ?? '';

/** 'Level2', '2' or 2 -> 2. */
export const levelNumber = (value: unknown): number | null => {
  const n = Number(String(value ?? '').replace(/\D/g, ''));
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
};

/**
 * The form as the previous record left it (spec 2 §2: the previous record prefilled). The
 * payment recommendation is the officer's own decision, so it is carried over only from this
 * level's own record, never from the level below.
 */
export function prefillFrom(previous: PreviousRecord | null, ownLevel: number | null): Prefill {
  const state = emptyState();
  const recordLevel = previous ? levelNumber(previous.level) : null;
  const own = previous !== null && recordLevel !== null && recordLevel === ownLevel;
  if (!previous) {
    state.basis = { recordId: null, reviewedId: null, answers: answersOf(state) };
    return {
      state,
      record: null,
      own: false,
      recordLevel: null,
      previousImages: {},
      previousPhoto: null,
      previousRecommendation: null,
      previousReason: null,
      evidence: null,
    };
  }

  const checkList = record(parseJson(previous.check_list));
  for (const [id, stored] of Object.entries(strings(checkList.selectedCB))) {
    // The old spelling "Un Satisfactory" is read as "Unsatisfactory", the one spelling written.
    const choice = /^un\s+satisfactory$/i.test(stored.trim()) ? 'Unsatisfactory' : stored;
    if ((CHECK_CHOICES as readonly string[]).includes(choice)) state.selectedCB[id] = choice as CheckChoice;
  }
  state.remarkValues = strings(checkList.remarkValues);
  state.inputValues = strings(checkList.inputValues);

  const material = parseJson(previous.material);
  for (const row of Array.isArray(material) ? material : []) {
    const r = record(row);
    const billNo = text(r.billNo);
    if (!billNo) continue;
    state.entries[billNo] = {
      mbNo: text(r.mbNo),
      pageNo: text(r.pageNo),
      mbDate: isoDay(r.mbDate),
      checkMeasurementDate: isoDay(r.checkMeasurementDate),
      recommendation:
        r.recommendation === true || r.recommendation === 'true'
          ? true
          : r.recommendation === false || r.recommendation === 'false'
            ? false
            : null,
    };
  }

  const site = record(parseJson(previous.sitedetails));
  const answers = record(site.answers);
  for (const q of SITE_QUESTIONS) if (answers[q] === 'Y' || answers[q] === 'N') state.answers[q] = answers[q];
  const recommendation = site.recommendation ?? answers.recommendation;
  if (own && (recommendation === 'Yes' || recommendation === 'No')) state.recommendation = recommendation;
  const reason = recommendation === 'No' ? text(site.reason) : '';
  if (own && reason) state.reason = reason;
  state.basis = { recordId: previous.id, reviewedId: previous.below_record_id ?? null, answers: answersOf(state) };

  return {
    state,
    record: previous,
    own,
    recordLevel,
    previousImages: strings(checkList.images),
    previousPhoto: typeof site.photo === 'string' && site.photo !== '' ? site.photo : null,
    previousRecommendation: recommendation === 'Yes' || recommendation === 'No' ? recommendation : null,
    previousReason: recommendation === 'No' ? reason : null,
    evidence: previous.evidence ?? null,
  };
}

const answersOf = (state: FillState): RecordAnswers => ({
  selectedCB: { ...state.selectedCB },
  remarkValues: { ...state.remarkValues },
  inputValues: { ...state.inputValues },
  entries: Object.fromEntries(Object.entries(state.entries).map(([bill, entry]) => [bill, { ...entry }])),
  answers: { ...state.answers },
});

/** Per key: the officer's value where it differs from the base (an entry of his own), else the new record's. */
function merged<V>(base: Record<string, V>, mine: Record<string, V>, theirs: Record<string, V>, same: (a?: V, b?: V) => boolean) {
  const out: Record<string, V> = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
    const value = same(mine[key], base[key]) ? theirs[key] : mine[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const sameEntry = (a?: MaterialEntry, b?: MaterialEntry) =>
  MATERIAL_FIELDS.every((field) => (a ?? emptyEntry())[field] === (b ?? emptyEntry())[field]);

/**
 * The officer's draft carried over to a new record of the file (issue 41: the level below filed
 * again after the dialog opened): every answer he left as the old record had it takes the new
 * record's value, every answer he changed stays his (a bill's entries field by field); his
 * photos, positions and payment decision stay as they are. `fresh` is the new record's prefill
 * (with its basis, which the result takes).
 */
export function rebase(mine: FillState, fresh: FillState): FillState {
  const base = mine.basis?.answers;
  if (!base) return { ...mine, basis: fresh.basis };
  const theirs = fresh.basis?.answers ?? answersOf(fresh);
  const same = <V>(a?: V, b?: V) => a === b;
  const bills = merged(base.entries, mine.entries, theirs.entries, sameEntry);
  for (const bill of Object.keys(bills)) {
    const [b, m, t] = [base.entries[bill], mine.entries[bill], theirs.entries[bill]];
    if (b && m && t) {
      bills[bill] = Object.fromEntries(MATERIAL_FIELDS.map((f) => [f, m[f] === b[f] ? t[f] : m[f]])) as unknown as MaterialEntry;
    }
  }
  return {
    ...mine,
    selectedCB: merged(base.selectedCB, mine.selectedCB, theirs.selectedCB, same),
    remarkValues: merged(base.remarkValues, mine.remarkValues, theirs.remarkValues, same),
    inputValues: merged(base.inputValues, mine.inputValues, theirs.inputValues, same),
    entries: bills,
    answers: merged(base.answers, mine.answers, theirs.answers, same),
    basis: fresh.basis,
  };
}

/** Spec 2 §5: a bill date's financial year runs April to March. */
export function financialYearOf(date: string): string {
  const iso = /^(\d{4})-(\d{2})/.exec(date);
  const dmy = /^\d{2}\/(\d{2})\/(\d{4})$/.exec(date);
  const year = Number(iso?.[1] ?? dmy?.[2]);
  const month = Number(iso?.[2] ?? dmy?.[1]);
  if (!year || !month) return '';
  return month >= 4 ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}

/** Spec 2 §5: only the bills of the lowest financial year are shown and submitted. */
export function lowestYearRows(material: MaterialAnswer): { year: string | null; rows: MaterialRow[]; others: number } {
  const yearOf = (row: MaterialRow) => row.fin_year || financialYearOf(row.billDate ?? '');
  const years = material.rows.map(yearOf).filter((y) => y !== '');
  const year = material.lowest_fin_year ?? (years.length > 0 ? [...years].sort()[0] : null);
  const rows = year === null ? [] : material.rows.filter((row) => yearOf(row) === year);
  return { year, rows, others: material.rows.length - rows.length };
}

const amount = (value: string | number | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** Spec 2 §5 Material validity (controls Submit): a material list, and a paid or due amount, on every bill. */
export const materialValid = (rows: readonly MaterialRow[]) =>
  rows.every((row) => (row.materialList ?? '').trim() !== '' && (amount(row.paidAmount) !== 0 || amount(row.dueAmount) !== 0));

export type FieldErrors = Record<string, FtoMessageKey>;

/** The image an item has: one chosen now, or (own record only) the one the server keeps. */
const hasAnImage = (item: ChecklistItem, state: FillState, prefill: Prefill) =>
  !!state.images[item.id] || (prefill.own && !!prefill.previousImages[item.id]);

/** Spec 2 §5 Verification form, checklist: option, remark when Unsatisfactory, image when Satisfactory. */
export function checklistErrors(items: readonly ChecklistItem[], state: FillState, prefill: Prefill): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const choice = state.selectedCB[item.id];
    if (hasChoices(item) && !choice) errors[`checklist_${item.id}`] = 'fto.fill.checklist.selectOption';
    if (choice === 'Unsatisfactory' && hasRemark(item) && !(state.remarkValues[item.id] ?? '').trim()) {
      errors[`remark_${item.id}`] = 'fto.fill.checklist.remarkRequired';
    }
    if (choice === 'Satisfactory' && hasImage(item) && !hasAnImage(item, state, prefill))
      errors[`image_${item.id}`] = 'fto.fill.checklist.uploadImage';
  }
  return errors;
}

/** Spec 2 §5 Material rows: every entry field of every shown bill is required. */
export function materialErrors(rows: readonly MaterialRow[], state: FillState): FieldErrors {
  const errors: FieldErrors = {};
  for (const row of rows) {
    const entry = state.entries[row.billNo] ?? emptyEntry();
    for (const field of MATERIAL_FIELDS) {
      const value = entry[field];
      if (field === 'recommendation' ? value === null : String(value).trim() === '') {
        errors[`material_${row.billNo}_${field}`] = 'fto.fill.material.required';
      }
    }
  }
  return errors;
}

export const siteAnswered = (state: FillState) => SITE_QUESTIONS.every((q) => state.answers[q] === 'Y' || state.answers[q] === 'N');
export const hasSitePhoto = (state: FillState, prefill: Prefill) => !!state.sitePhoto || (prefill.own && !!prefill.previousPhoto);

/** What the hint under Submit names as still missing, in the form's order. */
export type Missing =
  | { key: 'checklist'; n: number }
  | { key: 'material'; n: number }
  | { key: 'site' }
  | { key: 'photo' }
  | { key: 'ftoLoading' }
  | { key: 'recommendation' }
  | { key: 'materialInvalid' }
  | { key: 'ftoFailed' }
  | { key: 'reason' };

/**
 * Everything the form still needs before the server can accept it (the checks of §5 as the
 * client can run them). Recommending the work needs valid material data and passing FTO checks
 * (spec 2 §4); not recommending it needs a reason instead.
 */
export function missingParts(args: {
  items: readonly ChecklistItem[];
  rows: readonly MaterialRow[];
  state: FillState;
  prefill: Prefill;
  materialValid: boolean;
  ftoLoading: boolean;
  ftoClear: boolean;
}): Missing[] {
  const { items, rows, state, prefill } = args;
  const missing: Missing[] = [];
  const checklist = new Set(Object.keys(checklistErrors(items, state, prefill)).map((key) => key.replace(/^\w+_/, ''))).size;
  if (checklist > 0) missing.push({ key: 'checklist', n: checklist });
  const bills = rows.filter((row) => Object.keys(materialErrors([row], state)).length > 0).length;
  if (bills > 0) missing.push({ key: 'material', n: bills });
  if (!siteAnswered(state)) missing.push({ key: 'site' });
  if (!hasSitePhoto(state, prefill)) missing.push({ key: 'photo' });
  if (state.recommendation === 'No') {
    if (!state.reason.trim()) missing.push({ key: 'reason' });
  } else if (args.ftoLoading) {
    missing.push({ key: 'ftoLoading' });
  } else if (!args.ftoClear) {
    missing.push({ key: 'ftoFailed' });
  } else {
    if (state.recommendation === '') missing.push({ key: 'recommendation' });
    if (!args.materialValid) missing.push({ key: 'materialInvalid' });
  }
  return missing;
}

/** The multipart body of `submitFullVerification` (docs/fto-api.md). */
export function submissionBody(args: {
  workCode: string;
  currentRole: RoleAssignment | null;
  items: readonly ChecklistItem[];
  rows: readonly MaterialRow[];
  state: FillState;
}): FormData {
  const { workCode, currentRole, items, rows, state } = args;
  const ids = new Set(items.map((item) => String(item.id)));
  const only = <T>(values: Record<string, T>) => Object.fromEntries(Object.entries(values).filter(([id]) => ids.has(id)));
  const body = new FormData();
  body.append('workCode', workCode);
  if (currentRole) body.append('currentRole', JSON.stringify(currentRole));
  // Level 2 and above name the level below's record they reviewed (issue 41); the server refuses
  // the file when that level has filed a newer one since. Before the files: the server reads it first.
  if (state.basis?.reviewedId != null) body.append('reviewedRecordId', String(state.basis.reviewedId));
  body.append(
    'checkList',
    JSON.stringify({ selectedCB: only(state.selectedCB), remarkValues: only(state.remarkValues), inputValues: only(state.inputValues) }),
  );
  body.append(
    'material',
    JSON.stringify(
      rows.map((row) => {
        const entry = state.entries[row.billNo] ?? emptyEntry();
        return {
          slNo: row.slNo,
          billNo: row.billNo,
          materialList: row.materialList,
          billDate: row.billDate,
          paidAmount: row.paidAmount,
          dueAmount: row.dueAmount,
          mbNo: entry.mbNo.trim(),
          pageNo: entry.pageNo.trim(),
          mbDate: entry.mbDate,
          checkMeasurementDate: entry.checkMeasurementDate,
          recommendation: entry.recommendation,
        };
      }),
    ),
  );
  body.append(
    'siteAnswers',
    JSON.stringify({
      ...state.answers,
      recommendation: state.recommendation,
      ...(state.recommendation === 'No' ? { reason: state.reason.trim() } : {}),
    }),
  );
  const files: [string, File][] = [];
  if (state.sitePhoto) files.push([SITE_PHOTO_FIELD, state.sitePhoto]);
  for (const item of items) {
    const file = state.images[item.id];
    if (file && hasImage(item)) files.push([imageField(item.id), file]);
  }
  // Issue 27: the device's positions of the files sent, before the files (the server reads the
  // multipart stream in order, so the text field must come first).
  const positions = Object.fromEntries(files.flatMap(([field]) => (state.positions?.[field] ? [[field, state.positions[field]]] : [])));
  if (Object.keys(positions).length > 0) body.append('devicePositions', devicePositionsField(positions));
  for (const [field, file] of files) body.append(field, file);
  return body;
}

/** Spec 2 §3: the upload control takes images only (the server checks the content again). */
export const ACCEPTED_IMAGES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const isAcceptedImage = (file: File) => (ACCEPTED_IMAGES as readonly string[]).includes(file.type);
