/**
 * The synthetic state's data, generated without a database: locations, the officer roster,
 * works with their bills and FTOs, social audit issues with filings. Every generator draws from
 * its own random stream seeded by (seed, what, place), so a panchayat's data is the same
 * whichever other panchayats are generated, and the same seed gives the same state.
 *
 * Money is kept in paise (integers) while generating and written as rupee strings ("1234.50").
 */
import { BANKS, CATEGORIES, PEOPLE, REJECTION_REASONS, VENDOR_NAMES } from '../fixture-mis/data.js';
import {
  Rng,
  addDays,
  dateBetween,
  daysBetween,
  ddmmyy,
  finYearOf,
  fyEnd,
  fyStart,
  hashString,
  minDate,
  money,
  previousFinYear,
} from '../fixture-mis/util.js';
import type { PanchayatPlace } from '../../locations/locations.service.js';
import { ISSUE_CATEGORIES, ISSUE_WITH } from '../seeds/demo-issue-texts.js';
import type { IssueType } from '../../socialaudit/entities/issue.entity.js';

export { finYearOf, money };

export type ScaleName = 'state' | 'district' | 'tiny';

export interface Scale {
  name: ScaleName;
  /** Districts that get synthetic taluks: all of the master's, or the first n by code. */
  districts: number | 'all';
  /** Taluks over all those districts (spread evenly, the first districts getting one more). */
  blocks: number | ((districts: number) => number);
  gpsPerBlock: [number, number];
  worksPerGpYear: [number, number];
  issuesPerRound: [number, number];
  /** Share of panchayats whose registers, bills and FTOs have been loaded (workSpiderGp). */
  billShare: number;
  /** Taluks whose officer roster is complete (the rest of the roster is scaled by gpRosterShare). */
  gpRosterShare: number;
}

/** About 235 taluks, 6,000 panchayats, 9 lakh works a year, 1 lakh officers (DOMAIN.md). */
export const SCALES: Record<ScaleName, Scale> = {
  state: {
    name: 'state',
    districts: 'all',
    blocks: 235,
    gpsPerBlock: [18, 33],
    worksPerGpYear: [140, 170],
    issuesPerRound: [3, 9],
    billShare: 0.35,
    gpRosterShare: 1,
  },
  district: {
    name: 'district',
    districts: 1,
    blocks: 8,
    gpsPerBlock: [18, 33],
    worksPerGpYear: [140, 170],
    issuesPerRound: [3, 9],
    billShare: 0.35,
    gpRosterShare: 1,
  },
  tiny: {
    name: 'tiny',
    districts: 1,
    blocks: 2,
    gpsPerBlock: [3, 3],
    worksPerGpYear: [10, 14],
    issuesPerRound: [1, 3],
    billShare: 1,
    gpRosterShare: 0.25,
  },
};

/** Synthetic taluks are numbered from here within their district (real MIS taluks use low numbers). */
export const BLOCK_BASE = 800;
/** Synthetic officers' mobile numbers: 68 followed by eight digits. */
export const MOBILE_PREFIX = '68';
export const SYNTH_ACTOR = 'synth-state';
/** Synthetic web links point at a reserved name that never resolves (RFC 2606). */
export const SYNTH_MIS = 'https://mis.synthetic.invalid/netnrega/';

const rngOf = (seed: number, ...what: (string | number)[]) => new Rng(hashString(`${seed}|${what.join('|')}`));

// ---------- places ----------

const PLACE_HEADS = [
  'HOSA',
  'CHIKKA',
  'DODDA',
  'HIRE',
  'KERE',
  'BELLA',
  'MALLA',
  'SOMA',
  'RAMA',
  'SHIVA',
  'HALU',
  'KALLU',
  'BETTA',
  'HONNA',
  'KOTTA',
  'MUDDE',
  'NAGA',
  'GUNDLU',
  'ANE',
  'SIDDA',
  'BASAVA',
  'HULI',
  'MAVIN',
  'ARALI',
  'HUNASE',
  'GOLLA',
  'KURU',
  'BANNI',
] as const;
const PLACE_TAILS = [
  'HALLI',
  'PURA',
  'KOTE',
  'KERE',
  'GUDDA',
  'NAGAR',
  'PALYA',
  'HATTI',
  'GERE',
  'WADI',
  'UR',
  'BAGILU',
  'SANDRA',
  'HOLE',
  'DURGA',
  'GUNDI',
  'HAL',
  'BAL',
] as const;

function placeName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const name = `${rng.pick(PLACE_HEADS)}${rng.pick(PLACE_TAILS)}`;
    const unique = taken.has(name) ? `${name} ${rng.pick(['EAST', 'WEST', 'NORTH', 'SOUTH', 'TANDA', 'CAMP'])}` : name;
    if (!taken.has(unique)) {
      taken.add(unique);
      return unique;
    }
  }
}

export interface SynthDistrict {
  district_code: string;
  district_name: string;
}
export interface SynthBlock {
  district_code: string;
  district_name: string;
  block_code: string;
  block_name: string;
  panchayats: SynthPanchayat[];
}
export interface SynthPanchayat extends PanchayatPlace {
  /** Its registers, bills and FTOs are loaded (workSpiderGp has run). */
  bills: boolean;
}

