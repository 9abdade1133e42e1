/**
 * The fixture MIS: a local HTTP server (node:http) that imitates the public NREGA MIS pages the
 * scraper reads (docs/mis-scraper.md, test/fixtures/mis-samples/README.md): signed links with the
 * fixture Digest rule, WebForms post-backs with a fresh __VIEWSTATE per answer, UpdatePanel deltas,
 * and faults on demand. Dev and tests only.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DynamicLayout } from '../../scraper/mis/types.js';
import {
  CATEGORIES,
  FixtureData,
  STATUS_CODES,
  materialLines,
  registerWorks,
  todayIso,
  type FixturePanchayat,
  type GpData,
} from './data.js';
import {
  ASYNC_ERROR_MESSAGE,
  ERROR_HTML_PAGE,
  NOT_FOUND_PAGE,
  RUNTIME_ERROR_PAGE,
  SERVICE_UNAVAILABLE_PAGE,
  UPDATE_PANEL,
  URL_TEMPERED_PAGE,
  renderDelta,
  renderDynamicWorksPage,
  renderDynamicWorksPanel,
  renderFtoList,
  renderFtoTransactions,
  renderIndexFrame,
  renderMaterialRegister,
  renderReportIndex,
  renderWorkRegisterDetail,
  renderWorkRegisterPage,
  renderWorkRegisterTables,
  updatePanelId,
  type DeltaRecordOut,
  type FormChrome,
  type RegisterRowView,
} from './render.js';
import { buildQuery, digestOf, dmy, fyStart, money, parseDmy, signQuery, splitDigest } from './util.js';

export type FixturePage =
  | 'MISreport4'
  | 'dynamic_work_details'
  | 'IndexFrame'
  | 'work_register'
  | 'work_register_detail'
  | 'material_register'
  | 'fto_reprt_detail'
  | 'fto_trasction_dtl';

export type FaultKind =
  | 'url-tempered'
  | 'http-500'
  | 'http-503'
  | 'redirect-error'
  | 'async-error'
  | 'layout-old'
  | 'layout-drift32'
  | 'layout-broken'
  | 'truncated'
  | 'slow'
  | 'reset'
  | 'empty';

export const FAULT_KINDS: readonly FaultKind[] = [
  'url-tempered',
  'http-500',
  'http-503',
  'redirect-error',
  'async-error',
  'layout-old',
  'layout-drift32',
  'layout-broken',
  'truncated',
  'slow',
  'reset',
  'empty',
];

export const FIXTURE_PAGES: readonly FixturePage[] = [
  'MISreport4',
  'dynamic_work_details',
  'IndexFrame',
  'work_register',
  'work_register_detail',
  'material_register',
  'fto_reprt_detail',
  'fto_trasction_dtl',
];

export interface FaultSpec {
  page: FixturePage | '*';
  kind: FaultKind;
  /** Only requests for this panchayat (its code in the query, or chosen in ddl_pan). */
  panchayat?: string;
  /** How many matching requests it hits (default: until cleared). */
  times?: number;
  /** For `slow`: the delay (default 3000 ms). */
  ms?: number;
}

export interface FixtureMisOptions {
  seed?: number;
  panchayats: FixturePanchayat[];
  worksPerPanchayat?: number;
  strictDigest?: boolean;
  layout?: DynamicLayout;
  today?: Date;
  port?: number;
  host?: string;
}

export interface FixtureRequest {
  method: string;
  path: string;
  /** The raw query string (without `?`). */
  query: string;
  /** Epoch milliseconds. */
  at: number;
}

export interface FixtureMis {
  /** `http://127.0.0.1:<port>/netnrega/` */
  baseUrl: string;
  port: number;
  data: FixtureData;
  addFault(fault: FaultSpec): void;
  clearFaults(): void;
  readonly requests: FixtureRequest[];
  close(): Promise<void>;
}

const PAGE_PATHS: Record<string, FixturePage> = {
  'misreport4.aspx': 'MISreport4',
  'dynamic_work_details.aspx': 'dynamic_work_details',
  'indexframe.aspx': 'IndexFrame',
  'work_register.aspx': 'work_register',
  'work_register_detail.aspx': 'work_register_detail',
  'material_register.aspx': 'material_register',
  'fto/fto_reprt_detail.aspx': 'fto_reprt_detail',
  'fto/fto_trasction_dtl.aspx': 'fto_trasction_dtl',
};

const FILE_OF: Record<FixturePage, string> = {
  MISreport4: 'MISreport4.aspx',
  dynamic_work_details: 'dynamic_work_details.aspx',
  IndexFrame: 'IndexFrame.aspx',
  work_register: 'work_register.aspx',
  work_register_detail: 'work_register_detail.aspx',
  material_register: 'material_register.aspx',
  fto_reprt_detail: 'FTO/fto_reprt_detail.aspx',
  fto_trasction_dtl: 'FTO/fto_trasction_dtl.aspx',
};

