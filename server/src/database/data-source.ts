import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { embeddedDatabaseUrl, loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';

// For the TypeORM CLI (migration:generate / run / revert). With DATABASE_URL unset it targets
// the embedded database that `npm start` runs. The CLI needs exactly one export here.
const config = loadConfig();
export default new DataSource(buildDataSourceOptions(config.database.url ?? embeddedDatabaseUrl(config)));
