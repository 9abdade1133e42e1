import { Parser } from 'htmlparser2';
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { en, msg, type MessageCode, type MessageParams, type Msg } from '../common/messages/index.js';

/**
 * A bounded reader of the worksheets of an Excel (.xlsx) file, row by row, each cell as what it
 * is (text, number with its number format, date, boolean, error, or a formula whose result was
 * not saved), so the importer can refuse what it must not guess.
 *
 * An .xlsx is a zip of XML parts. Every part is checked against its entry in the zip's central
 * directory before a byte of it is unpacked (at most XLSX_LIMITS.maxPartBytes, and at most
 * maxRatio times its packed size), and while it is unpacked (never more than it declares, and
 * its CRC must match). Parts are read straight from the file on disk by their offsets, so no
 * temporary file is written; the XML is parsed as a stream, the shared strings are kept packed
 * in one buffer within a budget, and every cell, row and XML token is bounded. A refusal is a
 * WorkbookError whose message is for the person who sent the file.
 *
 * Why not a maintained reader: exceljs (already a dependency, used to write test workbooks) and
 * SheetJS read a whole workbook, or at least all its shared strings and a sheet's rows, into
 * JavaScript objects before the first row can be checked, unpack with libraries that trust the
 * sizes a zip declares, and turn error cells and formulas without saved results into values
 * (an error's text, or nothing) without saying so. Wrapping them in the bounds below would mean
 * re-checking every part before they see it and still holding the whole sheet in memory; the
 * part of the format an import needs (the workbook's sheet list, relationships, shared strings,
 * number formats, cells) is small, written to ECMA-376 Part 1 §18, and tested here with files
 * written by Excel-like exceljs, LibreOffice and openpyxl (test/fixtures/spreadsheets).
 */
export const XLSX_LIMITS = {
  /** Zip entries in the file. */
  maxEntries: 10_000,
  /** The central directory. */
  maxDirectoryBytes: 4 * 1024 * 1024,
  /** Unpacked size of one part. */
  maxPartBytes: 200 * 1024 * 1024,
  /** Unpacked size / packed size of one part, once it is over ratioGraceBytes. */
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
  /** Shared strings: how many, and their UTF-8 bytes together. */
  maxSharedStrings: 1_000_000,
  maxSharedStringBytes: 64 * 1024 * 1024,
  /** Excel's own limits for the text of a cell and the columns of a sheet. */
  maxCellChars: 32_767,
  maxColumns: 16_384,
  maxRows: 1_048_576,
  /** The text of all cells of one row (as a CSV record's limit). */
  maxRowChars: 64 * 1024,
  /** Cell styles (Excel allows about 64,000). */
  maxStyles: 100_000,
  /** Nesting of XML elements, and XML read without any element or text in it (one token). */
  maxDepth: 64,
  maxTokenBytes: 1024 * 1024,
  /**
   * Unpacked XML read while looking for the data sheet (the first rows of each sheet before it):
   * sheets that are not the data are read only so far, and all of them together no further.
   */
  maxSearchBytes: 32 * 1024 * 1024,
} as const;

/** A file refused: `ref` says what is wrong, in the words of the person who sent it (its message in English). */
export class WorkbookError extends Error {
  readonly ref: Msg;

  constructor(code: MessageCode, params?: MessageParams) {
    const ref = msg(code, params);
    super(en(ref));
    this.name = 'WorkbookError';
    this.ref = ref;
  }
}

/**
 * What a number cell's format shows: General (as many digits as fit), a fixed count of decimals,
 * a date, another number than the cell holds (a percentage, thousands), or its number otherwise
 * (an exponent, a fraction, text).
 */
export type NumberFormat =
  { kind: 'general' } | { kind: 'fixed'; decimals: number } | { kind: 'date' } | { kind: 'scaled' } | { kind: 'other' };

/** A cell as the workbook holds it; a formula with a saved result is that result. */
export type SheetCell =
  | { type: 'text'; text: string }
  | { type: 'number'; value: number; format: NumberFormat }
  | { type: 'date'; date: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'error'; error: string }
  /** A formula whose result was not saved (or that the workbook asks to recalculate on opening). */
  | { type: 'unsaved'; formula: string };