/** The synthetic taluks and panchayats under the given districts (the master's, by code). */
export function synthLocations(seed: number, scale: Scale, districts: SynthDistrict[]): SynthBlock[] {
  const chosen = scale.districts === 'all' ? districts : districts.slice(0, scale.districts);
  const total = typeof scale.blocks === 'function' ? scale.blocks(chosen.length) : scale.blocks;
  const perDistrict = scale.districts === 'all' ? Math.floor(total / chosen.length) : total;
  const extra = scale.districts === 'all' ? total - perDistrict * chosen.length : 0;
  const blocks: SynthBlock[] = [];
  chosen.forEach((d, di) => {
    const rng = rngOf(seed, 'district', d.district_code);
    const names = new Set<string>();
    const count = perDistrict + (di < extra ? 1 : 0);
    for (let b = 1; b <= count; b++) {
      const block_code = `${d.district_code}${BLOCK_BASE + b}`;
      const block = { ...d, block_code, block_name: placeName(rng, names), panchayats: [] as SynthPanchayat[] };
      const gpRng = rngOf(seed, 'block', block_code);
      const gpNames = new Set<string>();
      const gps = gpRng.int(scale.gpsPerBlock[0], scale.gpsPerBlock[1]);
      for (let g = 1; g <= gps; g++) {
        block.panchayats.push({
          district_code: d.district_code,
          district_name: d.district_name,
          block_code,
          block_name: block.block_name,
          panchayat_code: `${block_code}${String(g).padStart(3, '0')}`,
          panchayat_name: placeName(gpRng, gpNames),
          // Every taluk has at least its first panchayat's bills loaded.
          bills: g === 1 || gpRng.chance(scale.billShare),
        });
      }
      blocks.push(block);
    }
  });
  return blocks;
}

// ---------- officers ----------

export type Level = 'STATE' | 'ZP' | 'TP' | 'GP';

/** A role of the synthetic roster: posts per location and how many of them are filled. */
export interface RosterRole {
  department: string;
  code: string;
  name: string;
  level: Level;
  posts: number;
  /** Share of posts filled, or an exact number. */
  fill: number | { exactly: number };
  designation: string;
  admin?: boolean;
}

const role = (
  department: string,
  level: Level,
  code: string,
  name: string,
  posts: number,
  fill: RosterRole['fill'],
  designation: string,
  admin = false,
): RosterRole => ({ department, level, code, name, posts, fill, designation, admin });

/**
 * The posts of the scheme at every level (about 15 per panchayat, 36 per taluk, 36 per district):
 * the base roles of the migrations, the FTO verification roles of the demo departments, and the
 * other posts of a panchayat, taluk and district office.
 */
export const ROSTER: RosterRole[] = [
  role('ST', 'STATE', 'SADMIN', 'State Administrator', 5, { exactly: 1 }, 'STATE ADMINISTRATOR', true),
  role('ST', 'STATE', 'SDATA', 'State Data Analyst', 5, { exactly: 2 }, 'STATE DATA ANALYST'),
  role('ST', 'STATE', 'ST-JC', 'Joint Commissioner (MGNREGA)', 2, { exactly: 2 }, 'JOINT COMMISSIONER'),
  role('ST', 'STATE', 'ST-MIS', 'State MIS Coordinator', 5, { exactly: 5 }, 'STATE MIS COORDINATOR'),
  role('ZP', 'ZP', 'ZP-CEO', 'Chief Executive Officer, Zilla Panchayat', 1, 1, 'CHIEF EXECUTIVE OFFICER', true),
  role('ZP', 'ZP', 'ZP-CAO', 'Chief Accounts Officer, Zilla Panchayat', 1, 1, 'CHIEF ACCOUNTS OFFICER'),
  role('ZP', 'ZP', 'ZP-DS', 'Deputy Secretary (Development), Zilla Panchayat', 3, 0.9, 'DEPUTY SECRETARY'),
  role('ZP', 'ZP', 'ZP-PD', 'Project Director, Zilla Panchayat', 1, 1, 'PROJECT DIRECTOR'),
  role('ZP', 'ZP', 'ZP-AO', 'Accounts Officer, Zilla Panchayat', 3, 0.9, 'ACCOUNTS OFFICER'),
  role('ZP', 'ZP', 'ZP-EE', 'Executive Engineer, PRED Division', 2, 0.9, 'EXECUTIVE ENGINEER'),
  role('ZP', 'ZP', 'ZP-DMIS', 'District MIS Coordinator', 2, 0.9, 'DISTRICT MIS COORDINATOR'),
  role('ZP', 'ZP', 'ZP-DIEC', 'District IEC Coordinator', 2, 0.9, 'DISTRICT IEC COORDINATOR'),
  role('ZP', 'ZP', 'ZP-DEO', 'Data Entry Operator, Zilla Panchayat', 10, 0.85, 'DATA ENTRY OPERATOR'),
  role('ZP', 'ZP', 'ZP-CW', 'Case Worker, Zilla Panchayat', 15, 0.85, 'CASE WORKER'),
  role('TP', 'TP', 'TP-EO', 'Executive Officer, Taluk Panchayat', 1, 1, 'EXECUTIVE OFFICER', true),
  role('TP', 'TP', 'TP-AD', 'Assistant Director (MGNREGA), Taluk Panchayat', 1, 1, 'ASSISTANT DIRECTOR'),
  role('TP', 'TP', 'TP-TA', 'Technical Assistant, Taluk Panchayat', 8, 0.85, 'TECHNICAL ASSISTANT'),
  role('TP', 'TP', 'TP-TC', 'Technical Coordinator, Taluk Panchayat', 2, 0.9, 'TECHNICAL COORDINATOR'),
  role('TP', 'TP', 'TP-MIS', 'MIS Coordinator, Taluk Panchayat', 2, 0.9, 'MIS COORDINATOR'),
  role('TP', 'TP', 'TP-IEC', 'IEC Coordinator, Taluk Panchayat', 1, 0.9, 'IEC COORDINATOR'),
  role('TP', 'TP', 'TP-ACC', 'Accounts Manager, Taluk Panchayat', 2, 0.9, 'ACCOUNTS MANAGER'),
  role('TP', 'TP', 'TP-DEO', 'Data Entry Operator, Taluk Panchayat', 6, 0.85, 'DATA ENTRY OPERATOR'),
  role('TP', 'TP', 'TP-CW', 'Case Worker, Taluk Panchayat', 6, 0.85, 'CASE WORKER'),
  role('PRED', 'TP', 'PRED-JE', 'Junior Engineer, PRED', 3, { exactly: 2 }, 'JUNIOR ENGINEER'),
  role('PRED', 'TP', 'PRED-AE', 'Assistant Engineer, PRED', 3, { exactly: 1 }, 'ASSISTANT ENGINEER'),
  role('PRED', 'TP', 'PRED-AEE', 'Assistant Executive Engineer, PRED', 3, { exactly: 1 }, 'ASSISTANT EXECUTIVE ENGINEER'),
  role('AGRI', 'TP', 'AGRI-ADA', 'Assistant Director of Agriculture', 3, { exactly: 1 }, 'ASSISTANT DIRECTOR OF AGRICULTURE'),
  role('HORTI', 'TP', 'HORTI-ADH', 'Assistant Director of Horticulture', 3, { exactly: 1 }, 'ASSISTANT DIRECTOR OF HORTICULTURE'),
  role('SERI', 'TP', 'SERI-ADS', 'Assistant Director of Sericulture', 3, { exactly: 1 }, 'ASSISTANT DIRECTOR OF SERICULTURE'),
  role('SOCFOR', 'TP', 'SF-RFO', 'Range Forest Officer, Social Forestry', 3, { exactly: 1 }, 'RANGE FOREST OFFICER'),
  role('TERFOR', 'TP', 'TF-RFO', 'Range Forest Officer, Territorial', 3, { exactly: 1 }, 'RANGE FOREST OFFICER'),
  role('FISH', 'TP', 'FISH-ADF', 'Assistant Director of Fisheries', 3, { exactly: 1 }, 'ASSISTANT DIRECTOR OF FISHERIES'),
  role('WSHED', 'TP', 'WSD-ADW', 'Assistant Director of Watershed', 3, { exactly: 1 }, 'ASSISTANT DIRECTOR OF WATERSHED'),
  role('GP', 'GP', 'GP-PDO', 'Panchayat Development Officer', 1, 1, 'PANCHAYAT DEVELOPMENT OFFICER', true),
  role('GP', 'GP', 'GP-SEC', 'Secretary, Gram Panchayat', 1, 0.95, 'SECRETARY'),
  role('GP', 'GP', 'GP-BC', 'Bill Collector, Gram Panchayat', 2, 0.9, 'BILL COLLECTOR'),
  role('GP', 'GP', 'GP-DEO', 'Data Entry Operator, Gram Panchayat', 2, 0.9, 'DATA ENTRY OPERATOR'),
  role('GP', 'GP', 'GP-GRS', 'Gram Rozgar Sahayak', 2, 0.85, 'GRAM ROZGAR SAHAYAK'),
  role('GP', 'GP', 'GP-BFT', 'Barefoot Technician', 3, 0.8, 'BAREFOOT TECHNICIAN'),
  role('GP', 'GP', 'GP-WM', 'Waterman, Gram Panchayat', 4, 0.85, 'WATERMAN'),
  role('GP', 'GP', 'GP-CLK', 'Clerk, Gram Panchayat', 2, 0.85, 'CLERK'),
];

