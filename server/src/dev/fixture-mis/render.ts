/**
 * Page renderers of the fixture MIS: pure functions from rows to HTML in the structure of the
 * reference samples (test/fixtures/mis-samples/): same element ids, field names, header texts, table
 * nesting and row patterns. Exported so a benchmark can build big pages without HTTP.
 */
import type { DynamicLayout, DynamicWorkRow, FtoTransactionRow, MaterialRegisterRow } from '../../scraper/mis/types.js';
import { dmy, esc, lakhCell, rupeeCell } from './util.js';

/** A page's form: where it posts (the page's own URL, relative, as written) and its hidden state. */
export interface FormChrome {
  action: string;
  viewState: string;
  eventValidation?: string | null;
}

export interface Place {
  district_name: string;
  block_name: string;
  panchayat_name: string;
}

const VIEWSTATE_GENERATOR = '5E8A2C1F';

const DO_POSTBACK = `<script type="text/javascript">
//<![CDATA[
var theForm = document.forms[0];
function __doPostBack(eventTarget, eventArgument) {
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }
}
//]]>
</script>`;

const MASTHEAD = `<table width="100%" cellpadding="0" cellspacing="0" style="background-color:#fff7e6">
<tr><td align="center"><b>Mahatma Gandhi National Rural Employment Guarantee Act</b><br />Ministry of Rural Development, Government of India</td></tr>
</table>`;

const NO_DATA = '<div style="text-align:center;color:Red"><b>No Data Found</b></div>';

