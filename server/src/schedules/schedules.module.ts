import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RolesModule } from '../roles/roles.module.js';
import { FtoRoleMapping } from './entities/fto-role-mapping.entity.js';
import { FtoSchedule } from './entities/fto-schedule.entity.js';
import { LevelContextService } from './level-context.service.js';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesService } from './schedules.service.js';

/**
 * Verification cycles (five levels with windows and percentages) and the role-to-level
 * mapping. Exports "which level and window does this verified role have today" to fto, and
 * the FTO context to auth (sign-in, /auth/me).
 */
@Module({
  imports: [TypeOrmModule.forFeature([FtoSchedule, FtoRoleMapping]), RolesModule],
  controllers: [SchedulesController],
  providers: [SchedulesService, LevelContextService],
  exports: [SchedulesService, LevelContextService],
})
export class SchedulesModule {}
