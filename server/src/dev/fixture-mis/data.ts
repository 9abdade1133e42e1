/**
 * The fixture MIS's data: a seeded, deterministic generator per panchayat (derived from the seed and
 * the panchayat code only, so a GP's data is the same whichever other GPs are listed) and the ground
 * truth tests compare the parsers' output with.
 *
 * Money is kept in paise (integers) while generating and exposed as the parsers' Money strings
 * (`"28800.00"`); dates as ISO `yyyy-mm-dd`; financial years as `yyyy-yyyy`.
 */
import type { PanchayatPlace } from '../../locations/locations.service.js';
import { WORK_AMOUNT_COLUMNS } from '../../scraper/work-amount-columns.js';
import type {
  DynamicLayout,
  DynamicWorkRow,
  FtoTransactionRow,
  MaterialBillRow,
  MaterialRegisterRow,
  WorkRegisterRow,
} from '../../scraper/mis/types.js';
import {
  Rng,
  addDays,
  dateBetween,
  dayOfYear,
  daysBetween,
  ddmmyy,
  finYearOf,
  fyEnd,
  fyStart,
  hashString,
  isoOf,
  lakhRounded,
  maxDate,
  minDate,
  money,
  previousFinYear,
  toPaise,
} from './util.js';

/** A panchayat the fixture serves: codes and names as the location master has them. */
export type FixturePanchayat = PanchayatPlace;

export const AGENCIES = [
  'Gram Panchayat',
  'Agriculture',
  'Horticulture',
  'Sericulture',
  'Social Forest',
  'Territorial Forest',
  'R.D. Deptt. (PRED)',
  'Fisheries',
  'Watershed',
] as const;

export const WORK_STATUSES = ['Ongoing', 'Completed', 'Physically Completed', 'Suspended'] as const;

/** Work status codes of the dynamic report's Ddlwork_status (README §1). */
export const STATUS_CODES: Record<string, string> = { '03': 'Ongoing', '05': 'Completed', '06': 'Physically Completed' };

/** One bill's fate in the FTO flow. */
export type BillState = 'processed' | 'rejected' | 'pending' | 'not-generated' | 'missing-from-fto';

interface Category {
  code: string;
  name: string;
  master: string;
  weight: number;
  /** Sanction total range in thousands of rupees. */
  sanction: [number, number];
  /** Wage share range (percent). */
  wages: [number, number];
  wageOnly: number;
  agencies: string[];
  names: string[];
  types: [string, string][];
  materials: string[];
}

const CAT_A = 'Category A: Public Works Relating to Natural Resources Management';
const CAT_B = 'Category B: Community or Individual Assets for Vulnerable Sections';
const CAT_D = 'Category D: Rural Infrastructure';

