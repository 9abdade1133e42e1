import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RolesModule } from '../roles/roles.module.js';
import { LevelContextService } from './level-context.service.js';
import { SchedulesRepository } from './repositories/schedules.repository.js';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesService } from './schedules.service.js';
import { SCHEDULES_ENTITIES } from './schedules.entities.js';

/**
 * Verification cycles (five levels with windows and percentages) and the role-to-level
 * mapping. Exports "which level and window does this verified role have today" to fto, and
 * the FTO context to auth (sign-in, /auth/me).
 */
@Module({
  imports: [TypeOrmModule.forFeature(SCHEDULES_ENTITIES), RolesModule],
  controllers: [SchedulesController],
  providers: [SchedulesRepository, SchedulesService, LevelContextService],
  exports: [SchedulesService, LevelContextService],
})
export class SchedulesModule {}
