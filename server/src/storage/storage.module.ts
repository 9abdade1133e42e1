import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { FileStorage } from './file-storage.js';
import { FileMigrationRepository } from './file-migration.repository.js';
import { FileMigrationService } from './file-migration.service.js';
import { FileStorages } from './file-storages.js';

/** The file storage: new files to FILES_STORAGE (local disk under FILES_DIR by default, or S3); reads by each file's driver. */
@Module({
  providers: [
    { provide: FileStorages, inject: [APP_CONFIG], useFactory: (config: AppConfig) => FileStorages.create(config) },
    { provide: FileStorage, inject: [FileStorages], useFactory: (storages: FileStorages) => storages.current },
    FileMigrationService,
    FileMigrationRepository,
  ],
  exports: [FileStorage, FileStorages, FileMigrationService],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FileStorages) private readonly storages: FileStorages) {}

  onApplicationShutdown(): void {
    this.storages.close();
  }
}
