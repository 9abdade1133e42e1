import { Injectable, Logger } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../config/paths.js';
import { LocationImportService } from '../locations/location-import.service.js';

export const DEMO_LOCATIONS_FILE = path.join(repoRoot, 'migrations', 'data', 'demo-locations.csv');

/**
 * The embedded demo's data: a realistic subset of real taluks and gram panchayats.
 * Idempotent: a second run finds everything in place and adds nothing.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('DemoSeed');

  constructor(private readonly locations: LocationImportService) {}

  async run(): Promise<void> {
    const report = await this.locations.importCsv(await fs.readFile(DEMO_LOCATIONS_FILE, 'utf8'));
    const added = report.blocks.inserted + report.panchayats.inserted;
    this.logger.log(
      added
        ? `Demo locations loaded: ${report.blocks.inserted} blocks, ${report.panchayats.inserted} gram panchayats`
        : 'Demo locations already in place',
    );
  }
}