export const CATEGORIES: Category[] = [
  {
    code: 'IF',
    name: 'Works on Individuals Land (Category IV)',
    master: CAT_B,
    weight: 24,
    sanction: [40, 300],
    wages: [55, 90],
    wageOnly: 0.2,
    agencies: ['Horticulture', 'Agriculture', 'Sericulture'],
    names: [
      'Construction of Farm Pond in Sy No {sy}',
      'Construction of Cattle Shed for {person}',
      'Horticulture Plantation (Mango) in Sy No {sy}',
      'Mulberry Plantation in Sy No {sy}',
      'Construction of Goat Shed for {person}',
    ],
    types: [
      ['Farm Pond', 'Farm Pond'],
      ['Cattle Shed', 'Cattle Shelter'],
      ['Horticulture Plantation', 'Plantation'],
      ['Goat Shelter', 'Goat Shelter'],
    ],
    materials: ['Cement', 'Sand', 'Stone Jelly 20mm', 'Bricks', 'Saplings'],
  },
  {
    code: 'WC',
    name: 'Water Conservation and Water Harvesting',
    master: CAT_A,
    weight: 12,
    sanction: [100, 800],
    wages: [70, 95],
    wageOnly: 0.3,
    agencies: ['Watershed', 'Agriculture'],
    names: [
      'Renovation of Community Tank (Kalyani) at {village}',
      'Construction of Check Dam near {village} Halla',
      'Desilting of {village} Kere',
      'Construction of Recharge Pit at {village} Gomala',
    ],
    types: [
      ['Renovation of Traditional Water Bodies', 'Desilting'],
      ['Check Dam', 'Check Dam'],
      ['Recharge Pit', 'Recharge Pit'],
    ],
    materials: ['Cement', 'Stone Jelly 40mm', 'Size Stone', 'Sand'],
  },
  {
    code: 'LD',
    name: 'Land Development',
    master: CAT_B,
    weight: 10,
    sanction: [40, 200],
    wages: [80, 95],
    wageOnly: 0.3,
    agencies: ['Agriculture', 'Watershed'],
    names: ['Field Bunding Works in Sy No {sy}', 'Land Levelling in Sy No {sy}', 'Stone Bunding in Sy No {sy}'],
    types: [
      ['Field Bunding', 'Bunding'],
      ['Land Levelling', 'Land Levelling'],
    ],
    materials: ['Size Stone', 'Murrum'],
  },
  {
    code: 'RC',
    name: 'Rural Connectivity',
    master: CAT_D,
    weight: 10,
    sanction: [200, 1000],
    wages: [30, 50],
    wageOnly: 0,
    agencies: ['R.D. Deptt. (PRED)'],
    names: [
      'CC Road from Main Road to Anganwadi Centre at {village}',
      'Gravel Road from {village} to Cremation Ground',
      'CC Road in {village} SC Colony',
    ],
    types: [
      ['Cement Concrete Road', 'CC Road'],
      ['Gravel Road', 'Gravel Road'],
    ],
    materials: ['Cement', 'Stone Jelly 20mm', 'Sand', 'Steel', 'Murrum'],
  },
  {
    code: 'DP',
    name: 'Drought Proofing',
    master: CAT_A,
    weight: 8,
    sanction: [30, 200],
    wages: [65, 90],
    wageOnly: 0.25,
    agencies: ['Social Forest', 'Territorial Forest'],
    names: [
      'Avenue Plantation along {village}-{village2} Road',
      'Block Plantation at Gomala Sy No {sy}',
      'Plantation in School Premises at {village}',
    ],
    types: [
      ['Avenue Plantation', 'Plantation'],
      ['Block Plantation', 'Plantation'],
    ],
    materials: ['Saplings', 'Tree Guards', 'Farm Yard Manure'],
  },
  {
    code: 'FP',
    name: 'Flood Control and Protection',
    master: CAT_A,
    weight: 5,
    sanction: [100, 500],
    wages: [50, 80],
    wageOnly: 0,
    agencies: ['R.D. Deptt. (PRED)', 'Watershed'],
    names: ['Construction of Drain at {village} SC Colony', 'Flood Protection Wall near {village} Nala'],
    types: [
      ['Storm Water Drain', 'Drain'],
      ['Flood Protection Wall', 'Retaining Wall'],
    ],
    materials: ['Cement', 'Size Stone', 'Sand', 'Stone Jelly 20mm'],
  },
  {
    code: 'AV',
    name: 'Anganwadi/Other Rural Infrastructure',
    master: CAT_D,
    weight: 7,
    sanction: [300, 1000],
    wages: [30, 45],
    wageOnly: 0,
    agencies: ['R.D. Deptt. (PRED)'],
    names: [
      'Construction of Anganwadi Building at {village}',
      'Construction of School Compound Wall at {village}',
      'Construction of Gram Panchayat Bhavan at {village}',
    ],
    types: [
      ['Anganwadi Centre', 'Building'],
      ['Compound Wall', 'Compound Wall'],
    ],
    materials: ['Cement', 'Bricks', 'Steel', 'Sand', 'Stone Jelly 20mm'],
  },
  {
    code: 'IC',
    name: 'Micro Irrigation Works',
    master: CAT_A,
    weight: 7,
    sanction: [80, 400],
    wages: [60, 85],
    wageOnly: 0.2,
    agencies: ['Agriculture', 'Watershed'],
    names: ['Construction of Field Channel in Sy No {sy}', 'Desilting of Irrigation Canal near {village}'],
    types: [
      ['Field Channel', 'Canal'],
      ['Desilting of Canal', 'Desilting'],
    ],
    materials: ['Cement', 'Sand', 'Size Stone'],
  },
  {
    code: 'FR',
    name: 'Fisheries',
    master: CAT_A,
    weight: 4,
    sanction: [100, 500],
    wages: [65, 90],
    wageOnly: 0.3,
    agencies: ['Fisheries'],
    names: ['Construction of Fish Pond at {village} Kere', 'Fish Drying Yard at {village}'],
    types: [
      ['Fish Pond', 'Fish Pond'],
      ['Fish Drying Yard', 'Platform'],
    ],
    materials: ['Cement', 'Sand', 'Fish Seed'],
  },
  {
    code: 'SK',
    name: 'Rural Sanitation',
    master: CAT_D,
    weight: 8,
    sanction: [30, 250],
    wages: [40, 70],
    wageOnly: 0,
    agencies: ['R.D. Deptt. (PRED)'],
    names: [
      'Construction of Soak Pit at {village}',
      'Construction of Community Toilet at {village}',
      'Solid Waste Management Shed at {village}',
    ],
    types: [
      ['Soak Pit', 'Soak Pit'],
      ['Community Sanitary Complex', 'Toilet'],
    ],
    materials: ['Cement', 'Bricks', 'Sand', 'Steel'],
  },
];

/** Unit, price per unit (rupees) and whether half units are sold. */
const MATERIALS: Record<string, { price: number; half: boolean }> = {
  Cement: { price: 360, half: false },
  Sand: { price: 1215, half: true },
  'Stone Jelly 20mm': { price: 1416, half: true },
  'Stone Jelly 40mm': { price: 1295, half: true },
  'Size Stone': { price: 1105, half: true },
  Bricks: { price: 8, half: false },
  Steel: { price: 68, half: false },
  Murrum: { price: 655, half: true },
  Saplings: { price: 45, half: false },
  'Tree Guards': { price: 235, half: false },
  'Farm Yard Manure': { price: 1543, half: true },
  'Fish Seed': { price: 3, half: false },
};

/** Invented vendor, bank, rejection and person names the generators draw from (the synthetic state too). */
export const VENDOR_NAMES = [
  'SRI BASAVESHWARA TRADERS',
  'LAXMI ENTERPRISES',
  'SRI RENUKA HARDWARE',
  'MAHALAXMI CEMENT AGENCIES',
  'SHARANA BASAVA STEELS',
  'DURGA SAND SUPPLIERS',
  'SRI VENKATESHWARA NURSERY',
  'KALYAN BUILDING MATERIALS',
  'SIDDHARUDHA TRADERS',
  'HANUMAN STONE CRUSHERS',
  'SRI MARUTHI AGENCIES',
  'GURU KRUPA ENTERPRISES',
];

export const BANKS: [string, string][] = [
  ['CNRB', 'CNRB000'],
  ['SBIN', 'SBIN00'],
  ['PKGB', 'PKGB00'],
  ['KVGB', 'KVGB000'],
  ['UBIN', 'UBIN05'],
];

export const REJECTION_REASONS = [
  'Invalid Account Number',
  'Account Closed',
  'IFSC Code Mismatch',
  'Account Frozen',
  'Name Mismatch With Bank Records',
];

export const PEOPLE = [
  'Basappa',
  'Mallamma',
  'Shivappa',
  'Sharanamma',
  'Hanumanthappa',
  'Laxmibai',
  'Siddappa',
  'Nagamma',
  'Bheemashankar',
  'Kasturibai',
];

const VILLAGES = ['Karajagi', 'Ghattarga', 'Revoor', 'Mannur', 'Bhosga', 'Hasargundagi', 'Chinmalli', 'Devangaon'];

/** Karnataka MGNREGA wage rate (rupees per day) by the first year of the financial year [I past 2025]. */
function wageRate(fy: string): number {
  const y = Number(fy.slice(0, 4));
  if (y <= 2020) return 275;
  return ({ 2021: 289, 2022: 309, 2023: 316, 2024: 349 } as Record<number, number>)[y] ?? 370;
}