/** Kannada names of the roster's own posts (the base and demo roles have theirs from the migrations and the demo seed). */
export const ROSTER_NAMES_KN: Record<string, string> = {
  'ST-JC': 'ಜಂಟಿ ಆಯುಕ್ತರು (ಮನರೇಗಾ)',
  'ST-MIS': 'ರಾಜ್ಯ MIS ಸಂಯೋಜಕರು',
  'ZP-DS': 'ಉಪ ಕಾರ್ಯದರ್ಶಿ (ಅಭಿವೃದ್ಧಿ), ಜಿಲ್ಲಾ ಪಂಚಾಯತ್',
  'ZP-PD': 'ಯೋಜನಾ ನಿರ್ದೇಶಕರು, ಜಿಲ್ಲಾ ಪಂಚಾಯತ್',
  'ZP-AO': 'ಲೆಕ್ಕಾಧಿಕಾರಿ, ಜಿಲ್ಲಾ ಪಂಚಾಯತ್',
  'ZP-EE': 'ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಭಿಯಂತರರು, ಪಂ.ರಾ.ಇಂ. ವಿಭಾಗ',
  'ZP-DMIS': 'ಜಿಲ್ಲಾ MIS ಸಂಯೋಜಕರು',
  'ZP-DIEC': 'ಜಿಲ್ಲಾ IEC ಸಂಯೋಜಕರು',
  'ZP-DEO': 'ಡೇಟಾ ಎಂಟ್ರಿ ಆಪರೇಟರ್, ಜಿಲ್ಲಾ ಪಂಚಾಯತ್',
  'ZP-CW': 'ಕೇಸ್ ವರ್ಕರ್, ಜಿಲ್ಲಾ ಪಂಚಾಯತ್',
  'TP-AD': 'ಸಹಾಯಕ ನಿರ್ದೇಶಕರು (ಮನರೇಗಾ), ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'TP-TA': 'ತಾಂತ್ರಿಕ ಸಹಾಯಕರು, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'TP-TC': 'ತಾಂತ್ರಿಕ ಸಂಯೋಜಕರು, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'TP-MIS': 'MIS ಸಂಯೋಜಕರು, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'TP-IEC': 'IEC ಸಂಯೋಜಕರು, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'TP-ACC': 'ಲೆಕ್ಕ ವ್ಯವಸ್ಥಾಪಕರು, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'TP-DEO': 'ಡೇಟಾ ಎಂಟ್ರಿ ಆಪರೇಟರ್, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'TP-CW': 'ಕೇಸ್ ವರ್ಕರ್, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
  'GP-SEC': 'ಕಾರ್ಯದರ್ಶಿ, ಗ್ರಾಮ ಪಂಚಾಯತಿ',
  'GP-BC': 'ಕರ ವಸೂಲಿಗಾರ, ಗ್ರಾಮ ಪಂಚಾಯತಿ',
  'GP-DEO': 'ಡೇಟಾ ಎಂಟ್ರಿ ಆಪರೇಟರ್, ಗ್ರಾಮ ಪಂಚಾಯತಿ',
  'GP-GRS': 'ಗ್ರಾಮ ಉದ್ಯೋಗ ಸಹಾಯಕ',
  'GP-BFT': 'ಬೇರ್‌ಫುಟ್ ತಂತ್ರಜ್ಞರು',
  'GP-WM': 'ನೀರುಗಂಟಿ, ಗ್ರಾಮ ಪಂಚಾಯತಿ',
  'GP-CLK': 'ಗುಮಾಸ್ತ, ಗ್ರಾಮ ಪಂಚಾಯತಿ',
};

