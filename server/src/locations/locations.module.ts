import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Block } from './entities/block.entity.js';
import { District } from './entities/district.entity.js';
import { Panchayat } from './entities/panchayat.entity.js';
import { LocationImportService } from './location-import.service.js';
import { LocationsController } from './locations.controller.js';
import { LocationsService } from './locations.service.js';
import { PanchayatLocationImportService } from './panchayat-location-import.service.js';
import { PanchayatLocationsController } from './panchayat-locations.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([District, Block, Panchayat])],
  controllers: [LocationsController, PanchayatLocationsController],
  providers: [LocationsService, LocationImportService, PanchayatLocationImportService],
  exports: [LocationsService, LocationImportService, PanchayatLocationImportService],
})
export class LocationsModule {}