interface Vendor {
  name: string;
  tin: string | null;
  vendor_id: string;
  bank_code: string;
  ifsc: string;
  prefix: string;
  next_bill: number;
}

export interface MaterialItem {
  material: string;
  quantity: string;
  /** paise */
  price: number;
}

/** A material bill (Part B row) with what the fixture needs to render every page it appears on. */
export interface BillRecord {
  work_code: string;
  bill_no: string;
  voucher_no: string;
  bill_date: string;
  /** paise */
  amount: number;
  paid: number;
  due: number;
  vendor: Vendor;
  items: MaterialItem[];
  state: BillState;
  fto_no: string | null;
  /** When the bill went into an FTO (the FTO's date). */
  fto_date: string | null;
}

export interface WagePayment {
  msr_no: string;
  wage_list_no: string;
  date: string;
  persondays: number;
  /** paise */
  paid: number;
  due: number;
}

/** One work: the full dynamic-report row (every layout's columns, in rupees) and its register data. */
export interface WorkRecord {
  panchayat_code: string;
  category_code: string;
  row: DynamicWorkRow;
  exempted: boolean;
  priority_no: string;
  ts_date: string;
  as_date: string;
  estimated_completion_on: string;
  actual_completion_on: string | null;
  wages: WagePayment[];
  skilled: WagePayment[];
  bills: BillRecord[];
}

export interface FtoRecord {
  fto_no: string;
  fin_year: string;
  date: string;
  rows: FtoTransactionRow[];
}

export interface GpData {
  gp: FixturePanchayat;
  works: WorkRecord[];
  ftos: FtoRecord[];
  rng: Rng;
  counters: { voucher: number; msr: number; wageList: number; reference: number; digits: Set<string> };
  vendors: Vendor[];
}

export interface FixtureBill {
  work_code: string;
  serial: number;
  bill_no: string;
  voucher_no: string;
  bill_date: string;
  paid: string;
  due: string;
}

/** The anomalies the FTO cross-checks look for, as generated for one GP (null when the GP has too few bills). */
export interface FixtureAnomalies {
  /** Voucher nos of bills that are in no FTO and not paid ("FTO Not Generated"). */
  notGenerated: string[];
  /** An FTO holding bills of two (or more) works. */
  ftoWithTwoWorks: { fto_no: string; work_codes: string[] } | null;
  /** A bill shown paid in Part B that no FTO holds (the other bills of its work are in FTOs). */
  billMissingFromFto: { work_code: string; voucher_no: string } | null;
  /** A bill of one financial year whose FTO is in a later one. */
  ftoInLaterYear: { voucher_no: string; bill_fin_year: string; fto_no: string; fto_fin_year: string } | null;
}

/** The works report's amount columns (rupees), as the parser reads them. */
export type MoneyField = (typeof WORK_AMOUNT_COLUMNS)[number];

const MONEY_FIELDS = new Set<string>(WORK_AMOUNT_COLUMNS);

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());

/** A row as the parser reads it in `layout`: columns the layout lacks are null, lakh values rounded to 1000 rupees. */
export function projectRow(row: DynamicWorkRow, layout: DynamicLayout): DynamicWorkRow {
  if (layout === 'old-20') {
    return {
      ...row,
      work_type_new_module: null,
      sanction_wages: null,
      sanction_material: null,
      sanction_total: lakhRounded(row.sanction_total),
      paid_current_fy_wages: null,
      paid_current_fy_material: null,
      booked_current_fy_wages: null,
      booked_current_fy_material: null,
      booked_inception_wages: null,
      booked_inception_material: null,
      paid_inception_wages: null,
      paid_inception_material: null,
      paid_inception_total: lakhRounded(row.paid_inception_total),
      mandays_current_fy: null,
      beneficiary_jcn: null,
    };
  }
  const total =
    row.paid_inception_wages === null || row.paid_inception_material === null
      ? null
      : money(toPaise(row.paid_inception_wages) + toPaise(row.paid_inception_material));
  if (layout === 'new-30') {
    return {
      ...row,
      booked_current_fy_wages: null,
      booked_current_fy_material: null,
      physically_completed_on: null,
      paid_inception_total: total,
    };
  }
  return { ...row, physically_completed_on: null, paid_inception_total: total };
}

export interface GeneratorOptions {
  seed: number;
  worksPerPanchayat: number;
  today: string;
}

/**
 * The ground truth and the generator. Panchayats are generated lazily on first use and cached; the
 * mutations change the cached data (what the pages serve from then on).
 */
export class FixtureData {
  /** The four financial years works start in, newest first (the current one first). */
  readonly finYears: string[];
  readonly currentFinYear: string;
  readonly today: string;
  private readonly gps = new Map<string, FixturePanchayat>();
  private readonly cache = new Map<string, GpData>();

  constructor(
    panchayats: FixturePanchayat[],
    private readonly options: GeneratorOptions,
  ) {
    for (const p of panchayats) this.gps.set(p.panchayat_code, { ...p });
    this.today = options.today;
    this.currentFinYear = finYearOf(options.today);
    this.finYears = [0, 1, 2, 3].map((n) => previousFinYear(this.currentFinYear, n));
  }

  panchayats(): FixturePanchayat[] {
    return [...this.gps.values()];
  }

  panchayat(gpcode: string): FixturePanchayat | undefined {
    return this.gps.get(gpcode);
  }

  /** The generated data of a GP (throws for a GP the fixture does not serve). */
  gp(gpcode: string): GpData {
    let data = this.cache.get(gpcode);
    if (!data) {
      const gp = this.gps.get(gpcode);
      if (!gp) throw new Error(`the fixture MIS does not serve panchayat ${gpcode}`);
      data = generateGp(gp, this.options, this.finYears);
      this.cache.set(gpcode, data);
    }
    return data;
  }

  // ---------- ground truth ----------