const FIRST_NAMES = [
  'BASAVARAJ',
  'MALLIKARJUN',
  'SHIVAKUMAR',
  'MANJUNATH',
  'RAGHAVENDRA',
  'SURESH',
  'RAMESH',
  'MAHESH',
  'SANTOSH',
  'PRAKASH',
  'NAGARAJ',
  'VEERESH',
  'SIDDARAMA',
  'HANUMANTH',
  'CHANDRASHEKAR',
  'GIRISH',
  'KIRAN',
  'VINAY',
  'ANAND',
  'SHANKAR',
  'LAKSHMI',
  'SAVITHA',
  'KAVYA',
  'ROOPA',
  'SUMA',
  'GEETHA',
  'SHOBHA',
  'ANITHA',
  'MAMATHA',
  'NETHRAVATHI',
  'BHAGYA',
  'PUSHPA',
  'RENUKA',
  'SHARADA',
  'VIDYA',
  'ASHA',
  'DEEPA',
  'JYOTHI',
  'PADMA',
  'SUNITHA',
] as const;
const SURNAMES = [
  'PATIL',
  'GOWDA',
  'REDDY',
  'KULKARNI',
  'HIREMATH',
  'NAIK',
  'SHETTY',
  'HEGDE',
  'ANGADI',
  'DESAI',
  'JOSHI',
  'RAO',
  'BIRADAR',
  'MUDHOL',
  'POOJARI',
  'KAMBLE',
  'HOSAMANI',
  'MATHAD',
  'BADIGER',
  'KATTIMANI',
  'TALWAR',
  'HADIMANI',
  'NADAF',
  'MULLA',
  'SHAIKH',
  'CHAVAN',
  'RATHOD',
  'LAMANI',
  'KURUBA',
  'GANIGER',
  'BELLAD',
  'HUBLI',
  'SAVADI',
  'YADAV',
  'MADIWAL',
  'BHAT',
  'ACHARYA',
  'NAYAK',
] as const;

export interface SynthOfficer {
  /** Index of the officer in the roster (its mobile number and KGID follow from it). */
  n: number;
  mobile: string;
  name: string;
  email: string;
  kgid_pan: string;
  designation: string;
  level: Level;
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  role: RosterRole;
  disabled: boolean;
  /** ISO date the account and its role were made. */
  since: string;
}

/** Where the roster puts officers: the state, each district of the master, each synthetic taluk and panchayat. */
export interface RosterPlaces {
  districts: string[];
  blocks: SynthBlock[];
  /** Posts of a STATE or ZP role already held (real districts may have officers): (role code|district) -> count. */
  held: Map<string, number>;
}

/** The officer roster, in a fixed order: state, districts, then each taluk with its panchayats. */
export function synthRoster(seed: number, scale: Scale, places: RosterPlaces, years: string[]): SynthOfficer[] {
  const officers: SynthOfficer[] = [];
  const start = fyStart(years[years.length - 1]);
  const end = fyEnd(years[0]);
  const fill = (rng: Rng, r: RosterRole, free: number, share = 1) => {
    let n =
      typeof r.fill === 'number'
        ? Array.from({ length: r.posts }, () => rng.chance(r.fill as number)).filter(Boolean).length
        : r.fill.exactly;
    if (share < 1 && typeof r.fill === 'number') n = Math.min(n, Math.max(1, Math.round(n * share)));
    return Math.max(0, Math.min(n, free));
  };
  const add = (rng: Rng, r: RosterRole, codes: Pick<SynthOfficer, 'district_code' | 'block_code' | 'panchayat_code'>) => {
    const n = officers.length + 1;
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
    officers.push({
      n,
      mobile: `${MOBILE_PREFIX}${String(n).padStart(8, '0')}`,
      name,
      email: `officer${n}@synthetic.invalid`,
      kgid_pan: `SYN${String(n).padStart(8, '0')}`,
      designation: r.designation,
      level: r.level,
      ...codes,
      role: r,
      disabled: !r.admin && rng.chance(0.01),
      since: dateBetween(rng, start, minDate(end, addDays(start, daysBetween(start, end)))),
    });
  };
  const byLevel = (level: Level) => ROSTER.filter((r) => r.level === level);
  const stateRng = rngOf(seed, 'roster', 'state');
  for (const r of byLevel('STATE')) {
    const free = r.posts - (places.held.get(`${r.code}|`) ?? 0);
    for (let i = fill(stateRng, r, free); i > 0; i--) add(stateRng, r, { district_code: null, block_code: null, panchayat_code: null });
  }
  for (const d of places.districts) {
    const rng = rngOf(seed, 'roster', d);
    for (const r of byLevel('ZP')) {
      const free = r.posts - (places.held.get(`${r.code}|${d}`) ?? 0);
      for (let i = fill(rng, r, free); i > 0; i--) add(rng, r, { district_code: d, block_code: null, panchayat_code: null });
    }
  }
  for (const b of places.blocks) {
    const rng = rngOf(seed, 'roster', b.block_code);
    for (const r of byLevel('TP')) {
      for (let i = fill(rng, r, r.posts); i > 0; i--)
        add(rng, r, { district_code: b.district_code, block_code: b.block_code, panchayat_code: null });
    }
    for (const p of b.panchayats) {
      for (const r of byLevel('GP')) {
        for (let i = fill(rng, r, r.posts, scale.gpRosterShare); i > 0; i--) {
          add(rng, r, { district_code: p.district_code, block_code: p.block_code, panchayat_code: p.panchayat_code });
        }
      }
    }
  }
  return officers;
}

