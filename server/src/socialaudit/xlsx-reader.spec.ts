import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHEET_HEAD, SHEET_TAIL, workbookParts, zip } from '../../../test/support/xlsx-fixtures.js';
import { decodeEscapes, numberFormatOf, type SheetRow, XlsxWorkbook } from './xlsx-reader.js';

describe('xlsx reader: number formats and text escapes (issue 41)', () => {
  it('knows how many decimals a number format shows, as Excel, LibreOffice and Indian sheets write them', () => {
    const fixed = (decimals: number) => ({ kind: 'fixed', decimals });
    expect(numberFormatOf('General')).toEqual({ kind: 'general' });
    expect(numberFormatOf('0.00')).toEqual(fixed(2));
    expect(numberFormatOf('#,##0.00')).toEqual(fixed(2));
    expect(numberFormatOf('#,##0')).toEqual(fixed(0));
    expect(numberFormatOf('0.000')).toEqual(fixed(3));
    expect(numberFormatOf('#,##0.00;[Red]-#,##0.00')).toEqual(fixed(2));
    expect(numberFormatOf('[$₹-4009]\\ #,##0.00')).toEqual(fixed(2));
    expect(numberFormatOf('"₹ "#,##0.00')).toEqual(fixed(2));
    expect(numberFormatOf('"Rs."\\ #,##0.00')).toEqual(fixed(2));
    expect(numberFormatOf('_ * #,##0.00_ ;_ * \\-#,##0.00_ ;_ * "-"??_ ;_ @_ ')).toEqual(fixed(2));
    expect(numberFormatOf('_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)')).toEqual(fixed(2));
    // Indian grouping by conditions: every numeric section shows two decimals.
    expect(numberFormatOf('[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00')).toEqual(fixed(2));
    expect(numberFormatOf('[>=100000]#,##0;0.00')).toEqual({ kind: 'other' });
    // Another number than the cell holds: a percentage, thousands or millions.
    for (const code of ['0.00%', '0%', '#,##0,', '#,##0.0,,', '0.0,"K"'])
      expect([code, numberFormatOf(code)]).toEqual([code, { kind: 'scaled' }]);
    // The number, but not in fixed decimals: exponent, fraction, text.
    for (const code of ['0.00E+00', '# ?/?', '@']) expect([code, numberFormatOf(code)]).toEqual([code, { kind: 'other' }]);
    for (const code of ['DD/MM/YYYY', 'dd-mm-yyyy', 'yyyy-mm-dd', '[$-409]d-mmm-yy;@', 'd mmmm yyyy', 'h:mm', '[h]:mm:ss'])
      expect([code, numberFormatOf(code)]).toEqual([code, { kind: 'date' }]);
  });

  it('decodes _xHHHH_ escapes, and _x005F_ as an underscore that escapes the next one', () => {
    expect(decodeEscapes('line 1_x000D_\nline 2')).toBe('line 1\r\nline 2');
    expect(decodeEscapes('_x005F_x000D_')).toBe('_x000D_');
    expect(decodeEscapes('tab_x0009_here, _x0A95__x0CA8_')).toBe('tab\there, \u0a95\u0ca8');
    expect(decodeEscapes('no_escape_x12_ _xZZZZ_')).toBe('no_escape_x12_ _xZZZZ_');
  });
});

describe('xlsx reader: cells as the workbook holds them (issue 41)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-reader-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  /** Reads every row of the first worksheet of a hand-written workbook. */
  const read = async (sheet: string, options: { workbook?: string; strings?: string } = {}) => {
    const parts = workbookParts({ data: SHEET_HEAD + sheet + SHEET_TAIL }, options.strings ? { data: options.strings } : undefined);
    if (options.workbook) parts.find((p) => p.name === 'xl/workbook.xml')!.data = options.workbook;
    const file = path.join(dir, `book${++n}.xlsx`);
    fs.writeFileSync(file, zip(parts));
    const book = await XlsxWorkbook.open(file);
    try {
      const rows: SheetRow[] = [];
      for await (const row of book.rows(book.sheets[0])) rows.push(row);
      return rows;
    } finally {
      await book.close();
    }
  };
  const SST = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

  it('reads errors, formulas by their saved results, and formulas without one as unsaved', async () => {
    const [row] = await read(
      '<row r="3">' +
        '<c r="A3" t="e"><v>#VALUE!</v></c>' +
        '<c r="B3" t="e"><f>1/0</f><v>#DIV/0!</v></c>' +
        '<c r="C3"><f>B1*0.75</f><v>225.225</v></c>' +
        '<c r="D3"><f>B1*2</f></c>' +
        '<c r="E3"><f>B1*3</f><v></v></c>' +
        '<c r="F3" t="str"><f>""</f><v></v></c>' +
        '<c r="G3" t="str"><f>A1&amp;"x"</f><v>a_x000D_x</v></c>' +
        '<c r="H3" t="b"><f>TRUE()</f><v>1</v></c>' +
        '<c r="I3" t="d"><v>2023-07-15T00:00:00Z</v></c>' +
        '<c r="J3" t="str"><f t="shared" si="0"/></c>' +
        '</row>',
    );
    expect(row.number).toBe(3);
    expect(row.cells).toEqual([
      { type: 'error', error: '#VALUE!' },
      { type: 'error', error: '#DIV/0!' },
      { type: 'number', value: 225.225, format: { kind: 'general' } },
      { type: 'unsaved', formula: 'B1*2' },
      { type: 'unsaved', formula: 'B1*3' },
      undefined,
      { type: 'text', text: 'a\rx' },
      { type: 'boolean', value: true },
      { type: 'date', date: '2023-07-15' },
      { type: 'unsaved', formula: '' },
    ]);
    // A workbook that asks to be recalculated on opening (XlsxWriter saves 0 as every result).
    const recalc = `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Issues" sheetId="1" r:id="rId1"/></sheets><calcPr fullCalcOnLoad="1"/></workbook>`;
    const [again] = await read('<row r="1"><c r="A1"><f>B1*2</f><v>0</v></c><c r="B1"><v>5</v></c></row>', { workbook: recalc });
    expect(again.cells).toEqual([
      { type: 'unsaved', formula: 'B1*2' },
      { type: 'number', value: 5, format: { kind: 'general' } },
    ]);
  });

  it('reads a line break as XML does (CR LF in the file is LF; &#13; is CR), across the parts chunks too; decodes _xHHHH_ in every text', async () => {
    // Shared strings whose first 16 kB chunk ends on the CR of a CR LF.
    const head = `${SST}<si><t>`;
    const pad = 'p'.repeat(16 * 1024 - Buffer.byteLength(head) - 1);
    const strings = `${head}${pad}\r\nend</t></si><si><t>one\r\ntwo\rthree&#13;&#10;four_x000D__x000A_five</t></si><si><r><t>rich </t></r><r><t>text_x005F_x000D_</t></r><rPh><t>phonetic</t></rPh></si></sst>`;
    const [row] = await read(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="inlineStr"><is><t>in_x0009_line\r\n</t></is></c></row>',
      { strings },
    );
    expect(row.cells.map((c) => (c?.type === 'text' ? c.text : c))).toEqual([
      `${pad}\nend`,
      'one\ntwo\nthree\r\nfour\r\nfive',
      'rich text_x000D_',
      'in\tline\n',
    ]);
  });
});
