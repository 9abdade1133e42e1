/**
 * The UpdatePanel async answer grammar (README "UpdatePanel async answer"): a run of
 * `length|type|id|content|` records. Kept apart from webforms.ts so that faults.ts can read an
 * `error` record without an import cycle (webforms.ts re-exports both functions). No cheerio
 * here, as in faults.ts: the app loads this file at start (loader.ts).
 */
import { MisPageError, type DeltaRecord } from '../types.js';

/** True when `text` is an UpdatePanel async answer (`1|#||4|...`) rather than an HTML page. */
export function isDelta(text: string): boolean {
  return /^[\s\ufeff]*\d+\|[#A-Za-z][^|<>]*\|[^|<>]*\|/.test(text);
}

/**
 * Parses an UpdatePanel async answer into records, BY LENGTH as MicrosoftAjaxWebForms.js `_parseDelta`
 * does (content may hold `|`). Throws 'truncated' when the text ends inside a record, 'async-error'
 * when it is not a delta at all (a length that is not a number, a record not closed by `|`).
 * Whitespace after the last record (a trailing newline) is tolerated.
 *
 * Lengths count UTF-16 code units of the text exactly as received: the panel content starts with the
 * `\r\n` ASP.NET writes (see `dynamic_work_details_old_async.txt`), so a body whose line ends were
 * normalised no longer parses, and must not be "repaired".
 */
export function parseDelta(text: string, page = 'async answer'): DeltaRecord[] {
  const records: DeltaRecord[] = [];
  let i = 0;
  // A leading byte-order mark or whitespace is not part of the first record.
  while (i < text.length && /[\s\ufeff]/.test(text[i] ?? '')) i++;
  if (i >= text.length) throw new MisPageError('truncated', page, 'the async answer is empty');
  while (i < text.length) {
    if (/^\s*$/.test(text.slice(i))) break;
    const n = records.length + 1;
    const lenEnd = text.indexOf('|', i);
    if (lenEnd < 0) throw new MisPageError('truncated', page, `the async answer ends inside record ${n} (no length)`);
    const lenText = text.slice(i, lenEnd);
    if (!/^\d+$/.test(lenText)) {
      throw new MisPageError('async-error', page, `record ${n} of the async answer has no valid length ("${lenText.slice(0, 40)}")`);
    }
    const length = Number(lenText);
    const typeEnd = text.indexOf('|', lenEnd + 1);
    if (typeEnd < 0) throw new MisPageError('truncated', page, `the async answer ends inside record ${n} (no type)`);
    const type = text.slice(lenEnd + 1, typeEnd);
    const idEnd = text.indexOf('|', typeEnd + 1);
    if (idEnd < 0) throw new MisPageError('truncated', page, `the async answer ends inside record ${n} (${type}, no id)`);
    const id = text.slice(typeEnd + 1, idEnd);
    const start = idEnd + 1;
    if (start + length >= text.length) {
      // The content and its closing `|` must both be there.
      throw new MisPageError(
        'truncated',
        page,
        `the async answer ends inside record ${n} (${type} ${id}): ${length} characters announced, ${Math.max(0, text.length - start)} present`,
      );
    }
    const end = start + length;
    if (text[end] !== '|') {
      throw new MisPageError(
        'async-error',
        page,
        `record ${n} of the async answer (${type} ${id}) is not closed by "|" after its ${length} characters; the answer is malformed`,
      );
    }
    records.push({ type, id, content: text.slice(start, end) });
    i = end + 1;
  }
  return records;
}