/** Pages whose links carry a Digest (the MIS checks it); the report index and the GP page do not. */
const SIGNED = new Set<FixturePage>([
  'dynamic_work_details',
  'work_register',
  'work_register_detail',
  'material_register',
  'fto_reprt_detail',
  'fto_trasction_dtl',
]);

const EARLY: FaultKind[] = ['reset', 'url-tempered', 'http-500', 'http-503', 'redirect-error'];
const DDROWS = ['10', '20', '50', '100', '500'];
const HTML = 'text/html; charset=utf-8';
const MAX_BODY = 2 * 1024 * 1024;

/** A refusal the handler turns into the runtime error page (HTTP 500). */
class RuntimeError extends Error {}

interface ViewState {
  /** page */
  p: string;
  /** hash of the signed query the page was served for */
  q: string;
  /** nonce */
  n: string;
  /** selections */
  s: Record<string, string>;
}

interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  page: FixturePage;
  params: URLSearchParams;
  form: URLSearchParams | null;
  rawQuery: string;
  body: string;
  isAsync: boolean;
  gp: string | null;
  /** The form action of the page: itself, with the query as received. */
  action: string;
  take(kinds: FaultKind[]): FaultSpec | null;
}

/** A query parameter by name, any case (the MIS mixes `District_Code`, `district_code`, ...). */
function param(params: URLSearchParams, name: string): string | null {
  const exact = params.get(name);
  if (exact !== null) return exact;
  const lower = name.toLowerCase();
  for (const [k, v] of params) if (k.toLowerCase() === lower) return v;
  return null;
}

/** A posted control by its id (`ctl00$ContentPlaceHolder1$<id>`, any prefix). */
function field(form: URLSearchParams | null, id: string): string | null {
  if (!form) return null;
  const suffix = `$${id}`.toLowerCase();
  for (const [k, v] of form) {
    const key = k.toLowerCase();
    if (key === id.toLowerCase() || key.endsWith(suffix)) return v;
  }
  return null;
}

/** Where to cut a page so that it ends inside a data row (the middle one). */
function cutPoint(html: string): number {
  const starts: number[] = [];
  for (let i = html.indexOf('\n<tr><td>'); i >= 0; i = html.indexOf('\n<tr><td>', i + 1)) starts.push(i + 1);
  if (starts.length === 0) return Math.floor(html.length * 0.6);
  const start = starts[Math.floor(starts.length / 2)];
  const end = html.indexOf('</tr>', start);
  return start + Math.max(4, Math.floor(((end < 0 ? html.length : end) - start) / 2));
}

