/**
 * What the MIS parsers give back (server/src/scraper/mis/parsers) and what they refuse with.
 * Pages are described in ../shared/mis-samples/README.md and docs/mis-scraper.md.
 *
 * Conventions:
 * - Money is a decimal string in rupees with two places (`"185000.00"`), converted from lakh
 *   where the page is in lakh; `null` for an empty cell or `-` (missing is not zero).
 * - Dates are ISO `yyyy-mm-dd` (the MIS writes `dd-mm-yyyy` or `dd/mm/yyyy`); `null` when empty.
 * - Financial years are `yyyy-yyyy` (`2024-2025`).
 * - Text cells are trimmed, with runs of whitespace (and &nbsp;) collapsed to one space.
 */

export type Money = string | null;
export type IsoDate = string | null;

/** Why a page was refused. Nothing of a refused page is stored. */
export type MisFaultKind =
  /** The MIS answered a bad or stale Digest ("URL TEMPERED", also "url tampered"). */
  | 'url-tampered'
  /** An ASP.NET error page (500 "Server Error in '/netnrega' Application", 503, or a redirect to error.html). */
  | 'error-page'
  /** An UpdatePanel async answer carrying an `error` record. */
  | 'async-error'
  /** The expected table is not there, or a required column is missing or moved (names them). */
  | 'layout-changed'
  /** The table or page ends early, or a data row has a different number of cells than the header. */
  | 'truncated'
  /** A value that must have a shape does not (a work code, a code that does not nest, a date). */
  | 'bad-value'
  /** The HTTP exchange itself failed: timeout, connection reset, unexpected status. */
  | 'network';

export class MisPageError extends Error {
  constructor(
    readonly kind: MisFaultKind,
    /** The page, e.g. `dynamic_work_details.aspx`. */
    readonly page: string,
    message: string,
    /** Worth trying again (a fresh Digest, a network blip); a changed layout is not. */
    readonly retryable: boolean = kind === 'url-tampered' || kind === 'network' || kind === 'error-page' || kind === 'async-error',
  ) {
    super(`${page}: ${message}`);
    this.name = 'MisPageError';
  }
}

// ---------- dynamic_work_details.aspx ----------

/** Which column layout a dynamic work report used (README §1 and §5). */
export type DynamicLayout = 'old-20' | 'new-30' | 'drift-32';

export interface DynamicWorkRow {
  district_name: string;
  block_name: string;
  panchayat_name: string;
  work_start_fin_year: string | null;
  /** As the MIS shows it: Ongoing, Completed, Physically Completed, Suspended, ... */
  work_status: string;
  work_code: string;
  work_name: string;
  master_work_category: string | null;
  work_category: string | null;
  /** "WORK TYPE as per new work creation Module" (new layouts only). */
  work_type_new_module: string | null;
  work_type: string | null;
  agency_name: string;
  sanction_wages: Money;
  sanction_material: Money;
  /** New layouts: the "Total" sub-column; old layout: the one sanction amount (lakh -> rupees). */
  sanction_total: Money;
  paid_current_fy_wages: Money;
  paid_current_fy_material: Money;
  booked_current_fy_wages: Money;
  booked_current_fy_material: Money;
  booked_inception_wages: Money;
  booked_inception_material: Money;
  paid_inception_wages: Money;
  paid_inception_material: Money;
  /** Old layout: "Total Amount Paid Since Inception" (lakh -> rupees); new layouts: wages + material. */
  paid_inception_total: Money;
  total_mandays: number | null;
  mandays_current_fy: number | null;
  units: number | null;
  is_secure: boolean | null;
  is_convergence: boolean | null;
  started_on: IsoDate;
  physically_completed_on: IsoDate;
  beneficiary_jcn: string | null;
}

export interface DynamicWorksPage {
  layout: DynamicLayout;
  /** Header found and zero data rows (a GP with no works): not an error. */
  empty: boolean;
  rows: DynamicWorkRow[];
}

// ---------- work_register.aspx (Register IV Part A) ----------