  /** The dynamic report's rows for the GP, as the parser reads them in `layout` (default: all columns, in rupees). */
  works(gpcode: string, layout?: DynamicLayout): DynamicWorkRow[] {
    return this.gp(gpcode).works.map((w) => (layout ? projectRow(w.row, layout) : { ...w.row }));
  }

  /** Register IV Part A rows: `which` '0' = the GP's own works, '1' = other agencies' works (detail_href left out). */
  register(gpcode: string, which: '0' | '1' = '0', from?: string, to?: string): Omit<WorkRegisterRow, 'detail_href'>[] {
    return registerWorks(this.gp(gpcode), which, from ?? '1900-01-01', to ?? this.today).map((w, i) => ({
      serial: i + 1,
      work_code: w.row.work_code,
      work_name: w.row.work_name,
      priority_no: w.priority_no,
      ts_date: w.ts_date,
      as_date: w.as_date,
      implementing_agency: w.row.agency_name,
      started_on: w.row.started_on,
      estimated_completion_on: w.estimated_completion_on,
      actual_completion_on: w.actual_completion_on,
      sanctioned_unskilled: w.row.sanction_wages,
      sanctioned_material: w.row.sanction_material,
    }));
  }

  /** Material bills (Part B "Material Payment Detail" rows) of every work of the GP. */
  bills(gpcode: string): FixtureBill[] {
    return this.gp(gpcode).works.flatMap((w) => w.bills.map((b, i) => billTruth(b, i + 1)));
  }

  /** Part B rows of one work, as the parser reads them. */
  workBills(workCode: string): MaterialBillRow[] {
    const found = this.findWork(workCode);
    if (!found) return [];
    return found.work.bills.map((b, i) => {
      const { work_code: _, ...rest } = billTruth(b, i + 1);
      return rest;
    });
  }

  /**
   * Register VII lines as the parser reads them: of one financial year (serials 1..n as on that page),
   * or of every year (newest first, each with its own serials) when finYear is left out.
   */
  materialItems(gpcode: string, finYear?: string): (MaterialRegisterRow & { fin_year: string })[] {
    const years = finYear ? [finYear] : this.finYears;
    return years.flatMap((fy) => materialLines(this.gp(gpcode), fy).map((r) => ({ ...r, fin_year: fy })));
  }

  /** The GP's material FTOs (every financial year, oldest first) with their transactions on the GP's FTO page. */
  ftos(gpcode: string, finYear?: string): { fto_no: string; fin_year: string; date: string; rows: FtoTransactionRow[] }[] {
    return this.gp(gpcode)
      .ftos.filter((f) => !finYear || f.fin_year === finYear)
      .map((f) => ({ fto_no: f.fto_no, fin_year: f.fin_year, date: f.date, rows: f.rows.map((r) => ({ ...r })) }));
  }

  /** Financial years with at least one material FTO of the GP (those the GP page links), newest first. */
  ftoYears(gpcode: string): string[] {
    const years = new Set(this.gp(gpcode).ftos.map((f) => f.fin_year));
    return this.finYears.filter((fy) => years.has(fy));
  }

  anomalies(gpcode: string): FixtureAnomalies {
    const data = this.gp(gpcode);
    const bills = data.works.flatMap((w) => w.bills);
    const byVoucher = new Map(bills.map((b) => [b.voucher_no, b]));
    let two: FixtureAnomalies['ftoWithTwoWorks'] = null;
    for (const f of data.ftos) {
      const works = [...new Set(f.rows.map((r) => byVoucher.get(r.voucher_no ?? '')?.work_code).filter((c): c is string => !!c))];
      if (works.length >= 2) {
        two = { fto_no: f.fto_no, work_codes: works };
        break;
      }
    }
    const missing = bills.find((b) => b.state === 'missing-from-fto');
    const later = bills.find((b) => b.fto_date && finYearOf(b.fto_date) !== finYearOf(b.bill_date));
    return {
      notGenerated: bills.filter((b) => b.state === 'not-generated').map((b) => b.voucher_no),
      ftoWithTwoWorks: two,
      billMissingFromFto: missing ? { work_code: missing.work_code, voucher_no: missing.voucher_no } : null,
      ftoInLaterYear:
        later && later.fto_no && later.fto_date
          ? {
              voucher_no: later.voucher_no,
              bill_fin_year: finYearOf(later.bill_date),
              fto_no: later.fto_no,
              fto_fin_year: finYearOf(later.fto_date),
            }
          : null,
    };
  }

  findWork(workCode: string): { data: GpData; work: WorkRecord } | null {
    const prefix = workCode.split('/')[0];
    const candidates = this.panchayats().filter((p) => p.panchayat_code === prefix || p.block_code === prefix);
    for (const p of candidates) {
      const data = this.gp(p.panchayat_code);
      const work = data.works.find((w) => w.row.work_code === workCode);
      if (work) return { data, work };
    }
    return null;
  }

  // ---------- mutations (the MIS changing) ----------

  /** Sets one field of a work's dynamic-report row (money fields take rupees as a number or a Money string). */
  setWorkField<K extends keyof DynamicWorkRow>(workCode: string, field: K, value: DynamicWorkRow[K] | number): void {
    const found = this.findWork(workCode);
    if (!found) throw new Error(`no work ${workCode} in the fixture`);
    const row = found.work.row as unknown as Record<string, unknown>;
    if (MONEY_FIELDS.has(field)) {
      row[field] = value === null ? null : money(toPaise(value as string | number));
      if (field === 'paid_inception_wages' || field === 'paid_inception_material') {
        const w = found.work.row.paid_inception_wages;
        const m = found.work.row.paid_inception_material;
        found.work.row.paid_inception_total = w === null || m === null ? null : money(toPaise(w) + toPaise(m));
      }
    } else {
      row[field] = value;
    }
    if (field === 'agency_name') found.work.row.agency_name = String(value);
  }

  /** Removes a work (with its bills and material lines); FTO rows already generated stay, as payments do. */
  removeWork(workCode: string): void {
    const found = this.findWork(workCode);
    if (!found) throw new Error(`no work ${workCode} in the fixture`);
    found.data.works = found.data.works.filter((w) => w !== found.work);
  }

