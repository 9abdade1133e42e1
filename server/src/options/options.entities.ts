import { MainOption } from './entities/main-option.entity.js';
import { SubOption } from './entities/sub-option.entity.js';

/** Main and sub options: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const OPTIONS_ENTITIES = [MainOption, SubOption];
