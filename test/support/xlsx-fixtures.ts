import zlib from 'node:zlib';

/**
 * Hand-made .xlsx files (zips written byte by byte), for files no spreadsheet program writes:
 * zip bombs, parts that lie about their size, workbooks with parts missing.
 */
export interface ZipPart {
  name: string;
  /** The part's bytes (deflated here), or its raw deflate stream with its real size and CRC. */
  data?: Buffer | string;
  deflated?: { bytes: Buffer; size: number; crc: number };
  /** The unpacked size and CRC the zip's headers claim (default: the real ones). */
  declaredSize?: number;
  declaredCrc?: number;
  /** The headers say the part is encrypted (general purpose flag bit 0), as a password-protected zip's do. */
  encrypted?: boolean;
}

export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = part.data === undefined ? null : Buffer.from(part.data);
    const bytes = raw ? zlib.deflateRawSync(raw) : part.deflated!.bytes;
    const size = part.declaredSize ?? (raw ? raw.length : part.deflated!.size);
    const crc = part.declaredCrc ?? (raw ? zlib.crc32(raw) : part.deflated!.crc);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.encrypted ? 1 : 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.encrypted ? 1 : 0, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(bytes.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, bytes);
    central.push(entry, name);
    offset += local.length + name.length + bytes.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A raw deflate stream of `head`, then `piece` `times` over, then `tail`, made without
 * compressing the whole: each piece is deflated once (ending on a byte boundary) and repeated.
 */
export function repeatedDeflate(head: string, piece: string, times: number, tail: string): { bytes: Buffer; size: number; crc: number } {
  const sync = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const [h, p, t] = [Buffer.from(head), Buffer.from(piece), Buffer.from(tail)];
  const packedPiece = zlib.deflateRawSync(p, sync);
  let crc = zlib.crc32(h);
  for (let i = 0; i < times; i++) crc = zlib.crc32(p, crc);
  crc = zlib.crc32(t, crc);
  return {
    bytes: Buffer.concat([zlib.deflateRawSync(h, sync), ...Array<Buffer>(times).fill(packedPiece), zlib.deflateRawSync(t)]),
    size: h.length + p.length * times + t.length,
    crc,
  };
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around the given sheet (and shared strings) parts. */
export function workbookParts(sheet: Omit<ZipPart, 'name'>, sharedStrings?: Omit<ZipPart, 'name'>): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Issues" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', ...sharedStrings }] : []),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
}

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
/** A row of inline-text cells. */
export const inlineRow = (cells: string[]) => `<row>${cells.map((c) => `<c t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;

/** The parts of a zip (as written by exceljs or by `zip`), each with its unpacked bytes: to change a real writer's workbook by hand. */
export function unzip(file: Buffer): { name: string; data: Buffer }[] {
  let end = file.length - 22;
  while (end >= 0 && file.readUInt32LE(end) !== 0x06054b50) end--;
  const count = file.readUInt16LE(end + 10);
  let p = file.readUInt32LE(end + 16);
  const parts: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const method = file.readUInt16LE(p + 10);
    const packed = file.readUInt32LE(p + 20);
    const nameLength = file.readUInt16LE(p + 28);
    const skip = nameLength + file.readUInt16LE(p + 30) + file.readUInt16LE(p + 32);
    const name = file.toString('utf8', p + 46, p + 46 + nameLength);
    const at = file.readUInt32LE(p + 42);
    const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
    const bytes = file.subarray(start, start + packed);
    parts.push({ name, data: method === 8 ? zlib.inflateRawSync(bytes) : Buffer.from(bytes) });
    p += 46 + skip;
  }
  return parts;
}

/** A workbook of several sheets (name, state, the sheet part), written by hand. */
export function sheetsWorkbook(sheets: { name: string; state?: 'hidden' | 'veryHidden'; part: Omit<ZipPart, 'name'> }[]): ZipPart[] {
  const list = sheets
    .map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}"${s.state ? ` state="${s.state}"` : ''} r:id="rId${i + 1}"/>`)
    .join('');
  const rels = sheets
    .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
    .join('');
  return [
    ...workbookParts({ data: '' }).filter((p) => !p.name.startsWith('xl/')),
    { name: 'xl/workbook.xml', data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${list}</sheets></workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    },
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, ...s.part })),
  ];
}
