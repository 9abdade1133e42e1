import { decodeEscapes, numberFormatOf } from './xlsx-reader.js';

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
