import { Readable } from 'node:stream';
import { en } from '../common/messages/index.js';
import { parseGpLocations, PanchayatLocationImportError } from './panchayat-location-import.service.js';

const HEADER = 'panchayat_code,latitude,longitude';

/** The problems as "line N: English text" (or "file: ..."). */
async function problemsOf(csv: string): Promise<string[]> {
  try {
    return (await parseGpLocations(csv)).problems.map((p) => `line ${p.line}: ${en(p.message)}`);
  } catch (err) {
    if (err instanceof PanchayatLocationImportError)
      return err.problems.map((p) => `${p.line === null ? 'file' : `line ${p.line}`}: ${en(p.message)}`);
    throw err;
  }
}

describe('parseGpLocations', () => {
  it('reads good rows as numbers with their line numbers (BOM, blank lines and spaces allowed)', async () => {
    const { rows, problems } = await parseGpLocations(`\uFEFF${HEADER}\n1515001004, 17.1986 ,76.3512\n\n1522004003,12.30,76.64\n`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { panchayat_code: '1515001004', latitude: 17.1986, longitude: 76.3512, line: 2 },
      { panchayat_code: '1522004003', latitude: 12.3, longitude: 76.64, line: 4 },
    ]);
  });

  it('names every bad line: code, numbers, range, Karnataka box, repeats, column count', async () => {
    expect(
      await problemsOf(
        [
          HEADER,
          '151500100,17.1,76.3',
          '1515001001,abc,76.3',
          '1515001002,17.1,1e2',
          '1515001003,95,76.3',
          '1515001004,17.1,-181',
          '1515001005,28.61,77.21',
          '1515001006,17.1,76.3',
          '1515001006,17.2,76.4',
          '1515001007,17.1',
          '1515001008,,76.3',
        ].join('\n'),
      ),
    ).toEqual([
      'line 2: panchayat_code "151500100" must be 10 digits.',
      'line 3: latitude "abc" is not a number.',
      'line 4: longitude "1e2" is not a number.',
      'line 5: latitude 95 is out of range (-90 to 90).',
      'line 6: longitude -181 is out of range (-180 to 180).',
      'line 7: The point 28.61, 77.21 is outside Karnataka (latitude 11 to 19, longitude 74 to 79).',
      'line 9: Gram panchayat 1515001006 appears again (first on line 8).',
      'line 10: Expected 3 columns, found 2.',
      'line 11: latitude "" is not a number.',
    ]);
  });

  it('refuses a file with the wrong header, no rows, or that is not CSV', async () => {
    expect(await problemsOf('code,lat,lon\n1515001004,17.1,76.3')).toEqual([
      'line 1: The header must be exactly panchayat_code,latitude,longitude.',
    ]);
    expect(await problemsOf(`${HEADER}\n`)).toEqual(['file: The file has no rows.']);
    expect(await problemsOf('')).toEqual(['file: The file has no rows.']);
    expect(await problemsOf(`${HEADER}\n"1515001004,17.1,76.3`)).toEqual(['file: The file is not valid CSV.']);
  });

  it('counts every problem but keeps only the first 100 by line (issue 41)', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 150; i++) lines.push(`15150010${String(i).padStart(2, '0')},north,76.3`);
    const parsed = await parseGpLocations(lines.join('\n'));
    expect(parsed.total).toBe(150);
    expect(parsed.problems).toHaveLength(100);
    expect(parsed.problems.map((p) => p.line)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
    expect(parsed.rows).toEqual([]);
  });

  it('refuses more than 10,000 rows as soon as the 10,001st is read, and a line too long to be a row', async () => {
    const row = (i: number) => `1515${String(i).padStart(6, '0')},17.1,76.3`;
    const ten = [HEADER, ...Array.from({ length: 10_000 }, (_, i) => row(i))];
    expect((await parseGpLocations(ten.join('\n'))).rows).toHaveLength(10_000);
    expect(await problemsOf([...ten, row(10_000)].join('\n'))).toEqual([
      'file: The file has more than 10,000 rows: a location file holds at most 10,000.',
    ]);
    // The source is not read past the row that tips it over.
    let pulled = 0;
    const endless = Readable.from(
      (function* () {
        yield `${HEADER}\n`;
        for (let i = 0; ; i++) {
          pulled++;
          yield `${row(i % 1_000_000)}\n`;
        }
      })(),
    );
    await expect(parseGpLocations(endless)).rejects.toThrow('The file has more than 10,000 rows');
    expect(pulled).toBeLessThan(20_000);
    expect(await problemsOf(`${HEADER}\n1515001004,17.1,76.3${' '.repeat(2000)}\n`)).toEqual([
      'file: A line of the file is longer than 1,000 characters: it is not a location row.',
    ]);
  });

  it("answers errors as the envelope lists them: file first, then 'line N'", () => {
    const err = new PanchayatLocationImportError([
      { line: 3, message: { code: 'GP_LOCATIONS_UNKNOWN', params: { code: '1515999001' } } },
      { line: 5, message: { code: 'GP_LOCATIONS_EMPTY' } },
    ]);
    expect(Object.keys(err.errors)).toEqual(['line 3', 'line 5', 'file']);
    expect(en(err.errors.file)).toBe('Nothing was changed: correct the 2 problem(s) listed by line and upload the file again.');
    expect(err.message).toContain('line 3: Gram panchayat 1515999001 is not in the location master.');
  });
});