// ---------- works, bills, FTOs ----------

export type BillState = 'processed' | 'rejected' | 'pending' | 'not-generated' | 'missing-from-fto';

interface Vendor {
  name: string;
  vendor_id: string;
  bank_code: string;
  ifsc: string;
  prefix: string;
}

export interface SynthBill {
  work_code: string;
  serial: number;
  bill_no: string;
  voucher_no: string;
  bill_date: string;
  amount: number;
  state: BillState;
  vendor: Vendor;
}

export interface SynthWork {
  row: Record<string, string | number | boolean | null>;
  fy: string;
  start: string;
  completed: string | null;
  bills: SynthBill[];
}

export interface SynthFtoRow {
  fto_no: string;
  fin_year: string;
  date: string;
  sr_no: number;
  bill: SynthBill;
  reference_no: string;
}

export interface GpMirror {
  works: SynthWork[];
  ftoRows: SynthFtoRow[];
}

function wageRate(fy: string): number {
  const y = Number(fy.slice(0, 4));
  if (y <= 2020) return 275;
  return ({ 2021: 289, 2022: 309, 2023: 316, 2024: 349, 2025: 370 } as Record<number, number>)[y] ?? 370 + (y - 2025) * 15;
}

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());

/**
 * A panchayat's works over the given financial years (newest first), each with its material
 * bills, and the panchayat's material FTOs. About one bill in twelve is in no FTO and unpaid
 * ("FTO Not Generated"), one in a hundred is shown paid but is missing from every FTO, and FTOs
 * group bills of several works, some in a later financial year than the bill.
 */
