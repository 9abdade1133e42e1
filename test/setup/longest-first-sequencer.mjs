// The order `npm test` hands test files to its two workers (scripts/test-tiers.mjs runs the API and
// browser tiers in one jest run with two workers): longest first, so no long file starts last while
// the other worker has nothing left to do. A file's length is its time in this machine's last run
// (jest's own record, kept in its cache directory), else its time in the last full run written
// below (a fresh machine has no record), else a guess from its size. Failed files are not moved
// first: the order only balances the two workers, and every file runs.
import Sequencer from '@jest/test-sequencer';

/**
 * Seconds of the files that took longest in a full `.ci/run` on the 2-core host (08b958e, 2026-12-05,
 * one file per tier at a time); any other file is guessed from its size. Refresh it from the slowest
 * files `npm test` prints at its end when that list changes much.
 */
export const RECORDED_SECONDS = {
  'test/browser/accessibility.browser-spec.ts': 289,
  'test/api/fuzz.e2e-spec.ts': 265,
  'test/browser/field-offline.browser-spec.ts': 188,
  'test/browser/fto-verification.browser-spec.ts': 123,
  'test/api/faults-worker-kill.e2e-spec.ts': 93,
  'test/browser/evidence.browser-spec.ts': 74,
  'test/api/file-storage-s3.e2e-spec.ts': 71,
  'test/browser/kannada.browser-spec.ts': 71,
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
