import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/locations.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({ imports: [LocationsModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