export interface WorkRegisterRow {
  serial: number;
  work_code: string;
  work_name: string;
  /** The href of the work's Part B page exactly as written in the page (relative, Digest kept byte for byte). */
  detail_href: string | null;
  priority_no: string | null;
  ts_date: IsoDate;
  as_date: IsoDate;
  implementing_agency: string | null;
  started_on: IsoDate;
  estimated_completion_on: IsoDate;
  actual_completion_on: IsoDate;
  sanctioned_unskilled: Money;
  sanctioned_material: Money;
}

export interface WorkRegisterPage {
  rows: WorkRegisterRow[];
  /** Printed pages (one table each) the rows came from. */
  tables: number;
}

// ---------- work_register_detail.aspx (Register IV Part B) ----------

/** One row of "Material Payment Detail": the portal's material row (spec 2 §3). */
export interface MaterialBillRow {
  serial: number;
  bill_no: string;
  /** The "Voucher No." column: the material list number (`<GP>ML<6 digits>`). */
  voucher_no: string | null;
  bill_date: IsoDate;
  paid: Money;
  due: Money;
}

export interface WorkRegisterDetailPage {
  /** From the page heading ("WORK CODE/ WORK NAME : <code> / <name>"), when present. */
  work_code: string | null;
  material: MaterialBillRow[];
  /** The table's Total row, for a cross-check of the rows read. */
  material_total: { paid: Money; due: Money } | null;
}

// ---------- material_register.aspx (Register VII) ----------

export interface MaterialRegisterRow {
  serial: number;
  work_code: string;
  work_name: string;
  started_on: IsoDate;
  estimated_completion_on: IsoDate;
  bill_no: string;
  bill_date: IsoDate;
  vendor_name: string | null;
  /** From "Vendor Name and TIN" as `NAME (TIN)`, when the TIN is there. */
  vendor_tin: string | null;
  material_detail: string | null;
  /** Decimal string, e.g. "80" or "12.5". */
  quantity: string | null;
  total_price: Money;
}

export interface MaterialRegisterPage {
  /** The financial year selected in `ddl_finyr`. */
  fin_year: string | null;
  /** Every financial year the dropdown offers. */
  fin_years: string[];
  rows: MaterialRegisterRow[];
}

// ---------- FTO pages ----------

/** A GP's material FTO list (`FTO/fto_reprt_detail.aspx?...&flg=M`): the FTOs as links. */
export interface FtoListPage {
  ftos: { fto_no: string; href: string }[];
}

export interface FtoTransactionRow {
  sr_no: number;
  block_name: string | null;
  reference_no: string | null;
  transaction_date: IsoDate;
  vendor_name: string | null;
  vendor_id: string | null;
  voucher_no: string | null;
  account_holder: string | null;
  bank_code: string | null;
  ifsc: string | null;
  credit_amount_due: Money;
  credit_amount_actual: Money;
  /** As shown: Processed, Rejected, Pending, ... */
  status: string | null;
  processed_date: IsoDate;
  coop_processed_date: IsoDate;
  utr_no: string | null;
  rejection_reason: string | null;
}

export interface FtoTransactionPage {
  /** From "FTO No. : ..." (ctl00_ContentPlaceHolder1_Label1). */
  fto_no: string | null;
  rows: FtoTransactionRow[];
  total: { due: Money; actual: Money } | null;
}

// ---------- links and WebForms ----------

/** An anchor harvested from a page: text and href exactly as written. */
export interface PageLink {
  text: string;
  href: string;
}

/** The state of an ASP.NET WebForms page: its form action and every field a post-back sends. */
export interface FormState {
  /** The form's action as written (relative, with the query string). */
  action: string;
  /** Hidden fields (__VIEWSTATE, __EVENTVALIDATION, ...), selects (selected value), inputs, checked radios. */
  fields: Record<string, string>;
  /** For each select, the values it offers (to check a code is on offer before choosing it). */
  options: Record<string, string[]>;
  /** Submit buttons (name -> value): not sent unless clicked; the caller adds the one it clicks. */
  buttons?: Record<string, string>;
}

/** One record of an UpdatePanel async answer (`length|type|id|content|`). */
export interface DeltaRecord {
  type: string;
  id: string;
  content: string;
}
