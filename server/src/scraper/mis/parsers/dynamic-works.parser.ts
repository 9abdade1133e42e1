/**
 * dynamic_work_details.aspx (README §1 and §5): the works of a GP, one row per work.
 *
 * The table is the one whose own header row has the cells "Work Code" and "Master Work Category
 * Name" (never the filter table, never a layout table around it). Columns are mapped by header label:
 * a group label and, in the newer layouts, a sub label ("Sanction Amount (in Rs)" / "Wages"). Three
 * layouts are known:
 * - old-20: single header row, money in lakh ("(in Lakh)" in the label) converted to rupees;
 * - new-30: group + sub header rows, money in rupees;
 * - drift-32: new-30 plus the group "Amount booked in current Fin Year" (Wages/Material) [I: the
 *   inserted columns' wording is the fixture's, README §5].
 * The unit of a money column is read from its own label ("lakh" or not), never assumed from the layout.
 */
import { MisPageError, type DynamicLayout, type DynamicWorkRow, type DynamicWorksPage, type Money } from '../types.js';
import { assertNotFault } from './faults.js';
import {
  bodyRows,
  fieldReader,
  locateTable,
  parseRupees,
  scanTables,
  textReader,
  type ColumnMap,
  type ColumnSpec,
  type TableHeader,
} from './table.js';
import { addMoney, parseDate, parseIntCell, parseMoney, parseYesNo } from './values.js';

type Field =
  | 'serial'
  | 'district_name'
  | 'block_name'
  | 'panchayat_name'
  | 'work_start_fin_year'
  | 'work_status'
  | 'work_code'
  | 'work_name'
  | 'master_work_category'
  | 'work_category'
  | 'work_type_new_module'
  | 'work_type'
  | 'agency_name'
  | 'sanction_wages'
  | 'sanction_material'
  | 'sanction_total'
  | 'paid_current_fy_wages'
  | 'paid_current_fy_material'
  | 'booked_current_fy_wages'
  | 'booked_current_fy_material'
  | 'booked_inception_wages'
  | 'booked_inception_material'
  | 'paid_inception_wages'
  | 'paid_inception_material'
  | 'paid_inception_total'
  | 'total_mandays'
  | 'mandays_current_fy'
  | 'units'
  | 'is_secure'
  | 'is_convergence'
  | 'started_on'
  | 'physically_completed_on'
  | 'beneficiary_jcn';

const WORK_CODE = /^work code$/;
const MASTER_CATEGORY = /^master work category( name)?$/;

/** Label patterns (on labelKey text). Anchored, so "Work Type" never takes "WORK TYPE as per new work creation Module". */
const L = {
  serial: /^(s|sr|sl) ?no$/,
  district: /^district( name)?$/,
  block: /^block( name)?$/,
  panchayat: /^(gram )?panchayat( name)?$/,
  startFy: /^work start fin(ancial)? year$/,
  status: /^work status$/,
  workName: /^work name$/,
  category: /^work category( name)?$/,
  typeNew: /^work type as per new work creation module$/,
  type: /^work type$/,
  agency: /^(implementing )?agency( name)?$/,
  sanctionGroup: /^sanction amount( in rs)?$/,
  sanctionLakh: /^sanction amount in lakh$/,
  paidInceptionLakh: /^total amount paid since inception in lakh$/,
  paidCurrent: /^amount paid in current fin(ancial)? year( in rs)?$/,
  bookedCurrent: /^amount booked in current fin(ancial)? year( in rs)?$/,
  bookedInception: /^amount booked since inception( in rs)?$/,
  paidInception: /^amount paid since inception( in rs)?$/,
  wages: /^wages?$/,
  material: /^material$/,
  total: /^total$/,
  totalMandays: /^total mandays$/,
  mandaysCurrent: /^mandays generated in current fin(ancial)? year$/,
  units: /^no of units$/,
  secure: /^is secure$/,
  convergence: /^is convergence$/,
  started: /^work started date$/,
  completed: /^work physically completed date$/,
  jcn: /^individual beneficiary jcn/,
};

function spec(field: Field, name: string, group: RegExp, required: boolean, sub?: RegExp): ColumnSpec<Field> {
  return sub ? { field, name, group, sub, required } : { field, name, group, required };
}

