// The Node environment of the API and browser tiers, which says what a test file left open: jest
// runs many files in one worker process, and a timer, socket or child process a file does not
// close keeps that worker alive after the run ("A worker process has failed to exit gracefully").
// After each file's own teardown, the kinds of resources the event loop holds beyond what it held
// when the file started are printed with the file's name, so the file that leaks is named at once.
import { TestEnvironment } from 'jest-environment-node';

const count = () => {
  const counts = new Map();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
};

export default class HandlesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  /** The kinds of resources held now beyond those held when the file started. */
  extra() {
    const left = [];
    for (const [kind, n] of count()) {
      const extra = n - (this.before.get(kind) ?? 0);
      if (extra > 0) left.push(`${kind} x${extra}`);
    }
    return left;
  }

  async setup() {
    await super.setup();
    this.before = count();
  }

  async teardown() {
    // Sockets closed in the file's afterAll leave the loop a few turns later (longer on a loaded
    // host): what is still there after 2 s was not closed.
    let left = this.extra();
    for (let waited = 0; left.length && waited < 2000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = this.extra();
    }
    if (left.length) process.stderr.write(`\nStill open after ${this.testPath}: ${left.join(', ')}\n`);
    await super.teardown();
  }
}
