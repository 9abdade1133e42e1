import { Worker } from 'node:worker_threads';
import type { StagedWorksReport, WorksReportPlace } from '../works-report.js';
import { MisPageError, type MisFaultKind } from './types.js';

export interface ParseRequest {
  id: number;
  html: string;
  page: string;
  place: WorksReportPlace;
}

export type ParseAnswer =
  | { id: number; report: StagedWorksReport; error?: undefined }
  | {
      id: number;
      report?: undefined;
      error: { mis: true; kind: MisFaultKind; page: string; message: string; retryable: boolean } | { mis: false; message: string };
    };

/**
 * Parses works reports on a thread of their own (issue 30 item 5): a report of 1,000 works takes
 * the event loop tens of milliseconds, which a worker running two loads at once would otherwise
 * spend away from the other load's database round trips. The thread also checks and stages the
 * rows (stageWorksReport: their content hashes and COPY text), so what comes back is one string and
 * the codes, not a thousand row objects to clone, hold and collect. One thread per process,
 * started on first use and not keeping the process alive; a thread that fails or exits fails the
 * parses it held (the job then fails and retries as for any error) and the next parse starts a new
 * one. Run from TypeScript sources (the tests' ts-jest) there is no compiled thread to start, and
 * the parse runs inline: same function, same answer, same errors.
 */
class ParseThread {
  private worker: Worker | null = null;
  private next = 1;
  private readonly pending = new Map<number, { resolve: (report: StagedWorksReport) => void; reject: (err: Error) => void }>();

  parse(html: string, page: string, place: WorksReportPlace): Promise<StagedWorksReport> {
    const worker = this.worker ?? this.start();
    const id = this.next++;
    return new Promise<StagedWorksReport>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, html, page, place } satisfies ParseRequest);
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./parse-worker.js', import.meta.url));
    worker.unref();
    worker.on('message', (answer: ParseAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (answer.error === undefined) waiting.resolve(answer.report);
      else if (answer.error.mis)
        waiting.reject(new MisPageError(answer.error.kind, answer.error.page, answer.error.message, answer.error.retryable));
      else waiting.reject(new Error(answer.error.message));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(err);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the works report parser thread exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** Compiled JavaScript (the built server) has the thread's file beside this one; the TypeScript sources do not. */
const threaded = import.meta.url.endsWith('.js');
let thread: ParseThread | null = null;

/**
 * stageWorksReport off the event loop where it can be (see ParseThread); the same answer or error
 * either way. Inline, works-report.ts is loaded at the first parse, not with this file: its parser
 * brings cheerio, which the API process would otherwise load at every start and in every test file
 * for jobs it seldom runs (parsers/loader.ts).
 */
export function parseWorksReport(html: string, page: string, place: WorksReportPlace): Promise<StagedWorksReport> {
  if (!threaded) return import('../works-report.js').then(({ stageWorksReport }) => stageWorksReport(html, page, place));
  thread ??= new ParseThread();
  return thread.parse(html, page, place);
}

/** Whether this process parses on the thread (it has started it): for the test of the built code. */
export function parseThreadStarted(): boolean {
  return thread !== null;
}
