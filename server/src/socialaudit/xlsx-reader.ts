import { Parser } from 'htmlparser2';
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';

/**
 * A bounded reader of the first worksheet of an Excel (.xlsx) file, row by row.
 *
 * An .xlsx is a zip of XML parts. Every part is checked against its entry in the zip's central
 * directory before a byte of it is unpacked (at most XLSX_LIMITS.maxPartBytes, and at most
 * maxRatio times its packed size), and while it is unpacked (never more than it declares, and
 * its CRC must match). Parts are read straight from the file on disk by their offsets, so no
 * temporary file is written; the XML is parsed as a stream, the shared strings are kept packed
 * in one buffer within a budget, and every cell, row and XML token is bounded. A refusal is a
 * WorkbookError whose message is for the person who sent the file.
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
} as const;

/** A file refused: the message says what is wrong, in the words of the person who sent it. */
export class WorkbookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkbookError';
  }
}

export interface SheetRow {
  /** The row number Excel shows (1 = first). */
  number: number;
  /** Cell texts by column (0 = A); cells without a value are left out. */
  cells: string[];
}

const MB = 1024 * 1024;
const damaged = (why: string) => new WorkbookError(`The file is not a readable Excel workbook: ${why}.`);

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
    if (!entry) throw damaged(`it has no part ${name}`);
    if (entry.flags & 1) throw new WorkbookError('The Excel file is encrypted or password protected: save it without a password.');
    if (entry.method !== 0 && entry.method !== 8) throw damaged(`part ${entry.name} is packed in a way Excel does not use`);
    if (entry.size > XLSX_LIMITS.maxPartBytes) {
      throw new WorkbookError(
        `The Excel file is refused: its part ${entry.name} would unpack to ${Math.ceil(entry.size / MB)} MB (at most ${XLSX_LIMITS.maxPartBytes / MB} MB).`,
      );
    }
    if (entry.size > XLSX_LIMITS.ratioGraceBytes && entry.size > entry.packed * XLSX_LIMITS.maxRatio) {
      throw new WorkbookError(
        `The Excel file is refused: its part ${entry.name} would unpack to more than ${XLSX_LIMITS.maxRatio} times its packed size.`,
      );
    }
    if (entry.method === 0 && entry.packed !== entry.size) throw damaged(`part ${entry.name} has two different sizes`);
    const header = Buffer.alloc(30);
    await this.handle.read(header, 0, 30, entry.offset);
    if (header.readUInt32LE(0) !== 0x04034b50) throw damaged(`part ${entry.name} is not where the zip directory says`);
    const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.packed > this.fileSize) throw damaged(`part ${entry.name} is cut short`);
    if (entry.packed === 0) {
      if (entry.size !== 0) throw damaged(`part ${entry.name} is cut short`);
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
        if (total > entry.size) throw damaged(`part ${entry.name} unpacks to more than the ${entry.size} bytes it declares`);
        crc = zlib.crc32(chunk, crc);
        yield chunk;
      }
    } catch (err) {
      if (err instanceof WorkbookError) throw err;
      throw damaged(`part ${entry.name} cannot be unpacked`);
    } finally {
      source.destroy();
      inflate?.destroy();
    }
    if (total !== entry.size || crc >>> 0 !== entry.crc >>> 0)
      throw damaged(`part ${entry.name} is damaged (its size or checksum is wrong)`);
  }
}

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw damaged('the zip directory is cut short');
  return buffer;
}

async function readDirectory(handle: fs.promises.FileHandle, fileSize: number): Promise<Map<string, ZipEntry>> {
  const notZip = damaged('it is not a complete zip file (an .xlsx file is one)');
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
  if (tail.readUInt16LE(end + 4) !== 0 || tail.readUInt16LE(end + 6) !== 0) throw damaged('it is a zip split over several files');
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
  if (count > XLSX_LIMITS.maxEntries)
    throw new WorkbookError(`The Excel file is refused: it has ${count} parts (at most ${XLSX_LIMITS.maxEntries}).`);
  if (dirSize > XLSX_LIMITS.maxDirectoryBytes || dirOffset + dirSize > fileSize)
    throw damaged('its zip directory is too large or cut short');
  const dir = await readAt(handle, dirOffset, dirSize);
  const entries = new Map<string, ZipEntry>();
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== 0x02014b50) throw damaged('its zip directory is damaged');
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    if (p + 46 + nameLength + extraLength + commentLength > dir.length) throw damaged('its zip directory is damaged');
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
          if (at + 8 > x + 4 + length) throw damaged('its zip directory is damaged');
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
    if (entry.offset + 30 > fileSize) throw damaged('its zip directory is damaged');
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
 * Parses a part's XML as it is unpacked; `make` gets an `emit` whose items are yielded after
 * each chunk. Elements nest at most maxDepth deep; a token (tag, attribute, comment) longer
 * than maxTokenBytes is refused before the parser holds more of it.
 */
