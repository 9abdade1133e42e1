import type { Scope } from '../common/auth/scope.js';

/**
 * Which works an FTO verification officer sees (docs/fto-verification.md, "Sampling"): the
 * works of the given agencies and financial years inside the scopes, and of those exactly
 * ceil(N x `percentage` / 100), spread over the (panchayat, agency, financial year) groups by
 * largest remainder and drawn in each group by md5(seed || work code) (verification-draw.ts).
 * Works in `keep` are always listed.
 */
export interface VerificationQuery {
  scopes: Scope[];
  agencies: string[];
  finYears: string[];
  /** The draw's seed: the same seed gives the same works on every request and replica. */
  seed: string;
  percentage: number;
  /** Draw only among these works (level n > 1: the works submitted at level n-1). */
  among?: string[];
  /** Always listed (already filed at this level in this cycle). */
  keep?: string[];
  /** Narrow the answer after the draw (the draw is over the whole jurisdiction). */
  agency?: string;
  year?: string;
  workCodes?: string[];
}

/** Level 1 summary cell (spec 2 §3 Level 1 summary work). */
export interface AgencyYearCount {
  agency_name: string;
  /** The agency's Kannada name (null where none). */
  agency_name_kn: string | null;
  work_start_fin_year: string;
  total_works: number;
}

/** A work of the works list (spec 2 §3 Works list row) with the derived figures of docs/fto-verification.md. */
export interface VerificationWork {
  work_code: string;
  work_name: string;
  wrkreg_link: string | null;
  booked_inception_wages: string | null;
  paid_inception_wages: string | null;
  booked_inception_material: string | null;
  paid_inception_material: string | null;
  sanction_wages: string | null;
  sanction_material: string | null;
  sanction_total: string | null;
  work_status: string;
  district_code: string;
  block_code: string;
  panchayat_code: string;
  district_name: string;
  block_name: string;
  panchayat_name: string;
  agency_name: string;
  work_start_fin_year: string | null;
  /** Kannada names from the location master and the agencies (null where there is none). */
  district_name_kn: string | null;
  block_name_kn: string | null;
  panchayat_name_kn: string | null;
  agency_name_kn: string | null;
  anticipated_wage: string | null;
  anticipated_material: string | null;
  total_anticipated: string;
  percent_so_far: string | null;
  ratio_of_estimate: number | null;
  ratio_of_expenditure_booked: number | null;
  total_estimated: string | null;
  total_expenditure: string;
  percent_of_expenditure: string | null;
}

/** A transaction of an FTO that pays a bill of the work (or another work: the FTO's other rows). */
export interface FtoTransactionOfBill {
  fto_no: string;
  fin_year: string;
  sr_no: number;
  block_name: string | null;
  voucher_no: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
  status: string | null;
  credit_amount_actual: string | null;
  utr_no: string | null;
  /** The bill the voucher belongs to, when the mirror has it (any work of the panchayat). */
  work_code: string | null;
  bill_no: string | null;
  bill_date: string | null;
}
