import { ChecklistItem } from './entities/checklist-item.entity.js';
import { FtoVerification } from './entities/verification.entity.js';
import { FtoRecordVersion } from './entities/record-version.entity.js';
import { VerificationFile } from './entities/verification-file.entity.js';
import { MaterialReset } from './entities/material-reset.entity.js';

/** FTO works verification: records, their versions, files, checklists, material resets: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const FTO_ENTITIES = [ChecklistItem, FtoVerification, FtoRecordVersion, VerificationFile, MaterialReset];
