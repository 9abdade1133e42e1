import { AuditEntry } from './entities/audit-entry.entity.js';
import { AuditCount } from './entities/audit-count.entity.js';

/** The audit trail's tables: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const AUDIT_TRAIL_ENTITIES = [AuditEntry, AuditCount];
