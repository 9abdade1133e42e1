import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({ imports: [LocationsModule, AuthModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
