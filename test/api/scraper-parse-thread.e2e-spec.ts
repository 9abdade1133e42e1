import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FixtureData, projectRow } from '../../server/src/fixture-mis/data.js';
import { renderDynamicWorks } from '../../server/src/fixture-mis/render.js';
import { parseDynamicWorks } from '../../server/src/scraper/mis/parsers/index.js';
import { DIST, REPO, requireBuild } from '../support/processes.js';

// Issue 30 item 5: the built server parses works reports on a thread of its own
// (scraper/mis/parse-thread.ts). Its answers and its errors are those of the parse run inline, as
// the sources (and so the other tests) run it: the same rows, the same MisPageError kind, page,
// message and retry flag, which is what fails a job and what its run shows.
const PAGE = 'dynamic_work_details.aspx';
const sample = (name: string) => readFileSync(path.join(REPO, 'test/fixtures/mis-samples', name), 'utf8');

type Outcome = { rows: unknown; layout: string; empty: boolean } | { error: Record<string, unknown> };
const outcome = async (parse: () => Promise<{ rows: unknown; layout: string; empty: boolean }>): Promise<Outcome> => {
  try {
    const { rows, layout, empty } = await parse();
    return { rows, layout, empty };
  } catch (err) {
    const e = err as Error & { kind?: string; page?: string; retryable?: boolean };
    return { error: { name: e.name, kind: e.kind, page: e.page, message: e.message, retryable: e.retryable } };
  }
};

describe('Scraper: works reports parsed on a thread (built code)', () => {
  it('answers every page as the inline parse does, rows and errors alike, from its own thread', async () => {
    requireBuild();
    const built = (await import(pathToFileURL(path.join(DIST, 'scraper/mis/parse-thread.js')).href)) as {
      parseWorksReport: (html: string, page: string) => Promise<{ rows: unknown; layout: string; empty: boolean }>;
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
    const pages: [string, string][] = [
      ['300 works, new layout', full],
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
    for (const [what, html] of pages) {
      const inline = await outcome(async () => parseDynamicWorks(html, PAGE));
      const threaded = await outcome(() => built.parseWorksReport(html, PAGE));
      if ('error' in inline) errors++;
      expect({ what, ...threaded }).toEqual({ what, ...inline });
    }
    expect(errors).toBeGreaterThanOrEqual(4); // the error pages are refused, the same way
    expect(built.parseThreadStarted()).toBe(true);
    // Pages at once: each answer is its own page's.
    const many = await Promise.all(pages.slice(0, 3).map(([, html]) => built.parseWorksReport(html, PAGE)));
    expect(many.map((p) => p.rows)).toEqual(pages.slice(0, 3).map(([, html]) => parseDynamicWorks(html, PAGE).rows));
  });
});
