import { Inject, Injectable, Logger } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AdminBootstrapService, OfficerSpec } from '../../auth/admin-bootstrap.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { repoRoot } from '../../config/paths.js';
import { LocationImportService } from '../../locations/location-import.service.js';
import { EvidenceDemoSeedService } from './evidence-demo-seed.service.js';
import { FtoDemoSeedService } from './fto-demo-seed.service.js';
import { SocialAuditDemoSeed } from './socialaudit-demo-seed.service.js';

export const DEMO_LOCATIONS_FILE = path.join(repoRoot, 'migrations', 'data', 'demo-locations.csv');
export const DEMO_OFFICER_PASSWORD = 'Officer@2024';

const codes = (district: string | null, block: string | null, panchayat: string | null) => ({
  state_code: '15',
  district_code: district,
  block_code: block,
  panchayat_code: panchayat,
});

/** Demo officers at each level (Kalaburagi district, Afzalpur and Jevargi taluks). */
export const DEMO_OFFICERS: Omit<OfficerSpec, 'password'>[] = [
  {
    mobile: '9000000001',
    name: 'RAMESH GOWDA',
    designation: 'CHIEF EXECUTIVE OFFICER',
    level: 'ZP',
    codes: codes('1515', null, null),
    permission: { type: 'USER', level: 'ZP' },
    roles: [{ code: 'ZP-CEO', level: 'ZP', codes: codes('1515', null, null) }],
  },
  {
    mobile: '9000000002',
    name: 'SAVITHA PATIL',
    designation: 'EXECUTIVE OFFICER',
    level: 'TP',
    codes: codes('1515', '1515001', null),
    permission: { type: 'USER', level: 'TP' },
    roles: [{ code: 'TP-EO', level: 'TP', codes: codes('1515', '1515001', null) }],
  },
  {
    mobile: '9000000003',
    name: 'MANJUNATH HIREMATH',
    designation: 'PANCHAYAT DEVELOPMENT OFFICER',
    level: 'GP',
    codes: codes('1515', '1515001', '1515001004'),
    permission: { type: 'USER', level: 'GP' },
    roles: [{ code: 'GP-PDO', level: 'GP', codes: codes('1515', '1515001', '1515001004') }],
  },
  {
    mobile: '9000000004',
    name: 'LAKSHMI NAIK',
    designation: 'EXECUTIVE OFFICER',
    level: 'TP',
    codes: codes('1515', '1515006', null),
    permission: { type: 'USER', level: 'TP' },
    roles: [
      { code: 'TP-EO', level: 'TP', codes: codes('1515', '1515006', null) },
      { code: 'GP-PDO', level: 'GP', codes: codes('1515', '1515006', '1515006041') },
    ],
  },
  {
    mobile: '9000000005',
    name: 'ANITHA RAO',
    designation: 'STATE DATA ANALYST',
    level: 'STATE',
    codes: codes(null, null, null),
    permission: { type: 'USER', level: 'STATE' },
    roles: [{ code: 'SDATA', level: 'STATE', codes: codes(null, null, null) }],
  },
];

/**
 * The embedded demo's data: real taluks and gram panchayats, a STATE administrator from
 * DEMO_ADMIN_MOBILE / DEMO_ADMIN_PASSWORD, and officers at ZP, TP and GP level with roles.
 * Idempotent: a second run finds everything in place and adds nothing.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly locations: LocationImportService,
    private readonly accounts: AdminBootstrapService,
    private readonly ftoDemo: FtoDemoSeedService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly socialAudit: SocialAuditDemoSeed,
    private readonly evidenceDemo: EvidenceDemoSeedService,
  ) {}

  async run(): Promise<void> {
    const report = await this.locations.importCsv(await fs.readFile(DEMO_LOCATIONS_FILE, 'utf8'));
    const added = report.blocks.inserted + report.panchayats.inserted;
    this.logger.log(
      added
        ? `Demo locations loaded: ${report.blocks.inserted} blocks, ${report.panchayats.inserted} gram panchayats`
        : 'Demo locations already in place',
    );
    const { adminMobile, adminPassword } = this.config.demo;
    const admin = await this.accounts.ensureStateAdmin(adminMobile, adminPassword, 'STATE ADMINISTRATOR');
    let created = admin.created ? 1 : 0;
    for (const officer of DEMO_OFFICERS) {
      if ((await this.accounts.ensureOfficer({ ...officer, password: DEMO_OFFICER_PASSWORD })).created) created++;
    }
    this.logger.log(created ? `Demo accounts created: ${created}` : 'Demo accounts already in place');
    await this.ftoDemo.run({ userId: admin.userId, name: 'STATE ADMINISTRATOR', requestId: null }, DEMO_OFFICER_PASSWORD);
    await this.socialAudit.run();
    await this.evidenceDemo.run();
  }
}
