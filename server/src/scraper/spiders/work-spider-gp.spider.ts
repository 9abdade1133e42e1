import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OnJob } from '../../jobs/on-job.decorator.js';
import type { JobContext } from '../../jobs/on-job.decorator.js';
import { MirrorStore, type PanchayatRef } from '../mirror-store.service.js';
import type { MisResponse } from '../mis/mis-client.js';
import { loadParsers } from '../mis/parsers/loader.js';
import { isWorkCode } from '../mis/parsers/values.js';
import { MisPageError, type PageLink, type WorkRegisterRow } from '../mis/types.js';
import { SCRAPER_QUEUE, SPIDERS } from '../spider-names.js';
import { control, currentFinYear } from './load-dynamic-gp.spider.js';
import { SpiderRunner, type SpiderJob, type SpiderResult, type Visit } from './spider-runner.js';

const INDEX = 'IndexFrame.aspx';
const REGISTER = 'work_register.aspx';
const DETAIL = 'work_register_detail.aspx';
const MATERIAL = 'material_register.aspx';
const FTO_LIST = 'fto_reprt_detail.aspx';
const FTO_PAGE = 'fto_trasction_dtl.aspx';
const FTO_LIST_TEXT = /^Material FTO List\s+(\d{4}-\d{4})$/i;

/** dd/mm/yyyy, as the register filters take dates. */
const ddmmyyyy = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

/** Runs `work` over `items` with at most `limit` in flight (the host limiter still paces the requests). */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * workSpiderGp {zpcode, tpcode, gpcode}: a panchayat's work register (with each work's Part B
 * link), the material bills of every work (Part B), the material register of every financial
 * year and the transactions of every material FTO (docs/mis-scraper.md). Each page is stored in
 * its own transaction; a page that is not what the parser expects fails the run.
 */
