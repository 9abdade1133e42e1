import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { RolesModule } from '../roles/roles.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { ScraperModule } from '../scraper/scraper.module.js';
import { DemoMisLoadService } from './seeds/demo-mis-load.service.js';
import { DemoSeedService } from './seeds/demo-seed.service.js';
import { EvidenceDemoSeedService } from './seeds/evidence-demo-seed.service.js';
import { FtoDemoSeedService } from './seeds/fto-demo-seed.service.js';
import { NextNightDemoService } from './seeds/next-night-demo.service.js';
import { SocialAuditDemoSeed } from './seeds/socialaudit-demo-seed.service.js';

/**
 * Development code (server/src/dev): the demo seeds and the demo's MIS loads. AppModule imports
 * it only with DEV_MODE (config.dev: on outside production, refused in production); no product
 * module imports from dev/. The fixture MIS (fixture-mis/) and the synthetic state (synth/) are
 * started by bootstrap (dev-start.ts) and the CLI (synth-state), under the same switch.
 */
@Module({
  imports: [LocationsModule, AuthModule, RolesModule, SchedulesModule, ScraperModule],
  providers: [DemoSeedService, FtoDemoSeedService, EvidenceDemoSeedService, SocialAuditDemoSeed, DemoMisLoadService, NextNightDemoService],
  exports: [DemoSeedService, FtoDemoSeedService, EvidenceDemoSeedService, SocialAuditDemoSeed, DemoMisLoadService, NextNightDemoService],
})
export class DevModule {}