  /**
   * Adds a material bill of `rupees` to a work, dated `date` (default today), not paid and in no
   * FTO yet (a copy of the vendor and items of its last bill, or of any bill of the GP); returns its voucher no.
   */
  addBill(workCode: string, rupees: number, date = this.today): string {
    const found = this.findWork(workCode);
    if (!found) throw new Error(`no work ${workCode} in the fixture`);
    const model = found.work.bills.at(-1) ?? found.data.works.flatMap((w) => w.bills).at(-1);
    if (!model) throw new Error(`no bill in panchayat ${found.data.gp.panchayat_code} to model one on`);
    const amount = Math.round(rupees * 100);
    const vendor = model.vendor;
    const bill: BillRecord = {
      ...model,
      work_code: workCode,
      bill_no: `${vendor.prefix}-${String(vendor.next_bill++).padStart(3, '0')}`,
      voucher_no: `${found.data.gp.panchayat_code}ML${String(found.data.counters.voucher++).padStart(6, '0')}`,
      bill_date: date,
      amount,
      paid: 0,
      due: amount,
      items: [{ material: model.items[0]?.material ?? 'Cement', quantity: '1', price: amount }],
      state: 'not-generated',
      fto_no: null,
      fto_date: null,
    };
    found.work.bills.push(bill);
    return bill.voucher_no;
  }

  /** Marks a work's unpaid bill paid in full (Part B shows it paid; no FTO is made for it); returns its voucher no. */
  payBill(workCode: string, voucherNo?: string): string {
    const found = this.findWork(workCode);
    const bill = found?.work.bills.find((b) => (voucherNo ? b.voucher_no === voucherNo : b.due > 0));
    if (!bill) throw new Error(`no unpaid bill ${voucherNo ?? ''} of work ${workCode} in the fixture`);
    bill.paid = bill.amount;
    bill.due = 0;
    bill.state = 'missing-from-fto';
    return bill.voucher_no;
  }

  /** Adds a new Ongoing work of the GP started recently (no bills yet); returns its code. */
  addWork(gpcode: string): string {
    const data = this.gp(gpcode);
    const work = newWork(data, this.options.today, [this.currentFinYear], false);
    finishWork(work, this.currentFinYear);
    data.works.push(work);
    return work.row.work_code;
  }
}

function billTruth(b: BillRecord, serial: number): FixtureBill {
  return {
    work_code: b.work_code,
    serial,
    bill_no: b.bill_no,
    voucher_no: b.voucher_no,
    bill_date: b.bill_date,
    paid: money(b.paid),
    due: money(b.due),
  };
}

/** Works listed by the register for `which` and [from, to]: alive in the period (sanctioned by `to`, not completed before `from`). */
export function registerWorks(data: GpData, which: '0' | '1', from: string, to: string): WorkRecord[] {
  return data.works.filter((w) => {
    const gpWork = w.row.agency_name === 'Gram Panchayat';
    if ((which === '0') !== gpWork) return false;
    if (w.as_date > to) return false;
    return !(w.actual_completion_on && w.actual_completion_on < from);
  });
}

/** Register VII lines of one financial year, in page order. */
export function materialLines(data: GpData, fy: string): MaterialRegisterRow[] {
  const bills = data.works
    .flatMap((w) => w.bills.map((b) => ({ w, b })))
    .filter(({ b }) => finYearOf(b.bill_date) === fy)
    .sort((x, y) =>
      x.b.bill_date === y.b.bill_date ? x.b.voucher_no.localeCompare(y.b.voucher_no) : x.b.bill_date < y.b.bill_date ? -1 : 1,
    );
  const rows: MaterialRegisterRow[] = [];
  for (const { w, b } of bills) {
    for (const item of b.items) {
      rows.push({
        serial: rows.length + 1,
        work_code: w.row.work_code,
        work_name: w.row.work_name,
        started_on: w.row.started_on,
        estimated_completion_on: w.estimated_completion_on,
        bill_no: b.bill_no,
        bill_date: b.bill_date,
        vendor_name: b.vendor.name,
        vendor_tin: b.vendor.tin,
        material_detail: item.material,
        quantity: item.quantity,
        total_price: money(item.price),
      });
    }
  }
  return rows;
}

// ---------- the generator ----------

function generateGp(gp: FixturePanchayat, options: GeneratorOptions, finYears: string[]): GpData {
  const rng = new Rng(hashString(`${options.seed}|${gp.panchayat_code}`));
  const gp3 = Number(gp.panchayat_code.slice(-3));
  const data: GpData = {
    gp,
    works: [],
    ftos: [],
    rng,
    counters: {
      voucher: rng.int(100, 900),
      msr: rng.int(1200, 2800),
      wageList: rng.int(300, 900),
      reference: gp3 * 1000,
      digits: new Set(),
    },
    vendors: [],
  };
  const vendorCount = rng.int(3, 5);
  const names = [...VENDOR_NAMES];
  for (let i = 0; i < vendorCount; i++) {
    const name = names.splice(rng.int(0, names.length - 1), 1)[0];
    const [bank, ifscPrefix] = rng.pick(BANKS);
    data.vendors.push({
      name,
      tin: i === vendorCount - 1 && rng.chance(0.6) ? null : `29${rng.letters(5)}${rng.digits(4)}${rng.letters(1)}1Z${rng.int(1, 9)}`,
      vendor_id: `${gp.district_code}V${String(rng.int(1, 999999)).padStart(6, '0')}`,
      bank_code: bank,
      ifsc: `${ifscPrefix}${rng.digits(11 - ifscPrefix.length)}`,
      prefix: name
        .split(' ')
        .filter((w) => w !== 'SRI')
        .map((w) => w[0])
        .join('')
        .slice(0, 3),
      next_bill: rng.int(10, 120),
    });
  }

  const n = Math.max(0, options.worksPerPanchayat);
  const blockLevel = n >= 4 ? Math.max(1, Math.round(n / 12)) : 0;
  for (let i = 0; i < n; i++) data.works.push(newWork(data, options.today, finYears, i >= n - blockLevel));
  data.works.sort((a, b) => (a.row.work_code < b.row.work_code ? -1 : 1));

  assignBillStates(data, options.today);
  assignVouchers(data);
  buildFtos(data, options.today);
  for (const w of data.works) finishWork(w, finYears[0]);
  return data;
}

