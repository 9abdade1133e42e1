import { parentPort } from 'node:worker_threads';
import { stageWorksReport } from '../works-report.js';
import { MisPageError } from './types.js';
import type { ParseRequest, ParseAnswer } from './parse-thread.js';

/**
 * The thread of parse-thread.ts: parses, checks and stages the works reports it is sent
 * (stageWorksReport) and answers each with the staged report or its error (a MisPageError with its kind, page, message and whether to retry, so the
 * caller rethrows the very error an inline parse throws).
 */
parentPort?.on('message', ({ id, html, page, place }: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { id, report: stageWorksReport(html, page, place) };
  } catch (err) {
    answer =
      err instanceof MisPageError
        ? {
            id,
            error: {
              mis: true,
              kind: err.kind,
              page: err.page,
              message: err.message.slice(`${err.page}: `.length),
              retryable: err.retryable,
            },
          }
        : { id, error: { mis: false, message: err instanceof Error ? err.message : String(err) } };
  }
  parentPort?.postMessage(answer);
});
