import { IdempotencyKey } from './idempotency-key.entity.js';

/** The kept answers of submissions (Idempotency-Key): this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const IDEMPOTENCY_ENTITIES = [IdempotencyKey];
