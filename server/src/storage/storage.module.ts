import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';

/** The file storage (local disk under FILES_DIR). */
@Module({
  providers: [{ provide: FileStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.files.dir) }],
  exports: [FileStorage],
})
export class StorageModule {}
