import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  assertNotFault,
  deltaPage,
  isDelta,
  links,
  parseDelta,
  parseDynamicWorks,
  parseFtoList,
  parseFtoTransactions,
  parseMaterialRegister,
  parseWorkRegister,
  parseWorkRegisterDetail,
  readForm,
} from '../../scraper/mis/parsers/index.js';
import { MisPageError, type DynamicLayout, type FormState } from '../../scraper/mis/types.js';
import { MisSession } from '../../scraper/mis/mis-client.js';
import { parsePanchayatsCsv, readPanchayatsCsv } from './csv.js';
import { AGENCIES, FixtureData } from './data.js';
import { renderDynamicWorks } from './render.js';
import { startFixtureMis, type FaultSpec, type FixtureMis } from './server.js';
import { digestOf, splitDigest } from './util.js';

const ALL = readPanchayatsCsv('migrations/data/demo-locations.csv');
const pick = (...codes: string[]) => codes.map((c) => ALL.find((p) => p.panchayat_code === c)!);
const GPS = pick('1515001004', '1515001005', '1515006041');
const [BADADAL, , NEDALGI] = GPS;
const TODAY = new Date('2025-11-20T00:00:00Z');
const SM = 'ctl00$ContentPlaceHolder1$ScriptManager1';
const PANEL = 'ctl00$ContentPlaceHolder1$UpdatePanel1';

interface Page {
  url: string;
  status: number;
  body: string;
  headers: Headers;
}

/** A minimal browser: cookies kept, links resolved against the page that shows them and followed byte for byte. */
class Browser {
  cookie = '';

  constructor(readonly base: string) {}

  async get(href: string, from?: string): Promise<Page> {
    return this.request('GET', new URL(href, from ?? this.base).toString());
  }

  async post(page: Page, form: FormState, changes: Record<string, string>, async = false): Promise<Page> {
    const fields: Record<string, string> = { __EVENTTARGET: '', __EVENTARGUMENT: '', ...form.fields, ...changes };
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };
    if (async) {
      fields[SM] = `${PANEL}|ctl00$ContentPlaceHolder1$Button1`;
      fields.__ASYNCPOST = 'true';
      headers['X-MicrosoftAjax'] = 'Delta=true';
    }
    return this.request('POST', new URL(form.action, page.url).toString(), new URLSearchParams(fields).toString(), headers);
  }

  async request(method: string, url: string, body?: string, headers: Record<string, string> = {}): Promise<Page> {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { ...headers, ...(this.cookie ? { Cookie: this.cookie } : {}) },
    });
    const set = res.headers.getSetCookie()[0];
    if (set) this.cookie = set.split(';')[0];
    return { url, status: res.status, body: await res.text(), headers: res.headers };
  }
}

/** A control's full name; submit buttons are not in readForm's state, so Button1 is named as the page writes it. */
const control = (form: FormState, id: string) =>
  id === 'Button1'
    ? 'ctl00$ContentPlaceHolder1$Button1'
    : Object.keys({ ...form.fields, ...form.options }).find((n) => n.endsWith(`$${id}`))!;
const stripFy = <T extends { fin_year: string }>(rows: T[]) => rows.map(({ fin_year: _, ...r }) => r);
const stripHref = <T extends { detail_href: string | null }>(rows: T[]) => rows.map(({ detail_href: _, ...r }) => r);

/** LoadDynamicGP's path: report index -> signed link -> ddl_dist -> ddl_blk -> ddl_pan -> Submit. */
async function dynamicPath(
  mis: FixtureMis,
  gp: (typeof GPS)[number],
  async: boolean,
): Promise<{ browser: Browser; steps: Page[]; answer: Page }> {
  const browser = new Browser(mis.baseUrl);
  const index = await browser.get('MISreport4.aspx?lflag=eng&fin_year=2025-2026');
  const link = links(index.body).find((l) => l.href.includes('dynamic_work_details.aspx'))!;
  let page = await browser.get(link.href, index.url);
  const steps = [page];
  for (const [id, code] of [
    ['ddl_dist', gp.district_code],
    ['ddl_blk', gp.block_code],
    ['ddl_pan', gp.panchayat_code],
  ]) {
    const form = readForm(page.body);
    const name = control(form, id);
    expect(form.options[name]).toContain(code);
    page = await browser.post(page, form, { __EVENTTARGET: name, [name]: code });
    expect(page.status).toBe(200);
    steps.push(page);
  }
  const form = readForm(page.body);
  const answer = await browser.post(
    page,
    form,
    { [control(form, 'ddlFin_year')]: 'ALL', [control(form, 'Ddlwork_status')]: 'ALL', [control(form, 'Button1')]: 'Submit' },
    async,
  );
  return { browser, steps, answer };
}

