import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OptionsController } from './options.controller.js';
import { OptionsService } from './options.service.js';
import { OPTIONS_ENTITIES } from './options.entities.js';
import { OptionsRepository } from './repositories/options.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature(OPTIONS_ENTITIES)],
  controllers: [OptionsController],
  providers: [OptionsService, OptionsRepository],
})
export class OptionsModule {}