function newWork(data: GpData, today: string, finYears: string[], blockLevel: boolean): WorkRecord {
  const { rng, gp } = data;
  const cat = rng.weighted(CATEGORIES.map((c) => [c, c.weight] as const));
  const prefix = blockLevel ? gp.block_code : gp.panchayat_code;
  let digits = rng.digits(11);
  while (data.counters.digits.has(digits)) digits = rng.digits(11);
  data.counters.digits.add(digits);
  const code = `${prefix}/${cat.code}/${digits}`;

  const agency = blockLevel ? rng.pick(cat.agencies) : rng.chance(0.8) ? 'Gram Panchayat' : rng.pick(cat.agencies);
  // Newer years hold more works; a work starts at least 3 days before today.
  const fy = rng.weighted(finYears.map((f, i) => [f, [30, 30, 22, 18][i] ?? 10] as const));
  const latest = addDays(today, -3);
  let start = dateBetween(rng, fyStart(fy), minDate(fyEnd(fy), latest));
  if (start > latest) start = latest;
  const age = daysBetween(start, today);

  let status: string =
    age < 120
      ? rng.weighted([
          ['Ongoing', 9],
          ['Suspended', 1],
        ])
      : rng.weighted([
          ['Ongoing', 40],
          ['Completed', 25],
          ['Physically Completed', 22],
          ['Suspended', 13],
        ]);
  let completed: string | null = null;
  if (status === 'Completed' || status === 'Physically Completed') {
    const earliest = addDays(start, 60);
    if (earliest > addDays(today, -1)) status = 'Ongoing';
    else completed = dateBetween(rng, earliest, minDate(addDays(start, 540), addDays(today, -1)));
  }
  const end = completed ?? addDays(today, -2);

  const sanctionTotal = rng.int(cat.sanction[0], cat.sanction[1]) * 1000;
  const wageOnly = rng.chance(cat.wageOnly);
  const sanctionWages = wageOnly ? sanctionTotal : Math.round((sanctionTotal * rng.int(cat.wages[0], cat.wages[1])) / 100000) * 1000;
  const sanctionMaterial = sanctionTotal - sanctionWages;

  let progress =
    status === 'Completed'
      ? 0.9 + rng.next() * 0.1
      : status === 'Physically Completed'
        ? 0.85 + rng.next() * 0.15
        : status === 'Suspended'
          ? 0.05 + rng.next() * 0.35
          : Math.min(0.85, 0.1 + (age / 700) * (0.4 + rng.next() * 0.6));
  if (rng.chance(1 / 15)) progress = 1.02 + rng.next() * 0.08; // an overrun: booked more than sanctioned

  const village = titleCase(gp.panchayat_name);
  const name = rng
    .pick(cat.names)
    .replace('{sy}', String(rng.int(3, 240)))
    .replace('{person}', rng.pick(PEOPLE))
    .replace('{village2}', rng.pick(VILLAGES))
    .replace('{village}', village);
  const [typeNew, type] = rng.pick(cat.types);

  // Wage payments (muster rolls) between the start and the end.
  const wages: WagePayment[] = [];
  const rate = wageRate(finYearOf(start));
  const persondays = Math.floor((progress * sanctionWages) / rate);
  if (persondays > 0) {
    const k = Math.min(persondays, rng.int(1, 5));
    let left = persondays;
    const dates = Array.from({ length: k }, () => dateBetween(rng, addDays(start, 5), end)).sort();
    for (let i = 0; i < k; i++) {
      const pd = i === k - 1 ? left : Math.max(1, Math.floor((left / (k - i)) * (0.6 + rng.next() * 0.8)));
      left -= pd;
      const date = dates[i];
      const amount = pd * wageRate(finYearOf(date)) * 100;
      const paid = daysBetween(date, today) > 15 && rng.chance(0.9);
      wages.push({
        msr_no: String(data.counters.msr++),
        wage_list_no: `${gp.panchayat_code}WL${String(data.counters.wageList++).padStart(6, '0')}`,
        date,
        persondays: pd,
        paid: paid ? amount : 0,
        due: paid ? 0 : amount,
      });
    }
  }
  const skilled: WagePayment[] = [];
  if ((cat.code === 'RC' || cat.code === 'AV') && wages.length > 0) {
    const pd = rng.int(2, 10);
    const date = wages[wages.length - 1].date;
    const paid = rng.chance(0.6);
    skilled.push({
      msr_no: String(data.counters.msr++),
      wage_list_no: `${gp.block_code}SWL${String(rng.int(10, 999)).padStart(5, '0')}`,
      date,
      persondays: pd,
      paid: paid ? pd * 60000 : 0,
      due: paid ? 0 : pd * 60000,
    });
  }

  const work: WorkRecord = {
    panchayat_code: gp.panchayat_code,
    category_code: cat.code,
    exempted: false,
    priority_no: String(rng.int(1, 40)),
    ts_date: addDays(start, -rng.int(40, 90)),
    as_date: '',
    estimated_completion_on: fyEnd(previousFinYear(finYearOf(start), -rng.int(0, 1))),
    actual_completion_on: completed,
    wages,
    skilled,
    bills: [],
    row: {
      district_name: gp.district_name,
      block_name: gp.block_name,
      panchayat_name: gp.panchayat_name,
      work_start_fin_year: finYearOf(start),
      work_status: status,
      work_code: code,
      work_name: name,
      master_work_category: cat.master,
      work_category: cat.name,
      work_type_new_module: typeNew,
      work_type: type,
      agency_name: agency,
      sanction_wages: money(sanctionWages * 100),
      sanction_material: money(sanctionMaterial * 100),
      sanction_total: money(sanctionTotal * 100),
      paid_current_fy_wages: null,
      paid_current_fy_material: null,
      booked_current_fy_wages: null,
      booked_current_fy_material: null,
      booked_inception_wages: null,
      booked_inception_material: null,
      paid_inception_wages: null,
      paid_inception_material: null,
      paid_inception_total: null,
      total_mandays: null,
      mandays_current_fy: null,
      units: cat.code === 'DP' ? rng.int(1, 4) : 1,
      is_secure: rng.chance(0.15),
      is_convergence: rng.chance(0.1),
      started_on: start,
      physically_completed_on: completed,
      beneficiary_jcn:
        cat.code === 'IF'
          ? `KN-${gp.district_code.slice(2)}-${gp.block_code.slice(4)}-${gp.panchayat_code.slice(7)}-${String(rng.int(1, 12)).padStart(3, '0')}/${rng.digits(5)}`
          : null,
    },
  };
  work.as_date = addDays(work.ts_date, rng.int(7, 25));

  // Material bills between the start and the end.
  const materialTarget = Math.round(Math.min(1.08, Math.max(0, progress + (rng.next() - 0.5) * 0.2)) * sanctionMaterial);
  if (sanctionMaterial > 0 && materialTarget >= 2000 && daysBetween(start, end) > 10) {
    const k = Math.max(1, Math.min(5, Math.round(materialTarget / 60000) + rng.int(0, 2)));
    const dates = Array.from({ length: k }, () => dateBetween(rng, addDays(start, 7), end)).sort();
    for (let i = 0; i < k; i++) work.bills.push(newBill(data, work, cat, dates[i], Math.round(materialTarget / k)));
  }
  return work;
}

