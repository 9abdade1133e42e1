import { readdirSync } from 'node:fs';
import { FixtureData, projectRow } from '../../../dev/fixture-mis/data.js';
import { renderDynamicWorks } from '../../../dev/fixture-mis/render.js';
import { sample } from './samples.js';
import { domTables, loadPage, scanTables, type Table } from './table.js';

/** A Table as plain data (a DOM-read cell's text is a getter, and it carries its element). */
function plain(tables: Table[]): unknown {
  return tables.map((t) => ({
    startIndex: t.startIndex,
    endIndex: t.endIndex,
    rows: t.rows.map((r) => r.cells.map((c) => ({ name: c.name, colspan: c.colspan, rowspan: c.rowspan, raw: c.raw }))),
  }));
}

/** The streamed reading and the DOM reading of a page must agree on every table, row, cell and offset. */
function expectSameReading(html: string): void {
  expect(plain(scanTables(html))).toEqual(plain(domTables(loadPage(html))));
}

const SAMPLE_FILES = readdirSync(new URL('../../../../../test/fixtures/mis-samples/', import.meta.url)).filter((f) =>
  /\.(html|txt)$/.test(f),
);

describe('scanTables reads what a DOM reads', () => {
  it.each(SAMPLE_FILES)('on the sample page %s', (file) => {
    expectSameReading(sample(file));
  });

  it('on generated reports of every layout, whole and cut short at many points', () => {
    const gp = {
      district_code: '1515',
      district_name: 'KALABURAGI',
      block_code: '1515001',
      block_name: 'AFZALPUR',
      panchayat_code: '1515001100',
      panchayat_name: 'BADADAL',
    };
    const data = new FixtureData([gp], { seed: 7, worksPerPanchayat: 40, today: '2026-11-01' });
    for (const layout of ['old-20', 'new-30', 'drift-32'] as const) {
      const html = renderDynamicWorks(
        data.works(gp.panchayat_code).map((r) => projectRow(r, layout)),
        layout,
      );
      expectSameReading(html);
      for (let cut = 1; cut < html.length; cut += Math.ceil(html.length / 97)) expectSameReading(html.slice(0, cut));
    }
  });

  it.each([
    ['implied closes', '<table><tr><th>A<th>B<tr><td>1<td>2</table>'],
    ['sections', '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody><tfoot><tr><td>T</td></tr></tfoot></table>'],
    ['a nested table', '<table><tr><td>x<table><tr><td>in</td></tr></table>y</td><td>2</td></tr></table>'],
    [
      'text left out and spaces',
      '<table><tr><td>a<br>b<script>s()</script><style>p{}</style><!-- c -->&nbsp;&amp;<b> z </b></td></tr></table>',
    ],
    ['spans', '<table><tr><td colspan="3" rowspan=2>t</td><td colspan="x">u</td><td colspan="5000">v</td></tr></table>'],
    ['a row outside a table', '<div><tr><td>1</td></tr></div><table><tr><td>2</td></tr></table>'],
    ['a cell outside a row', '<table><td>1</td><tr><td>2</td></tr></table>'],
    ['a table never closed', '<table><tr><td>1</td></tr><tr><td>2'],
    ['a table closed by its parent', '<div><table><tr><td>1</td></tr></div><p>after</p>'],
    ['stray closing tags', '<table><tr><td>1</td></tbody></tr></td></table></table><table><tr><td>2</tr></table>'],
    // Plainly written rows (read without the parser) next to every kind of row that is not plain.
    [
      'plain rows in upper case and odd spacing',
      '<TABLE><TR><TH>A</TH></TR>\n <TR ><TD >1</TD ><td>2</TD></tr >\r\n<tr\tclass="x"><td colspan="2" colspan="9">3</td></tr></table>',
    ],
    [
      'an entity or markup inside a cell amid plain rows',
      '<table><tr><th>A</th></tr><tr><td>1</td></tr><tr><td>a &amp; b&nbsp;</td></tr><tr><td>2</td></tr><tr><td><b>x</b> y</td></tr><tr><td>3</td></tr></table>',
    ],
    [
      'unquoted, valueless and entity attributes',
      '<table><tr><th>A</th></tr><tr><td colspan=2>1</td></tr><tr><td nowrap>2</td></tr><tr><td title="a&amp;b" rowspan="3">3</td></tr><tr><td>4</td></tr></table>',
    ],
    [
      'rows left open, self-closed cells, comments and text between rows',
      '<table><tr><th>A</th></tr><tr><td>1</td></tr><tr><td>2<tr><td>3</td></tr><!-- </tr> --><tr><td/>4</td></tr> stray <tr><td>5</td></tr>\u00a0<tr><td>6</td></tr></table>',
    ],
    [
      'a </tr> inside a script, a style and an attribute',
      '<script>"</tr><tr><td>no</td></tr>"</script><table><tr><th title="</tr>">A</th></tr><tr><td>1</td></tr><style></tr></style><tr><td>2</td></tr></table>',
    ],
    [
      'a table in a cell amid plain rows',
      '<table><tr><th>A</th></tr><tr><td>1</td></tr><tr><td><table><tr><td>in</td></tr><tr><td>in2</td></tr></table></td></tr><tr><td>2</td></tr></table>',
    ],
    [
      'plain rows of a table nested in an outer cell',
      '<table><tr><td>outer<table><tr><th>A</th></tr><tr><td>1</td></tr><tr><td>2</td></tr></table>after</td></tr></table>',
    ],
    [
      'plain rows in sections, then a foot',
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody><tfoot><tr><td>T</td></tr></tfoot></table>',
    ],
    [
      'a NUL, a mismatched end tag and look-alike tags',
      '<table><tr><th>A</th></tr><tr><td>1\u0000</td></tr><tr><td>2</th></tr><tr><track><td>3</td></tr><tr><tdx>4</tdx></tr><tr><td>5</td></tr></table>',
    ],
    ['plain rows up to the end of the page', '<table><tr><th>A</th></tr><tr><td>1</td></tr><tr><td>2</td></tr>'],
    ['plain rows then a row cut short', '<table><tr><th>A</th></tr><tr><td>1</td></tr><tr><td>2</td></tr><tr><td>3</t'],
  ])('on %s', (_what, html) => {
    expectSameReading(html);
  });
});
