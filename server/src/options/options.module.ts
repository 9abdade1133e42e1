import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MainOption } from './entities/main-option.entity.js';
import { SubOption } from './entities/sub-option.entity.js';
import { OptionsController } from './options.controller.js';
import { OptionsService } from './options.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([MainOption, SubOption])],
  controllers: [OptionsController],
  providers: [OptionsService],
})
export class OptionsModule {}
