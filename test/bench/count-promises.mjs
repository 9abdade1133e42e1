// Preloaded into the API (`--import`) by auth-me-bench.mjs --promises: counts the promises the
// process makes and writes the count to $PROMISE_COUNT_FILE on SIGUSR2.
import { createHook } from 'node:async_hooks';
import fs from 'node:fs';

let promises = 0;
createHook({
  init(_id, type) {
    if (type === 'PROMISE') promises++;
  },
}).enable();
process.on('SIGUSR2', () => fs.writeFileSync(process.env.PROMISE_COUNT_FILE, String(promises)));
