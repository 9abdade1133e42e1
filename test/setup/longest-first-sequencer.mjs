// The order `npm test` hands test files to its two workers (scripts/test-tiers.mjs runs the API and
// browser tiers in one jest run with two workers): longest first, so no long file starts last while
// the other worker has nothing left to do. A file's length is its time in this machine's last run
// (jest's own record, kept in its cache directory), else its time in the last full run written
// below (a fresh machine has no record), else a guess from its size. Failed files are not moved
// first: the order only balances the two workers, and every file runs.
import Sequencer from '@jest/test-sequencer';

/**
 * Seconds of the files that took longest in a full `.ci/run` on the 2-core host (01f9d3a and its
 * two fixes, 2026-12-05, two workers, Chromium's headless shell); any other file is guessed from
 * its size. Refresh it from the slowest files `npm test` prints at its end when that list changes
 * much.
 */
export const RECORDED_SECONDS = {
  'test/browser/accessibility.browser-spec.ts': 196,
  'test/browser/field-offline.browser-spec.ts': 164,
  'test/browser/fto-verification.browser-spec.ts': 124,
  'test/api/fuzz.e2e-spec.ts': 101,
  'test/api/faults-worker-kill.e2e-spec.ts': 89,
  'test/browser/fto-below-changed.browser-spec.ts': 71,
  'test/browser/field-layout-fto.browser-spec.ts': 71,
  'test/browser/formats.browser-spec.ts': 71,
  'test/browser/social-audit.browser-spec.ts': 69,
  'test/browser/role-management.browser-spec.ts': 66,
  'test/browser/field-layout-audit.browser-spec.ts': 63,
  'test/browser/kannada.browser-spec.ts': 63,
  'test/browser/field-audit-drafts.browser-spec.ts': 59,
  'test/browser/evidence.browser-spec.ts': 59,
  'test/api/file-storage-s3.e2e-spec.ts': 57,
  'test/browser/dashboard-first-page.browser-spec.ts': 52,
  'test/browser/work-print.browser-spec.ts': 51,
  'test/browser/topbar-schedules.browser-spec.ts': 46,
  'test/browser/reconciliation.browser-spec.ts': 43,
  'test/browser/administration.browser-spec.ts': 41,
  'test/api/startup.e2e-spec.ts': 40,
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
