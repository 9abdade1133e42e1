import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationImportService } from './location-import.service.js';
import { LocationsController } from './locations.controller.js';
import { LocationsService } from './locations.service.js';
import { PanchayatLocationImportService } from './panchayat-location-import.service.js';
import { PanchayatLocationsController } from './panchayat-locations.controller.js';
import { LOCATIONS_ENTITIES } from './locations.entities.js';

@Module({
  imports: [TypeOrmModule.forFeature(LOCATIONS_ENTITIES)],
  controllers: [LocationsController, PanchayatLocationsController],
  providers: [LocationsService, LocationImportService, PanchayatLocationImportService],
  exports: [LocationsService, LocationImportService, PanchayatLocationImportService],
})
export class LocationsModule {}