export function gpMirror(seed: number, scale: Scale, gp: SynthPanchayat, years: string[], asOf: string): GpMirror {
  const rng = rngOf(seed, 'works', gp.panchayat_code);
  const gp3 = gp.panchayat_code.slice(-3);
  const vendors: Vendor[] = Array.from({ length: rng.int(3, 5) }, () => {
    const name = rng.pick(VENDOR_NAMES);
    const [bank, ifsc] = rng.pick(BANKS);
    return {
      name,
      vendor_id: `${gp.district_code}V${String(rng.int(1, 999999)).padStart(6, '0')}`,
      bank_code: bank,
      ifsc: `${ifsc}${rng.digits(11 - ifsc.length)}`,
      prefix: name
        .split(' ')
        .filter((w) => w !== 'SRI')
        .map((w) => w[0])
        .join('')
        .slice(0, 3),
    };
  });
  const codes = new Set<string>();
  const works: SynthWork[] = [];
  const village = titleCase(gp.panchayat_name);
  let voucher = rng.int(100, 900);
  const latest = addDays(asOf, -3);
  const currentFy = finYearOf(asOf);
  for (const fy of years) {
    const count = rng.int(scale.worksPerGpYear[0], scale.worksPerGpYear[1]);
    for (let i = 0; i < count; i++) {
      const cat = rng.weighted(CATEGORIES.map((c) => [c, c.weight] as const));
      const blockLevel = rng.chance(1 / 12);
      let digits = `${gp3}${rng.digits(8)}`;
      while (codes.has(`${blockLevel}${digits}`)) digits = `${gp3}${rng.digits(8)}`;
      codes.add(`${blockLevel}${digits}`);
      const work_code = `${blockLevel ? gp.block_code : gp.panchayat_code}/${cat.code}/${digits}`;
      const agency = blockLevel ? rng.pick(cat.agencies) : rng.chance(0.8) ? 'Gram Panchayat' : rng.pick(cat.agencies);
      const start = dateBetween(rng, fyStart(fy), minDate(fyEnd(fy), latest));
      const age = daysBetween(start, asOf);
      let status: string =
        age < 120
          ? rng.weighted([
              ['Ongoing', 9],
              ['Suspended', 1],
            ] as const)
          : rng.weighted([
              ['Ongoing', 40],
              ['Completed', 25],
              ['Physically Completed', 22],
              ['Suspended', 13],
            ] as const);
      let completed: string | null = null;
      if (status === 'Completed' || status === 'Physically Completed') {
        const earliest = addDays(start, 60);
        if (earliest > addDays(asOf, -1)) status = 'Ongoing';
        else completed = dateBetween(rng, earliest, minDate(addDays(start, 540), addDays(asOf, -1)));
      }
      const end = completed ?? addDays(asOf, -2);
      const sanctionTotal = rng.int(cat.sanction[0], cat.sanction[1]) * 100000;
      const wageOnly = rng.chance(cat.wageOnly);
      const sanctionWages = wageOnly
        ? sanctionTotal
        : Math.round((sanctionTotal * rng.int(cat.wages[0], cat.wages[1])) / 10000000) * 100000;
      const sanctionMaterial = sanctionTotal - sanctionWages;
      let progress =
        status === 'Completed'
          ? 0.9 + rng.next() * 0.1
          : status === 'Physically Completed'
            ? 0.85 + rng.next() * 0.15
            : status === 'Suspended'
              ? 0.05 + rng.next() * 0.35
              : Math.min(0.85, 0.1 + (age / 700) * (0.4 + rng.next() * 0.6));
      if (rng.chance(1 / 15)) progress = 1.02 + rng.next() * 0.08;
      const bookedWages = Math.round(progress * sanctionWages);
      const paidWages = age > 30 ? Math.round(bookedWages * (0.85 + rng.next() * 0.15)) : 0;
      const mandays = Math.floor(bookedWages / 100 / wageRate(finYearOf(start)));

      const bills: SynthBill[] = [];
      const materialTarget = Math.round(progress * sanctionMaterial);
      if (materialTarget > 0 && daysBetween(start, end) > 15) {
        const k = Math.min(rng.int(1, 3), Math.max(1, Math.floor(materialTarget / 1000000) + 1));
        let left = materialTarget;
        const dates = Array.from({ length: k }, () => dateBetween(rng, addDays(start, 10), end)).sort();
        for (let b = 0; b < k; b++) {
          const amount = b === k - 1 ? left : Math.round((left / (k - b)) * (0.6 + rng.next() * 0.8));
          left -= amount;
          const vendor = rng.pick(vendors);
          const state = rng.weighted<BillState>([
            ['processed', 80],
            ['rejected', 4],
            ['pending', 6],
            ['not-generated', 9],
            ['missing-from-fto', 1],
          ]);
          voucher++;
          bills.push({
            work_code,
            serial: b + 1,
            bill_no: `${vendor.prefix}/${rng.int(10, 999)}`,
            voucher_no: `${gp.panchayat_code}ML${String(voucher).padStart(6, '0')}`,
            bill_date: dates[b],
            amount,
            state,
            vendor,
          });
        }
      }
      const paidMaterial = bills.filter((b) => b.state === 'processed' || b.state === 'missing-from-fto').reduce((s, b) => s + b.amount, 0);
      const bookedMaterial = bills.reduce((s, b) => s + b.amount, 0);
      const activeNow = fy === currentFy || !completed || finYearOf(completed) === currentFy;
      const [typeNew, type] = rng.pick(cat.types);
      const name = rng
        .pick(cat.names)
        .replace('{sy}', String(rng.int(3, 240)))
        .replace('{person}', rng.pick(PEOPLE))
        .replace('{village2}', titleCase(gp.block_name))
        .replace('{village}', village);
      const currentShare = activeNow ? (fy === currentFy ? 1 : 0.3) : 0;
      works.push({
        fy,
        start,
        completed,
        bills,
        row: {
          work_code,
          district_code: gp.district_code,
          block_code: gp.block_code,
          panchayat_code: gp.panchayat_code,
          district_name: gp.district_name,
          block_name: gp.block_name,
          panchayat_name: gp.panchayat_name,
          work_start_fin_year: fy,
          work_status: status,
          work_name: name,
          master_work_category: cat.master,
          work_category: cat.name,
          work_type_new_module: typeNew,
          work_type: type,
          agency_name: agency,
          sanction_wages: money(sanctionWages),
          sanction_material: money(sanctionMaterial),
          sanction_total: money(sanctionTotal),
          paid_current_fy_wages: money(Math.round(paidWages * currentShare)),
          paid_current_fy_material: money(Math.round(paidMaterial * currentShare)),
          booked_current_fy_wages: null,
          booked_current_fy_material: null,
          booked_inception_wages: money(bookedWages),
          booked_inception_material: money(bookedMaterial),
          paid_inception_wages: money(paidWages),
          paid_inception_material: money(paidMaterial),
          paid_inception_total: money(paidWages + paidMaterial),
          total_mandays: mandays,
          mandays_current_fy: Math.round(mandays * currentShare),
          units: 1,
          is_secure: false,
          is_convergence: rng.chance(0.05),
          started_on: start,
          physically_completed_on: null,
          beneficiary_jcn: cat.code === 'IF' ? `KN-${gp.panchayat_code.slice(2)}-${rng.digits(3)}/${rng.int(1, 999)}` : null,
          layout: 'new-30',
        },
      });
    }
  }

  // FTOs: bills that went into one, by the FTO's date, a few bills per FTO (of any work).
  const inFto = works
    .flatMap((w) => w.bills)
    .filter((b) => b.state === 'processed' || b.state === 'rejected' || b.state === 'pending')
    .map((b) => ({ b, date: minDate(addDays(b.bill_date, rng.int(3, 25)), addDays(asOf, -1)) }))
    .sort((x, y) => (x.date === y.date ? (x.b.voucher_no < y.b.voucher_no ? -1 : 1) : x.date < y.date ? -1 : 1));
  const ftoRows: SynthFtoRow[] = [];
  let reference = Number(gp3) * 100000;
  for (let at = 0, n = 1; at < inFto.length; n++) {
    const size = rng.int(2, 8);
    const group = inFto.slice(at, at + size);
    at += size;
    const date = group[0].date;
    const fto_no = `KN${gp.block_code}_${ddmmyy(date)}FTO_${gp3}${String(n).padStart(3, '0')}`;
    group.forEach(({ b }, i) => {
      ftoRows.push({
        fto_no,
        fin_year: finYearOf(date),
        date,
        sr_no: i + 1,
        bill: b,
        reference_no: `${gp.panchayat_code}R${String(reference++).padStart(8, '0')}`,
      });
    });
  }
  return { works, ftoRows };
}

