import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminBootstrapService, type OfficerSpec } from '../../auth/admin-bootstrap.service.js';
import type { Actor } from '../../common/auth/actor.decorator.js';
import { Clock } from '../../common/time/clock.js';
import { addDays, dmy, financialYearOf } from '../../common/time/financial-year.js';
import { inTransaction } from '../../database/transaction.js';
import { RolesService, type DepartmentSpec } from '../../roles/roles.service.js';
import { LEVEL_KEYS } from '../../schedules/schedule-views.js';
import { SchedulesService } from '../../schedules/schedules.service.js';

const TP = 'TP' as const;
const AFZALPUR = { state_code: '15', district_code: '1515', block_code: '1515001', panchayat_code: null };

/**
 * Line departments whose implementing agencies carry the MIS's agency names (the fixture MIS
 * uses these), each with a verification role. Gram Panchayat works are technically verified by
 * the Panchayat Raj Engineering Department's taluk sub-division, so the demo gives that agency to
 * PRED with three levels of engineers.
 */
export const FTO_DEMO_DEPARTMENTS: (DepartmentSpec & { levels: Record<string, number> })[] = [
  {
    code: 'PRED',
    name: 'Panchayat Raj Engineering Department',
    nameKn: 'ಪಂಚಾಯತ್ ರಾಜ್ ಇಂಜಿನಿಯರಿಂಗ್ ಇಲಾಖೆ',
    level: TP,
    agencies: [
      { name: 'Gram Panchayat', nameKn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ' },
      { name: 'R.D. Deptt. (PRED)', nameKn: 'ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಇಲಾಖೆ (ಪಂ.ರಾ.ಇಂ.ಇ.)' },
    ],
    roles: [
      { code: 'PRED-JE', name: 'Junior Engineer, PRED', nameKn: 'ಕಿರಿಯ ಅಭಿಯಂತರರು, ಪಂ.ರಾ.ಇಂ.ಇ.', posts: 3 },
      { code: 'PRED-AE', name: 'Assistant Engineer, PRED', nameKn: 'ಸಹಾಯಕ ಅಭಿಯಂತರರು, ಪಂ.ರಾ.ಇಂ.ಇ.', posts: 3 },
      { code: 'PRED-AEE', name: 'Assistant Executive Engineer, PRED', nameKn: 'ಸಹಾಯಕ ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಭಿಯಂತರರು, ಪಂ.ರಾ.ಇಂ.ಇ.', posts: 3 },
    ],
    levels: { 'PRED-JE': 1, 'PRED-AE': 2, 'PRED-AEE': 3 },
  },
  ...(
    [
      // code, name, Kannada name, agency (as the MIS writes it), its Kannada name, role code, role name, its Kannada name
      [
        'AGRI',
        'Agriculture Department',
        'ಕೃಷಿ ಇಲಾಖೆ',
        'Agriculture',
        'ಕೃಷಿ',
        'AGRI-ADA',
        'Assistant Director of Agriculture',
        'ಕೃಷಿ ಸಹಾಯಕ ನಿರ್ದೇಶಕರು',
      ],
      [
        'HORTI',
        'Horticulture Department',
        'ತೋಟಗಾರಿಕೆ ಇಲಾಖೆ',
        'Horticulture',
        'ತೋಟಗಾರಿಕೆ',
        'HORTI-ADH',
        'Assistant Director of Horticulture',
        'ತೋಟಗಾರಿಕೆ ಸಹಾಯಕ ನಿರ್ದೇಶಕರು',
      ],
      [
        'SERI',
        'Sericulture Department',
        'ರೇಷ್ಮೆ ಇಲಾಖೆ',
        'Sericulture',
        'ರೇಷ್ಮೆ',
        'SERI-ADS',
        'Assistant Director of Sericulture',
        'ರೇಷ್ಮೆ ಸಹಾಯಕ ನಿರ್ದೇಶಕರು',
      ],
      [
        'SOCFOR',
        'Social Forestry Division',
        'ಸಾಮಾಜಿಕ ಅರಣ್ಯ ವಿಭಾಗ',
        'Social Forest',
        'ಸಾಮಾಜಿಕ ಅರಣ್ಯ',
        'SF-RFO',
        'Range Forest Officer, Social Forestry',
        'ವಲಯ ಅರಣ್ಯಾಧಿಕಾರಿ, ಸಾಮಾಜಿಕ ಅರಣ್ಯ',
      ],
      [
        'TERFOR',
        'Territorial Forest Division',
        'ಪ್ರಾದೇಶಿಕ ಅರಣ್ಯ ವಿಭಾಗ',
        'Territorial Forest',
        'ಪ್ರಾದೇಶಿಕ ಅರಣ್ಯ',
        'TF-RFO',
        'Range Forest Officer, Territorial',
        'ವಲಯ ಅರಣ್ಯಾಧಿಕಾರಿ, ಪ್ರಾದೇಶಿಕ ಅರಣ್ಯ',
      ],
      [
        'FISH',
        'Fisheries Department',
        'ಮೀನುಗಾರಿಕೆ ಇಲಾಖೆ',
        'Fisheries',
        'ಮೀನುಗಾರಿಕೆ',
        'FISH-ADF',
        'Assistant Director of Fisheries',
        'ಮೀನುಗಾರಿಕೆ ಸಹಾಯಕ ನಿರ್ದೇಶಕರು',
      ],
      [
        'WSHED',
        'Watershed Development Department',
        'ಜಲಾನಯನ ಅಭಿವೃದ್ಧಿ ಇಲಾಖೆ',
        'Watershed',
        'ಜಲಾನಯನ',
        'WSD-ADW',
        'Assistant Director of Watershed',
        'ಜಲಾನಯನ ಅಭಿವೃದ್ಧಿ ಸಹಾಯಕ ನಿರ್ದೇಶಕರು',
      ],
    ] as const
  ).map(([code, name, nameKn, agency, agencyKn, roleCode, roleName, roleNameKn]) => ({
    code,
    name,
    nameKn,
    level: TP,
    agencies: [{ name: agency, nameKn: agencyKn }],
    roles: [{ code: roleCode, name: roleName, nameKn: roleNameKn, posts: 3 }],
    levels: { [roleCode]: 1 },
  })),
];

/** The three demo verification officers (README), in AFZALPUR taluk of KALABURAGI. */
export const FTO_DEMO_OFFICERS: Omit<OfficerSpec, 'password'>[] = [
  ['9000000011', 'KAVYA REDDY', 'JUNIOR ENGINEER', 'PRED-JE'],
  ['9000000012', 'PRAKASH KULKARNI', 'ASSISTANT ENGINEER', 'PRED-AE'],
  ['9000000013', 'SHIVAKUMAR ANGADI', 'ASSISTANT EXECUTIVE ENGINEER', 'PRED-AEE'],
].map(([mobile, name, designation, role]) => ({
  mobile,
  name,
  designation,
  level: TP,
  codes: AFZALPUR,
  permission: { type: 'USER', level: TP },
  roles: [{ code: role, level: TP, codes: AFZALPUR }],
}));

/**
 * The FTO verification demo: line departments and agencies, verification roles mapped to
 * levels, three officers, and a cycle open today (levels 1 to 3 open; levels 2 and 3 sample
 * 100% so every file submitted below reaches them). Idempotent; an administrator's later
 * mapping is left alone, and a new cycle is added only when none is open or to come.
 */
@Injectable()
export class FtoDemoSeedService {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesService,
    private readonly accounts: AdminBootstrapService,
    private readonly schedules: SchedulesService,
    private readonly clock: Clock,
  ) {}

  async run(admin: Actor, password: string): Promise<void> {
    const added = await inTransaction(this.dataSource, async (em) => {
      let n = 0;
      for (const spec of FTO_DEMO_DEPARTMENTS) n += await this.roles.ensureDepartment(em, spec);
      return n;
    });
    let officers = 0;
    for (const officer of FTO_DEMO_OFFICERS) if ((await this.accounts.ensureOfficer({ ...officer, password })).created) officers++;
    const mapped = await this.ensureMapping(admin);
    const cycle = await this.ensureCycle(admin);
    this.logger.log(
      added || officers || mapped || cycle
        ? `FTO demo: ${added} departments, agencies and roles, ${officers} verification officers, ${mapped} department mappings${cycle ? `, cycle "${cycle}"` : ''}`
        : 'FTO demo already in place',
    );
  }

  /** Maps each demo department whose mapping is still empty. */
  private async ensureMapping(admin: Actor): Promise<number> {
    const current = await this.schedules.mappings();
    const entries = [];
    for (const spec of FTO_DEMO_DEPARTMENTS) {
      const mapping = current.find((m) => m.department_code === spec.code);
      if (!mapping || LEVEL_KEYS.some((k) => mapping.levels_data[k].length > 0)) continue;
      const roleIds = await Promise.all(Object.keys(spec.levels).map(async (code) => (await this.roles.findByCode(code))!.id));
      const levels_data = Object.fromEntries(LEVEL_KEYS.map((k) => [k, [] as number[]]));
      Object.values(spec.levels).forEach((level, i) => levels_data[LEVEL_KEYS[level - 1]].push(roleIds[i]));
      entries.push({ department_id: mapping.department_id, levels_data });
    }
    if (entries.length) await this.schedules.saveMappings(entries, admin);
    return entries.length;
  }

  /** A cycle open from today for 90 days, when no cycle is open today or still to come. */
  private async ensureCycle(admin: Actor): Promise<string | null> {
    const schedules = await this.schedules.list();
    if (schedules.some((s) => s.state !== 'ended')) return null;
    const today = this.clock.today();
    const at = (days: number) => addDays(today, days);
    const name = `FTO Verification ${financialYearOf(today)} (from ${dmy(today)})`;
    await this.schedules.create(
      {
        cycleName: name,
        financialYear: this.schedules.allowedYears(),
        scheduleStart: today,
        scheduleEnd: at(90),
        noOfLevels: 5,
        levels: [
          { startDate: today, endDate: at(45), percentage: 20 },
          { startDate: today, endDate: at(60), percentage: 100 },
          { startDate: today, endDate: at(75), percentage: 100 },
          { startDate: at(30), endDate: at(90), percentage: 50 },
          { startDate: at(45), endDate: at(90), percentage: 25 },
        ],
        lock1Open: at(15),
        lock1Close: at(20),
        lock2Open: at(60),
        lock2Close: at(65),
      },
      admin,
    );
    return name;
  }
}