function worksHtml(answer: Page): string {
  if (!isDelta(answer.body)) return answer.body;
  const delta = deltaPage(parseDelta(answer.body));
  return Object.values(delta.panels).find((html) => /Work Code/i.test(html)) ?? '';
}

async function loadWorks(mis: FixtureMis, gp: (typeof GPS)[number], async = true) {
  const { answer } = await dynamicPath(mis, gp, async);
  return parseDynamicWorks(worksHtml(answer));
}

async function gpIndex(mis: FixtureMis, gp: (typeof GPS)[number], browser = new Browser(mis.baseUrl)) {
  const q = new URLSearchParams({
    lflag: 'eng',
    District_Code: gp.district_code,
    district_name: gp.district_name,
    state_name: 'KARNATAKA',
    state_Code: '15',
    block_name: gp.block_name,
    block_code: gp.block_code,
    fin_year: '2025-2026',
    check: '1',
    Panchayat_name: gp.panchayat_name,
    Panchayat_Code: gp.panchayat_code,
  });
  const page = await browser.get(`IndexFrame.aspx?${q.toString()}`);
  return { browser, page, anchors: links(page.body) };
}

async function register(mis: FixtureMis, gp: (typeof GPS)[number], which: '0' | '1', ddrows = '500') {
  const { browser, page: index, anchors } = await gpIndex(mis, gp);
  const link = anchors.find((a) => a.text === 'Work Register')!;
  const page = await browser.get(link.href, index.url);
  const form = readForm(page.body);
  const answer = await browser.post(page, form, {
    [control(form, 'TextBox3')]: '01/04/2010',
    [control(form, 'TextBox4')]: '20/11/2025',
    [control(form, 'ddrows')]: ddrows,
    [control(form, 'RadioButtonList2')]: which,
    [control(form, 'Button1')]: 'submit',
  });
  return { browser, answer, parsed: parseWorkRegister(answer.body) };
}

async function expectFault(promise: Promise<unknown> | (() => unknown), kind: MisPageError['kind']) {
  let error: unknown;
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(MisPageError);
  expect((error as MisPageError).kind).toBe(kind);
}

