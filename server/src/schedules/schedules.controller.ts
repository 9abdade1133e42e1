import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { RequireStateAdmin } from '../common/auth/require.decorator.js';
import { RoleMappingDto, ScheduleDto } from './dto/schedule.dto.js';
import { SchedulesService } from './schedules.service.js';
import { ok } from '../common/messages/index.js';

/** Verification cycles and the role-to-level mapping (spec 2 §7; docs/fto-api.md). */
@Controller()
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get('auth/fto-shedules')
  async ftoSchedules() {
    const { Roles, schedule } = await this.schedules.ftoContext();
    return { ...ok('SCHEDULES_LOADED'), sheduleData: schedule, levelData: Roles };
  }

  @Post('admin/add_shedule2')
  @HttpCode(200)
  @RequireStateAdmin()
  async add(@Body() dto: ScheduleDto, @CurrentActor() actor: Actor) {
    const schedule = await this.schedules.create(dto, actor);
    return { ...ok('SCHEDULE_CREATED'), error: null, id: schedule.id, schedule };
  }

  @Post('admin/update_shedule2')
  @HttpCode(200)
  @RequireStateAdmin()
  async update(@Body() dto: ScheduleDto, @CurrentActor() actor: Actor) {
    const schedule = await this.schedules.update(dto, actor);
    return { ...ok('SCHEDULE_UPDATED'), error: null, id: schedule.id, schedule };
  }

  @Post('admin/save_fto_role_mapping')
  @HttpCode(200)
  @RequireStateAdmin()
  async saveMapping(@Body() dto: RoleMappingDto, @CurrentActor() actor: Actor) {
    await this.schedules.saveMappings(dto.data, actor);
    return ok('MAPPINGS_SAVED');
  }
}