/** A mirror row of an FTO transaction, as the FTO page parser gives it. */
export function ftoRow(gp: SynthPanchayat, f: SynthFtoRow, asOf: string): Record<string, string | number | null> {
  const { bill } = f;
  const r = new Rng(hashString(f.reference_no));
  const processed = bill.state === 'processed';
  return {
    fto_no: f.fto_no,
    row_key: f.reference_no,
    panchayat_code: gp.panchayat_code,
    fin_year: f.fin_year,
    sr_no: f.sr_no,
    block_name: gp.block_name,
    reference_no: f.reference_no,
    transaction_date: f.date,
    vendor_name: bill.vendor.name,
    vendor_id: bill.vendor.vendor_id,
    voucher_no: bill.voucher_no,
    account_holder: bill.vendor.name,
    bank_code: bill.vendor.bank_code,
    ifsc: bill.vendor.ifsc,
    credit_amount_due: money(bill.amount),
    credit_amount_actual: processed ? money(bill.amount) : null,
    status: processed ? 'Processed' : bill.state === 'rejected' ? 'Rejected' : 'Pending',
    processed_date: processed ? minDate(addDays(f.date, r.int(2, 10)), asOf) : null,
    coop_processed_date: null,
    utr_no: processed ? `${bill.vendor.bank_code}N${r.digits(12)}` : null,
    rejection_reason: bill.state === 'rejected' ? r.pick(REJECTION_REASONS) : null,
  };
}

/** A material bill's mirror row (Register IV Part B). */
export function billRow(bill: SynthBill, panchayat_code: string): Record<string, string | number | null> {
  const paid = bill.state === 'processed' || bill.state === 'missing-from-fto';
  return {
    work_code: bill.work_code,
    bill_key: bill.voucher_no,
    panchayat_code,
    serial: bill.serial,
    bill_no: bill.bill_no,
    voucher_no: bill.voucher_no,
    bill_date: bill.bill_date,
    fin_year: finYearOf(bill.bill_date),
    paid: money(paid ? bill.amount : 0),
    due: money(paid ? 0 : bill.amount),
  };
}

/** A work register (Register IV Part A) row with the link of the work's Part B page. */
export function registerRow(w: SynthWork, gp: SynthPanchayat): Record<string, string | number | null> {
  const r = new Rng(hashString(`register|${String(w.row.work_code)}`));
  const as = addDays(w.start, -r.int(10, 60));
  return {
    work_code: w.row.work_code as string,
    panchayat_code: gp.panchayat_code,
    work_name: w.row.work_name as string,
    priority_no: String(r.int(1, 400)),
    ts_date: addDays(as, -r.int(5, 30)),
    as_date: as,
    implementing_agency: w.row.agency_name as string,
    started_on: w.start,
    estimated_completion_on: addDays(w.start, r.int(90, 365)),
    actual_completion_on: w.completed,
    sanctioned_unskilled: w.row.sanction_wages as string,
    sanctioned_material: w.row.sanction_material as string,
    detail_url: `${SYNTH_MIS}citizen_html/workdetail.aspx?work_code=${encodeURIComponent(String(w.row.work_code))}`,
  };
}

// ---------- social audit ----------

export type { IssueType };

export interface SynthIssue {
  issue_number: string;
  financial_year: string;
  gp: SynthPanchayat;
  issue_type: IssueType;
  issue_cat: string;
  issue_subcat: string;
  issue_desc: string;
  issue_with: string;
  issue_amount: number;
  response_amount: number | null;
  gram_sabha_date: string;
  filing: SynthFiling | null;
  /** Covered by the excess of this issue's filing. */
  mappedTo: SynthIssue | null;
}

export type Decision = 'recovery' | 'dropped' | 'not_submitted';

export interface SynthFiling {
  decision: Decision;
  case_status: 'YES' | 'NO' | null;
  mode: 'DD' | 'CASH' | 'RTGS' | 'UPI' | null;
  recovered: number | null;
  total_expected: number;
  mapped: SynthIssue[];
  date: string;
  remark: string | null;
  insufficient_remark: string | null;
  excess_remark: string | null;
  verification: { date: string; entries: { issue: SynthIssue; amount: number; status: 'Completed' | 'Incomplete' }[] } | null;
}

export const expectedOf = (i: SynthIssue) => i.response_amount ?? i.issue_amount;

/**
 * A panchayat's social audit issues: two Gram Sabha rounds a year, each raising a few issues.
 * The three oldest years are mostly filed by the taluk's Executive Officer (recovered in each
 * mode, not recovered, dropped, not submitted, now and then an excess mapped to another issue)
 * and mostly verified; the year before the current one is partly filed; the current one is open.
 */
export function gpIssues(seed: number, scale: Scale, gp: SynthPanchayat, years: string[], asOf: string): SynthIssue[] {
  const rng = rngOf(seed, 'issues', gp.panchayat_code);
  const issues: SynthIssue[] = [];
  years.forEach((fy, age) => {
    const fyIssues: SynthIssue[] = [];
    for (const round of [1, 2]) {
      const first = round === 1 ? fyStart(fy) : addDays(fyStart(fy), 183);
      const last = minDate(round === 1 ? addDays(fyStart(fy), 182) : fyEnd(fy), addDays(asOf, -1));
      if (first > last) continue;
      const date = dateBetween(rng, first, last);
      const count = rng.int(scale.issuesPerRound[0], scale.issuesPerRound[1]);
      for (let n = 1; n <= count; n++) {
        const type = rng.pick(['FM', 'FM', 'FD', 'FD', 'PV', 'GR'] as const);
        const [cat, subcat] = rng.pick(ISSUE_CATEGORIES[type]);
        const withMoney = type === 'FM' || type === 'FD';
        const paise = withMoney ? 250000 + rng.int(0, 24750000) : 0;
        const amount = rng.chance(0.7) ? Math.floor(paise / 100) * 100 : paise;
        const response = withMoney && rng.chance(0.8) ? Math.floor((amount * rng.int(60, 100)) / 10000) * 100 : null;
        fyIssues.push({
          issue_number: `SA/${gp.panchayat_code}/${fy}/R${round}-${String(n).padStart(2, '0')}`,
          financial_year: fy,
          gp,
          issue_type: type,
          issue_cat: cat,
          issue_subcat: subcat,
          issue_desc: `${subcat} (social audit round ${round === 1 ? 'I' : 'II'}, ${fy})`,
          issue_with: rng.pick(ISSUE_WITH),
          issue_amount: amount,
          response_amount: response && response > 0 ? response : null,
          gram_sabha_date: date,
          filing: null,
          mappedTo: null,
        });
      }
    }
    const fileShare = age === 0 ? 0 : age === 1 ? 0.35 : 0.8;
    const verifyShare = age >= 2 ? 0.7 : 0.2;
    for (const issue of fyIssues) {
      if (issue.mappedTo || !rng.chance(fileShare)) continue;
      issue.filing = decide(rng, issue, fyIssues, asOf, verifyShare);
    }
    issues.push(...fyIssues);
  });
  return issues;
}

