import { EvidenceFile } from './entities/evidence-file.entity.js';
import { EvidenceRecord } from './entities/evidence-record.entity.js';

/** Photo evidence: each file's reading and each record's summary: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const EVIDENCE_ENTITIES = [EvidenceFile, EvidenceRecord];
