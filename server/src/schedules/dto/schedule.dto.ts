import { Type } from 'class-transformer';
import { Allow, IsArray, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { rule } from '../../common/messages/index.js';
import { Shape } from '../../openapi/shape.js';

const DATE = { type: 'string' };
const LEVELS = {
  type: 'array',
  items: {
    type: 'object',
    properties: { startDate: DATE, endDate: DATE, percentage: { type: 'integer', minimum: 1, maximum: 100 } },
    required: ['startDate', 'endDate', 'percentage'],
  },
};

/**
 * The schedule form (spec 2 §7 add_shedule2 / update_shedule2). The fields are only let
 * through here: the rules and their messages, in the spec's order, are in schedule-rules.ts.
 */
export class ScheduleDto {
  @IsOptional()
  @IsId('SCHEDULE_ID_INVALID')
  id?: number;

  // The shapes the form sends (ScheduleInput of schedule-rules.ts), for the OpenAPI document only.
  @Allow() @Shape({ type: 'string' }) cycleName?: unknown;
  @Allow() @Shape({ type: 'array', items: { type: 'string', pattern: '^[0-9]{4}-[0-9]{4}$' } }) financialYear?: unknown;
  @Allow() @Shape(DATE) scheduleStart?: unknown;
  @Allow() @Shape(DATE) scheduleEnd?: unknown;
  @Allow() @Shape({ type: 'integer' }) noOfLevels?: unknown;
  @Allow() @Shape(LEVELS) levels?: unknown;
  @Allow() @Shape(DATE) lock1Open?: unknown;
  @Allow() @Shape(DATE) lock1Close?: unknown;
  @Allow() @Shape(DATE) lock2Open?: unknown;
  @Allow() @Shape(DATE) lock2Close?: unknown;
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