/** Columns every layout has. */
const COMMON: ColumnSpec<Field>[] = [
  spec('serial', 'S.No.', L.serial, false),
  spec('district_name', 'District Name', L.district, true),
  spec('block_name', 'Block Name', L.block, true),
  spec('panchayat_name', 'Panchayat Name', L.panchayat, true),
  spec('work_start_fin_year', 'Work Start Fin Year', L.startFy, true),
  spec('work_status', 'Work Status', L.status, true),
  spec('work_code', 'Work Code', WORK_CODE, true),
  spec('work_name', 'Work Name', L.workName, true),
  spec('master_work_category', 'Master Work Category Name', MASTER_CATEGORY, true),
  spec('work_category', 'Work Category Name', L.category, true),
  spec('work_type_new_module', 'WORK TYPE as per new work creation Module', L.typeNew, false),
  spec('work_type', 'Work Type', L.type, true),
  spec('agency_name', 'Agency Name', L.agency, true),
  spec('total_mandays', 'Total Mandays', L.totalMandays, true),
  spec('units', 'No. of Units', L.units, true),
  spec('is_secure', 'Is Secure', L.secure, true),
  spec('is_convergence', 'Is Convergence', L.convergence, true),
  spec('started_on', 'Work Started Date', L.started, true),
];

/** Old 20-column layout (L `get_dynamic_work_report_r6_18`): one sanction amount and one paid amount, in lakh. */
const OLD: ColumnSpec<Field>[] = [
  ...COMMON,
  spec('sanction_total', 'Sanction Amount (in Lakh)', L.sanctionLakh, true),
  spec('paid_inception_total', 'Total Amount Paid Since Inception (in Lakh)', L.paidInceptionLakh, true),
  spec('physically_completed_on', 'Work Physically Completed Date', L.completed, true),
];

/** New 30-column layout (U1) and its 32-column drift (U3): amounts split into Wages/Material, in rupees. */
function newSpecs(drift: boolean): ColumnSpec<Field>[] {
  return [
    ...COMMON.map((s) => (s.field === 'work_type_new_module' ? { ...s, required: true } : s)),
    spec('sanction_wages', 'Sanction Amount (in Rs) / Wages', L.sanctionGroup, true, L.wages),
    spec('sanction_material', 'Sanction Amount (in Rs) / Material', L.sanctionGroup, true, L.material),
    // README §1: U1's flattened label for this one is just "Sanction Amount (in Rs)"; "Total" is [I].
    spec('sanction_total', 'Sanction Amount (in Rs) / Total', L.sanctionGroup, true, /^(total|)$/),
    spec('paid_current_fy_wages', 'Amount paid in current Fin Year (in Rs) / Wages', L.paidCurrent, true, L.wages),
    spec('paid_current_fy_material', 'Amount paid in current Fin Year (in Rs) / Material', L.paidCurrent, true, L.material),
    spec('booked_current_fy_wages', 'Amount booked in current Fin Year (in Rs) / Wages', L.bookedCurrent, drift, L.wages),
    spec('booked_current_fy_material', 'Amount booked in current Fin Year (in Rs) / Material', L.bookedCurrent, drift, L.material),
    spec('booked_inception_wages', 'Amount booked since inception (in Rs) / Wages', L.bookedInception, true, L.wages),
    spec('booked_inception_material', 'Amount booked since inception (in Rs) / Material', L.bookedInception, true, L.material),
    spec('paid_inception_wages', 'Amount paid since inception (in Rs) / Wages', L.paidInception, true, L.wages),
    spec('paid_inception_material', 'Amount paid since inception (in Rs) / Material', L.paidInception, true, L.material),
    spec('mandays_current_fy', 'Mandays generated in current Fin Year', L.mandaysCurrent, true),
    spec('beneficiary_jcn', 'Individual Beneficiary JCN (In case of Cat IV Works)', L.jcn, true),
  ];
}

/**
 * Which layout a header is. One header row with no split amounts is the old layout; split amounts
 * (group + Wages/Material sub-headers) are the new one, and its "booked in current Fin Year" group
 * (or more than 30 columns) the drift. Money units are not decided here but per column, from its label.
 */
function layoutOf(header: TableHeader): DynamicLayout {
  if (header.columns.every((c) => c.subKey === '')) return 'old-20';
  if (header.columns.some((c) => L.bookedCurrent.test(c.groupKey)) || header.columns.length > 30) return 'drift-32';
  return 'new-30';
}

/** "No Data Found", "No Record Found", "No Records Found": a note row or line, not a work. */
const NO_DATA = /^no (data|records?) (found|available)/i;

