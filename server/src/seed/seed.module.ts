import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { SocialAuditModule } from '../socialaudit/socialaudit.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({ imports: [LocationsModule, AuthModule, SocialAuditModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