async function* parseXml<T>(zip: ZipFile, part: string, make: (emit: (item: T) => void) => XmlHandler): AsyncGenerator<T> {
  const out: T[] = [];
  const handler = make((item) => out.push(item));
  let depth = 0;
  let sinceEvent = 0;
  let failure: Error | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        sinceEvent = 0;
        if (++depth > XLSX_LIMITS.maxDepth) throw damaged(`part ${part} nests its XML too deep`);
        handler.open?.(local(name), attrs);
      },
      onclosetag(name) {
        sinceEvent = 0;
        depth--;
        handler.close?.(local(name));
      },
      ontext(text) {
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
  for await (const chunk of zip.read(part)) {
    sinceEvent += chunk.length;
    parser.write(decoder.write(chunk));
    if (failure) throw damaged(`part ${part} is not well-formed XML`);
    if (sinceEvent > XLSX_LIMITS.maxTokenBytes)
      throw damaged(`part ${part} has an XML token longer than ${XLSX_LIMITS.maxTokenBytes / MB} MB`);
    if (out.length) yield* out.splice(0);
  }
  parser.end(decoder.end());
  if (failure) throw damaged(`part ${part} is not well-formed XML`);
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
      throw new WorkbookError(
        `The Excel file is refused: it has more than ${XLSX_LIMITS.maxSharedStrings.toLocaleString('en-IN')} different texts (shared strings).`,
      );
    }
    const length = Buffer.byteLength(text);
    if (this.used + length > XLSX_LIMITS.maxSharedStringBytes) {
      throw new WorkbookError(
        `The Excel file is refused: its texts (shared strings) come to more than ${XLSX_LIMITS.maxSharedStringBytes / MB} MB.`,
      );
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
function textCollector(what: () => string) {
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
      if (text.length > XLSX_LIMITS.maxCellChars)
        throw new WorkbookError(`The Excel file is refused: ${what()} is longer than ${XLSX_LIMITS.maxCellChars} characters.`);
    },
    get value() {
      return text;
    },
  };
}