function decide(rng: Rng, issue: SynthIssue, siblings: SynthIssue[], asOf: string, verifyShare: number): SynthFiling {
  const expected = expectedOf(issue);
  const date = minDate(addDays(issue.gram_sabha_date, rng.int(20, 200)), addDays(asOf, -1));
  const base = { mapped: [] as SynthIssue[], date, remark: null, insufficient_remark: null, excess_remark: null, verification: null };
  const recommended = issue.response_amount !== null;
  const pick = recommended
    ? rng.weighted<string>([
        ['yes', 65],
        ['no', 12],
        ['dropped', 13],
        ['not_submitted', 10],
      ])
    : expected > 0
      ? rng.weighted<string>([
          ['yes', 20],
          ['dropped', 50],
          ['not_submitted', 30],
        ])
      : rng.weighted<string>([
          ['dropped', 60],
          ['not_submitted', 40],
        ]);
  if (pick === 'dropped') {
    return {
      ...base,
      decision: 'dropped',
      case_status: null,
      mode: null,
      recovered: null,
      total_expected: expected,
      remark: 'Ad-hoc committee found the payment in order',
    };
  }
  if (pick === 'not_submitted') {
    return {
      ...base,
      decision: 'not_submitted',
      case_status: null,
      mode: null,
      recovered: null,
      total_expected: expected,
      remark: 'Compliance report awaited from the panchayat',
    };
  }
  if (pick === 'no') {
    return {
      ...base,
      decision: 'recovery',
      case_status: 'NO',
      mode: null,
      recovered: null,
      total_expected: expected,
      remark: 'The person responsible has appealed to the ombudsperson',
    };
  }
  const mode = rng.pick(['DD', 'CASH', 'RTGS', 'UPI'] as const);
  const filing: SynthFiling = { ...base, decision: 'recovery', case_status: 'YES', mode, recovered: expected, total_expected: expected };
  const outcome = rng.weighted<string>([
    ['equal', 85],
    ['less', 10],
    ['excess', 5],
  ]);
  if (outcome === 'less' && expected >= 200) {
    filing.recovered = Math.max(100, Math.floor((expected * rng.int(40, 90)) / 10000) * 100);
    filing.insufficient_remark = 'Balance to be recovered in instalments';
  } else if (outcome === 'excess') {
    const other = siblings.find((s) => s !== issue && !s.filing && !s.mappedTo && expectedOf(s) > 0);
    if (other) {
      other.mappedTo = issue;
      filing.mapped = [other];
      filing.total_expected = expected + expectedOf(other);
      filing.recovered = filing.total_expected;
      filing.excess_remark = `Excess recovery mapped to issue ${other.issue_number}`;
    }
  }
  if (rng.chance(verifyShare)) {
    const covered = [issue, ...filing.mapped];
    const incomplete = rng.chance(0.1);
    filing.verification = {
      date: minDate(addDays(date, rng.int(5, 60)), addDays(asOf, -1)),
      entries: covered.map((c, i) => {
        const full = i === 0 ? Math.min(filing.recovered!, expectedOf(c)) : expectedOf(c);
        const amount = incomplete && i === 0 ? Math.floor(full / 200) * 100 : full;
        return { issue: c, amount: Math.min(amount, c.issue_amount), status: incomplete && i === 0 ? 'Incomplete' : 'Completed' };
      }),
    };
  }
  return filing;
}

/** The recovery mode's own fields, as the filing form sends them (docs/socialaudit-api.md). */
export function modeDetails(f: SynthFiling, gp: SynthPanchayat, issueNumber: string): Record<string, string> {
  const amount = money(f.recovered ?? 0);
  const r = new Rng(hashString(`mode|${issueNumber}`));
  switch (f.mode) {
    case 'DD':
      return {
        dd_number: r.digits(6),
        dd_date: f.date,
        dd_amount: amount,
        dd_expire_date: addDays(f.date, 90),
        bank_details: 'State Bank of India',
        dd_branch: titleCase(gp.block_name),
      };
    case 'CASH':
      return { cash_amount: amount, cash_date: f.date, bank_name: 'Canara Bank', branch_name: titleCase(gp.block_name) };
    case 'RTGS':
      return {
        rtgs_id: `CNRB${r.digits(10)}`,
        rtgs_date: f.date,
        bank_name: 'Canara Bank',
        branch: titleCase(gp.district_name),
        rtgs_amount: amount,
      };
    case 'UPI':
      return { upi_id: `pdo.${gp.panchayat_code}@upi`, upi_date: f.date, upi_amount: amount };
    default:
      return {};
  }
}

/** A deterministic version-4-shaped UUID. */
export function uuidOf(seed: number, ...what: (string | number)[]): string {
  const r = rngOf(seed, 'uuid', ...what);
  const hex = (n: number) => Array.from({ length: n }, () => r.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[r.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

/** The financial years of the synthetic works: the current one (of asOf) and the four before it, newest first. */
export function synthYears(asOf: string): string[] {
  const current = finYearOf(asOf);
  return [0, 1, 2, 3, 4].map((n) => previousFinYear(current, n));
}
