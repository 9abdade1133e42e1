import { District } from './entities/district.entity.js';
import { Block } from './entities/block.entity.js';
import { Panchayat } from './entities/panchayat.entity.js';

/** The location master: districts, blocks (taluks), gram panchayats: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const LOCATIONS_ENTITIES = [District, Block, Panchayat];
