import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { RolesModule } from '../roles/roles.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { SocialAuditModule } from '../socialaudit/socialaudit.module.js';
import { DemoSeedService } from './demo-seed.service.js';
import { EvidenceDemoSeedService } from './evidence-demo-seed.service.js';
import { FtoDemoSeedService } from './fto-demo-seed.service.js';

@Module({
  imports: [LocationsModule, AuthModule, RolesModule, SchedulesModule, SocialAuditModule],
  providers: [DemoSeedService, FtoDemoSeedService, EvidenceDemoSeedService],
  exports: [DemoSeedService, FtoDemoSeedService, EvidenceDemoSeedService],
})
export class SeedModule {}
