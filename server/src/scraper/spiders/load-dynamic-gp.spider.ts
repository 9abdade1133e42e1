import { Injectable } from '@nestjs/common';
import { OnJob } from '../../jobs/on-job.decorator.js';
import type { JobContext } from '../../jobs/on-job.decorator.js';
import { MirrorStore, type StoreCounts } from '../mirror-store.service.js';
import type { MisResponse, MisSession } from '../mis/mis-client.js';
import { parseWorksReport } from '../mis/parse-thread.js';
import { isDelta, parseDelta } from '../mis/parsers/delta.js';
import { loadParsers } from '../mis/parsers/loader.js';
import { finYearOf } from '../mis/parsers/values.js';
import { MisPageError, type FormState } from '../mis/types.js';
import { SCRAPER_QUEUE, SPIDERS } from '../spider-names.js';
import { SpiderRunner, type SpiderJob, type SpiderResult, type Visit } from './spider-runner.js';

const PAGE = 'dynamic_work_details.aspx';

/** The full name of the form control whose name ends with `$<id>` (case-insensitive). */
export function control(form: FormState, id: string, page: string): string {
  const wanted = `$${id}`.toLowerCase();
  const name = Object.keys({ ...form.fields, ...form.options, ...form.buttons }).find((n) => n.toLowerCase().endsWith(wanted));
  if (!name) throw new MisPageError('layout-changed', page, `the form has no control ${id}`);
  return name;
}

/** The ScriptManager and UpdatePanel an async post-back names, from Sys.WebForms.PageRequestManager._initialize. */
export function asyncTarget(html: string): { scriptManager: string; panel: string } | undefined {
  const m = /PageRequestManager\._initialize\('([^']+)',\s*'[^']*',\s*\['t([^']+)'/.exec(html);
  return m ? { scriptManager: m[1], panel: m[2] } : undefined;
}

export function currentFinYear(today = new Date()): string {
  return finYearOf(today.toISOString().slice(0, 10));
}

/**
 * LoadDynamicGP {zpcode, tpcode, gpcode}: a panchayat's works from the MIS "Dynamic Report for
 * Monitoring and details of works" (docs/mis-scraper.md). The report index gives the signed
 * link; district, block and panchayat are chosen by post-backs as a browser would; the Submit is
 * an UpdatePanel async post. The whole listing is stored in one transaction; works the listing
 * no longer holds are marked gone.
 */
@Injectable()
export class LoadDynamicGpSpider {
  constructor(
    private readonly runner: SpiderRunner,
    private readonly store: MirrorStore,
  ) {}

  @OnJob(SCRAPER_QUEUE, SPIDERS.works)
  handle(job: SpiderJob, ctx: JobContext): Promise<SpiderResult> {
    return this.runner.run(SPIDERS.works, job, ctx, (visit) => this.load(job, visit));
  }

  private async load(job: SpiderJob, visit: Visit): Promise<void> {
    const { links, readForm } = await loadParsers();
    const session = visit.session;
    await visit.expect(6);
    const index = await session.get(`MISreport4.aspx?lflag=eng&fin_year=${currentFinYear()}`, 'MISreport4.aspx');
    const link = links(index.body).find((l) => l.href.toLowerCase().includes('dynamic_work_details.aspx'));
    if (!link) throw new MisPageError('layout-changed', 'MISreport4.aspx', 'the report index has no link to dynamic_work_details.aspx');

    let page = await session.get(link.href, PAGE, index.url);
    for (const [id, code, what] of [
      ['ddl_dist', job.zpcode, 'district'],
      ['ddl_blk', job.tpcode, 'block'],
      ['ddl_pan', job.gpcode, 'panchayat'],
    ] as const) {
      page = await this.choose(session, page, id, code, what);
    }

    const form = readForm(page.body);
    const button = control(form, 'Button1', PAGE);
    const changes: Record<string, string> = {
      [control(form, 'ddlFin_year', PAGE)]: 'ALL',
      [control(form, 'Ddlwork_status', PAGE)]: 'ALL',
      [button]: form.buttons?.[button] || 'Submit',
    };
    const target = asyncTarget(page.body);
    const answer = await session.postBack(form, page.url, PAGE, changes, target ? { async: { ...target, trigger: button } } : {});
    const html = isDelta(answer.body) ? await this.panelHtml(answer.body) : answer.body;
    visit.add(await storeWorksReport(this.store, job, html, (code, reason) => visit.reject(code, reason)));
  }

  /** A dropdown change (full post-back); the code must be one the MIS offers. */
  private async choose(session: MisSession, page: MisResponse, id: string, code: string, what: string): Promise<MisResponse> {
    const { readForm } = await loadParsers();
    const form = readForm(page.body);
    const name = control(form, id, PAGE);
    if (!(form.options[name] ?? []).includes(code)) {
      throw new MisPageError(
        'bad-value',
        PAGE,
        `the MIS does not offer ${what} ${code} (offered: ${(form.options[name] ?? []).slice(0, 10).join(', ') || 'none'})`,
        false,
      );
    }
    return session.postBack(form, page.url, PAGE, { __EVENTTARGET: name, [name]: code });
  }

  private async panelHtml(text: string): Promise<string> {
    const { deltaPage } = await loadParsers();
    const delta = deltaPage(parseDelta(text));
    // The panel with the works table; if none names "Work Code" (a renamed header), the largest,
    // so that the parser says which columns it misses.
    const panels = Object.values(delta.panels);
    const panel = panels.find((html) => /Work Code/i.test(html)) ?? panels.sort((a, b) => b.length - a.length)[0];
    if (!panel) throw new MisPageError('layout-changed', PAGE, 'the async answer holds no update panel');
    return panel;
  }
}

/** The codes of the panchayat a works report is for, and its run. */
export type WorksReportJob = Pick<SpiderJob, 'zpcode' | 'tpcode' | 'gpcode' | 'runId'>;

/**
 * A panchayat's works report, parsed and stored: every listed work is checked (refusals go to
 * `reject` with their reason and are not stored), the rest saved in one transaction, and works the
 * report no longer lists marked gone. The report is parsed, checked and staged (its COPY text and
 * hashes: works-report.ts) on a thread of its own where the build has one (mis/parse-thread.ts),
 * which sends back that text, not the rows. What the job does once the report is fetched; the
 * benchmark (test/bench/scraper-bench.mjs) measures this very function.
 */
export async function storeWorksReport(
  store: MirrorStore,
  job: WorksReportJob,
  html: string,
  reject: (code: string, reason: string) => void,
): Promise<StoreCounts> {
  const report = await parseWorksReport(html, PAGE, { zpcode: job.zpcode, tpcode: job.tpcode, gpcode: job.gpcode });
  for (const [code, reason] of report.refused) reject(code, reason);
  const gp = { district_code: job.zpcode, block_code: job.tpcode, panchayat_code: job.gpcode };
  return store.saveWorks(gp, report.layout, report.staged, report.seen, job.runId);
}
