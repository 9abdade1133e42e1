import type { DataSource } from 'typeorm';
import { LocationImportError, LocationImportService } from './location-import.service.js';
import type { LocationMasterRepository } from './repositories/location-master.repository.js';

const HEADER = 'district_code,district_name,block_code,block_name,panchayat_code,panchayat_name';
const KN_HEADER = `${HEADER},district_name_kn,block_name_kn,panchayat_name_kn`;
const service = new LocationImportService(null as unknown as DataSource, null as unknown as LocationMasterRepository);

function problems(csv: string): string[] {
  try {
    service.validate(csv, '15');
    return [];
  } catch (err) {
    if (err instanceof LocationImportError) return err.problems;
    throw err;
  }
}

describe('LocationImportService.validate', () => {
  it('accepts GP rows, block-only and district-only rows, and normalises names to upper case', () => {
    const { districts, blocks, panchayats } = service.validate(
      [
        HEADER,
        '1522,Mysuru,1522001,Mysuru,1522001001,Dhanagalli',
        '1522,Mysuru,1522001,Mysuru,1522001002,"Yelwal"',
        '1522,Mysuru,1522002,Nanjangud,,',
        '1530,Yadgir,,,,',
      ].join('\n'),
      '15',
    );
    expect([...districts.keys()]).toEqual(['1522', '1530']);
    expect(districts.get('1522')!.name).toBe('MYSURU');
    expect([...blocks.keys()]).toEqual(['1522001', '1522002']);
    expect(panchayats.get('1522001002')).toEqual({ name: 'YELWAL', kn: null, parent: '1522001', line: 3 });
  });

  it('rejects a bad row with its line number', () => {
    expect(problems([HEADER, '1522,MYSURU,1522001,MYSURU,1522001001,A', '1522,MYSURU,1523001,X,1523001001,B'].join('\n'))).toEqual([
      'line 3: block_code 1523001 does not begin with its district_code 1522',
    ]);
    expect(problems([HEADER, '1522,MYSURU,1522001,MYSURU,152200100,A'].join('\n'))).toEqual([
      'line 2: panchayat_code "152200100" must be 10 digits',
    ]);
    expect(problems([HEADER, '1622,X,,,,'].join('\n'))).toEqual(['line 2: district_code 1622 does not begin with the state code 15']);
    expect(problems([HEADER, '1522,MYSURU,1522001,MYSURU'].join('\n'))).toEqual(['line 2: expected 6 columns, found 4']);
  });

  it('rejects contradictions and duplicates across lines', () => {
    expect(
      problems(
        [
          HEADER,
          '1522,MYSURU,1522001,MYSURU,1522001001,A',
          '1522,MYSORE,1522001,MYSURU,1522001002,B',
          '1522,MYSURU,1522001,MYSURU,1522001001,C',
        ].join('\n'),
      ),
    ).toEqual([
      'line 3: district 1522 is named "MYSORE" but "MYSURU" on line 2',
      'line 4: panchayat_code 1522001001 appears again (first on line 2)',
    ]);
  });

  it('rejects a wrong header, an empty file and a file without rows', () => {
    expect(problems('code,name\n1522,MYSURU')).toEqual([
      `line 1: the header must be exactly ${HEADER} (optionally followed by district_name_kn,block_name_kn,panchayat_name_kn)`,
    ]);
    expect(problems('')).toEqual(['The file is empty.']);
    expect(problems(`${HEADER}\n`)).toEqual(['The file has a header but no rows.']);
  });

  it('keeps the Kannada names of the optional columns; an empty one is no name, not a blank', () => {
    const { districts, blocks, panchayats } = service.validate(
      [
        KN_HEADER,
        '1522,Mysuru,1522001,Mysuru,1522001001,Dhanagalli,,,',
        '1522,Mysuru,1522001,Mysuru,1522001002,Yelwal,ಮೈಸೂರು,ಮೈಸೂರು,ಯಲವಾಳ',
        '1522,Mysuru,1522002,Nanjangud,,,ಮೈಸೂರು,ನಂಜನಗೂಡು,',
      ].join('\n'),
      '15',
    );
    expect(districts.get('1522')!.kn).toBe('ಮೈಸೂರು');
    expect(blocks.get('1522001')!.kn).toBe('ಮೈಸೂರು');
    expect(blocks.get('1522002')!.kn).toBe('ನಂಜನಗೂಡು');
    expect(panchayats.get('1522001001')!.kn).toBeNull();
    expect(panchayats.get('1522001002')!.kn).toBe('ಯಲವಾಳ');
  });

  it('rejects two Kannada names for one place, odd characters, and rows of the other width', () => {
    expect(
      problems(
        [
          KN_HEADER,
          '1522,MYSURU,1522001,MYSURU,1522001001,A,ಮೈಸೂರು,,',
          '1522,MYSURU,1522001,MYSURU,1522001002,B,ಮೈಸೂರ,,',
          '1522,MYSURU,1522001,MYSURU,1522001003,C,,,<b>',
          '1522,MYSURU,1522001,MYSURU,1522001004,D',
        ].join('\n'),
      ),
    ).toEqual([
      'line 3: district 1522 is named "ಮೈಸೂರ" in Kannada but "ಮೈಸೂರು" on line 2',
      'line 4: panchayat_name_kn "<b>" has characters a place name cannot have',
      'line 5: expected 9 columns, found 6',
    ]);
  });
});