function pageStart(title: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!-- Fixture MIS page (generated; every value invented). -->
<html xmlns="http://www.w3.org/1999/xhtml">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title></head>
<body>
`;
}

function formStart(formId: string, form: FormChrome): string {
  return `<form name="${formId}" method="post" action="${esc(form.action)}" id="${formId}">
<div class="aspNetHidden">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__LASTFOCUS" id="__LASTFOCUS" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${esc(form.viewState)}" />
</div>
${DO_POSTBACK}
${MASTHEAD}
`;
}

function formEnd(form: FormChrome, encrypted = false): string {
  return `<div class="aspNetHidden">
<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="${VIEWSTATE_GENERATOR}" />
${encrypted ? '<input type="hidden" name="__VIEWSTATEENCRYPTED" id="__VIEWSTATEENCRYPTED" value="" />\n' : ''}${
    form.eventValidation
      ? `<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="${esc(form.eventValidation)}" />\n`
      : ''
  }</div>
</form>
</body>
</html>
`;
}

const yn = (v: boolean | null) => (v === null ? '' : v ? 'Y' : 'N');
const td = (v: string | number | null | undefined) => `<td>${esc(v)}</td>`;
const numberRow = (n: number) => `<tr align="center">${Array.from({ length: n }, (_, i) => `<td>${i + 1}</td>`).join('')}</tr>`;
const onchange = (name: string) => ` onchange="javascript:setTimeout(&#39;__doPostBack(\\&#39;${name}\\&#39;,\\&#39;\\&#39;)&#39;, 0)"`;

function select(name: string, id: string, options: readonly (readonly [string, string])[], selected: string, autoPostBack = true): string {
  const opts = options
    .map(([v, t]) => `<option${v === selected ? ' selected="selected"' : ''} value="${esc(v)}">${esc(t)}</option>`)
    .join('');
  return `<select name="${name}" id="${id}"${autoPostBack ? onchange(name) : ''}>${opts}</select>`;
}

// ---------- delta ----------

export interface DeltaRecordOut {
  type: string;
  id: string;
  content: string;
}

/** An UpdatePanel async answer: `length|type|id|content|` per record, length in characters of content. */
export function renderDelta(records: DeltaRecordOut[]): string {
  return records.map((r) => `${r.content.length}|${r.type}|${r.id}|${r.content}|`).join('');
}

// ---------- dynamic_work_details.aspx ----------

export interface DynamicWorksTableOptions {
  /** Rename a required column ("Work Code"), as a broken layout would. */
  broken?: boolean;
}

const OLD_HEADERS = [
  'S.No.',
  'District Name',
  'Block Name',
  'Panchayat Name',
  'Work Start Fin Year',
  'Work Status',
  'Work Code',
  'Work Name',
  'Master Work Category Name',
  'Work Category Name',
  'Work Type',
  'Agency Name',
  'Sanction Amount (in Lakh)',
  'Total Amount Paid Since Inception (in Lakh)',
  'Total Mandays',
  'No. of Units',
  'Is Secure',
  'Is Convergence',
  'Work Started Date',
  'Work Physically Completed Date',
];

const NEW_LEAD = [
  'S. No.',
  'District Name',
  'Block Name',
  'Panchayat Name',
  'Work Start Fin Year',
  'Work Status',
  'Work Code',
  'Work Name',
  'Master Work Category Name',
  'Work Category Name',
  'WORK TYPE as per new work creation Module',
  'Work Type',
  'Agency Name',
];
const NEW_TAIL = [
  'Total Mandays',
  'Mandays generated in current Fin Year',
  'No. Of Units',
  'Is Exempted Ongoing Community Works(20) within GP',
  'Is Secure',
  'Is Convergence',
  'Work Started Date',
  'Individual Beneficiary JCN (In case of Cat IV Works)',
];

function rename(header: string, broken: boolean | undefined): string {
  return broken && header === 'Work Code' ? 'Work Identifier' : header;
}

function oldRow(r: DynamicWorkRow, n: number): string {
  return (
    `<tr>${td(n)}${td(r.district_name)}${td(r.block_name)}${td(r.panchayat_name)}${td(r.work_start_fin_year)}${td(r.work_status)}` +
    `${td(r.work_code)}${td(r.work_name)}${td(r.master_work_category)}${td(r.work_category)}${td(r.work_type)}${td(r.agency_name)}` +
    `${td(lakhCell(r.sanction_total))}${td(lakhCell(r.paid_inception_total))}${td(r.total_mandays)}${td(r.units)}${td(yn(r.is_secure))}` +
    `${td(yn(r.is_convergence))}${td(dmy(r.started_on, '-'))}${td(dmy(r.physically_completed_on, '-'))}</tr>`
  );
}

function newRow(r: DynamicWorkRow, n: number, drift: boolean): string {
  const m = (v: string | null) => td(rupeeCell(v));
  return (
    `<tr>${td(n)}${td(r.district_name)}${td(r.block_name)}${td(r.panchayat_name)}${td(r.work_start_fin_year)}${td(r.work_status)}` +
    `${td(r.work_code)}${td(r.work_name)}${td(r.master_work_category)}${td(r.work_category)}${td(r.work_type_new_module)}${td(r.work_type)}` +
    `${td(r.agency_name)}${m(r.sanction_wages)}${m(r.sanction_material)}${m(r.sanction_total)}` +
    (drift ? `${m(r.booked_current_fy_wages)}${m(r.booked_current_fy_material)}` : '') +
    `${m(r.paid_current_fy_wages)}${m(r.paid_current_fy_material)}${m(r.booked_inception_wages)}${m(r.booked_inception_material)}` +
    `${m(r.paid_inception_wages)}${m(r.paid_inception_material)}${td(r.total_mandays)}${td(r.mandays_current_fy)}${td(r.units)}<td>N</td>` +
    `${td(yn(r.is_secure))}${td(yn(r.is_convergence))}${td(dmy(r.started_on, '-'))}${td(r.beneficiary_jcn)}</tr>`
  );
}

/** The works table alone (the `GridView1` table), in a layout: rows as full DynamicWorkRow values in rupees. */
export function renderDynamicWorks(rows: readonly DynamicWorkRow[], layout: DynamicLayout, options: DynamicWorksTableOptions = {}): string {
  const out: string[] = [];
  if (layout === 'old-20') {
    out.push(
      '<table id="ctl00_ContentPlaceHolder1_GridView1" border="1" cellspacing="0" cellpadding="2" style="border-collapse:collapse;font-size:11px">',
      `<tr style="background-color:#DEB887">${OLD_HEADERS.map((h) => `<th>${esc(rename(h, options.broken))}</th>`).join('')}</tr>`,
      numberRow(20),
    );
    rows.forEach((r, i) => out.push(oldRow(r, i + 1)));
    out.push('</table>');
    return out.join('\n');
  }
  const drift = layout === 'drift-32';
  const groups = [
    ['Sanction Amount (in Rs)', 3],
    ...(drift ? [['Amount booked in current Fin Year (in Rs)', 2] as const] : []),
    ['Amount paid in current Fin Year (in Rs)', 2],
    ['Amount booked since inception (in Rs)', 2],
    ['Amount paid since inception (in Rs)', 2],
  ] as const;
  const style = 'style="background-color:#2E6DA4;color:White"';
  const span = (h: string) => `<th rowspan="2">${esc(rename(h, options.broken))}</th>`;
  out.push(
    '<table class="table table-bordered table-striped" id="ContentPlaceHolder1_GridView1" style="font-size:11px">',
    `<tr ${style}>${NEW_LEAD.map(span).join('')}${groups.map(([h, n]) => `<th colspan="${n}">${esc(h)}</th>`).join('')}${NEW_TAIL.map(span).join('')}</tr>`,
    `<tr ${style}>${groups.map(([, n]) => (n === 3 ? '<th>Wages</th><th>Material</th><th>Total</th>' : '<th>Wages</th><th>Material</th>')).join('')}</tr>`,
    numberRow(drift ? 32 : 30),
  );
  rows.forEach((r, i) => out.push(newRow(r, i + 1, drift)));
  out.push('</table>');
  return out.join('\n');
}

export interface DynamicPanelInfo {
  state: string;
  district: string;
  block: string;
  panchayat: string;
  finYear: string;
  status: string;
}

/** The UpdatePanel's inner HTML after Submit: heading, the works table, "No Data Found" when empty. */
export function renderDynamicWorksPanel(
  rows: readonly DynamicWorkRow[],
  layout: DynamicLayout,
  info: DynamicPanelInfo,
  options: DynamicWorksTableOptions = {},
): string {
  const empty = rows.length === 0 ? `\n${NO_DATA}` : '';
  if (layout === 'old-20') {
    return `
<div style="text-align:center"><b>Dynamic Report for Monitoring and details of works</b><br />State : ${esc(info.state)} &nbsp; District : ${esc(info.district)} &nbsp; Block : ${esc(info.block)} &nbsp; Work Start Fin Year : ${esc(info.finYear)} &nbsp; Work Status : ${esc(info.status)}</div>
${renderDynamicWorks(rows, layout, options)}${empty}
`;
  }
  const gp = info.panchayat !== 'ALL' ? `<br />Panchayat : ${esc(info.panchayat)}` : '';
  return `
<div style="text-align:center"><b>R6.12 Dynamic Report for Monitoring and details of works</b>${gp}</div>
<div class="table-responsive">
${renderDynamicWorks(rows, layout, options)}
</div>${empty}
`;
}

export interface DynamicFormState extends FormChrome {
  /** The page chrome: old (ctl00_ ids, aspnetForm) or new (static ids, form1). */
  layout: DynamicLayout;
  districts: readonly (readonly [string, string])[];
  blocks: readonly (readonly [string, string])[];
  panchayats: readonly (readonly [string, string])[];
  categories: readonly (readonly [string, string])[];
  finYears: readonly string[];
  selected: { district: string; block: string; panchayat: string; category: string; finYear: string; status: string };
  /** Inner HTML of the UpdatePanel (empty before Submit). */
  panel: string;
}

export const SCRIPT_MANAGER = 'ctl00$ContentPlaceHolder1$ScriptManager1';
export const UPDATE_PANEL = 'ctl00$ContentPlaceHolder1$UpdatePanel1';

/** The UpdatePanel's client id in a layout's chrome. */
export function updatePanelId(layout: DynamicLayout): string {
  return layout === 'old-20' ? 'ctl00_ContentPlaceHolder1_UpdatePanel1' : 'ContentPlaceHolder1_UpdatePanel1';
}

/** The whole dynamic_work_details.aspx page: filters (full post-backs) and the UpdatePanel. */
export function renderDynamicWorksPage(s: DynamicFormState): string {
  const old = s.layout === 'old-20';
  const formId = old ? 'aspnetForm' : 'form1';
  const id = (name: string) => (old ? `ctl00_ContentPlaceHolder1_${name}` : name);
  const name = (n: string) => `ctl00$ContentPlaceHolder1$${n}`;
  const all = [['ALL', 'ALL']] as const;
  const statuses = [
    ['ALL', 'ALL'],
    ['03', 'Ongoing'],
    ['05', 'Completed'],
    ['06', 'Physically Completed'],
  ] as const;
  const sel = (n: string, options: readonly (readonly [string, string])[], value: string, auto = true) =>
    select(name(n), id(n), options, value, auto);
  return `${pageStart('Dynamic Report for Monitoring and details of works')}${formStart(formId, s)}<script type="text/javascript">
//<![CDATA[
Sys.WebForms.PageRequestManager._initialize('${SCRIPT_MANAGER}', '${formId}', ['t${UPDATE_PANEL}','${old ? '' : updatePanelId(s.layout)}'], [], [], 90, 'ctl00');
//]]>
</script>
<table id="filters" cellpadding="3">
<tr><td><b>State</b></td><td>${sel('ddl_state', [['15', 'KARNATAKA']], '15')}</td><td><b>District</b></td><td>${sel('ddl_dist', [...all, ...s.districts], s.selected.district)}</td></tr>
<tr><td><b>Block</b></td><td>${sel('ddl_blk', [...all, ...s.blocks], s.selected.block)}</td><td><b>Panchayat</b></td><td>${sel('ddl_pan', [...all, ...s.panchayats], s.selected.panchayat)}</td></tr>
<tr><td><b>Work Category</b></td><td>${sel('Ddlworkcategory', [...all, ...s.categories], s.selected.category, false)}</td><td><b>Work Start Fin Year</b></td><td>${sel(
    'ddlFin_year',
    [...all, ...s.finYears.map((f) => [f, f] as const)],
    s.selected.finYear,
  )}</td></tr>
<tr><td><b>Work Status</b></td><td>${sel('Ddlwork_status', statuses, s.selected.status)}</td><td><b></b></td><td><input type="submit" name="ctl00$ContentPlaceHolder1$Button1" value="Submit" id="${old ? 'ctl00_ContentPlaceHolder1_Button1' : 'ContentPlaceHolder1_Button1'}" /></td></tr>
</table>
${old ? '' : '<div id="ContentPlaceHolder1_PageUpdateProgress" style="display:none;" role="status" aria-hidden="true">Please wait ...</div>\n'}<div id="${updatePanelId(s.layout)}">${s.panel}</div>
${formEnd(old ? { ...s, eventValidation: null } : s, old)}`;
}

// ---------- work_register.aspx (Register IV Part A) ----------

export interface RegisterRowView {
  serial: number;
  work_code: string;
  work_name: string;
  /** The Part B link as written (relative, signed). */
  href: string;
  priority_no: string | null;
  ts_date: string | null;
  as_date: string | null;
  implementing_agency: string | null;
  started_on: string | null;
  estimated_completion_on: string | null;
  actual_completion_on: string | null;
  sanctioned_unskilled: string | null;
  sanctioned_material: string | null;
}

const REGISTER_HEADERS = [
  'S No.',
  'Work code/ Work name',
  'Priority no. From the shelf of works',
  'Date of TS',
  'Date of AS',
  'Implementing agency GP/Line Department',
  'Date of Starting of work',
  'Estimated date of completion',
  'Actual Date Of Completion',
  'Sanctioned Unskilled',
  'Sanctioned Material',
  'Page No.',
];

/** The printed pages inside `Rprint`: one table per `perPage` rows, each with a header and a number row. */
export function renderWorkRegisterTables(rows: readonly RegisterRowView[], perPage: number, options: { broken?: boolean } = {}): string {
  const headers = REGISTER_HEADERS.map((h) => (options.broken && h === 'Work code/ Work name' ? 'Work Details' : h));
  const head = `<table border="1" cellspacing="0" cellpadding="2" width="100%" style="border-collapse:collapse;font-size:11px">
<tr style="background-color:#C0C0C0">${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>
${numberRow(12)}`;
  if (rows.length === 0) return `${head}\n</table>\n${NO_DATA}`;
  const tables: string[] = [];
  const size = Math.max(1, perPage);
  for (let i = 0; i < rows.length; i += size) {
    const body = rows
      .slice(i, i + size)
      .map(
        (r) =>
          `<tr>${td(r.serial)}<td><a href="${esc(r.href)}" target="_blank">${esc(r.work_name)}(${esc(r.work_code)})</a></td>${td(r.priority_no)}` +
          `${td(dmy(r.ts_date))}${td(dmy(r.as_date))}${td(r.implementing_agency)}${td(dmy(r.started_on))}${td(dmy(r.estimated_completion_on))}` +
          `${td(dmy(r.actual_completion_on))}${td(rupeeCell(r.sanctioned_unskilled))}${td(rupeeCell(r.sanctioned_material))}<td></td></tr>`,
      );
    tables.push(`${head}\n${body.join('\n')}\n</table>`);
  }
  return tables.join('\n<br />\n');
}

export interface WorkRegisterPageState extends FormChrome {
  place: Place;
  from: string;
  to: string;
  ddrows: string;
  ddrowsOptions: readonly string[];
  which: string;
  /** Inner HTML of `Rprint` (empty before Submit). */
  print: string;
  message?: string;
}

export function renderWorkRegisterPage(s: WorkRegisterPageState): string {
  const radio = (v: string, label: string) =>
    `<td><input id="ctl00_ContentPlaceHolder1_RadioButtonList2_${v}" type="radio" name="ctl00$ContentPlaceHolder1$RadioButtonList2" value="${v}"${
      s.which === v ? ' checked="checked"' : ''
    } /><label for="ctl00_ContentPlaceHolder1_RadioButtonList2_${v}">${label}</label></td>`;
  const rowsOptions = s.ddrowsOptions
    .map((v) => `<option value="${v}"${v === s.ddrows ? ' selected="selected"' : ''}>${v}</option>`)
    .join('');
  return `${pageStart('Work Register')}${formStart('aspnetForm', s)}<div style="text-align:center"><b>REGISTER - IV Part -A : WORK REGISTER</b></div>
${placeTable(s.place)}
<table cellpadding="3">
<tr><td>From Date</td><td><input name="ctl00$ContentPlaceHolder1$TextBox3" type="text" value="${esc(s.from)}" id="ctl00_ContentPlaceHolder1_TextBox3" /></td>
<td>To Date</td><td><input name="ctl00$ContentPlaceHolder1$TextBox4" type="text" value="${esc(s.to)}" id="ctl00_ContentPlaceHolder1_TextBox4" /></td>
<td>Rows per page</td><td><select name="ctl00$ContentPlaceHolder1$ddrows" id="ctl00_ContentPlaceHolder1_ddrows">${rowsOptions}</select></td>
<td><table id="ctl00_ContentPlaceHolder1_RadioButtonList2"><tr>${radio('0', 'GP')}${radio('1', 'Other than GP')}</tr></table></td>
<td><input type="submit" name="ctl00$ContentPlaceHolder1$Button1" value="submit" id="ctl00_ContentPlaceHolder1_Button1" /></td></tr>
</table>
${s.message ? `<span id="ctl00_ContentPlaceHolder1_lblmsg" style="color:Red">${esc(s.message)}</span>\n` : ''}<div id="ctl00_ContentPlaceHolder1_Rprint">
${s.print}
</div>
${formEnd(s)}`;
}

function placeTable(p: Place, id = ''): string {
  return `<table${id ? ` id="${id}"` : ''} width="100%" cellpadding="2"><tr><td><b>State :</b> KARNATAKA</td><td><b>District :</b> ${esc(p.district_name)}</td><td><b>Block :</b> ${esc(
    p.block_name,
  )}</td><td><b>Panchayat :</b> ${esc(p.panchayat_name)}</td></tr></table>`;
}

// ---------- work_register_detail.aspx (Register IV Part B) ----------

export interface PaymentRowView {
  msr_no: string;
  wage_list_no: string;
  persondays: number;
  paid: string;
  due: string;
}

export interface BillRowView {
  bill_no: string;
  voucher_no: string;
  bill_date: string;
  paid: string;
  due: string;
}

export interface WorkDetailState extends FormChrome {
  place: Place;
  work: { work_code: string; work_name: string } | null;
  wages: readonly PaymentRowView[];
  bills: readonly BillRowView[];
  skilled: readonly PaymentRowView[];
  broken?: boolean;
}

const sumPaise = (values: string[]) => values.reduce((s, v) => s + Math.round(Number(v) * 100), 0);
const rupeesOf = (paise: number) => rupeeCell((paise / 100).toFixed(2));
const tableOpen = '<table border="1" cellspacing="0" cellpadding="2" style="border-collapse:collapse;font-size:11px">';

function paymentTable(rows: readonly PaymentRowView[]): string {
  const out = [
    tableOpen,
    '<tr style="background-color:#C0C0C0"><th>S No.</th><th>MSR NO.</th><th>Wage List No.</th><th>Persondays</th><th>Amount Paid</th><th>Amount Due</th></tr>',
  ];
  rows.forEach((r, i) =>
    out.push(`<tr>${td(i + 1)}${td(r.msr_no)}${td(r.wage_list_no)}${td(r.persondays)}${td(rupeeCell(r.paid))}${td(rupeeCell(r.due))}</tr>`),
  );
  const days = rows.reduce((s, r) => s + r.persondays, 0);
  out.push(
    `<tr style="font-weight:bold"><td></td><td></td><td>Total</td>${td(days)}${td(rupeesOf(sumPaise(rows.map((r) => r.paid))))}${td(
      rupeesOf(sumPaise(rows.map((r) => r.due))),
    )}</tr>`,
    '</table>',
  );
  return out.join('\n');
}

/** Register IV Part B: wage, material ("Material Payment Detail"), skilled tables with Total rows, and a summary. */
export function renderWorkRegisterDetail(s: WorkDetailState): string {
  const billDate = s.broken ? 'Dated' : 'Bill Date';
  const material = [
    tableOpen,
    `<tr style="background-color:#C0C0C0"><th>S No.</th><th>Bill NO.</th><th>Voucher No.</th><th>${billDate}</th><th>Amount Paid</th><th>Amount Due</th></tr>`,
  ];
  s.bills.forEach((b, i) =>
    material.push(
      `<tr>${td(i + 1)}${td(b.bill_no)}${td(b.voucher_no)}${td(dmy(b.bill_date))}${td(rupeeCell(b.paid))}${td(rupeeCell(b.due))}</tr>`,
    ),
  );
  const wp = sumPaise(s.wages.map((r) => r.paid));
  const wd = sumPaise(s.wages.map((r) => r.due));
  const mp = sumPaise(s.bills.map((r) => r.paid));
  const md = sumPaise(s.bills.map((r) => r.due));
  const sp = sumPaise(s.skilled.map((r) => r.paid));
  const sd = sumPaise(s.skilled.map((r) => r.due));
  material.push(
    `<tr style="font-weight:bold"><td></td><td></td><td></td><td>Total</td>${td(rupeesOf(mp))}${td(rupeesOf(md))}</tr>`,
    '</table>',
  );
  const heading = s.work
    ? `REGISTER IV - B : WORK WISE DETAIL OF WORK CODE/ WORK NAME : ${esc(s.work.work_code)} / ${esc(s.work.work_name)}`
    : 'REGISTER IV - B : WORK WISE DETAIL';
  return `${pageStart('Work Register Detail')}${formStart('aspnetForm', s)}${placeTable(s.place)}
<div style="text-align:center"><b>${heading}</b></div>
${s.work ? '' : `${NO_DATA}\n`}<div style="margin-top:8px"><b>Wage Payment Detail</b></div>
${paymentTable(s.wages)}
<div style="margin-top:8px"><b>Material Payment Detail</b></div>
${material.join('\n')}
<div style="margin-top:8px"><b>Skilled/Semiskilled Payment detail</b></div>
${paymentTable(s.skilled)}
<div style="margin-top:8px"><b>Summary</b></div>
${tableOpen}
<tr style="background-color:#C0C0C0"><th colspan="2">Wage</th><th colspan="2">Material</th><th colspan="2">Skilled/Semiskilled</th><th colspan="2">Total</th></tr>
<tr style="background-color:#C0C0C0"><th>Amount Paid</th><th>Amount Due</th><th>Amount Paid</th><th>Amount Due</th><th>Amount Paid</th><th>Amount Due</th><th>Amount Paid</th><th>Amount Due</th></tr>
<tr>${[wp, wd, mp, md, sp, sd, wp + mp + sp, wd + md + sd].map((v) => td(rupeesOf(v))).join('')}</tr>
</table>
${formEnd({ ...s, eventValidation: null })}`;
}

// ---------- material_register.aspx (Register VII) ----------

export interface MaterialRegisterState extends FormChrome {
  place: Place;
  finYears: readonly string[];
  finYear: string;
  rows: readonly MaterialRegisterRow[];
  broken?: boolean;
}

/** Register VII: the register is the 4th `<table>` of the document, header + number row, no Total row. */
export function renderMaterialRegister(s: MaterialRegisterState): string {
  const headers = [
    'S No.',
    'Work Name (Work Code)',
    'Date of Starting of work',
    'Estimated date of completion',
    'Voucher / Bill No.',
    s.broken ? 'Dated' : 'Bill Date',
    'Vendor Name and TIN-material wise',
    'Material Detail',
    'Material Quantity in units',
    'Total price (in Rs.)',
    'Entry on the Stock Register (Page no.)',
    'Opening Balance-Stock',
    'Closing Balance-Stock',
    'Signature by the Technical Assistant',
  ];
  const body = s.rows.map(
    (r) =>
      `<tr>${td(r.serial)}${td(`${r.work_name}(${r.work_code})`)}${td(dmy(r.started_on))}${td(dmy(r.estimated_completion_on))}${td(r.bill_no)}` +
      `${td(dmy(r.bill_date))}${td(r.vendor_tin ? `${r.vendor_name} (${r.vendor_tin})` : r.vendor_name)}${td(r.material_detail)}${td(r.quantity)}` +
      `${td(rupeeCell(r.total_price))}<td></td><td></td><td></td><td></td></tr>`,
  );
  const years = s.finYears.map((f) => [f, f] as const);
  return `${pageStart('Material Register')}${formStart('aspnetForm', s)}${placeTable(s.place, 'gpinfo')}
<table cellpadding="3"><tr><td><b>Financial Year</b></td><td>${select('ctl00$ContentPlaceHolder1$ddl_finyr', 'ctl00_ContentPlaceHolder1_ddl_finyr', years, s.finYear)}</td></tr></table>
<div style="text-align:center"><b>REGISTER - VII : MATERIAL REGISTER</b></div>
<table border="1" cellspacing="0" cellpadding="2" width="100%" style="border-collapse:collapse;font-size:11px">
<tr style="background-color:#C0C0C0">${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>
${numberRow(14)}${body.length ? `\n${body.join('\n')}` : ''}
</table>
${body.length ? '' : `${NO_DATA}\n`}${formEnd(s)}`;
}

// ---------- FTO pages (under /netnrega/FTO/) ----------

export interface FtoPlace extends Place {
  finYear: string;
}

function ftoInfoTable(p: FtoPlace): string {
  return `<table width="100%" cellpadding="2"><tr><td><b>State :</b> KARNATAKA</td><td><b>District :</b> ${esc(p.district_name)}</td><td><b>Block :</b> ${esc(
    p.block_name,
  )}</td><td><b>Financial Year :</b> ${esc(p.finYear)}</td></tr></table>`;
}

export interface FtoListItem {
  fto_no: string;
  href: string;
  date: string;
  rows: readonly FtoTransactionRow[];
}

export interface FtoListState extends FormChrome {
  place: FtoPlace;
  ftos: readonly FtoListItem[];
  broken?: boolean;
}

/** A GP's material FTOs of one year (fto_reprt_detail.aspx, flg=M): table index 3, FTO no in td[3] as a link, date in td[5]. */
export function renderFtoList(s: FtoListState): string {
  const headers = [
    'S No.',
    'Block Name',
    s.broken ? 'Order No.' : 'FTO No.',
    'Panchayat Name',
    'FTO Date',
    'No. of Transactions',
    'Amount (in Rs.)',
    'Processed',
    'Rejected',
    'Pending',
  ];
  const body = s.ftos.map((f, i) => {
    const count = (status: string) => f.rows.filter((r) => r.status === status).length;
    const total = sumPaise(f.rows.map((r) => r.credit_amount_due ?? '0'));
    return (
      `<tr>${td(i + 1)}${td(s.place.block_name)}<td><a href="${esc(f.href)}">${esc(f.fto_no)}</a></td>${td(s.place.panchayat_name)}${td(dmy(f.date))}` +
      `${td(f.rows.length)}${td(rupeesOf(total))}${td(count('Processed'))}${td(count('Rejected'))}${td(count('Pending'))}</tr>`
    );
  });
  return `${pageStart('FTO Report Detail')}${formStart('aspnetForm', s)}<center>
${ftoInfoTable(s.place)}
<table width="100%" cellpadding="2"><tr><td align="center"><span id="ctl00_ContentPlaceHolder1_Label1"><b>Material FTO List : Panchayat : ${esc(
    s.place.panchayat_name,
  )}</b></span></td></tr></table>
<table border="1" cellspacing="0" cellpadding="2" style="border-collapse:collapse;font-size:11px">
<tr style="background-color:#DEB887">${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${body.length ? `\n${body.join('\n')}` : ''}
</table>
${body.length ? '' : `${NO_DATA}\n`}</center>
${formEnd(s)}`;
}

export interface FtoTransactionsState extends FormChrome {
  place: FtoPlace;
  ftoNo: string;
  rows: readonly FtoTransactionRow[];
  broken?: boolean;
}

const FTO_HEADERS = [
  'Sr No.',
  'Block Name',
  'Reference No.',
  'Transaction Date',
  'Vendor Name',
  'Vendor ID',
  'Voucher No.',
  'Primary Account Holder Name',
  'Bank Code',
  'IFSC Code',
  'Credit Amount Due',
  'Credit Amount Actual',
  'Status',
  'Processed Date',
  'Processed Date (Co-operative Bank)',
  'UTR No.',
  'Rejection Reason',
];

/** FTO/fto_trasction_dtl.aspx: 5 tables, transactions in table index 3, exactly 4 `<tr>` before the first data row, a Total row. */
export function renderFtoTransactions(s: FtoTransactionsState): string {
  const headers = FTO_HEADERS.map((h) =>
    s.broken && h === 'Reference No.' ? 'Txn Ref' : s.broken && h === 'Voucher No.' ? 'Document No.' : h,
  );
  const body = s.rows.map(
    (r) =>
      `<tr>${td(r.sr_no)}${td(r.block_name)}${td(r.reference_no)}${td(dmy(r.transaction_date))}${td(r.vendor_name)}${td(r.vendor_id)}${td(r.voucher_no)}` +
      `${td(r.account_holder)}${td(r.bank_code)}${td(r.ifsc)}${td(rupeeCell(r.credit_amount_due))}${td(rupeeCell(r.credit_amount_actual))}${td(r.status)}` +
      `${td(dmy(r.processed_date))}${td(dmy(r.coop_processed_date))}${td(r.utr_no)}${td(r.rejection_reason)}</tr>`,
  );
  const due = sumPaise(s.rows.map((r) => r.credit_amount_due ?? '0'));
  const actual = sumPaise(s.rows.map((r) => r.credit_amount_actual ?? '0'));
  const total = `<tr style="font-weight:bold">${'<td></td>'.repeat(9)}<td>Total</td>${td(rupeesOf(due))}${td(rupeesOf(actual))}${'<td></td>'.repeat(5)}</tr>`;
  return `${pageStart('FTO Transaction Detail')}${formStart('aspnetForm', s)}<center>
${ftoInfoTable(s.place)}
<table width="100%" cellpadding="2"><tr><td align="center"><span id="ctl00_ContentPlaceHolder1_Label1"><b>FTO No. : ${esc(s.ftoNo)}</b></span>&nbsp; <b>FTO Type :</b> Material</td></tr></table>
<table border="1" cellspacing="0" cellpadding="2" style="border-collapse:collapse;font-size:11px">
<tr style="background-color:#DEB887">${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${body.length ? `\n${body.join('\n')}` : ''}
${total}
</table>
<table width="100%"><tr><td align="center" style="font-size:10px">Data as per NREGASoft; amounts in Rupees</td></tr></table>
</center>
${formEnd(s)}`;
}

// ---------- index pages ----------

export interface LinkView {
  text: string;
  href: string;
}

/** MISreport4.aspx: the state report index (links signed). */
export function renderReportIndex(finYear: string, links: readonly LinkView[]): string {
  const rows = links.map((l, i) => `<tr><td>${i + 1}</td><td><a href="${esc(l.href)}">${esc(l.text)}</a></td></tr>`).join('\n');
  return `${pageStart('MIS Reports')}${MASTHEAD}
<div style="text-align:center"><b>Mahatma Gandhi NREGA : Reports (Financial Year ${esc(finYear)})</b></div>
<table border="1" cellspacing="0" cellpadding="2" align="center" style="border-collapse:collapse">
<tr style="background-color:#DEB887"><th>S No.</th><th>Report</th></tr>
${rows}
</table>
</body>
</html>
`;
}

/** IndexFrame.aspx: a GP's page with the register links and one "Material FTO List <yyyy-yyyy>" per year. */
export function renderIndexFrame(
  form: FormChrome,
  place: Place & { finYear: string },
  registers: readonly LinkView[],
  ftoLists: readonly LinkView[],
  note?: string,
): string {
  const li = (l: LinkView) => `<tr><td><a href="${esc(l.href)}">${esc(l.text)}</a></td></tr>`;
  return `${pageStart('Gram Panchayat Reports')}${formStart('aspnetForm', form)}${placeTable(place)}
<div style="text-align:center"><b>Gram Panchayat : ${esc(place.panchayat_name)} &nbsp; Financial Year : ${esc(place.finYear)}</b></div>
${note ? `<div style="text-align:center;color:Red"><b>${esc(note)}</b></div>\n` : ''}<table id="ctl00_ContentPlaceHolder1_tblRegisters" border="1" cellspacing="0" cellpadding="3" align="center" style="border-collapse:collapse">
<tr style="background-color:#DEB887"><th>Registers</th></tr>
${registers.map(li).join('\n')}
<tr style="background-color:#DEB887"><th>Fund Transfer Orders</th></tr>
${ftoLists.map(li).join('\n')}
</table>
${formEnd(form)}`;
}

// ---------- fault pages ----------

export const URL_TEMPERED_PAGE = `<html>
<head><title></title></head>
<body>
<div align="center" style="margin-top:40px;font-family:Verdana;font-size:14px;color:Red"><b>URL TEMPERED</b></div>
</body>
</html>
`;

export const RUNTIME_ERROR_PAGE = `<!DOCTYPE html>
<html>
<head>
<title>Runtime Error</title>
<meta name="viewport" content="width=device-width" />
</head>
<body bgcolor="white">
<span><h1>Server Error in '/netnrega' Application.<hr width="100%" size="1" color="silver" /></h1>
<h2> <i>Runtime Error</i> </h2></span>
<font face="Arial, Helvetica, Geneva, SunSans-Regular, sans-serif">
<b> Description: </b>An application error occurred on the server. The custom error settings of this application prevent details of the error from being shown to remote users.
<br /><br />
</font>
</body>
</html>
`;

export const SERVICE_UNAVAILABLE_PAGE = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN""http://www.w3.org/TR/html4/strict.dtd">
<HTML><HEAD><TITLE>Service Unavailable</TITLE>
<META HTTP-EQUIV="Content-Type" Content="text/html; charset=us-ascii"></HEAD>
<BODY><h2>Service Unavailable</h2>
<hr><p>HTTP Error 503. The service is unavailable.</p>
</BODY></HTML>
`;

export const NOT_FOUND_PAGE = `<!DOCTYPE html>
<html><head><title>The resource cannot be found.</title></head>
<body><h1>Server Error in '/netnrega' Application.</h1><h2><i>The resource cannot be found.</i></h2></body></html>
`;

export const ERROR_HTML_PAGE = `<html>
<head><title>Error</title></head>
<body>
<div align="center" style="margin-top:40px;font-family:Verdana;font-size:14px;color:Red"><b>Sorry, an error occurred while processing your request. Please try again later.</b></div>
</body>
</html>
`;

export const ASYNC_ERROR_MESSAGE = 'An unknown error occurred while processing the request on the server.';
