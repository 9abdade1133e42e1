import { MisWork } from './entities/mis-work.entity.js';
import { MisWorkRegister } from './entities/mis-work-register.entity.js';
import { MisMaterialBill } from './entities/mis-material-bill.entity.js';
import { MisMaterialItem } from './entities/mis-material-item.entity.js';
import { MisFtoTransaction } from './entities/mis-fto-transaction.entity.js';
import { MisPanchayatStatus } from './entities/mis-panchayat-status.entity.js';
import { ScrapeRun } from './entities/scrape-run.entity.js';
import { MisHistory } from './entities/mis-history.entity.js';
import { MisChangeWork } from './entities/mis-change-work.entity.js';

/** The MIS mirror, its history and changes, and the scrape runs: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const SCRAPER_ENTITIES = [
  MisWork,
  MisWorkRegister,
  MisMaterialBill,
  MisMaterialItem,
  MisFtoTransaction,
  MisPanchayatStatus,
  ScrapeRun,
  MisHistory,
  MisChangeWork,
];
