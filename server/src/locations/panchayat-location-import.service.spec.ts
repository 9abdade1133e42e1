import { en } from '../common/messages/index.js';
import { parseGpLocations, PanchayatLocationImportError } from './panchayat-location-import.service.js';

const HEADER = 'panchayat_code,latitude,longitude';

/** The problems as "line N: English text" (or "file: ..."). */
function problemsOf(csv: string): string[] {
  try {
    return parseGpLocations(csv).problems.map((p) => `line ${p.line}: ${en(p.message)}`);
  } catch (err) {
    if (err instanceof PanchayatLocationImportError)
      return err.problems.map((p) => `${p.line === null ? 'file' : `line ${p.line}`}: ${en(p.message)}`);
    throw err;
  }
}

describe('parseGpLocations', () => {
  it('reads good rows as numbers with their line numbers (BOM, blank lines and spaces allowed)', () => {
    const { rows, problems } = parseGpLocations(`\uFEFF${HEADER}\n1515001004, 17.1986 ,76.3512\n\n1522004003,12.30,76.64\n`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { panchayat_code: '1515001004', latitude: 17.1986, longitude: 76.3512, line: 2 },
      { panchayat_code: '1522004003', latitude: 12.3, longitude: 76.64, line: 4 },
    ]);
  });

  it('names every bad line: code, numbers, range, Karnataka box, repeats, column count', () => {
    expect(
      problemsOf(
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

  it('refuses a file with the wrong header, no rows, or that is not CSV', () => {
    expect(problemsOf('code,lat,lon\n1515001004,17.1,76.3')).toEqual([
      'line 1: The header must be exactly panchayat_code,latitude,longitude.',
    ]);
    expect(problemsOf(`${HEADER}\n`)).toEqual(['file: The file has no rows.']);
    expect(problemsOf('')).toEqual(['file: The file has no rows.']);
    expect(problemsOf(`${HEADER}\n"1515001004,17.1,76.3`)).toEqual(['file: The file is not valid CSV.']);
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
