import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FixtureData, projectRow } from '../../server/src/dev/fixture-mis/data.js';
import { renderDynamicWorks } from '../../server/src/dev/fixture-mis/render.js';
import { WORKS } from '../../server/src/scraper/repositories/mirror-tables.js';
import { stageRows } from '../../server/src/scraper/repositories/mirror-upsert.js';
import { parseDynamicWorks } from '../../server/src/scraper/mis/parsers/index.js';
import { stageWorksReport, type StagedWorksReport, type WorksReportPlace } from '../../server/src/scraper/works-report.js';
import { DIST, REPO, requireBuild } from '../support/processes.js';

// Issue 30 item 5: the built server parses, checks and stages works reports on a thread of its own
// (scraper/mis/parse-thread.ts, works-report.ts): it sends back the COPY text and the codes, not
// the rows. Its answers and its errors are those of the same function run inline, as the sources
// (and so the other tests) run it: the same staged text (every stored value and content hash), the
// same refusals and listed codes, the same MisPageError kind, page, message and retry flag, which
// is what fails a job and what its run shows.
const PAGE = 'dynamic_work_details.aspx';
const sample = (name: string) => readFileSync(path.join(REPO, 'test/fixtures/mis-samples', name), 'utf8');

type Outcome = StagedWorksReport | { error: Record<string, unknown> };
const outcome = async (stage: () => Promise<StagedWorksReport>): Promise<Outcome> => {
  try {
    return await stage();
  } catch (err) {
    const e = err as Error & { kind?: string; page?: string; retryable?: boolean };
    return { error: { name: e.name, kind: e.kind, page: e.page, message: e.message, retryable: e.retryable } };
  }
};

describe('Scraper: works reports parsed and staged on a thread (built code)', () => {
  it('answers every page as the inline staging does, staged rows, refusals and errors alike, from its own thread', async () => {
    requireBuild();
    const built = (await import(pathToFileURL(path.join(DIST, 'scraper/mis/parse-thread.js')).href)) as {
      parseWorksReport: (html: string, page: string, place: WorksReportPlace) => Promise<StagedWorksReport>;
      parseThreadStarted: () => boolean;
    };
    const gp = {
      district_code: '1515',
      district_name: 'KALABURAGI',
      block_code: '1515001',
      block_name: 'AFZALPUR',
      panchayat_code: '1515001100',
      panchayat_name: 'THREAD GP',
    };
    const data = new FixtureData([gp], { seed: 3, worksPerPanchayat: 300, today: '2026-11-01' });
    const works = data.works(gp.panchayat_code);
    const full = renderDynamicWorks(
      works.map((r) => projectRow(r, 'new-30')),
      'new-30',
    );
    const place: WorksReportPlace = { zpcode: gp.district_code, tpcode: gp.block_code, gpcode: gp.panchayat_code };
    const projected = works.map((r) => projectRow(r, 'new-30'));
    const pages: [string, string, WorksReportPlace?][] = [
      ['300 works, new layout', full],
      // Refusals: a work listed twice; the same works loaded as another panchayat's (those of
      // this panchayat's codes refused, those under the block's kept).
      ['a work listed twice', renderDynamicWorks([...projected.slice(0, 20), ...projected.slice(3, 4)], 'new-30')],
      ["another panchayat's page", full, { ...place, gpcode: '1515001101' }],
      [
        'old layout',
        renderDynamicWorks(
          works.slice(0, 40).map((r) => projectRow(r, 'old-20')),
          'old-20',
        ),
      ],
      ['saved new page', sample('dynamic_work_details_new.html')],
      ['saved drift-32 page', sample('dynamic_work_details_drift32.html')],
      ['saved empty panchayat', sample('empty_gp_dynamic_work_details.html')],
      ['the MIS runtime error page', sample('fault_runtime_error.html')],
      [
        'a changed layout',
        renderDynamicWorks(
          works.slice(0, 5).map((r) => projectRow(r, 'new-30')),
          'new-30',
          { broken: true },
        ),
      ],
      ['a row missing a cell', full.replace(/<td[^>]*>[^<]*<\/td>\s*<\/tr>/, '</tr>')],
      ['a table cut short', full.slice(0, Math.floor(full.length / 2))],
      ['no page at all', ''],
    ];
    let errors = 0;
    let refused = 0;
    for (const [what, html, at = place] of pages) {
      const inline = await outcome(async () => stageWorksReport(html, PAGE, at));
      const threaded = await outcome(() => built.parseWorksReport(html, PAGE, at));
      if ('error' in inline) errors++;
      else refused += inline.refused.length;
      expect({ what, ...threaded }).toEqual({ what, ...inline });
    }
    expect(errors).toBeGreaterThanOrEqual(4); // the error pages are refused, the same way
    expect(refused).toBeGreaterThan(1);
    expect(built.parseThreadStarted()).toBe(true);
    // What is staged is the parsed rows with the page's codes and layout (the text the upsert sends).
    const staged = stageWorksReport(full, PAGE, place);
    expect(staged.refused).toEqual([]);
    expect(staged.seen).toHaveLength(works.length);
    const shared = { district_code: gp.district_code, block_code: gp.block_code, panchayat_code: gp.panchayat_code, layout: 'new-30' };
    expect(staged.staged).toEqual(stageRows(WORKS, parseDynamicWorks(full, PAGE).rows, shared));
    expect(staged.staged.count).toBe(works.length);
    // Pages at once: each answer is its own page's.
    const many = await Promise.all(pages.slice(0, 3).map(([, html, at = place]) => built.parseWorksReport(html, PAGE, at)));
    expect(many).toEqual(pages.slice(0, 3).map(([, html, at = place]) => stageWorksReport(html, PAGE, at)));
  });
});