export async function startFixtureMis(options: FixtureMisOptions): Promise<FixtureMis> {
  const host = options.host ?? '127.0.0.1';
  const strict = options.strictDigest ?? true;
  const layout: DynamicLayout = options.layout ?? 'new-30';
  const data = new FixtureData(options.panchayats, {
    seed: options.seed ?? 2024,
    worksPerPanchayat: options.worksPerPanchayat ?? 24,
    today: todayIso(options.today),
  });
  const secret = randomBytes(16);
  const faults: FaultSpec[] = [];
  const requests: FixtureRequest[] = [];
  const used = new Map<string, string>();
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();

  const panchayats = data.panchayats();
  const districts = uniquePairs(panchayats.map((p) => [p.district_code, p.district_name]));
  const blocksOf = (d: string) => uniquePairs(panchayats.filter((p) => p.district_code === d).map((p) => [p.block_code, p.block_name]));
  const pansOf = (b: string) => uniquePairs(panchayats.filter((p) => p.block_code === b).map((p) => [p.panchayat_code, p.panchayat_name]));

  // ---------- view state ----------

  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const queryHash = (signed: string) => createHash('md5').update(signed).digest('base64').slice(0, 12);

  function newViewState(
    page: FixturePage,
    signedQuery: string,
    selections: Record<string, string>,
  ): { viewState: string; eventValidation: string } {
    const state: ViewState = { p: page, q: queryHash(signedQuery), n: randomBytes(9).toString('base64'), s: selections };
    const json = Buffer.from(JSON.stringify(state));
    const viewState = `/wEPDwUK${Buffer.concat([json, mac(json.toString()).subarray(0, 12)]).toString('base64')}`;
    return { viewState, eventValidation: eventValidationOf(state.n) };
  }

  function eventValidationOf(nonce: string): string {
    return `/wEdAA${mac(`ev|${nonce}`).toString('base64').slice(0, 40)}`;
  }

  function decodeViewState(text: string | null): ViewState | null {
    if (!text || !text.startsWith('/wEPDwUK')) return null;
    const raw = Buffer.from(text.slice(8), 'base64');
    if (raw.length <= 12) return null;
    const json = raw.subarray(0, raw.length - 12).toString();
    if (
      !mac(json)
        .subarray(0, 12)
        .equals(raw.subarray(raw.length - 12))
    )
      return null;
    try {
      return JSON.parse(json) as ViewState;
    } catch {
      return null;
    }
  }

  /** The view state a post-back carries, checked: this server's, this page's, this query's, not used before for another post. */
  function postedState(ctx: Ctx): ViewState {
    const vs = decodeViewState(field(ctx.form, '__VIEWSTATE'));
    const { signed } = splitDigest(ctx.rawQuery);
    if (!vs || vs.p !== ctx.page || vs.q !== queryHash(signed)) throw new RuntimeError('foreign or corrupt __VIEWSTATE');
    const bodyHash = createHash('md5').update(ctx.body).digest('base64');
    const seen = used.get(vs.n);
    // A retry of the very same post is answered again; another post with an old view state is stale.
    if (seen !== undefined && seen !== bodyHash) throw new RuntimeError('stale __VIEWSTATE');
    const ev = field(ctx.form, '__EVENTVALIDATION');
    if (ev !== null && ev !== '' && ev !== eventValidationOf(vs.n)) throw new RuntimeError('invalid __EVENTVALIDATION');
    used.set(vs.n, bodyHash);
    if (used.size > 100000) used.delete(used.keys().next().value!);
    return vs;
  }

  // ---------- faults ----------

  function take(page: FixturePage, gp: string | null, kinds: FaultKind[]): FaultSpec | null {
    const i = faults.findIndex(
      (f) => (f.page === '*' || f.page === page) && (!f.panchayat || f.panchayat === gp) && kinds.includes(f.kind),
    );
    if (i < 0) return null;
    const f = faults[i];
    if (f.times !== undefined) {
      f.times--;
      if (f.times <= 0) faults.splice(i, 1);
    }
    return f;
  }

  function addFault(f: FaultSpec): void {
    if (!FAULT_KINDS.includes(f.kind)) throw new Error(`unknown fault kind ${String(f.kind)}`);
    if (f.page !== '*' && !FIXTURE_PAGES.includes(f.page)) throw new Error(`unknown page ${String(f.page)}`);
    if (f.times !== undefined && f.times <= 0) return;
    faults.push({ ...f });
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      timers.add(entry);
    });
  }

  // ---------- answers ----------

  function send(res: ServerResponse, status: number, body: string, type = HTML, headers: Record<string, string> = {}): void {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'private', ...headers });
    res.end(body);
  }

  function sendPage(ctx: Ctx, html: string, truncated: boolean): void {
    send(ctx.res, 200, truncated ? html.slice(0, cutPoint(html)) : html);
  }

  function gpOf(code: string | null): GpData | null {
    return code && data.panchayat(code) ? data.gp(code) : null;
  }

  function placeOf(gp: FixturePanchayat) {
    return { district_name: gp.district_name, block_name: gp.block_name, panchayat_name: gp.panchayat_name };
  }

  function validFy(fy: string | null): string {
    return fy && data.finYears.includes(fy) ? fy : data.currentFinYear;
  }

  // ---------- pages ----------

  function reportIndex(ctx: Ctx): void {
    const fy = /^\d{4}-\d{4}$/.test(param(ctx.params, 'fin_year') ?? '') ? param(ctx.params, 'fin_year')! : data.currentFinYear;
    const national = buildQuery([
      ['lflag', 'eng'],
      ['state_name', 'KARNATAKA'],
      ['state_code', '15'],
      ['fin_year', fy],
      ['source', 'national'],
    ]);
    const links = [
      { text: 'Employment Provided to Households', href: `demregister.aspx?${signQuery(`${national}&labels=labels`)}` },
      { text: 'Financial Statement', href: `FinancialStatement.aspx?${signQuery(national)}` },
      {
        text: 'Dynamic Report for Monitoring and details of works',
        href: `dynamic_work_details.aspx?${signQuery(
          buildQuery([
            ['page', 'S'],
            ['lflag', 'eng'],
            ['state_name', 'KARNATAKA'],
            ['state_code', '15'],
            ['fin_year', fy],
            ['source', 'national'],
          ]),
        )}`,
      },
    ];
    send(ctx.res, 200, renderReportIndex(fy, links));
  }

  function dynamicWorks(ctx: Ctx): void {
    const initial = { d: 'ALL', b: 'ALL', g: 'ALL', fy: 'ALL', st: 'ALL', cat: 'ALL' };
    const { signed } = splitDigest(ctx.rawQuery);
    let state = initial;
    let submit = false;
    if (ctx.form && field(ctx.form, '__VIEWSTATE') !== null) {
      const vs = postedState(ctx);
      const prev = { ...initial, ...vs.s };
      const posted = (id: string, fallback: string) => field(ctx.form, id) ?? fallback;
      const offered = (value: string, options: readonly (readonly [string, string])[]) =>
        value === 'ALL' || options.some(([c]) => c === value);
      const d = posted('ddl_dist', prev.d);
      const b = posted('ddl_blk', prev.b);
      const g = posted('ddl_pan', prev.g);
      const fy = posted('ddlFin_year', prev.fy);
      const st = posted('Ddlwork_status', prev.st);
      const cat = posted('Ddlworkcategory', prev.cat);
      // Event validation: every value must be one the previous answer offered.
      if (!offered(d, districts) || !offered(b, blocksOf(prev.d)) || !offered(g, pansOf(prev.b))) {
        throw new RuntimeError('Invalid postback or callback argument');
      }
      if (
        !(fy === 'ALL' || data.finYears.includes(fy)) ||
        !(st === 'ALL' || st in STATUS_CODES) ||
        !(cat === 'ALL' || CATEGORIES.some((c) => c.code === cat))
      ) {
        throw new RuntimeError('Invalid postback or callback argument');
      }
      state = { d, b: d === prev.d ? b : 'ALL', g: d === prev.d && b === prev.b ? g : 'ALL', fy, st, cat };
      submit = field(ctx.form, 'Button1') !== null;
    }
    const { viewState, eventValidation } = newViewState(ctx.page, signed, state);
    let panel = '';
    if (submit) {
      if (ctx.isAsync && ctx.take(['async-error'])) {
        send(ctx.res, 200, renderDelta([{ type: 'error', id: '500', content: ASYNC_ERROR_MESSAGE }]), 'text/plain; charset=utf-8');
        return;
      }
      const fault = ctx.take(['layout-old', 'layout-drift32', 'layout-broken', 'truncated', 'empty']);
      const tableLayout: DynamicLayout = fault?.kind === 'layout-old' ? 'old-20' : fault?.kind === 'layout-drift32' ? 'drift-32' : layout;
      const gps = panchayats.filter(
        (p) =>
          (state.d === 'ALL' || p.district_code === state.d) &&
          (state.b === 'ALL' || p.block_code === state.b) &&
          (state.g === 'ALL' || p.panchayat_code === state.g),
      );
      const rows =
        fault?.kind === 'empty'
          ? []
          : gps.flatMap((p) =>
              data
                .gp(p.panchayat_code)
                .works.filter(
                  (w) =>
                    (state.fy === 'ALL' || w.row.work_start_fin_year === state.fy) &&
                    (state.st === 'ALL' || w.row.work_status === STATUS_CODES[state.st]) &&
                    (state.cat === 'ALL' || w.category_code === state.cat),
                )
                .map((w) => w.row),
            );
      const name = (options: readonly (readonly [string, string])[], code: string) => options.find(([c]) => c === code)?.[1] ?? 'ALL';
      panel = renderDynamicWorksPanel(
        rows,
        tableLayout,
        {
          state: 'KARNATAKA',
          district: name(districts, state.d),
          block: name(blocksOf(state.d), state.b),
          panchayat: name(pansOf(state.b), state.g),
          finYear: state.fy,
          status: state.st === 'ALL' ? 'ALL' : STATUS_CODES[state.st],
        },
        { broken: fault?.kind === 'layout-broken' },
      );
      if (ctx.isAsync) {
        const delta = dynamicDelta(panel, viewState, eventValidation, ctx.action);
        const cut = fault?.kind === 'truncated' ? delta.indexOf(panel) + cutPoint(panel) : delta.length;
        send(ctx.res, 200, delta.slice(0, cut), 'text/plain; charset=utf-8');
        return;
      }
      const html = renderPage(state, panel, viewState, eventValidation, ctx.action);
      send(ctx.res, 200, fault?.kind === 'truncated' ? html.slice(0, html.indexOf(panel) + cutPoint(panel)) : html);
      return;
    }
    if (ctx.isAsync) {
      send(ctx.res, 200, dynamicDelta('', viewState, eventValidation, ctx.action), 'text/plain; charset=utf-8');
      return;
    }
    send(ctx.res, 200, renderPage(state, panel, viewState, eventValidation, ctx.action));
  }

  function renderPage(state: Record<string, string>, panel: string, viewState: string, eventValidation: string, action: string): string {
    return renderDynamicWorksPage({
      layout,
      action,
      viewState,
      eventValidation,
      districts,
      blocks: state.d === 'ALL' ? [] : blocksOf(state.d),
      panchayats: state.b === 'ALL' ? [] : pansOf(state.b),
      categories: CATEGORIES.map((c) => [c.code, c.name] as const),
      finYears: data.finYears,
      selected: { district: state.d, block: state.b, panchayat: state.g, category: state.cat, finYear: state.fy, status: state.st },
      panel,
    });
  }

  function dynamicDelta(panel: string, viewState: string, eventValidation: string, action: string): string {
    const old = layout === 'old-20';
    const records: DeltaRecordOut[] = [
      { type: '#', id: '', content: '4' },
      { type: 'updatePanel', id: updatePanelId(layout), content: panel },
      { type: 'hiddenField', id: '__EVENTTARGET', content: '' },
      { type: 'hiddenField', id: '__EVENTARGUMENT', content: '' },
      { type: 'hiddenField', id: '__LASTFOCUS', content: '' },
      { type: 'hiddenField', id: '__VIEWSTATE', content: viewState },
      { type: 'hiddenField', id: '__VIEWSTATEGENERATOR', content: '5E8A2C1F' },
      ...(old
        ? [{ type: 'hiddenField', id: '__VIEWSTATEENCRYPTED', content: '' }]
        : [{ type: 'hiddenField', id: '__EVENTVALIDATION', content: eventValidation }]),
      { type: 'asyncPostBackControlIDs', id: '', content: '' },
      { type: 'postBackControlIDs', id: '', content: '' },
      { type: 'updatePanelIDs', id: '', content: `t${UPDATE_PANEL},${old ? '' : updatePanelId(layout)}` },
      { type: 'childUpdatePanelIDs', id: '', content: '' },
      { type: 'panelsToRefreshIDs', id: '', content: `${UPDATE_PANEL},${old ? '' : updatePanelId(layout)}` },
      { type: 'asyncPostBackTimeout', id: '', content: '90' },
      { type: 'formAction', id: '', content: action },
      { type: 'pageTitle', id: '', content: 'Dynamic Report for Monitoring and details of works' },
    ];
    return renderDelta(records);
  }

  function registerQuery(gp: FixturePanchayat, fy: string): string {
    return buildQuery([
      ['fin_year', fy],
      ['state_code', '15'],
      ['district_code', gp.district_code],
      ['block_code', gp.block_code],
      ['panchayat_code', gp.panchayat_code],
      ['State_name', 'KARNATAKA'],
      ['District_name', gp.district_name],
      ['Block_name', gp.block_name],
      ['panchayat_name', gp.panchayat_name],
    ]);
  }

  function ftoQuery(gp: FixturePanchayat, fy: string, ftoNo?: string, ftoParam = 'fto_no'): string {
    return buildQuery([
      ['page', 'p'],
      ['state_code', '15'],
      ['state_name', 'KARNATAKA'],
      ['district_code', gp.district_code],
      ['district_name', gp.district_name],
      ['block_code', gp.block_code],
      ['block_name', gp.block_name],
      ['panchayat_code', gp.panchayat_code],
      ['panchayat_name', gp.panchayat_name],
      ['flg', 'M'],
      ['fin_year', fy],
      ...(ftoNo ? [[ftoParam, ftoNo] as const] : [['typ', 'sec_sig'] as const, ['mode', 'b'] as const]),
      ['source', 'national'],
    ]);
  }

  function indexFrame(ctx: Ctx): void {
    const code = param(ctx.params, 'Panchayat_Code');
    const data_ = gpOf(code);
    const fy = validFy(param(ctx.params, 'fin_year'));
    const { viewState } = newViewState(ctx.page, splitDigest(ctx.rawQuery).signed, {});
    const form: FormChrome = { action: ctx.action, viewState };
    if (!data_) {
      const place = {
        district_name: param(ctx.params, 'district_name') ?? '',
        block_name: param(ctx.params, 'block_name') ?? '',
        panchayat_name: param(ctx.params, 'Panchayat_name') ?? '',
        finYear: fy,
      };
      send(ctx.res, 200, renderIndexFrame(form, place, [], [], 'No Data Found'));
      return;
    }
    const gp = data_.gp;
    const fault = ctx.take(['layout-broken', 'empty', 'truncated']);
    const q = registerQuery(gp, fy);
    const registers = [
      { text: fault?.kind === 'layout-broken' ? 'Works Register' : 'Work Register', href: `work_register.aspx?${signQuery(q)}` },
      { text: 'Material Register', href: `material_register.aspx?${signQuery(q)}` },
    ];
    const ftoLists =
      fault?.kind === 'empty'
        ? []
        : data
            .ftoYears(gp.panchayat_code)
            .map((year) => ({ text: `Material FTO List ${year}`, href: `FTO/fto_reprt_detail.aspx?${signQuery(ftoQuery(gp, year))}` }));
    sendPage(ctx, renderIndexFrame(form, { ...placeOf(gp), finYear: fy }, registers, ftoLists), fault?.kind === 'truncated');
  }

  function requireGp(ctx: Ctx): GpData {
    const data_ = gpOf(param(ctx.params, 'panchayat_code'));
    if (!data_) throw new RuntimeError('unknown panchayat');
    return data_;
  }

  function workRegister(ctx: Ctx): void {
    const gpData = requireGp(ctx);
    const gp = gpData.gp;
    const fy = validFy(param(ctx.params, 'fin_year'));
    const { signed } = splitDigest(ctx.rawQuery);
    let from = dmy(fyStart(data.currentFinYear));
    let to = dmy(data.today);
    let ddrows = '10';
    let which = '0';
    let print = '';
    let message: string | undefined;
    let truncated = false;
    if (ctx.form && field(ctx.form, '__VIEWSTATE') !== null) {
      const vs = postedState(ctx);
      from = field(ctx.form, 'TextBox3') ?? vs.s.from ?? from;
      to = field(ctx.form, 'TextBox4') ?? vs.s.to ?? to;
      ddrows = field(ctx.form, 'ddrows') ?? vs.s.ddrows ?? ddrows;
      which = field(ctx.form, 'RadioButtonList2') ?? vs.s.which ?? which;
      if (!DDROWS.includes(ddrows) || (which !== '0' && which !== '1')) throw new RuntimeError('Invalid postback or callback argument');
      if (field(ctx.form, 'Button1') !== null) {
        const fromIso = parseDmy(from);
        const toIso = parseDmy(to);
        if (!fromIso || !toIso || fromIso > toIso) {
          message = 'Please enter valid From Date and To Date (dd/mm/yyyy).';
        } else {
          const fault = ctx.take(['layout-broken', 'truncated', 'empty']);
          truncated = fault?.kind === 'truncated';
          const works = fault?.kind === 'empty' ? [] : registerWorks(gpData, which, fromIso, toIso);
          const rows: RegisterRowView[] = works.map((w, i) => ({
            serial: i + 1,
            work_code: w.row.work_code,
            work_name: w.row.work_name,
            href: `work_register_detail.aspx?${signQuery(
              buildQuery([
                ['state_code', '15'],
                ['district_code', gp.district_code],
                ['block_code', gp.block_code],
                ['panchayat_code', gp.panchayat_code],
                ['fin_year', fy],
                ['work_code', w.row.work_code],
              ]),
            )}`,
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
          print = renderWorkRegisterTables(rows, Number(ddrows), { broken: fault?.kind === 'layout-broken' });
        }
      }
    }
    const { viewState, eventValidation } = newViewState(ctx.page, signed, { from, to, ddrows, which });
    const html = renderWorkRegisterPage({
      action: ctx.action,
      viewState,
      eventValidation,
      place: placeOf(gp),
      from,
      to,
      ddrows,
      ddrowsOptions: DDROWS,
      which,
      print,
      message,
    });
    sendPage(ctx, html, truncated);
  }

  function workRegisterDetail(ctx: Ctx): void {
    const gpData = requireGp(ctx);
    const code = param(ctx.params, 'work_code') ?? '';
    const fault = ctx.take(['layout-broken', 'truncated', 'empty']);
    const work = fault?.kind === 'empty' ? undefined : gpData.works.find((w) => w.row.work_code === code);
    const { viewState } = newViewState(ctx.page, splitDigest(ctx.rawQuery).signed, {});
    const pay = (p: { msr_no: string; wage_list_no: string; persondays: number; paid: number; due: number }) => ({
      msr_no: p.msr_no,
      wage_list_no: p.wage_list_no,
      persondays: p.persondays,
      paid: money(p.paid),
      due: money(p.due),
    });
    const html = renderWorkRegisterDetail({
      action: ctx.action,
      viewState,
      place: placeOf(gpData.gp),
      work: work ? { work_code: work.row.work_code, work_name: work.row.work_name } : null,
      wages: work ? work.wages.map(pay) : [],
      skilled: work ? work.skilled.map(pay) : [],
      bills: work
        ? work.bills.map((b) => ({
            bill_no: b.bill_no,
            voucher_no: b.voucher_no,
            bill_date: b.bill_date,
            paid: money(b.paid),
            due: money(b.due),
          }))
        : [],
      broken: fault?.kind === 'layout-broken',
    });
    sendPage(ctx, html, fault?.kind === 'truncated');
  }

  function materialRegister(ctx: Ctx): void {
    const gpData = requireGp(ctx);
    let fy = validFy(param(ctx.params, 'fin_year'));
    if (ctx.form && field(ctx.form, '__VIEWSTATE') !== null) {
      const vs = postedState(ctx);
      fy = field(ctx.form, 'ddl_finyr') ?? vs.s.fy ?? fy;
      if (!data.finYears.includes(fy)) throw new RuntimeError('Invalid postback or callback argument');
    }
    const fault = ctx.take(['layout-broken', 'truncated', 'empty']);
    const { viewState, eventValidation } = newViewState(ctx.page, splitDigest(ctx.rawQuery).signed, { fy });
    const html = renderMaterialRegister({
      action: ctx.action,
      viewState,
      eventValidation,
      place: placeOf(gpData.gp),
      finYears: data.finYears,
      finYear: fy,
      rows: fault?.kind === 'empty' ? [] : materialLines(gpData, fy),
      broken: fault?.kind === 'layout-broken',
    });
    sendPage(ctx, html, fault?.kind === 'truncated');
  }

  function ftoList(ctx: Ctx): void {
    const gpData = requireGp(ctx);
    const gp = gpData.gp;
    const fy = param(ctx.params, 'fin_year') ?? data.currentFinYear;
    const material = (param(ctx.params, 'flg') ?? 'M').toUpperCase() === 'M';
    const fault = ctx.take(['layout-broken', 'truncated', 'empty']);
    const broken = fault?.kind === 'layout-broken';
    const ftos =
      fault?.kind === 'empty' || !material
        ? []
        : gpData.ftos
            .filter((f) => f.fin_year === fy)
            .map((f) => ({
              fto_no: f.fto_no,
              date: f.date,
              rows: f.rows,
              href: `fto_trasction_dtl.aspx?${signQuery(ftoQuery(gp, fy, f.fto_no, broken ? 'ftono' : 'fto_no'))}`,
            }));
    const { viewState, eventValidation } = newViewState(ctx.page, splitDigest(ctx.rawQuery).signed, {});
    const html = renderFtoList({ action: ctx.action, viewState, eventValidation, place: { ...placeOf(gp), finYear: fy }, ftos, broken });
    sendPage(ctx, html, fault?.kind === 'truncated');
  }

  function ftoTransactions(ctx: Ctx): void {
    const gpData = requireGp(ctx);
    const ftoNo = param(ctx.params, 'fto_no') ?? '';
    const fto = gpData.ftos.find((f) => f.fto_no === ftoNo);
    const fy = param(ctx.params, 'fin_year') ?? fto?.fin_year ?? data.currentFinYear;
    const fault = ctx.take(['layout-broken', 'truncated', 'empty']);
    const { viewState, eventValidation } = newViewState(ctx.page, splitDigest(ctx.rawQuery).signed, {});
    const html = renderFtoTransactions({
      action: ctx.action,
      viewState,
      eventValidation,
      place: { ...placeOf(gpData.gp), finYear: fy },
      ftoNo,
      rows: fault?.kind === 'empty' || !fto ? [] : fto.rows,
      broken: fault?.kind === 'layout-broken',
    });
    sendPage(ctx, html, fault?.kind === 'truncated');
  }

  const HANDLERS: Record<FixturePage, (ctx: Ctx) => void> = {
    MISreport4: reportIndex,
    dynamic_work_details: dynamicWorks,
    IndexFrame: indexFrame,
    work_register: workRegister,
    work_register_detail: workRegisterDetail,
    material_register: materialRegister,
    fto_reprt_detail: ftoList,
    fto_trasction_dtl: ftoTransactions,
  };

  /** The panchayat a request is about, for faults limited to one panchayat. */
  function requestGp(page: FixturePage, params: URLSearchParams, form: URLSearchParams | null): string | null {
    if (page === 'dynamic_work_details') {
      const posted = field(form, 'ddl_pan');
      if (posted && posted !== 'ALL') return posted;
      const vs = decodeViewState(field(form, '__VIEWSTATE'));
      return vs?.s.g && vs.s.g !== 'ALL' ? vs.s.g : null;
    }
    return param(params, page === 'IndexFrame' ? 'Panchayat_Code' : 'panchayat_code');
  }

  // ---------- the admin endpoints ----------

  async function admin(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const json = (status: number, value: unknown) => send(res, status, JSON.stringify(value), 'application/json; charset=utf-8');
    if (path === '/__fixture/faults' && req.method === 'POST') {
      try {
        const parsed = JSON.parse(await readBody(req)) as FaultSpec | FaultSpec[];
        for (const f of Array.isArray(parsed) ? parsed : [parsed]) addFault(f);
        json(200, { faults: faults.length });
      } catch (err) {
        json(400, { error: (err as Error).message });
      }
      return;
    }
    if (path === '/__fixture/faults' && req.method === 'DELETE') {
      faults.length = 0;
      json(200, { faults: 0 });
      return;
    }
    if (path === '/__fixture/faults' && req.method === 'GET') return json(200, faults);
    if (path === '/__fixture/requests' && req.method === 'GET') return json(200, requests);
    if (path === '/__fixture/requests' && req.method === 'DELETE') {
      requests.length = 0;
      return json(200, { requests: 0 });
    }
    json(404, { error: 'unknown fixture endpoint' });
  }

  // ---------- the server ----------

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const qi = url.indexOf('?');
    const path = qi < 0 ? url : url.slice(0, qi);
    const rawQuery = qi < 0 ? '' : url.slice(qi + 1);
    if (path.startsWith('/__fixture/')) return admin(req, res, path);
    requests.push({ method: req.method ?? 'GET', path, query: rawQuery, at: Date.now() });
    if (requests.length > 200000) requests.splice(0, 100000);

    const lower = path.toLowerCase();
    if (!lower.startsWith('/netnrega/')) return send(res, 404, NOT_FOUND_PAGE);
    const rel = lower.slice('/netnrega/'.length);
    if (rel === 'error.html' || rel === 'error.htm') return send(res, 200, ERROR_HTML_PAGE);
    const page = PAGE_PATHS[rel];
    if (!page) return send(res, 404, NOT_FOUND_PAGE);

    const body = req.method === 'POST' ? await readBody(req) : '';
    const form = req.method === 'POST' ? new URLSearchParams(body) : null;
    const params = new URLSearchParams(rawQuery);
    const gp = requestGp(page, params, form);
    const headers: Record<string, string> = {};
    if (!/(^|;\s*)ASP\.NET_SessionId=/.test(req.headers.cookie ?? '')) {
      headers['Set-Cookie'] = `ASP.NET_SessionId=${randomBytes(18)
        .toString('base64')
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()
        .slice(0, 24)
        .padEnd(24, 'x')}; path=/; HttpOnly; SameSite=Lax`;
    }
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);

    const slow = take(page, gp, ['slow']);
    if (slow) await sleep(slow.ms ?? 3000);
    if (res.destroyed) return;
    const early = take(page, gp, EARLY);
    switch (early?.kind) {
      case 'reset':
        req.socket.destroy();
        return;
      case 'url-tempered':
        return send(res, 200, URL_TEMPERED_PAGE);
      case 'http-500':
        return send(res, 500, RUNTIME_ERROR_PAGE);
      case 'http-503':
        return send(res, 503, SERVICE_UNAVAILABLE_PAGE);
      case 'redirect-error':
        res.writeHead(302, { Location: `/netnrega/error.html?aspxerrorpath=/netnrega/${FILE_OF[page]}`, 'Content-Length': 0 });
        res.end();
        return;
      default:
        break;
    }

    if (SIGNED.has(page) && strict) {
      const { signed, digest } = splitDigest(rawQuery);
      if (digest !== digestOf(signed)) return send(res, 200, URL_TEMPERED_PAGE);
    }

    const file = FILE_OF[page];
    const ctx: Ctx = {
      req,
      res,
      page,
      params,
      form,
      rawQuery,
      body,
      isAsync: /delta\s*=\s*true/i.test(String(req.headers['x-microsoftajax'] ?? '')) || field(form, '__ASYNCPOST') === 'true',
      gp,
      action: `./${file.slice(file.lastIndexOf('/') + 1)}${rawQuery ? `?${rawQuery}` : ''}`,
      take: (kinds) => take(page, gp, kinds),
    };
    try {
      HANDLERS[page](ctx);
    } catch (err) {
      if (err instanceof RuntimeError) return send(res, 500, RUNTIME_ERROR_PAGE);
      throw err;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      // A bug of the fixture: answer as the MIS would, and say what it was on stderr.
      process.stderr.write(`fixture MIS: ${(err as Error).stack ?? String(err)}\n`);
      send(res, 500, RUNTIME_ERROR_PAGE);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;

  return {
    baseUrl: `http://${hostInUrl}:${port}/netnrega/`,
    port,
    data,
    addFault,
    clearFaults: () => {
      faults.length = 0;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) {
          clearTimeout(t.timer);
          t.resolve();
        }
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function uniquePairs(pairs: [string, string][]): [string, string][] {
  const seen = new Map<string, string>();
  for (const [code, name] of pairs) if (!seen.has(code)) seen.set(code, name);
  return [...seen.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
