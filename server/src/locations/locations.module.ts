import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationImportService } from './location-import.service.js';
import { LocationsController } from './locations.controller.js';
import { LocationsService } from './locations.service.js';
import { PanchayatLocationImportService } from './panchayat-location-import.service.js';
import { PanchayatLocationsController } from './panchayat-locations.controller.js';
import { LocationMasterRepository } from './repositories/location-master.repository.js';
import { LocationsRepository } from './repositories/locations.repository.js';
import { PanchayatLocationsRepository } from './repositories/panchayat-locations.repository.js';
import { LOCATIONS_ENTITIES } from './locations.entities.js';

@Module({
  imports: [TypeOrmModule.forFeature(LOCATIONS_ENTITIES)],
  controllers: [LocationsController, PanchayatLocationsController],
  providers: [
    LocationsService,
    LocationImportService,
    PanchayatLocationImportService,
    // The module's SQL (repositories/).
    LocationsRepository,
    LocationMasterRepository,
    PanchayatLocationsRepository,
  ],
  exports: [LocationsService, LocationImportService, PanchayatLocationImportService],
})
export class LocationsModule {}