export interface SheetRow {
  /** The row number Excel shows (1 = first). */
  number: number;
  /** Cells by column (0 = A); cells without a value are left out. */
  cells: SheetCell[];
}

/** A sheet of the workbook, in the workbook's order. */
export interface SheetInfo {
  name: string;
  state: 'visible' | 'hidden' | 'veryHidden';
  /** Worksheets hold cells; chart, dialog and macro sheets do not. */
  kind: 'worksheet' | 'chartsheet' | 'other';
  part: string | undefined;
}

/**
 * A search for a row (a header) over the first rows of sheets: in each sheet at most `rows` rows
 * are read (the part no further), and all of the sheets' XML read while searching comes to at
 * most `bytes` (then `refusal` is thrown). Once `found` says a row is the one, the rest of its
 * sheet is read without these bounds. `found` is asked as each row is read, before the XML after
 * it is parsed.
 */
export interface RowSearch {
  rows: number;
  bytes: number;
  refusal: Msg;
  found: (row: SheetRow) => boolean;
}

const MB = 1024 * 1024;
/** A file that is not a readable workbook (the codes' texts begin "The file is not a readable Excel workbook:"). */
const damaged = (code: MessageCode, params?: MessageParams) => new WorkbookError(code, params);

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  packed: number;
  size: number;
  offset: number;
}

/** The parts of a zip file, from its central directory; read by offset. */
class ZipFile {
  private constructor(
    private readonly file: string,
    private readonly handle: fs.promises.FileHandle,
    private readonly fileSize: number,
    private readonly entries: Map<string, ZipEntry>,
  ) {}

  static async open(file: string): Promise<ZipFile> {
    const handle = await fs.promises.open(file, 'r');
    try {
      const { size } = await handle.stat();
      const entries = await readDirectory(handle, size);
      return new ZipFile(file, handle, size, entries);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  close(): Promise<void> {
    return this.handle.close();
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** The unpacked bytes of a part, checked before and while it is unpacked. */
  async *read(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw damaged('XLSX_NO_PART', { part: name });
    if (entry.flags & 1) throw new WorkbookError('XLSX_ENCRYPTED');
    if (entry.method !== 0 && entry.method !== 8) throw damaged('XLSX_PART_PACKING', { part: entry.name });
    if (entry.size > XLSX_LIMITS.maxPartBytes) {
      throw new WorkbookError('XLSX_PART_TOO_LARGE', {
        part: entry.name,
        mb: Math.ceil(entry.size / MB),
        max: XLSX_LIMITS.maxPartBytes / MB,
      });
    }
    if (entry.size > XLSX_LIMITS.ratioGraceBytes && entry.size > entry.packed * XLSX_LIMITS.maxRatio) {
      throw new WorkbookError('XLSX_PART_RATIO', { part: entry.name, ratio: XLSX_LIMITS.maxRatio });
    }
    if (entry.method === 0 && entry.packed !== entry.size) throw damaged('XLSX_PART_TWO_SIZES', { part: entry.name });
    const header = Buffer.alloc(30);
    await this.handle.read(header, 0, 30, entry.offset);
    if (header.readUInt32LE(0) !== 0x04034b50) throw damaged('XLSX_PART_MISPLACED', { part: entry.name });
    const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.packed > this.fileSize) throw damaged('XLSX_PART_CUT_SHORT', { part: entry.name });
    if (entry.packed === 0) {
      if (entry.size !== 0) throw damaged('XLSX_PART_CUT_SHORT', { part: entry.name });
      return;
    }
    // Small reads: one packed chunk can unpack to at most about 1,000 times its size before it is counted.
    const source = fs.createReadStream(this.file, { start, end: start + entry.packed - 1, highWaterMark: 16 * 1024 });
    const inflate = entry.method === 8 ? zlib.createInflateRaw() : null;
    if (inflate) {
      source.on('error', (err) => inflate.destroy(err));
      source.pipe(inflate);
    }
    let total = 0;
    let crc = 0;
    try {
      for await (const chunk of (inflate ?? source) as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > entry.size) throw damaged('XLSX_PART_OVERSIZE', { part: entry.name, size: entry.size });
        crc = zlib.crc32(chunk, crc);
        yield chunk;
      }
    } catch (err) {
      if (err instanceof WorkbookError) throw err;
      throw damaged('XLSX_PART_UNPACK', { part: entry.name });
    } finally {
      source.destroy();
      inflate?.destroy();
    }
    if (total !== entry.size || crc >>> 0 !== entry.crc >>> 0) throw damaged('XLSX_PART_DAMAGED', { part: entry.name });
  }
}

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw damaged('XLSX_DIRECTORY_CUT_SHORT');
  return buffer;
}

