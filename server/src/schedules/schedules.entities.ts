import { FtoSchedule } from './entities/fto-schedule.entity.js';
import { FtoRoleMapping } from './entities/fto-role-mapping.entity.js';

/** FTO schedules and their role mappings: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const SCHEDULES_ENTITIES = [FtoSchedule, FtoRoleMapping];