function newBill(data: GpData, work: WorkRecord, cat: Category, date: string, target: number): BillRecord {
  const { rng } = data;
  const vendor = rng.pick(data.vendors);
  const count = Math.min(cat.materials.length, rng.int(1, 3));
  const pool = [...cat.materials];
  const items: MaterialItem[] = [];
  for (let i = 0; i < count; i++) {
    const material = pool.splice(rng.int(0, pool.length - 1), 1)[0];
    const { price, half } = MATERIALS[material];
    const share = target / count;
    let q = half ? Math.round((share / price) * 2) / 2 : Math.round(share / price);
    if (q <= 0) q = half ? 0.5 : 1;
    items.push({ material, quantity: String(q), price: Math.round(q * price * 100) });
  }
  const amount = items.reduce((s, it) => s + it.price, 0);
  const sep = rng.chance(0.5) ? '-' : '/';
  const bill: BillRecord = {
    work_code: work.row.work_code,
    bill_no: `${vendor.prefix}${sep}${String(vendor.next_bill++).padStart(3, '0')}`,
    voucher_no: '',
    bill_date: date,
    amount,
    paid: 0,
    due: amount,
    vendor,
    items,
    state: 'not-generated',
    fto_no: null,
    fto_date: null,
  };
  return bill;
}

/** Decides each bill's fate, then forces the anomalies the FTO cross-checks look for. */
function assignBillStates(data: GpData, today: string): void {
  const { rng } = data;
  const all = data.works.flatMap((w) => w.bills.map((b) => ({ w, b })));
  for (const { b } of all) {
    if (daysBetween(b.bill_date, today) < 20) {
      b.state = rng.chance(0.5) ? 'pending' : 'not-generated';
    } else {
      b.state = rng.weighted<BillState>([
        ['processed', 78],
        ['rejected', 8],
        ['pending', 4],
        ['not-generated', 10],
      ]);
    }
  }
  const old = all.filter(({ b }) => daysBetween(b.bill_date, today) >= 30);
  // A bill whose FTO is in a later financial year: dated at the end of March, sent in April. Any old
  // bill will do, moved to the last March its work was open in (and April of that year already past).
  const boundary = (w: WorkRecord): string | null => {
    const startYear = Number(w.row.started_on!.slice(0, 4));
    for (let y = Number(today.slice(0, 4)); y >= startYear; y--) {
      const ok =
        w.row.started_on! < `${y}-03-10` &&
        (!w.actual_completion_on || w.actual_completion_on >= `${y}-03-31`) &&
        `${y}-04-02` < today &&
        `${y}-03-31` < addDays(today, -30);
      if (ok) return String(y);
    }
    return null;
  };
  const candidates = old.filter(({ w }) => boundary(w) !== null);
  if (candidates.length > 0) {
    const { w, b } = rng.pick(candidates);
    const year = boundary(w)!;
    b.bill_date = `${year}-03-${rng.int(24, 31)}`;
    const lastApril = minDate(`${year}-04-09`, addDays(today, -1));
    b.fto_date = dateBetween(rng, `${year}-04-02`, lastApril);
    b.state = 'processed';
    w.bills.sort((x, y) => (x.bill_date < y.bill_date ? -1 : x.bill_date > y.bill_date ? 1 : 0));
  }
  // A bill shown paid that no FTO holds, on a work whose other bills are in FTOs.
  const multi = data.works.filter((w) => w.bills.length >= 2 && w.bills.filter((b) => daysBetween(b.bill_date, today) >= 30).length >= 2);
  if (multi.length > 0) {
    const w = rng.pick(multi);
    const bills = w.bills.filter(
      (b) => daysBetween(b.bill_date, today) >= 30 && !(b.fto_date && finYearOf(b.fto_date) !== finYearOf(b.bill_date)),
    );
    if (bills.length >= 1) {
      const target = bills[bills.length - 1];
      for (const b of w.bills) if (b !== target && b.state !== 'processed' && daysBetween(b.bill_date, today) >= 30) b.state = 'processed';
      target.state = 'missing-from-fto';
    }
  }
  // At least one bill with no FTO generated.
  if (!all.some(({ b }) => b.state === 'not-generated')) {
    const free = old.filter(({ b }) => b.state === 'processed' && !b.fto_date);
    const pick = free[free.length - 1] ?? all[all.length - 1];
    if (pick && pick.b.state !== 'missing-from-fto') pick.b.state = 'not-generated';
  }
  for (const { b } of all) {
    const inFto = b.state === 'processed' || b.state === 'rejected' || b.state === 'pending';
    if (inFto && !b.fto_date) b.fto_date = minDate(addDays(b.bill_date, rng.int(3, 15)), addDays(today, -1));
    if (!inFto) b.fto_date = null;
    b.paid = b.state === 'processed' || b.state === 'missing-from-fto' ? b.amount : 0;
    b.due = b.amount - b.paid;
  }
}