async function readDirectory(handle: fs.promises.FileHandle, fileSize: number): Promise<Map<string, ZipEntry>> {
  const notZip = damaged('XLSX_NOT_ZIP');
  if (fileSize < 22) throw notZip;
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notZip;
  let count = tail.readUInt16LE(end + 10);
  let dirSize = tail.readUInt32LE(end + 12);
  let dirOffset = tail.readUInt32LE(end + 16);
  if (tail.readUInt16LE(end + 4) !== 0 || tail.readUInt16LE(end + 6) !== 0) throw damaged('XLSX_ZIP_SPLIT');
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) {
    // ZIP64: the end record's locator is just before it.
    const at = fileSize - tailLength + end - 20;
    if (at < 0) throw notZip;
    const locator = await readAt(handle, at, 20);
    if (locator.readUInt32LE(0) !== 0x07064b50) throw notZip;
    const recordAt = Number(locator.readBigUInt64LE(8));
    if (recordAt + 56 > fileSize) throw notZip;
    const record = await readAt(handle, recordAt, 56);
    if (record.readUInt32LE(0) !== 0x06064b50) throw notZip;
    count = Number(record.readBigUInt64LE(32));
    dirSize = Number(record.readBigUInt64LE(40));
    dirOffset = Number(record.readBigUInt64LE(48));
  }
  if (count > XLSX_LIMITS.maxEntries) throw new WorkbookError('XLSX_TOO_MANY_PARTS', { count, max: XLSX_LIMITS.maxEntries });
  if (dirSize > XLSX_LIMITS.maxDirectoryBytes || dirOffset + dirSize > fileSize) throw damaged('XLSX_DIRECTORY_TOO_LARGE');
  const dir = await readAt(handle, dirOffset, dirSize);
  const entries = new Map<string, ZipEntry>();
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== 0x02014b50) throw damaged('XLSX_DIRECTORY_DAMAGED');
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    if (p + 46 + nameLength + extraLength + commentLength > dir.length) throw damaged('XLSX_DIRECTORY_DAMAGED');
    const entry: ZipEntry = {
      name: dir.toString('utf8', p + 46, p + 46 + nameLength),
      flags: dir.readUInt16LE(p + 8),
      method: dir.readUInt16LE(p + 10),
      crc: dir.readUInt32LE(p + 16),
      packed: dir.readUInt32LE(p + 20),
      size: dir.readUInt32LE(p + 24),
      offset: dir.readUInt32LE(p + 42),
    };
    // ZIP64 extra field: the 64-bit values of the fields set to 0xffffffff, in this order.
    for (let x = p + 46 + nameLength; x + 4 <= p + 46 + nameLength + extraLength;) {
      const id = dir.readUInt16LE(x);
      const length = dir.readUInt16LE(x + 2);
      if (id === 0x0001) {
        let at = x + 4;
        const next = () => {
          if (at + 8 > x + 4 + length) throw damaged('XLSX_DIRECTORY_DAMAGED');
          const value = Number(dir.readBigUInt64LE(at));
          at += 8;
          return value;
        };
        if (entry.size === 0xffffffff) entry.size = next();
        if (entry.packed === 0xffffffff) entry.packed = next();
        if (entry.offset === 0xffffffff) entry.offset = next();
      }
      x += 4 + length;
    }
    if (entry.offset + 30 > fileSize) throw damaged('XLSX_DIRECTORY_DAMAGED');
    entries.set(entry.name.toLowerCase(), entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

interface XmlHandler {
  open?(name: string, attrs: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** The local name of an element or attribute (`x:c` -> `c`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses a part's XML as it is unpacked (`spend` is told each unpacked chunk's size before it
 * is parsed); `make` gets an `emit` whose items are yielded after each chunk, and a `stop` after
 * which nothing more of the part is parsed or unpacked. Elements nest at most maxDepth deep; a
 * token (tag, attribute, comment) longer than maxTokenBytes is refused before the parser holds
 * more of it.
 */
async function* parseXml<T>(
  zip: ZipFile,
  part: string,
  make: (emit: (item: T) => void, stop: () => void) => XmlHandler,
  spend?: (bytes: number) => void,
): AsyncGenerator<T> {
  const out: T[] = [];
  let stopped = false;
  const handler = make(
    (item) => out.push(item),
    () => (stopped = true),
  );
  let depth = 0;
  let sinceEvent = 0;
  let failure: Error | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (stopped) return;
        sinceEvent = 0;
        if (++depth > XLSX_LIMITS.maxDepth) throw damaged('XLSX_XML_TOO_DEEP', { part });
        handler.open?.(local(name), attrs);
      },
      onclosetag(name) {
        if (stopped) return;
        sinceEvent = 0;
        depth--;
        handler.close?.(local(name));
      },
      ontext(text) {
        if (stopped) return;
        sinceEvent = 0;
        handler.text?.(text);
      },
      onerror(err) {
        failure = err;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const decoder = new StringDecoder('utf8');
  // XML's end-of-line handling (XML 1.0 §2.11), which htmlparser2 does not do: a CR LF or a lone
  // CR in the file is read as LF (a CR written as &#13; stays one), across chunk boundaries too.
  let afterCr = false;
  const endOfLine = (text: string) => {
    if (afterCr && text.startsWith('\n')) text = text.slice(1);
    afterCr = text.endsWith('\r');
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  };
  for await (const chunk of zip.read(part)) {
    spend?.(chunk.length);
    sinceEvent += chunk.length;
    parser.write(endOfLine(decoder.write(chunk)));
    if (failure) throw damaged('XLSX_XML_INVALID', { part });
    if (sinceEvent > XLSX_LIMITS.maxTokenBytes) throw damaged('XLSX_XML_TOKEN_TOO_LONG', { part, mb: XLSX_LIMITS.maxTokenBytes / MB });
    if (out.length) yield* out.splice(0);
    if (stopped) return;
  }
  parser.end(endOfLine(decoder.end()));
  if (failure) throw damaged('XLSX_XML_INVALID', { part });
  yield* out.splice(0);
}

async function consume(items: AsyncGenerator<unknown>): Promise<void> {
  for await (const item of items) void item;
}

/** Relationships of a part: id -> { type, target part name }. */
async function relationships(zip: ZipFile, part: string): Promise<Map<string, { type: string; target: string }>> {
  const dir = path.posix.dirname(part);
  const relsPart = path.posix.join(dir === '.' ? '' : dir, '_rels', `${path.posix.basename(part)}.rels`);
  const rels = new Map<string, { type: string; target: string }>();
  if (!zip.has(relsPart)) return rels;
  await consume(
    parseXml(zip, relsPart, () => ({
      open(name, attrs) {
        if (name !== 'Relationship' || !attrs.Id || !attrs.Target || attrs.TargetMode === 'External') return;
        const target = attrs.Target.startsWith('/') ? attrs.Target.slice(1) : path.posix.normalize(path.posix.join(dir, attrs.Target));
        rels.set(attrs.Id, { type: attrs.Type ?? '', target });
      },
    })),
  );
  return rels;
}

const byType = (rels: Map<string, { type: string; target: string }>, type: string) =>
  [...rels.values()].find((r) => r.type.endsWith(`/${type}`))?.target;

/** Shared strings packed in one buffer (UTF-8) with their end offsets: about their own size in memory. */
class SharedStrings {
  private bytes = Buffer.alloc(64 * 1024);
  private used = 0;
  private ends = new Uint32Array(1024);
  count = 0;

  add(text: string): void {
    if (this.count >= XLSX_LIMITS.maxSharedStrings) {
      throw new WorkbookError('XLSX_TOO_MANY_TEXTS', { max: XLSX_LIMITS.maxSharedStrings.toLocaleString('en-IN') });
    }
    const length = Buffer.byteLength(text);
    if (this.used + length > XLSX_LIMITS.maxSharedStringBytes) {
      throw new WorkbookError('XLSX_TEXTS_TOO_LARGE', { mb: XLSX_LIMITS.maxSharedStringBytes / MB });
    }
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.alloc(Math.min(XLSX_LIMITS.maxSharedStringBytes, Math.max(this.bytes.length * 2, this.used + length)));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.bytes.write(text, this.used);
    this.used += length;
    this.ends[this.count++] = this.used;
  }

  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    return this.bytes.toString('utf8', index ? this.ends[index - 1] : 0, this.ends[index]);
  }
}

/** Text of `<t>` elements (not phonetic runs) within each `element`, with Excel's limit on its length. */
function textCollector(tooLong: () => WorkbookError) {
  let text = '';
  let inT = false;
  let inPhonetic = false;
  return {
    reset() {
      text = '';
      inT = false;
      inPhonetic = false;
    },
    open(name: string) {
      if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inT = true;
    },
    close(name: string) {
      if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inT = false;
    },
    text(t: string) {
      if (!inT) return;
      text += t;
      if (text.length > XLSX_LIMITS.maxCellChars) throw tooLong();
    },
    get value() {
      return decodeEscapes(text);
    },
  };
}

/**
 * ST_Xstring's escapes (ECMA-376 Part 1 §22.9.2.19): `_xHHHH_` is the UTF-16 unit HHHH (Excel
 * writes a carriage return as `_x000D_`), and `_x005F_` an underscore, so a typed `_x000D_` is
 * written `_x005F_x000D_`.
 */
export function decodeEscapes(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

async function readSharedStrings(zip: ZipFile, part: string | undefined): Promise<SharedStrings> {
  const strings = new SharedStrings();
  if (!part || !zip.has(part)) return strings;
  const t = textCollector(
    () => new WorkbookError('XLSX_SHARED_STRING_TOO_LONG', { number: strings.count + 1, max: XLSX_LIMITS.maxCellChars }),
  );
  await consume(
    parseXml(zip, part, () => ({
      open(name) {
        if (name === 'si') t.reset();
        else t.open(name);
      },
      close(name) {
        if (name === 'si') strings.add(t.value);
        else t.close(name);
      },
      text: (text) => t.text(text),
    })),
  );
  return strings;
}

/** Excel's built-in number formats that show dates or times (ECMA-376 Part 1 §18.8.30, and the East Asian ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);
/** The built-in number formats by id (§18.8.30); currency and accounting ones as their decimals show. Any other id shows as General. */
const BUILT_IN_FORMATS: Record<number, string> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  5: '"$"#,##0_);("$"#,##0)',
  6: '"$"#,##0_);[Red]("$"#,##0)',
  7: '"$"#,##0.00_);("$"#,##0.00)',
  8: '"$"#,##0.00_);[Red]("$"#,##0.00)',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  41: '_(* #,##0_);_(* (#,##0);_(* "-"_);_(@_)',
  42: '_("$"* #,##0_);_("$"* (#,##0);_("$"* "-"_);_(@_)',
  43: '_(* #,##0.00_);_(* (#,##0.00);_(* "-"??_);_(@_)',
  44: '_("$"* #,##0.00_);_("$"* (#,##0.00);_("$"* "-"??_);_(@_)',
  48: '##0.0E+0',
  49: '@',
};

/** A format code's sections (`;` outside quotes and brackets), each without its literal text, fills, paddings and brackets. */
function formatSections(code: string): { text: string; conditional: boolean }[] {
  const sections: { text: string; conditional: boolean }[] = [];
  let text = '';
  let conditional = false;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (ch === '"') {
      const end = code.indexOf('"', i + 1);
      i = end < 0 ? code.length : end;
    } else if (ch === '[') {
      const end = code.indexOf(']', i + 1);
      if (/^[<>=]/.test(code.slice(i + 1))) conditional = true;
      i = end < 0 ? code.length : end;
    } else if (ch === '\\' || ch === '_' || ch === '*') i++;
    else if (ch === ';') {
      sections.push({ text, conditional });
      [text, conditional] = ['', false];
    } else text += ch;
  }
  sections.push({ text, conditional });
  return sections;
}

/** How a format code shows a number: a date, General, a fixed count of decimals, or otherwise (percent, exponent, fraction, scaled, text). */
export function numberFormatOf(code: string): NumberFormat {
  const sections = formatSections(code);
  if (sections.some((s) => /[ymdhsb]/i.test(s.text.replace(/general/gi, '').replace(/e[+-]/gi, '')))) return { kind: 'date' };
  const decimalsOf = (text: string): number | null => {
    if (/general/i.test(text)) return null;
    if (/[/@eE]/.test(text) || !/[0#?]/.test(text)) return null;
    const point = text.indexOf('.');
    return point < 0 ? 0 : (/^[0#?]*/.exec(text.slice(point + 1).replace(/,/g, ''))?.[0].length ?? 0);
  };
  // Sections: positive; negative; zero; text. With conditions ([>=100000]...) any numeric section may show a value.
  const shown = sections.some((s) => s.conditional) ? sections.slice(0, 3) : sections.slice(0, 1);
  if (shown.length === 1 && /^\s*general\s*$/i.test(shown[0].text)) return { kind: 'general' };
  // A percent sign multiplies by 100; commas after the last digit (before the point or the end) divide by 1,000.
  if (shown.some((s) => s.text.includes('%') || /[0#?],+(\.|$)/.test(s.text.replace(/[^0#?,.]/g, '')))) return { kind: 'scaled' };
  const decimals = shown.filter((s) => /[0#?]|general/i.test(s.text)).map((s) => decimalsOf(s.text));
  if (!decimals.length || decimals.some((d) => d === null || d !== decimals[0])) return { kind: 'other' };
  return { kind: 'fixed', decimals: decimals[0]! };
}

const GENERAL: NumberFormat = { kind: 'general' };

/** For each cell style (the index of a cell's `s`), the number format it shows. */
async function readStyles(zip: ZipFile, part: string | undefined): Promise<NumberFormat[]> {
  if (!part || !zip.has(part)) return [];
  const codes = new Map<number, string>();
  const xfs: number[] = [];
  let inCellXfs = false;
  await consume(
    parseXml(zip, part, () => ({
      open(name, attrs) {
        if (name === 'numFmt') codes.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          if (xfs.length >= XLSX_LIMITS.maxStyles) throw new WorkbookError('XLSX_TOO_MANY_STYLES', { max: XLSX_LIMITS.maxStyles });
          xfs.push(Number(attrs.numFmtId ?? 0));
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    })),
  );
  const formats = new Map<number, NumberFormat>();
  const formatOf = (id: number): NumberFormat => {
    let format = formats.get(id);
    if (!format) {
      const code = codes.get(id);
      if (code !== undefined) format = numberFormatOf(code);
      else if (BUILT_IN_DATE_FORMATS.has(id)) format = { kind: 'date' };
      else format = BUILT_IN_FORMATS[id] === undefined ? GENERAL : numberFormatOf(BUILT_IN_FORMATS[id]);
      formats.set(id, format);
    }
    return format;
  };
  return xfs.map(formatOf);
}

/** `C12` -> 2 (column index from 0), or -1. */
function columnOf(ref: string): number {
  const m = /^([A-Za-z]{1,3})[0-9]*$/.exec(ref);
  if (!m) return -1;
  let n = 0;
  for (const ch of m[1].toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** 0 -> `A`, 26 -> `AA`. */
export const columnName = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** An Excel date serial as yyyy-mm-dd (UTC, 1900 or 1904 date system; the time of day dropped); null when out of range. */
function excelDate(serial: number, date1904: boolean): string | null {
  const ms = Math.round((serial - (date1904 ? 24107 : 25569)) * 86_400_000);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) || serial < 0 ? null : date.toISOString().slice(0, 10);
}

/** Error values Excel writes in a cell (`t="e"`), and LibreOffice's own in files it exports. */
export const ERROR_VALUES = [
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#GETTING_DATA',
  '#SPILL!',
  '#CALC!',
  '#FIELD!',
  '#BLOCKED!',
  '#CONNECT!',
  '#BUSY!',
  '#UNKNOWN!',
  '#EXTERNAL!',
  '#PYTHON!',
] as const;

/**
 * An open workbook: its sheets (in the workbook's order, with their state and kind), read row
 * by row with `rows`. The shared strings and number formats are read once, when it is opened.
 */
export class XlsxWorkbook {
  private constructor(
    private readonly zip: ZipFile,
    readonly sheets: SheetInfo[],
    private readonly date1904: boolean,
    /** calcPr fullCalcOnLoad: the saved formula results are not to be trusted (generators save 0 or nothing). */
    private readonly recalculate: boolean,
    private readonly styles: NumberFormat[],
    private readonly shared: SharedStrings,
  ) {}

  static async open(file: string): Promise<XlsxWorkbook> {
    const zip = await ZipFile.open(file);
    try {
      const rootRels = await relationships(zip, '');
      const workbookPart = byType(rootRels, 'officeDocument') ?? 'xl/workbook.xml';
      if (!zip.has(workbookPart)) throw damaged('XLSX_NO_WORKBOOK_PART', { part: workbookPart });
      const book = { date1904: false, recalculate: false, inSheets: false };
      const listed: { name: string; state: SheetInfo['state']; rel: string }[] = [];
      await consume(
        parseXml(zip, workbookPart, () => ({
          open(name, attrs) {
            if (name === 'workbookPr') book.date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
            else if (name === 'calcPr') book.recalculate = attrs.fullCalcOnLoad === '1' || attrs.fullCalcOnLoad === 'true';
            else if (name === 'sheets') book.inSheets = true;
            else if (name === 'sheet' && book.inSheets) {
              if (listed.length >= XLSX_LIMITS.maxEntries) throw damaged('XLSX_TOO_MANY_SHEETS');
              const state = attrs.state === 'hidden' || attrs.state === 'veryHidden' ? attrs.state : 'visible';
              const rel = Object.entries(attrs).find(([k]) => k.includes(':') && local(k) === 'id')?.[1] ?? '';
              listed.push({ name: decodeEscapes(attrs.name ?? ''), state, rel });
            }
          },
          close(name) {
            if (name === 'sheets') book.inSheets = false;
          },
        })),
      );
      if (!listed.length) throw damaged('XLSX_NO_WORKSHEET');
      const rels = await relationships(zip, workbookPart);
      const sheets = listed.map(({ name, state, rel }): SheetInfo => {
        const target = rels.get(rel);
        const type = target?.type ?? '';
        const kind = type.endsWith('/worksheet')
          ? 'worksheet'
          : type.endsWith('/chartsheet')
            ? 'chartsheet'
            : target
              ? 'other'
              : 'worksheet';
        return { name, state, kind, part: target?.target };
      });
      const styles = await readStyles(zip, byType(rels, 'styles'));
      const shared = await readSharedStrings(zip, byType(rels, 'sharedStrings'));
      return new XlsxWorkbook(zip, sheets, book.date1904, book.recalculate, styles, shared);
    } catch (err) {
      await zip.close();
      throw err;
    }
  }

  close(): Promise<void> {
    return this.zip.close();
  }

  /**
   * The rows of a worksheet that hold a value, in order. Numbers keep their number format;
   * date-formatted numbers (and ISO `t="d"` cells) are dates as yyyy-mm-dd; a formula is its saved
   * result, or `unsaved` when it has none (or the workbook asks for a full recalculation on
   * opening); texts have their `_xHHHH_` escapes decoded. Stop iterating to stop reading the part.
   * With a `search`, the sheet is read only within its bounds until a row is found.
   */
  async *rows(sheet: SheetInfo, search?: RowSearch): AsyncGenerator<SheetRow> {
    const { shared, styles, date1904, recalculate } = this;
    let searching = search !== undefined;
    const spend = (bytes: number) => {
      if (search && searching && (search.bytes -= bytes) < 0) throw new WorkbookError(search.refusal.code, search.refusal.params);
    };
    const where = sheet.name;
    if (!sheet.part || !this.zip.has(sheet.part)) throw damaged('XLSX_SHEET_MISSING', { sheet: where });
    let row: SheetRow | null = null;
    let rowChars = 0;
    let lastRow = 0;
    let column = -1;
    let type = 'n';
    let style = 0;
    let value = '';
    let hasValue = false;
    let formula: string | null = null;
    let inValue = false;
    let inFormula = false;
    let inInline = false;
    const cellName = () => `${columnName(column)}${lastRow}`;
    const inline = textCollector(() => new WorkbookError('XLSX_CELL_TOO_LONG', { cell: cellName(), max: XLSX_LIMITS.maxCellChars }));

    function cell(): SheetCell | null {
      // openpyxl writes an empty <v/> after a formula it cannot calculate; XlsxWriter saves 0 and asks for a recalculation.
      if (formula !== null && (recalculate || !hasValue || (value === '' && type !== 'str'))) {
        return { type: 'unsaved', formula };
      }
      switch (type) {
        case 's': {
          if (value === '') return null;
          const text = shared.get(Number(value));
          if (text === undefined) throw damaged('XLSX_SHARED_STRING_MISSING', { cell: cellName(), sheet: where });
          return text === '' ? null : { type: 'text', text };
        }
        case 'inlineStr':
          return inline.value === '' ? null : { type: 'text', text: inline.value };
        case 'str': {
          const text = decodeEscapes(value);
          return text === '' ? null : { type: 'text', text };
        }
        case 'b':
          return value === '' ? null : { type: 'boolean', value: value === '1' || value === 'true' };
        case 'e':
          return value === '' ? null : { type: 'error', error: value };
        case 'd':
          return /^[0-9]{4}-[0-9]{2}-[0-9]{2}/.test(value)
            ? { type: 'date', date: value.slice(0, 10) }
            : value
              ? { type: 'text', text: value }
              : null;
        default: {
          if (value.trim() === '') return null;
          const number = Number(value);
          if (!Number.isFinite(number)) return { type: 'text', text: value };
          const format = styles[style] ?? GENERAL;
          if (format.kind === 'date') {
            const date = excelDate(number, date1904);
            if (date) return { type: 'date', date };
          }
          return { type: 'number', value: number, format };
        }
      }
    }

    yield* parseXml<SheetRow>(
      this.zip,
      sheet.part,
      (emit, stop) => ({
        open(name, attrs) {
          if (name === 'row') {
            const number = attrs.r ? Number(attrs.r) : lastRow + 1;
            if (search && searching && number > search.rows) {
              stop();
              return;
            }
            if (!Number.isInteger(number) || number <= lastRow || number > XLSX_LIMITS.maxRows) {
              throw damaged('XLSX_ROW_ORDER', { sheet: where, row: String(attrs.r), last: lastRow });
            }
            lastRow = number;
            row = { number, cells: [] };
            rowChars = 0;
            column = -1;
          } else if (name === 'c' && row) {
            const at = attrs.r ? columnOf(attrs.r) : column + 1;
            if (at < 0 || at >= XLSX_LIMITS.maxColumns)
              throw damaged('XLSX_CELL_REF', { sheet: where, ref: String(attrs.r), row: lastRow });
            column = at;
            type = attrs.t ?? 'n';
            style = Number(attrs.s ?? 0);
            value = '';
            hasValue = false;
            formula = null;
            inValue = inFormula = inInline = false;
            inline.reset();
          } else if (name === 'v') inValue = hasValue = true;
          else if (name === 'f') {
            inFormula = true;
            formula = '';
          } else if (name === 'is') inInline = true;
          else if (inInline) inline.open(name);
        },
        text(text) {
          if (inValue) {
            value += text;
            if (value.length > XLSX_LIMITS.maxCellChars) {
              throw new WorkbookError('XLSX_CELL_TOO_LONG', { cell: cellName(), max: XLSX_LIMITS.maxCellChars });
            }
          } else if (inFormula) {
            // Kept only to name it in a refusal.
            if (formula!.length < 200) formula += text.slice(0, 200 - formula!.length);
          } else if (inInline) inline.text(text);
        },
        close(name) {
          if (name === 'v') inValue = false;
          else if (name === 'f') inFormula = false;
          else if (name === 'is') inInline = false;
          else if (inInline) inline.close(name);
          else if (name === 'c' && row) {
            const found = cell();
            if (!found) return;
            rowChars += found.type === 'text' ? found.text.length : found.type === 'unsaved' ? found.formula.length : value.length;
            if (rowChars > XLSX_LIMITS.maxRowChars) {
              throw new WorkbookError('XLSX_ROW_TOO_LONG', { row: lastRow, max: XLSX_LIMITS.maxRowChars });
            }
            row.cells[column] = found;
          } else if (name === 'row' && row) {
            if (search && searching && search.found(row)) searching = false;
            emit(row);
            row = null;
          }
        },
      }),
      spend,
    );
  }
}
