import { Type } from 'class-transformer';
import { Allow, IsArray, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { rule } from '../../common/messages/index.js';

/**
 * The schedule form (spec 2 §7 add_shedule2 / update_shedule2). The fields are only let
 * through here: the rules and their messages, in the spec's order, are in schedule-rules.ts.
 */
export class ScheduleDto {
  @IsOptional()
  @IsId('SCHEDULE_ID_INVALID')
  id?: number;

  @Allow() cycleName?: unknown;
  @Allow() financialYear?: unknown;
  @Allow() scheduleStart?: unknown;
  @Allow() scheduleEnd?: unknown;
  @Allow() noOfLevels?: unknown;
  @Allow() levels?: unknown;
  @Allow() lock1Open?: unknown;
  @Allow() lock1Close?: unknown;
  @Allow() lock2Open?: unknown;
  @Allow() lock2Close?: unknown;
}

export class MappingEntryDto {
  @IsId('DEPARTMENT_ID_INVALID')
  department_id: number;

  @IsObject(rule('MAPPING_LEVELS_DATA_INVALID'))
  levels_data: Record<string, unknown>;
}

/** `save_fto_role_mapping`: the mappings of each listed department (spec 2 §3 Role mapping). */
export class RoleMappingDto {
  @IsArray(rule('MAPPING_DATA_INVALID'))
  @ValidateNested({ each: true })
  @Type(() => MappingEntryDto)
  data: MappingEntryDto[];
}