/** Material list numbers, in date order across the GP. */
function assignVouchers(data: GpData): void {
  const bills = data.works.flatMap((w) => w.bills).sort((a, b) => (a.bill_date < b.bill_date ? -1 : a.bill_date > b.bill_date ? 1 : 0));
  for (const b of bills) b.voucher_no = `${data.gp.panchayat_code}ML${String(data.counters.voucher++).padStart(6, '0')}`;
}

/** Groups the bills sent to FTOs into FTOs (per financial year of the FTO date) and writes their transactions. */
function buildFtos(data: GpData, today: string): void {
  const { rng, gp } = data;
  const sent = data.works.flatMap((w) => w.bills).filter((b) => b.fto_date);
  const byFy = new Map<string, BillRecord[]>();
  for (const b of sent) {
    const fy = finYearOf(b.fto_date!);
    byFy.set(fy, [...(byFy.get(fy) ?? []), b]);
  }
  const chunks: { fy: string; bills: BillRecord[] }[] = [];
  for (const fy of [...byFy.keys()].sort()) {
    const bills = byFy
      .get(fy)!
      .sort((a, b) => (a.fto_date! < b.fto_date! ? -1 : a.fto_date! > b.fto_date! ? 1 : a.voucher_no.localeCompare(b.voucher_no)));
    let i = 0;
    while (i < bills.length) {
      const size = rng.int(1, 4);
      chunks.push({ fy, bills: bills.slice(i, i + size) });
      i += size;
    }
  }
  // An FTO holding bills of two works: merge two neighbouring FTOs of one year when none has.
  const twoWorks = (c: { bills: BillRecord[] }) => new Set(c.bills.map((b) => b.work_code)).size >= 2;
  if (!chunks.some(twoWorks)) {
    for (let i = 0; i + 1 < chunks.length; i++) {
      const merged = { fy: chunks[i].fy, bills: [...chunks[i].bills, ...chunks[i + 1].bills] };
      if (chunks[i].fy === chunks[i + 1].fy && twoWorks(merged)) {
        chunks.splice(i, 2, merged);
        break;
      }
    }
  }
  const gp3 = Number(gp.panchayat_code.slice(-3));
  chunks.forEach((chunk, k) => {
    const date = chunk.bills.map((b) => b.fto_date!).reduce(maxDate);
    const ftoNo = `KN${gp.block_code}_${ddmmyy(date)}FTO_${gp3 * 100 + (k % 100)}`;
    const rows: FtoTransactionRow[] = chunk.bills.map((b, i) => {
      b.fto_no = ftoNo;
      b.fto_date = date;
      let status = b.state === 'processed' ? 'Processed' : b.state === 'rejected' ? 'Rejected' : 'Pending';
      let processed: string | null = status === 'Pending' ? null : addDays(date, rng.int(1, 5));
      if (processed && processed > today) {
        // Not processed yet: the bill is still due.
        status = 'Pending';
        processed = null;
        b.state = 'pending';
        b.paid = 0;
        b.due = b.amount;
      }
      const coop = processed && (b.vendor.bank_code === 'PKGB' || b.vendor.bank_code === 'KVGB') ? addDays(processed, 1) : null;
      const yy = date.slice(2, 4);
      return {
        sr_no: i + 1,
        block_name: gp.block_name,
        reference_no: `${gp.block_code}MT${yy}${String(data.counters.reference++ % 1000000).padStart(6, '0')}`,
        transaction_date: date,
        vendor_name: b.vendor.name,
        vendor_id: b.vendor.vendor_id,
        voucher_no: b.voucher_no,
        account_holder: b.vendor.name,
        bank_code: b.vendor.bank_code,
        ifsc: b.vendor.ifsc,
        credit_amount_due: money(b.amount),
        credit_amount_actual: money(status === 'Processed' ? b.amount : 0),
        status,
        processed_date: processed,
        coop_processed_date: coop,
        utr_no:
          status === 'Processed' && processed
            ? `${b.vendor.bank_code}H${yy}${String(dayOfYear(processed)).padStart(3, '0')}${rng.digits(6)}`
            : null,
        rejection_reason: status === 'Rejected' ? rng.pick(REJECTION_REASONS) : null,
      };
    });
    data.ftos.push({ fto_no: ftoNo, fin_year: chunk.fy, date, rows });
  });
}

/** The dynamic-report totals of a work, from its wage payments and bills. */
function finishWork(work: WorkRecord, currentFy: string): void {
  const inCurrent = (date: string) => finYearOf(date) === currentFy;
  const sum = <T>(items: T[], f: (t: T) => number) => items.reduce((s, t) => s + f(t), 0);
  const wBooked = sum(work.wages, (p) => p.paid + p.due);
  const wPaid = sum(work.wages, (p) => p.paid);
  const mBooked = sum(work.bills, (b) => b.amount);
  const mPaid = sum(work.bills, (b) => b.paid);
  const cw = work.wages.filter((p) => inCurrent(p.date));
  const cb = work.bills.filter((b) => inCurrent(b.bill_date));
  const r = work.row;
  r.booked_inception_wages = money(wBooked);
  r.booked_inception_material = money(mBooked);
  r.paid_inception_wages = money(wPaid);
  r.paid_inception_material = money(mPaid);
  r.paid_inception_total = money(wPaid + mPaid);
  r.paid_current_fy_wages = money(sum(cw, (p) => p.paid));
  r.paid_current_fy_material = money(sum(cb, (b) => b.paid));
  r.booked_current_fy_wages = money(sum(cw, (p) => p.paid + p.due));
  r.booked_current_fy_material = money(sum(cb, (b) => b.amount));
  r.total_mandays = sum(work.wages, (p) => p.persondays);
  r.mandays_current_fy = sum(cw, (p) => p.persondays);
}

export function todayIso(today?: Date): string {
  return isoOf(today ?? new Date());
}
