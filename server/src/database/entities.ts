import { Block } from '../locations/entities/block.entity.js';
import { District } from '../locations/entities/district.entity.js';
import { Panchayat } from '../locations/entities/panchayat.entity.js';

/** Every entity of every module; the DataSource (app, CLI, tests) is built from this list. */
export const ENTITIES = [District, Block, Panchayat];
