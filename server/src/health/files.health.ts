import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { FileStorage } from '../storage/file-storage.js';

/** The store new files go to (FILES_STORAGE): the data directory, or the S3 bucket answering. */
@Injectable()
export class FilesHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly storage: FileStorage,
  ) {}

  async check(key: string, timeoutMs = 1500) {
    const indicator = this.indicators.check(key);
    try {
      await this.storage.ping(timeoutMs);
      return indicator.up({ driver: this.storage.name });
    } catch (err) {
      return indicator.down({ message: `File storage (${this.storage.name}) did not answer: ${(err as Error).name}` });
    }
  }
}
