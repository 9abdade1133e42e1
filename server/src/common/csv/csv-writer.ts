import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, type CsvValue } from './csv-cell.js';

// The cell rule is shared with the UI (csv-cell.ts); the exports take it from here.
export { CSV_BOM, csvCell, csvLine, type CsvValue } from './csv-cell.js';

/**
 * The exports' time cells, `YYYY-MM-DD HH:MM` in `timeZone` (24-hour clock), each minute
 * formatted once (Intl's formatting is the costliest step of a line; a download repeats few
 * minutes). A zone's offset is a whole number of minutes, so a UTC minute is one local minute.
 */
export function csvMinutes(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const seen = new Map<number, string>();
  return (at) => {
    const minute = Math.floor(at.getTime() / 60_000);
    let text = seen.get(minute);
    if (text === undefined) {
      text = format.format(at).replace(',', '');
      // Bounded: a download of many different minutes starts again rather than grow.
      if (seen.size >= 4096) seen.clear();
      seen.set(minute, text);
    }
    return text;
  };
}

/** Where an export's lines come from: batches pulled one at a time, and what to let go at the end. */
export interface CsvSource {
  /** The next lines (possibly none), or null when there are no more. */
  next(): Promise<CsvValue[][] | null>;
  /** Runs once, however the file ends (read to its end, failed, or the reader gone). */
  close(): Promise<void>;
}

/**
 * The server's one CSV writer (issue 41): a CSV file as a stream, the BOM and the header line
 * first, then the source's lines, pulled only as the reader takes them (a download's client
 * sets the pace, so only a batch is ever held), every line ended by CRLF. The bytes are those of
 * `BOM + lines.map(cells => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'`.
 */
export function csvStream(header: readonly CsvValue[], source: CsvSource): Readable {
  let first = true;
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= source.close());
  return new Readable({
    read() {
      void (async () => {
        let text = first ? CSV_BOM + csvLine(header) : '';
        first = false;
        // Pushed only with something in it: an empty push would not ask for more.
        while (text === '') {
          const lines = await source.next();
          if (lines === null) {
            await close();
            this.push(null);
            return;
          }
          text = lines.map(csvLine).join('');
        }
        this.push(text);
      })().catch((err: unknown) => this.destroy(err as Error));
    },
    destroy(err, callback) {
      close().then(
        () => callback(err),
        () => callback(err),
      );
    },
  });
}
