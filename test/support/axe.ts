import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO } from './processes.js';

/** axe-core's browser build (a root devDependency). */
const AXE = path.join(REPO, 'node_modules/axe-core/axe.min.js');

/** The rules the portal holds itself to (issue 43 item 10): WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  /** Each failing element: its selector, axe's reason and the start of its HTML, so a failure says where and why. */
  nodes: { target: string; html: string; why: string }[];
}

/**
 * Runs axe-core in `page` (injected once per document) with the WCAG 2.1 A/AA rules and answers
 * the serious and critical violations; `exclude` leaves selectors out (none by default).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<AxeProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
      interface AxeResults {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown[]; html: string; failureSummary?: string }[];
        }[];
      }
      const result = await axe.run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.map((n) => ({
            target: n.target.map(String).join(' '),
            html: n.html.replace(/\s+/g, ' ').slice(0, 160),
            why: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
          })),
        }));
    },
    { tags: WCAG_TAGS, exclude },
  );
}

/** One line per failing element, for a test's failure message. */
export function describeProblems(where: string, problems: AxeProblem[]): string[] {
  return problems.flatMap((p) => p.nodes.map((n) => `${where}: ${p.rule} (${p.impact}) ${n.target} — ${n.why} — ${n.html}`));
}