export function parseDynamicWorks(html: string, page = 'dynamic_work_details.aspx'): DynamicWorksPage {
  assertNotFault(html, page);
  // Streamed (scanTables): a panchayat's report runs to thousands of rows, and nothing but the table is read.
  const { header, cols, width, labels } = locateTable(scanTables(html), html, page, {
    what: 'works',
    match: [
      (keys) => keys.some((k) => WORK_CODE.test(k)) && keys.some((k) => MASTER_CATEGORY.test(k)),
      // One of the two key labels alone still finds the table, so that the message names the other.
      (keys) => keys.length >= 10 && keys.some((k) => WORK_CODE.test(k) || MASTER_CATEGORY.test(k)),
    ],
    columns: (found) => {
      const layout = layoutOf(found);
      return layout === 'old-20' ? OLD : newSpecs(layout === 'drift-32');
    },
    notFound: 'the works table was not found: no table has a header row with "Work Code" and "Master Work Category Name"',
    // Columns mapped first, as ever here; the closing check still comes before any value is read
    // (a cut-off last cell would otherwise pass for a bad value).
    columnsFirst: true,
  });
  const layout = layoutOf(header);

  // Each money column's unit, from its own label, once per page.
  const units: Partial<Record<Field, 'lakh' | 'rupee'>> = {};
  for (const [field, col] of Object.entries(cols) as [Field, number][])
    units[field] = /\blakh\b/i.test(labels[col] ?? '') ? 'lakh' : 'rupee';
  const rows: DynamicWorkRow[] = [];
  for (const { index, cells, texts } of bodyRows(header)) {
    // A single cell across the table: a "No Data Found" note or a pager row, not a work.
    if (cells.length === 1 && NO_DATA.test(texts[0] ?? '')) continue;
    if (cells.every((c) => c.name === 'th')) continue; // a header repeated on a later page
    const code = cols.work_code !== undefined ? (texts[cols.work_code] ?? '') : '';
    if (code === '' && texts.some((t) => /^(grand )?total$/i.test(t))) continue; // a total line, not a work
    const work = code ? ` (work ${code})` : '';
    if (cells.length !== width) {
      throw new MisPageError(
        'truncated',
        page,
        `row ${index + 1} of the works table${work} has ${cells.length} cells where the header has ${width}`,
      );
    }
    rows.push(readRow(texts, cols, units, labels, page, `row ${index + 1}${work}`));
  }
  return { layout, empty: rows.length === 0, rows };
}

/** A money cell in lakh, read as rupees. */
const parseLakh = (text: string, page: string): Money => parseMoney(text, 'lakh', page);

/** Reads one work row; each money column with its unit's reader, decided once per page. */
function readRow(
  texts: string[],
  cols: ColumnMap<Field>,
  units: Partial<Record<Field, 'lakh' | 'rupee'>>,
  labels: string[],
  page: string,
  where: string,
): DynamicWorkRow {
  const text = textReader(cols, texts);
  const read = fieldReader(cols, labels, texts, page, where);
  const money = (f: Field): Money => read(f, units[f] === 'lakh' ? parseLakh : parseRupees);
  const paidWages = money('paid_inception_wages');
  const paidMaterial = money('paid_inception_material');
  return {
    district_name: text('district_name') ?? '',
    block_name: text('block_name') ?? '',
    panchayat_name: text('panchayat_name') ?? '',
    // Passed through as written: the spider refuses an odd one per row (load-dynamic-gp.spider.ts).
    work_start_fin_year: text('work_start_fin_year'),
    work_status: text('work_status') ?? '',
    work_code: text('work_code') ?? '',
    work_name: text('work_name') ?? '',
    master_work_category: text('master_work_category'),
    work_category: text('work_category'),
    work_type_new_module: text('work_type_new_module'),
    work_type: text('work_type'),
    agency_name: text('agency_name') ?? '',
    sanction_wages: money('sanction_wages'),
    sanction_material: money('sanction_material'),
    sanction_total: money('sanction_total'),
    paid_current_fy_wages: money('paid_current_fy_wages'),
    paid_current_fy_material: money('paid_current_fy_material'),
    booked_current_fy_wages: money('booked_current_fy_wages'),
    booked_current_fy_material: money('booked_current_fy_material'),
    booked_inception_wages: money('booked_inception_wages'),
    booked_inception_material: money('booked_inception_material'),
    paid_inception_wages: paidWages,
    paid_inception_material: paidMaterial,
    // Old layout: its own column; new layouts: wages + material (null when either is missing).
    paid_inception_total: cols.paid_inception_total !== undefined ? money('paid_inception_total') : addMoney(paidWages, paidMaterial),
    total_mandays: read('total_mandays', parseIntCell),
    mandays_current_fy: read('mandays_current_fy', parseIntCell),
    units: read('units', parseIntCell),
    is_secure: read('is_secure', parseYesNo),
    is_convergence: read('is_convergence', parseYesNo),
    started_on: read('started_on', parseDate),
    physically_completed_on: read('physically_completed_on', parseDate),
    beneficiary_jcn: text('beneficiary_jcn'),
  };
}