async function readSharedStrings(zip: ZipFile, part: string | undefined): Promise<SharedStrings> {
  const strings = new SharedStrings();
  if (!part || !zip.has(part)) return strings;
  const t = textCollector(() => `shared string ${strings.count + 1}`);
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

/** Excel's number formats that show dates (built-in ids, or a format code with date or time letters). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);
function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(
    code
      .replace(/\[[^\]]*]/g, '')
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, ''),
  );
}

/** For each cell style (index of `s`), whether it shows a date. */
async function readDateStyles(zip: ZipFile, part: string | undefined): Promise<boolean[]> {
  if (!part || !zip.has(part)) return [];
  const formats = new Map<number, string>();
  const xfs: number[] = [];
  let inCellXfs = false;
  await consume(
    parseXml(zip, part, () => ({
      open(name, attrs) {
        if (name === 'numFmt') formats.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          if (xfs.length >= XLSX_LIMITS.maxStyles)
            throw new WorkbookError(`The Excel file is refused: it has more than ${XLSX_LIMITS.maxStyles} cell styles.`);
          xfs.push(Number(attrs.numFmtId ?? 0));
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    })),
  );
  return xfs.map((id) => (formats.has(id) ? isDateFormat(formats.get(id)!) : BUILT_IN_DATE_FORMATS.has(id)));
}

/** `C12` -> 2 (column index from 0), or -1. */
function columnOf(ref: string): number {
  const m = /^([A-Za-z]{1,3})[0-9]*$/.exec(ref);
  if (!m) return -1;
  let n = 0;
  for (const ch of m[1].toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const columnName = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** An Excel date serial as yyyy-mm-dd (as ExcelJS reads it: UTC, 1900 or 1904 date system). */
function excelDate(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - (date1904 ? 24107 : 25569)) * 86_400_000);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
}

/**
 * The rows of the first worksheet (in the workbook's order), as text: numbers as Excel stores
 * them, dates (date-formatted numbers) as yyyy-mm-dd, formulas by their saved result, errors as
 * Excel shows them (`#N/A`). The file stays open only while the rows are read.
 */
export async function* readFirstSheet(file: string): AsyncGenerator<SheetRow> {
  const zip = await ZipFile.open(file);
  try {
    const rootRels = await relationships(zip, '');
    const workbookPart = byType(rootRels, 'officeDocument') ?? 'xl/workbook.xml';
    if (!zip.has(workbookPart)) throw damaged(`it has no workbook part (${workbookPart})`);
    const book = { date1904: false, firstSheetRel: null as string | null, inSheets: false };
    await consume(
      parseXml(zip, workbookPart, () => ({
        open(name, attrs) {
          if (name === 'workbookPr') book.date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
          else if (name === 'sheets') book.inSheets = true;
          else if (name === 'sheet' && book.inSheets && book.firstSheetRel === null) {
            book.firstSheetRel = Object.entries(attrs).find(([k]) => k.includes(':') && local(k) === 'id')?.[1] ?? '';
          }
        },
        close(name) {
          if (name === 'sheets') book.inSheets = false;
        },
      })),
    );
    if (book.firstSheetRel === null) throw damaged('its workbook has no worksheet');
    const rels = await relationships(zip, workbookPart);
    const sheetPart = rels.get(book.firstSheetRel)?.target;
    if (!sheetPart || !zip.has(sheetPart)) throw damaged('the first worksheet of its workbook is missing');
    const dateStyles = await readDateStyles(zip, byType(rels, 'styles'));
    const shared = await readSharedStrings(zip, byType(rels, 'sharedStrings'));

    let row: SheetRow | null = null;
    let rowChars = 0;
    let lastRow = 0;
    let column = -1;
    let type = 'n';
    let style = 0;
    let value = '';
    let inValue = false;
    let inInline = false;
    const inline = textCollector(() => `cell ${columnName(column)}${lastRow}`);
    const cellName = () => `${columnName(column)}${lastRow}`;
    yield* parseXml<SheetRow>(zip, sheetPart, (emit) => ({
      open(name, attrs) {
        if (name === 'row') {
          const number = attrs.r ? Number(attrs.r) : lastRow + 1;
          if (!Number.isInteger(number) || number <= lastRow || number > XLSX_LIMITS.maxRows) {
            throw damaged(`its first worksheet has a row numbered "${attrs.r}" after row ${lastRow}`);
          }
          lastRow = number;
          row = { number, cells: [] };
          rowChars = 0;
          column = -1;
        } else if (name === 'c' && row) {
          const at = attrs.r ? columnOf(attrs.r) : column + 1;
          if (at < 0 || at >= XLSX_LIMITS.maxColumns) throw damaged(`its first worksheet has a cell "${attrs.r}" in row ${lastRow}`);
          column = at;
          type = attrs.t ?? 'n';
          style = Number(attrs.s ?? 0);
          value = '';
          inValue = false;
          inInline = false;
          inline.reset();
        } else if (name === 'v') inValue = true;
        else if (name === 'is') inInline = true;
        else if (inInline) inline.open(name);
      },
      text(text) {
        if (inValue) {
          value += text;
          if (value.length > XLSX_LIMITS.maxCellChars) {
            throw new WorkbookError(`The Excel file is refused: cell ${cellName()} is longer than ${XLSX_LIMITS.maxCellChars} characters.`);
          }
        } else if (inInline) inline.text(text);
      },
      close(name) {
        if (name === 'v') inValue = false;
        else if (name === 'is') inInline = false;
        else if (inInline) inline.close(name);
        else if (name === 'c' && row) {
          const text = cellValue();
          if (text === '') return;
          rowChars += text.length;
          if (rowChars > XLSX_LIMITS.maxRowChars) {
            throw new WorkbookError(`The Excel file is refused: row ${lastRow} has more than ${XLSX_LIMITS.maxRowChars} characters.`);
          }
          row.cells[column] = text;
        } else if (name === 'row' && row) {
          emit(row);
          row = null;
        }
      },
    }));

    function cellValue(): string {
      switch (type) {
        case 's': {
          if (value === '') return '';
          const text = shared.get(Number(value));
          if (text === undefined) throw damaged(`cell ${cellName()} refers to a shared string it does not have`);
          return text;
        }
        case 'inlineStr':
          return inline.value;
        case 'b':
          return value === '' ? '' : value === '1' || value === 'true' ? 'true' : 'false';
        case 'd':
          return /^[0-9]{4}-[0-9]{2}-[0-9]{2}/.test(value) ? value.slice(0, 10) : value;
        case 'str':
        case 'e':
          return value;
        default: {
          if (value === '') return '';
          const number = Number.parseFloat(value);
          if (Number.isNaN(number)) return value;
          return dateStyles[style] ? excelDate(number, book.date1904) : String(number);
        }
      }
    }
  } finally {
    await zip.close();
  }
}
