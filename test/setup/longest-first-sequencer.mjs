// The order `npm test` hands test files to its two workers (scripts/test-tiers.mjs runs the API and
// browser tiers in one jest run with two workers): longest first, so no long file starts last while
// the other worker has nothing left to do. A file's length is its time in this machine's last run
// (jest's own record, kept in its cache directory), else its time in the last full run written
// below (a fresh machine has no record), else a guess from its size. Failed files are not moved
// first: the order only balances the two workers, and every file runs.
import Sequencer from '@jest/test-sequencer';

/**
 * Seconds of the files that took longest in a full `.ci/run` on the 2-core host (cc7b36f, 2026-12-05,
 * two workers); any other file is guessed from its size. Refresh it from the slowest files `npm test`
 * prints at its end when that list changes much.
 */
export const RECORDED_SECONDS = {
  'test/browser/accessibility.browser-spec.ts': 274,
  'test/browser/field-offline.browser-spec.ts': 192,
  'test/browser/fto-verification.browser-spec.ts': 136,
  'test/browser/evidence.browser-spec.ts': 109,
  'test/api/faults-worker-kill.e2e-spec.ts': 105,
  'test/browser/field-layout-fto.browser-spec.ts': 100,
  'test/browser/reconciliation.browser-spec.ts': 94,
  'test/browser/formats.browser-spec.ts': 87,
  'test/browser/field-audit-drafts.browser-spec.ts': 86,
  'test/browser/fto-below-changed.browser-spec.ts': 86,
  'test/browser/field-layout-audit.browser-spec.ts': 85,
  'test/browser/topbar-schedules.browser-spec.ts': 85,
  'test/api/fuzz.e2e-spec.ts': 84,
  'test/browser/social-audit.browser-spec.ts': 80,
  'test/browser/work-print.browser-spec.ts': 77,
  'test/browser/kannada.browser-spec.ts': 72,
  'test/browser/administration.browser-spec.ts': 70,
  'test/api/file-storage-s3.e2e-spec.ts': 69,
  'test/browser/mis-changes.browser-spec.ts': 67,
  'test/browser/dashboard-first-page.browser-spec.ts': 66,
  'test/browser/role-management.browser-spec.ts': 61,
};

/** A file with no record: about 4.4 s per KiB of a browser spec, 1.6 s per KiB of an API spec (each tier's time over its bytes in that run). */
function guessMs(test) {
  const bytes = test.context.hasteFS.getSize(test.path) ?? 0;
  return (bytes / 1024) * (test.path.includes('.browser-spec.') ? 4400 : 1600);
}

export default class LongestFirstSequencer extends (Sequencer.default ?? Sequencer) {
  sort(tests) {
    const ms = new Map();
    for (const test of tests) {
      const relative = test.path.slice(test.context.config.rootDir.length + 1);
      const recorded = RECORDED_SECONDS[relative];
      ms.set(test, this.time(test) ?? (recorded === undefined ? guessMs(test) : recorded * 1000));
    }
    return [...tests].sort((a, b) => ms.get(b) - ms.get(a));
  }
}