@Injectable()
export class WorkSpiderGpSpider {
  constructor(
    private readonly runner: SpiderRunner,
    private readonly store: MirrorStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob(SCRAPER_QUEUE, SPIDERS.bills)
  handle(job: SpiderJob, ctx: JobContext): Promise<SpiderResult> {
    return this.runner.run(SPIDERS.bills, job, ctx, (visit) => this.load(job, visit));
  }

  private async load(job: SpiderJob, visit: Visit): Promise<void> {
    const { links, parseFtoList, parseFtoTransactions, parseWorkRegisterDetail } = await loadParsers();
    const session = visit.session;
    const gp: PanchayatRef = { district_code: job.zpcode, block_code: job.tpcode, panchayat_code: job.gpcode };
    await visit.expect(1);
    const query = new URLSearchParams({
      lflag: 'eng',
      District_Code: job.zpcode,
      district_name: job.district_name,
      state_name: 'KARNATAKA',
      state_Code: '15',
      block_name: job.block_name,
      block_code: job.tpcode,
      fin_year: currentFinYear(),
      check: '1',
      Panchayat_name: job.panchayat_name,
      Panchayat_Code: job.gpcode,
    });
    const index = await session.get(`${INDEX}?${query.toString()}`, INDEX);
    const anchors = links(index.body);
    const find = (text: string): PageLink => {
      const link = anchors.find((a) => a.text.trim().toLowerCase() === text.toLowerCase());
      if (!link) throw new MisPageError('layout-changed', INDEX, `the panchayat page has no "${text}" link`, false);
      return link;
    };
    const registerLink = find('Work Register');
    const materialLink = find('Material Register');
    const ftoLists = anchors.flatMap((a) => {
      const m = FTO_LIST_TEXT.exec(a.text.trim());
      return m ? [{ finYear: m[1], href: a.href }] : [];
    });

    const registerRows = await this.workRegister(visit, gp, session.resolve(registerLink.href, index.url), job.runId);
    const details = registerRows.filter((r) => r.detail_url);
    await visit.expect(details.length + 1 + ftoLists.length);
    await eachLimited(details, this.config.mis.concurrency, async (row) => {
      const page = await session.get(row.detail_url!, DETAIL);
      const detail = parseWorkRegisterDetail(page.body, DETAIL);
      if (detail.work_code && detail.work_code !== row.work_code) {
        throw new MisPageError('bad-value', DETAIL, `the page of work ${row.work_code} shows work ${detail.work_code}`);
      }
      visit.add(await this.store.saveBills(gp, row.work_code, detail.material, job.runId));
    });

    await this.materialRegister(visit, gp, session.resolve(materialLink.href, index.url), job.runId);

    for (const list of ftoLists) {
      const listPage = await session.get(list.href, FTO_LIST, index.url);
      const ftos = parseFtoList(listPage.body, FTO_LIST).ftos;
      await visit.expect(ftos.length);
      await eachLimited(ftos, this.config.mis.concurrency, async (fto) => {
        const page = await session.get(fto.href, FTO_PAGE, listPage.url);
        const parsed = parseFtoTransactions(page.body, FTO_PAGE);
        if (parsed.fto_no && parsed.fto_no !== fto.fto_no) {
          throw new MisPageError('bad-value', FTO_PAGE, `the link to FTO ${fto.fto_no} opened FTO ${parsed.fto_no}`);
        }
        visit.add(await this.store.saveFtoRows(gp, list.finYear, fto.fto_no, parsed.rows, job.runId));
      });
    }
    await this.store.finishBills(gp);
  }

  /**
   * Register IV Part A for the whole life of the panchayat's works: the GP's own works
   * (RadioButtonList2 = 0) and other agencies' works in the GP (= 1), all rows on one page.
   */
  private async workRegister(
    visit: Visit,
    gp: PanchayatRef,
    url: string,
    runId: string,
  ): Promise<(WorkRegisterRow & { detail_url: string | null })[]> {
    const { parseWorkRegister, readForm } = await loadParsers();
    const session = visit.session;
    await visit.expect(3);
    let page: MisResponse = await session.get(url, REGISTER);
    const rows = new Map<string, WorkRegisterRow & { detail_url: string | null }>();
    const from = `01/04/${new Date().getFullYear() - 15}`;
    for (const which of ['0', '1']) {
      const form = readForm(page.body, REGISTER);
      const rowsControl = control(form, 'ddrows', REGISTER);
      const largest = (form.options[rowsControl] ?? [])
        .map(Number)
        .filter(Number.isFinite)
        .sort((a, b) => b - a)[0];
      page = await session.postBack(form, page.url, REGISTER, {
        [control(form, 'TextBox3', REGISTER)]: from,
        [control(form, 'TextBox4', REGISTER)]: ddmmyyyy(new Date()),
        [rowsControl]: String(largest ?? 1000),
        [control(form, 'RadioButtonList2', REGISTER)]: which,
        [control(form, 'Button1', REGISTER)]: form.buttons?.[control(form, 'Button1', REGISTER)] || 'submit',
      });
      for (const row of parseWorkRegister(page.body, REGISTER).rows) {
        if (!isWorkCode(row.work_code)) {
          visit.reject(row.work_code || '(no work code)', `work register: "${row.work_code}" is not a work code`);
          continue;
        }
        if (rows.has(row.work_code)) continue;
        rows.set(row.work_code, { ...row, detail_url: row.detail_href ? session.resolve(row.detail_href, page.url) : null });
      }
    }
    const list = [...rows.values()];
    visit.add(await this.store.saveRegister(gp, list, url, runId));
    return list;
  }

  /** Register VII, one financial year per post-back of `ddl_finyr`. */
  private async materialRegister(visit: Visit, gp: PanchayatRef, url: string, runId: string): Promise<void> {
    const { parseMaterialRegister, readForm } = await loadParsers();
    const session = visit.session;
    let page = await session.get(url, MATERIAL);
    let parsed = parseMaterialRegister(page.body, MATERIAL);
    const years = parsed.fin_years.filter((fy) => fy !== parsed.fin_year);
    await visit.expect(years.length);
    if (parsed.fin_year) visit.add(await this.store.saveItems(gp, parsed.fin_year, parsed.rows, runId));
    for (const year of years) {
      const form = readForm(page.body, MATERIAL);
      const name = control(form, 'ddl_finyr', MATERIAL);
      page = await session.postBack(form, page.url, MATERIAL, { __EVENTTARGET: name, [name]: year });
      parsed = parseMaterialRegister(page.body, MATERIAL);
      if (parsed.fin_year !== year) {
        throw new MisPageError('bad-value', MATERIAL, `asked for financial year ${year}, the page shows ${parsed.fin_year ?? 'none'}`);
      }
      visit.add(await this.store.saveItems(gp, year, parsed.rows, runId));
    }
  }
}