describe('fixture MIS', () => {
  let mis: FixtureMis;

  beforeAll(async () => {
    mis = await startFixtureMis({ panchayats: GPS, today: TODAY, seed: 2024 });
  });
  afterAll(() => mis.close());

  describe('data', () => {
    it('generates realistic, exact, deterministic data per panchayat', () => {
      const works = mis.data.works(BADADAL.panchayat_code);
      expect(works).toHaveLength(24);
      for (const w of works) {
        expect(w.work_code).toMatch(/^(1515001004|1515001)\/(IF|WC|LD|RC|DP|FP|AV|IC|FR|SK)\/\d{11}$/);
        expect(AGENCIES).toContain(w.agency_name);
        expect(['Ongoing', 'Completed', 'Physically Completed', 'Suspended']).toContain(w.work_status);
        expect(mis.data.finYears).toContain(w.work_start_fin_year);
        for (const m of [w.sanction_wages, w.sanction_material, w.sanction_total, w.paid_inception_wages, w.booked_inception_material]) {
          expect(m).toMatch(/^\d+\.\d{2}$/);
        }
        expect(Number(w.sanction_total) % 1000).toBe(0);
      }
      const blockLevel = works.filter((w) => w.work_code.startsWith('1515001/'));
      expect(blockLevel.length).toBeGreaterThanOrEqual(1);
      expect(blockLevel.every((w) => w.agency_name !== 'Gram Panchayat')).toBe(true);
      expect(works.filter((w) => w.agency_name === 'Gram Panchayat').length).toBeGreaterThan(works.length / 2);

      // The same GP whichever other GPs are listed.
      const alone = new FixtureData([BADADAL], { seed: 2024, worksPerPanchayat: 24, today: '2025-11-20' });
      expect(alone.works(BADADAL.panchayat_code)).toEqual(works);
      expect(alone.bills(BADADAL.panchayat_code)).toEqual(mis.data.bills(BADADAL.panchayat_code));
      const other = new FixtureData([BADADAL], { seed: 7, worksPerPanchayat: 24, today: '2025-11-20' });
      expect(other.works(BADADAL.panchayat_code)).not.toEqual(works);
    });

    it('ties bills, material lines and FTO rows together, with the anomalies the cross-checks look for', () => {
      for (const gp of GPS) {
        const code = gp.panchayat_code;
        const bills = mis.data.bills(code);
        expect(bills.length).toBeGreaterThan(5);
        for (const b of bills) {
          expect(b.voucher_no).toMatch(new RegExp(`^${code}ML\\d{6}$`));
          expect(b.bill_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        const fyOfBills = new Set(bills.map((b) => mis.data.materialItems(code).find((i) => i.bill_no === b.bill_no)?.fin_year));
        expect(fyOfBills.size).toBeGreaterThan(1);
        const ftos = mis.data.ftos(code);
        expect(ftos.every((f) => /^KN\d{7}_\d{6}FTO_\d+$/.test(f.fto_no))).toBe(true);
        const statuses = new Set(ftos.flatMap((f) => f.rows.map((r) => r.status)));
        expect(statuses).toContain('Processed');
        const a = mis.data.anomalies(code);
        expect(a.notGenerated.length).toBeGreaterThan(0);
        expect(a.ftoWithTwoWorks).not.toBeNull();
        expect(a.billMissingFromFto).not.toBeNull();
        expect(a.ftoInLaterYear).not.toBeNull();
        const rows = ftos.flatMap((f) => f.rows);
        expect(rows.some((r) => r.voucher_no === a.billMissingFromFto!.voucher_no)).toBe(false);
        expect(a.notGenerated.some((v) => rows.some((r) => r.voucher_no === v))).toBe(false);
        // Work totals are the sums of the bills.
        const works = mis.data.works(code);
        for (const w of works) {
          const own = bills.filter((b) => b.work_code === w.work_code);
          expect(Number(w.paid_inception_material)).toBeCloseTo(
            own.reduce((s, b) => s + Number(b.paid), 0),
            2,
          );
        }
      }
      const all = GPS.flatMap((gp) => mis.data.ftos(gp.panchayat_code).flatMap((f) => f.rows.map((r) => r.status)));
      expect(new Set(all)).toEqual(new Set(['Processed', 'Rejected', 'Pending']));
      expect(GPS.some((gp) => mis.data.ftos(gp.panchayat_code).some((f) => f.rows.some((r) => r.rejection_reason)))).toBe(true);
    });

    it('gives every demo panchayat the FTO anomalies, whatever the seed', () => {
      for (const [seed, today] of [
        [2024, '2025-11-20'],
        [1, '2026-04-05'],
        [99, '2025-03-30'],
      ] as const) {
        const data = new FixtureData(ALL, { seed, worksPerPanchayat: 24, today });
        for (const gp of ALL) {
          const a = data.anomalies(gp.panchayat_code);
          const missing = Object.entries(a).filter(([, v]) => v === null || (Array.isArray(v) && v.length === 0));
          expect([gp.panchayat_code, seed, missing.map(([k]) => k)]).toEqual([gp.panchayat_code, seed, []]);
          const vouchers = data.bills(gp.panchayat_code).map((b) => b.voucher_no);
          expect(new Set(vouchers).size).toBe(vouchers.length);
        }
      }
    });

    it('reproduces the Digests of the sample pages', () => {
      expect(digestOf('page=S&lflag=eng&state_name=KARNATAKA&state_code=15&fin_year=2024-2025&source=national')).toBe(
        'IcnzKzlsnFZPcoTrHG84Mg',
      );
      expect(
        digestOf(
          'state_code=15&district_code=1515&block_code=1515001&panchayat_code=1515001001&fin_year=2024-2025&work_code=1515001001/IF/93393042892',
        ),
      ).toBe('yRPjDcSAHmW1EmJ/ZcOX+Q');
      expect(splitDigest('a=1&b=2&Digest=x%2By')).toEqual({ signed: 'a=1&b=2', digest: 'x+y' });
    });

    it('reads the panchayat CSV', () => {
      expect(ALL.length).toBeGreaterThan(50);
      expect(
        parsePanchayatsCsv('district_code,district_name,block_code,block_name,panchayat_code,panchayat_name\n15,"A, B",1,C,2,D\n'),
      ).toEqual([
        { district_code: '15', district_name: 'A, B', block_code: '1', block_name: 'C', panchayat_code: '2', panchayat_name: 'D' },
      ]);
    });

    it('renders a GP with 100 works that the parser reads back exactly', () => {
      const data = new FixtureData([BADADAL], { seed: 1, worksPerPanchayat: 100, today: '2025-11-20' });
      const rows = data.works(BADADAL.panchayat_code);
      expect(parseDynamicWorks(renderDynamicWorks(rows, 'drift-32')).rows).toEqual(data.works(BADADAL.panchayat_code, 'drift-32'));
    });
  });

  describe('dynamic_work_details.aspx', () => {
    it('sets the session cookie on the first visit', async () => {
      const browser = new Browser(mis.baseUrl);
      const page = await browser.get('MISreport4.aspx?lflag=eng&fin_year=2025-2026');
      expect(page.headers.get('set-cookie')).toMatch(/^ASP\.NET_SessionId=[a-z0-9]{24};/);
      const again = await browser.get('MISreport4.aspx?lflag=eng&fin_year=2025-2026');
      expect(again.headers.get('set-cookie')).toBeNull();
    });

    it('walks the post-backs and gives the works as async delta and as full page (new layout)', async () => {
      const { steps, answer } = await dynamicPath(mis, BADADAL, true);
      expect(steps[0].body).toContain(
        "Sys.WebForms.PageRequestManager._initialize('ctl00$ContentPlaceHolder1$ScriptManager1', 'form1', ['tctl00$ContentPlaceHolder1$UpdatePanel1'",
      );
      const viewStates = steps.map((p) => readForm(p.body).fields.__VIEWSTATE);
      expect(new Set(viewStates).size).toBe(viewStates.length);
      expect(readForm(steps[1].body).options['ctl00$ContentPlaceHolder1$ddl_blk']).toEqual(['ALL', '1515001', '1515006']);
      expect(readForm(steps[2].body).options['ctl00$ContentPlaceHolder1$ddl_pan']).toEqual(['ALL', '1515001004', '1515001005']);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(isDelta(answer.body)).toBe(true);
      const delta = deltaPage(parseDelta(answer.body));
      expect(delta.hidden.__VIEWSTATE).toBeTruthy();
      expect(delta.hidden.__EVENTVALIDATION).toBeTruthy();
      const parsed = parseDynamicWorks(worksHtml(answer));
      expect(parsed.layout).toBe('new-30');
      expect(parsed.empty).toBe(false);
      expect(parsed.rows).toEqual(mis.data.works(BADADAL.panchayat_code, 'new-30'));

      const full = await loadWorks(mis, NEDALGI, false);
      expect(full.rows).toEqual(mis.data.works(NEDALGI.panchayat_code, 'new-30'));
    });

    it.each(['old-20', 'drift-32'] as DynamicLayout[])('serves the %s layout exactly', async (layout) => {
      const other = await startFixtureMis({ panchayats: GPS, today: TODAY, layout });
      try {
        for (const async of [true, false]) {
          const parsed = await loadWorks(other, BADADAL, async);
          expect(parsed.layout).toBe(layout);
          expect(parsed.rows).toEqual(other.data.works(BADADAL.panchayat_code, layout));
        }
      } finally {
        await other.close();
      }
    });

    it('refuses a stale or foreign __VIEWSTATE with the runtime error page, and answers a retry of the same post', async () => {
      const { steps } = await dynamicPath(mis, BADADAL, false);
      const browser = new Browser(mis.baseUrl);
      // The first page's view state was used for ddl_dist; posting it again with another change is stale.
      const first = readForm(steps[0].body);
      const stale = await browser.post(steps[0], first, {
        __EVENTTARGET: 'ctl00$ContentPlaceHolder1$ddl_dist',
        ctl00$ContentPlaceHolder1$ddl_dist: '1522',
      });
      expect(stale.status).toBe(500);
      await expectFault(() => assertNotFault(stale.body, 'x', stale.status), 'error-page');
      // The very same post again (a retry) is answered.
      const retry = await browser.post(steps[0], first, {
        __EVENTTARGET: 'ctl00$ContentPlaceHolder1$ddl_dist',
        ctl00$ContentPlaceHolder1$ddl_dist: BADADAL.district_code,
      });
      expect(retry.status).toBe(200);
      // A work register view state posted to the dynamic report is foreign.
      const reg = await register(mis, BADADAL, '0');
      const last = steps[steps.length - 1];
      const foreign = await browser.post(
        last,
        { ...readForm(last.body), fields: { ...readForm(last.body).fields, __VIEWSTATE: readForm(reg.answer.body).fields.__VIEWSTATE } },
        {},
      );
      expect(foreign.status).toBe(500);
      expect(foreign.body).toContain("Server Error in '/netnrega' Application");
      // A block that the chosen district does not offer fails event validation.
      const form = readForm(steps[1].body);
      const bad = await browser.post(steps[1], form, {
        __EVENTTARGET: 'ctl00$ContentPlaceHolder1$ddl_blk',
        ctl00$ContentPlaceHolder1$ddl_blk: '1522004',
      });
      expect(bad.status).toBe(500);
    });
  });

  describe('the GP registers and FTO pages', () => {
    it('links the registers and one FTO list per financial year with FTOs', async () => {
      const { anchors } = await gpIndex(mis, BADADAL);
      expect(anchors.map((a) => a.text)).toEqual([
        'Work Register',
        'Material Register',
        ...mis.data.ftoYears(BADADAL.panchayat_code).map((fy) => `Material FTO List ${fy}`),
      ]);
      for (const a of anchors) expect(a.href).toMatch(/&Digest=[A-Za-z0-9+/]{22}$/);
    });

    it.each(['0', '1'] as const)('gives the work register rows (RadioButtonList2=%s) and every Part B', async (which) => {
      for (const gp of [BADADAL, NEDALGI]) {
        const { browser, answer, parsed } = await register(mis, gp, which, '10');
        const truth = mis.data.register(gp.panchayat_code, which);
        expect(truth.length).toBeGreaterThan(0);
        expect(stripHref(parsed.rows)).toEqual(truth);
        expect(parsed.tables).toBe(Math.ceil(truth.length / 10));
        for (const row of parsed.rows) {
          const page = await browser.get(row.detail_href!, answer.url);
          const detail = parseWorkRegisterDetail(page.body);
          expect(detail.work_code).toBe(row.work_code);
          expect(detail.material).toEqual(mis.data.workBills(row.work_code));
          const paid = detail.material.reduce((s, b) => s + Number(b.paid), 0);
          expect(Number(detail.material_total!.paid)).toBeCloseTo(paid, 2);
        }
      }
      const both = [...mis.data.register(BADADAL.panchayat_code, '0'), ...mis.data.register(BADADAL.panchayat_code, '1')];
      expect(both.map((r) => r.work_code).sort()).toEqual(
        mis.data
          .works(BADADAL.panchayat_code)
          .map((w) => w.work_code)
          .sort(),
      );
    });

    it('gives the material register of every financial year', async () => {
      for (const gp of [BADADAL, NEDALGI]) {
        const { browser, page: index, anchors } = await gpIndex(mis, gp);
        let page = await browser.get(anchors.find((a) => a.text === 'Material Register')!.href, index.url);
        let parsed = parseMaterialRegister(page.body);
        expect(parsed.fin_year).toBe('2025-2026');
        expect(parsed.fin_years).toEqual(mis.data.finYears);
        expect(parsed.rows).toEqual(stripFy(mis.data.materialItems(gp.panchayat_code, '2025-2026')));
        let total = parsed.rows.length;
        for (const fy of parsed.fin_years.slice(1)) {
          const form = readForm(page.body);
          const name = control(form, 'ddl_finyr');
          page = await browser.post(page, form, { __EVENTTARGET: name, [name]: fy });
          parsed = parseMaterialRegister(page.body);
          expect(parsed.fin_year).toBe(fy);
          expect(parsed.rows).toEqual(stripFy(mis.data.materialItems(gp.panchayat_code, fy)));
          total += parsed.rows.length;
        }
        expect(total).toBe(mis.data.materialItems(gp.panchayat_code).length);
        expect(total).toBeGreaterThan(0);
      }
    });

    it('gives the FTO lists and every FTO transaction page', async () => {
      for (const gp of [BADADAL, NEDALGI]) {
        const { browser, page: index, anchors } = await gpIndex(mis, gp);
        const lists = anchors.filter((a) => a.text.startsWith('Material FTO List '));
        const seen: string[] = [];
        for (const list of lists) {
          const fy = list.text.slice('Material FTO List '.length);
          const listPage = await browser.get(list.href, index.url);
          expect(new URL(listPage.url).pathname).toBe('/netnrega/FTO/fto_reprt_detail.aspx');
          const ftos = parseFtoList(listPage.body).ftos;
          expect(ftos.map((f) => f.fto_no)).toEqual(mis.data.ftos(gp.panchayat_code, fy).map((f) => f.fto_no));
          for (const fto of ftos) {
            const page = await browser.get(fto.href, listPage.url);
            expect(new URL(page.url).pathname).toBe('/netnrega/FTO/fto_trasction_dtl.aspx');
            const parsed = parseFtoTransactions(page.body);
            expect(parsed.fto_no).toBe(fto.fto_no);
            const truth = mis.data.ftos(gp.panchayat_code).find((f) => f.fto_no === fto.fto_no)!;
            expect(parsed.rows).toEqual(truth.rows);
            expect(Number(parsed.total!.due)).toBeCloseTo(
              truth.rows.reduce((s, r) => s + Number(r.credit_amount_due), 0),
              2,
            );
            seen.push(fto.fto_no);
          }
        }
        expect(seen).toEqual(
          mis.data
            .ftos(gp.panchayat_code)
            .map((f) => f.fto_no)
            .sort((a, b) => {
              const fa = mis.data.ftos(gp.panchayat_code).find((f) => f.fto_no === a)!;
              const fb = mis.data.ftos(gp.panchayat_code).find((f) => f.fto_no === b)!;
              return (
                mis.data.finYears.indexOf(fa.fin_year) - mis.data.finYears.indexOf(fb.fin_year) ||
                mis.data.ftos(gp.panchayat_code).indexOf(fa) - mis.data.ftos(gp.panchayat_code).indexOf(fb)
              );
            }),
        );
      }
    });
  });

  it('serves a panchayat whose name has a space (query values percent-encoded, links followed byte for byte)', async () => {
    const [deval] = pick('1515001012');
    const other = await startFixtureMis({ panchayats: [deval], today: TODAY });
    try {
      const { browser, page: index, anchors } = await gpIndex(other, deval);
      const link = anchors.find((a) => a.text === 'Material Register')!;
      expect(link.href).toContain('panchayat_name=DEVAL%20GHANAGAPUR&');
      const page = await browser.get(link.href, index.url);
      expect(parseMaterialRegister(page.body).fin_year).toBe('2025-2026');
      const { parsed } = await register(other, deval, '0');
      expect(stripHref(parsed.rows)).toEqual(other.data.register(deval.panchayat_code, '0'));
      expect((await loadWorks(other, deval)).rows).toEqual(other.data.works(deval.panchayat_code, 'new-30'));
    } finally {
      await other.close();
    }
  });

  it("works with the scraper's MisSession (async Submit, retries of a 503, the error redirect)", async () => {
    const session = new MisSession({
      baseUrl: mis.baseUrl,
      timeoutMs: 5000,
      retries: 3,
      userAgent: 'fixture-spec',
      backoffMs: 5,
      limiter: { acquire: async () => async () => undefined },
    });
    mis.addFault({ page: 'dynamic_work_details', kind: 'http-503', times: 1 });
    try {
      const index = await session.get('MISreport4.aspx?lflag=eng&fin_year=2025-2026', 'MISreport4.aspx');
      const link = links(index.body).find((l) => l.href.includes('dynamic_work_details.aspx'))!;
      let page = await session.get(link.href, 'dynamic_work_details.aspx', index.url);
      for (const [id, code] of [
        ['ddl_dist', NEDALGI.district_code],
        ['ddl_blk', NEDALGI.block_code],
        ['ddl_pan', NEDALGI.panchayat_code],
      ]) {
        const form = readForm(page.body);
        const name = control(form, id);
        page = await session.postBack(form, page.url, 'dynamic_work_details.aspx', { __EVENTTARGET: name, [name]: code });
      }
      const form = readForm(page.body);
      const answer = await session.postBack(
        form,
        page.url,
        'dynamic_work_details.aspx',
        { [control(form, 'ddlFin_year')]: 'ALL', [control(form, 'Ddlwork_status')]: 'ALL', [control(form, 'Button1')]: 'Submit' },
        { async: { scriptManager: SM, panel: PANEL } },
      );
      expect(parseDynamicWorks(worksHtml({ ...answer, headers: new Headers() })).rows).toEqual(
        mis.data.works(NEDALGI.panchayat_code, 'new-30'),
      );
      mis.addFault({ page: 'MISreport4', kind: 'redirect-error' }); // every try: the session retries error pages
      await expectFault(session.get('MISreport4.aspx', 'MISreport4.aspx'), 'error-page');
    } finally {
      mis.clearFaults();
    }
  });

  describe('Digest', () => {
    it('answers a wrong or missing Digest with URL TEMPERED in strict mode', async () => {
      const { browser, page: index, anchors } = await gpIndex(mis, BADADAL);
      const href = anchors.find((a) => a.text === 'Material Register')!.href;
      const tampered = await browser.get(href.replace('fin_year=2025-2026', 'fin_year=2024-2025'), index.url);
      expect(tampered.status).toBe(200);
      await expectFault(() => parseMaterialRegister(tampered.body), 'url-tampered');
      const unsigned = await browser.get(href.replace(/&Digest=.*$/, ''), index.url);
      await expectFault(() => parseMaterialRegister(unsigned.body), 'url-tampered');
      // Re-encoding the link (here the Digest's `+` or `/`) is tampering too unless it decodes to the same Digest.
      const ok = await browser.get(href, index.url);
      expect(parseMaterialRegister(ok.body).rows.length).toBeGreaterThanOrEqual(0);
    });

    it('accepts any Digest in lax mode', async () => {
      const lax = await startFixtureMis({ panchayats: GPS, today: TODAY, strictDigest: false });
      try {
        const { browser, page: index, anchors } = await gpIndex(lax, BADADAL);
        const href = anchors.find((a) => a.text === 'Material Register')!.href.replace(/&Digest=.*$/, '&Digest=ssskn');
        const page = await browser.get(href, index.url);
        expect(parseMaterialRegister(page.body).fin_year).toBe('2025-2026');
      } finally {
        await lax.close();
      }
    });
  });

  describe('faults', () => {
    const withFault = async (fault: FaultSpec, run: () => Promise<void>) => {
      mis.clearFaults();
      mis.addFault(fault);
      try {
        await run();
      } finally {
        mis.clearFaults();
      }
    };

    it('url-tempered, http-500, http-503, redirect-error', async () => {
      await withFault({ page: 'MISreport4', kind: 'url-tempered', times: 1 }, async () => {
        const page = await new Browser(mis.baseUrl).get('MISreport4.aspx');
        await expectFault(() => assertNotFault(page.body, 'MISreport4.aspx', page.status), 'url-tampered');
        const next = await new Browser(mis.baseUrl).get('MISreport4.aspx');
        expect(links(next.body).some((l) => l.href.includes('dynamic_work_details.aspx'))).toBe(true);
      });
      for (const [kind, status] of [
        ['http-500', 500],
        ['http-503', 503],
      ] as const) {
        await withFault({ page: 'IndexFrame', kind }, async () => {
          const { page } = await gpIndex(mis, BADADAL);
          expect(page.status).toBe(status);
          await expectFault(() => assertNotFault(page.body, 'IndexFrame.aspx', page.status), 'error-page');
        });
      }
      await withFault({ page: '*', kind: 'redirect-error', panchayat: NEDALGI.panchayat_code }, async () => {
        expect((await gpIndex(mis, BADADAL)).page.status).toBe(200);
        const { page } = await gpIndex(mis, NEDALGI);
        expect(page.status).toBe(302);
        expect(page.headers.get('location')).toBe('/netnrega/error.html?aspxerrorpath=/netnrega/IndexFrame.aspx');
        const error = await new Browser(mis.baseUrl).get(page.headers.get('location')!);
        expect(error.status).toBe(200);
      });
    });

    it('async-error answers the async Submit with an error record', async () => {
      await withFault({ page: 'dynamic_work_details', kind: 'async-error', panchayat: BADADAL.panchayat_code }, async () => {
        const { answer, steps } = await dynamicPath(mis, BADADAL, true);
        expect(steps.every((s) => s.status === 200)).toBe(true);
        expect(answer.status).toBe(200);
        await expectFault(() => deltaPage(parseDelta(answer.body)), 'async-error');
      });
    });

    it('layout-old, layout-drift32 and layout-broken change the works table', async () => {
      await withFault({ page: 'dynamic_work_details', kind: 'layout-old', times: 1 }, async () => {
        const parsed = await loadWorks(mis, BADADAL);
        expect(parsed.layout).toBe('old-20');
        expect(parsed.rows).toEqual(mis.data.works(BADADAL.panchayat_code, 'old-20'));
      });
      await withFault({ page: 'dynamic_work_details', kind: 'layout-drift32' }, async () => {
        expect((await loadWorks(mis, BADADAL, false)).rows).toEqual(mis.data.works(BADADAL.panchayat_code, 'drift-32'));
      });
      await withFault({ page: 'dynamic_work_details', kind: 'layout-broken' }, async () => {
        await expectFault(loadWorks(mis, BADADAL), 'layout-changed');
      });
      await withFault({ page: 'work_register_detail', kind: 'layout-broken' }, async () => {
        const { browser, answer, parsed } = await register(mis, BADADAL, '0');
        const page = await browser.get(parsed.rows[0].detail_href!, answer.url);
        await expectFault(() => parseWorkRegisterDetail(page.body), 'layout-changed');
      });
      await withFault({ page: 'work_register', kind: 'layout-broken' }, async () => {
        await expectFault(register(mis, BADADAL, '0'), 'layout-changed');
      });
      await withFault({ page: 'material_register', kind: 'layout-broken' }, async () => {
        const { browser, page: index, anchors } = await gpIndex(mis, BADADAL);
        const page = await browser.get(anchors.find((a) => a.text === 'Material Register')!.href, index.url);
        await expectFault(() => parseMaterialRegister(page.body), 'layout-changed');
      });
    });

    it('truncated cuts the table mid-row, in a full page and in a delta', async () => {
      await withFault({ page: 'dynamic_work_details', kind: 'truncated' }, async () => {
        await expectFault(loadWorks(mis, BADADAL, true), 'truncated');
        await expectFault(loadWorks(mis, BADADAL, false), 'truncated');
      });
      await withFault({ page: 'fto_trasction_dtl', kind: 'truncated' }, async () => {
        const { browser, page: index, anchors } = await gpIndex(mis, BADADAL);
        const list = anchors.find((a) => a.text.startsWith('Material FTO List'))!;
        const listPage = await browser.get(list.href, index.url);
        const fto = parseFtoList(listPage.body).ftos[0];
        const page = await browser.get(fto.href, listPage.url);
        await expectFault(() => parseFtoTransactions(page.body), 'truncated');
      });
    });

    it('empty shows a GP without works ("No Data Found")', async () => {
      await withFault({ page: 'dynamic_work_details', kind: 'empty', panchayat: BADADAL.panchayat_code }, async () => {
        const parsed = await loadWorks(mis, BADADAL);
        expect(parsed.empty).toBe(true);
        expect(parsed.rows).toEqual([]);
        expect((await loadWorks(mis, NEDALGI)).rows.length).toBe(24);
      });
    });

    it('slow delays the answer and reset drops the connection', async () => {
      await withFault({ page: 'MISreport4', kind: 'slow', ms: 300, times: 1 }, async () => {
        const started = Date.now();
        const page = await new Browser(mis.baseUrl).get('MISreport4.aspx');
        expect(Date.now() - started).toBeGreaterThanOrEqual(290);
        expect(page.status).toBe(200);
      });
      await withFault({ page: 'MISreport4', kind: 'reset', times: 1 }, async () => {
        await expect(new Browser(mis.baseUrl).get('MISreport4.aspx')).rejects.toThrow();
        expect((await new Browser(mis.baseUrl).get('MISreport4.aspx')).status).toBe(200);
      });
    });

    it('takes faults and lists requests over HTTP', async () => {
      const admin = new URL('/__fixture/', mis.baseUrl);
      const post = await fetch(new URL('faults', admin), {
        method: 'POST',
        body: JSON.stringify({ page: 'work_register', kind: 'http-503', times: 2 }),
      });
      expect(post.status).toBe(200);
      const a = await register(mis, BADADAL, '0').catch((e: unknown) => e);
      expect(a).toBeInstanceOf(MisPageError);
      await fetch(new URL('faults', admin), { method: 'DELETE' });
      expect((await register(mis, BADADAL, '0')).parsed.rows.length).toBeGreaterThan(0);
      const bad = await fetch(new URL('faults', admin), { method: 'POST', body: JSON.stringify({ page: 'x', kind: 'nope' }) });
      expect(bad.status).toBe(400);
      const requests = (await (await fetch(new URL('requests', admin))).json()) as { method: string; path: string; query: string }[];
      expect(requests.some((r) => r.method === 'POST' && r.path === '/netnrega/work_register.aspx' && r.query.includes('&Digest='))).toBe(
        true,
      );
      expect(mis.requests.length).toBe(requests.length);
    });
  });

  describe('mutations', () => {
    it('shows a changed, a removed and an added work', async () => {
      const other = await startFixtureMis({ panchayats: GPS, today: TODAY });
      try {
        const code = BADADAL.panchayat_code;
        const [first, second] = other.data.works(code);
        other.data.setWorkField(first.work_code, 'work_status', 'Suspended');
        other.data.setWorkField(first.work_code, 'sanction_total', 123456);
        other.data.removeWork(second.work_code);
        const added = other.data.addWork(code);
        expect(added).toMatch(/^1515001004\/[A-Z]{2}\/\d{11}$/);
        const rows = (await loadWorks(other, BADADAL)).rows;
        expect(rows).toEqual(other.data.works(code, 'new-30'));
        expect(rows.find((r) => r.work_code === first.work_code)).toMatchObject({ work_status: 'Suspended', sanction_total: '123456.00' });
        expect(rows.some((r) => r.work_code === second.work_code)).toBe(false);
        expect(rows.some((r) => r.work_code === added)).toBe(true);
      } finally {
        await other.close();
      }
    });
  });
});
