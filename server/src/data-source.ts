import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AUDIT_TRAIL_ENTITIES } from './audit-trail/audit-trail.entities.js';
import { AUTH_ENTITIES } from './auth/auth.entities.js';
import { IDEMPOTENCY_ENTITIES } from './common/idempotency/idempotency.entities.js';
import { embeddedDatabaseUrl, loadConfig } from './config/app-config.js';
import { buildDataSourceOptions } from './database/data-source-options.js';
import { EVIDENCE_ENTITIES } from './evidence/evidence.entities.js';
import { FTO_ENTITIES } from './fto/fto.entities.js';
import { LOCATIONS_ENTITIES } from './locations/locations.entities.js';
import { OPTIONS_ENTITIES } from './options/options.entities.js';
import { ROLES_ENTITIES } from './roles/roles.entities.js';
import { SCHEDULES_ENTITIES } from './schedules/schedules.entities.js';
import { SCRAPER_ENTITIES } from './scraper/scraper.entities.js';
import { SOCIALAUDIT_ENTITIES } from './socialaudit/socialaudit.entities.js';

// For the TypeORM CLI (migration:generate / run / revert). With DATABASE_URL unset it targets
// the embedded database that `npm start` runs. The CLI needs exactly one export here. The
// entities are each module's own list, the ones its module registers (TypeOrmModule.forFeature),
// side by side as AppModule imports the modules (data-source.spec.ts checks they agree).
const config = loadConfig();
export default new DataSource(
  buildDataSourceOptions(config.database.url ?? embeddedDatabaseUrl(config), {
    entities: [
      ...LOCATIONS_ENTITIES,
      ...AUDIT_TRAIL_ENTITIES,
      ...AUTH_ENTITIES,
      ...ROLES_ENTITIES,
      ...OPTIONS_ENTITIES,
      ...SCRAPER_ENTITIES,
      ...SCHEDULES_ENTITIES,
      ...FTO_ENTITIES,
      ...EVIDENCE_ENTITIES,
      ...SOCIALAUDIT_ENTITIES,
      ...IDEMPOTENCY_ENTITIES,
    ],
  }),
);
