import type { AppConfig } from '../config/app-config.js';
import { FileStorage, type StorageName } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import type * as S3Driver from './s3.storage.js';

/**
 * The S3 driver's file, loaded by FileStorages.create only where S3 is configured, not with the
 * app: the AWS SDK it imports (@aws-sdk/client-s3, ~230 ms of CPU to import alone with plain node
 * on the 2-core host, and lib-storage) was paid by every start and every API test file with files
 * on the local disk.
 */
let s3: typeof S3Driver | undefined;

/** A file's row names a driver that this process is not configured for (S3 settings missing). */
export class StorageNotConfiguredError extends Error {
  constructor(readonly storage: StorageName) {
    super(
      storage === 's3'
        ? 'files are stored in S3 but S3_ENDPOINT and S3_BUCKET are not set'
        : `files are stored in "${storage}", which is not a storage driver`,
    );
    this.name = 'StorageNotConfiguredError';
  }
}

/**
 * The storage drivers: `current` takes new files (FILES_STORAGE), and a file is read from the
 * driver its row names, so files written before a change of driver, or not yet moved by
 * `files migrate`, still serve.
 */
export class FileStorages {
  private readonly drivers = new Map<StorageName, FileStorage>();

  /** The drivers of `config`, the S3 driver's file loaded first when S3 is configured. */
  static async create(config: AppConfig): Promise<FileStorages> {
    if (config.files.s3) s3 ??= await import('./s3.storage.js');
    return new FileStorages(config);
  }

  private constructor(private readonly config: AppConfig) {
    this.current = this.get(config.files.storage);
  }

  readonly current: FileStorage;

  /** Whether the driver can be used (S3 needs its settings). */
  has(name: string): name is StorageName {
    return name === 'local' || (name === 's3' && !!this.config.files.s3);
  }

  get(name: string): FileStorage {
    const known = this.drivers.get(name as StorageName);
    if (known) return known;
    let driver: FileStorage;
    if (name === 'local') driver = new LocalDiskStorage(this.config.files.dir);
    else if (name === 's3' && this.config.files.s3 && s3) driver = new s3.S3Storage(this.config.files.s3);
    else throw new StorageNotConfiguredError(name as StorageName);
    this.drivers.set(driver.name, driver);
    return driver;
  }

  close(): void {
    for (const driver of this.drivers.values()) if (s3 && driver instanceof s3.S3Storage) driver.close();
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/**
 * An error of the object store itself (refused, unreachable, timed out, 5xx, access denied), not
 * of the caller: anything the S3 client answers with (its errors carry `$metadata`; a missing key
 * is answered as null before this), or a network error. S3ServiceException is looked for once the
 * S3 driver is loaded: before, there is no S3 client to throw one.
 */
export function isStoreFault(err: unknown): boolean {
  if (err instanceof StorageNotConfiguredError || (s3 && err instanceof s3.S3ServiceException)) return true;
  const e = err as { code?: unknown; name?: unknown; $metadata?: unknown } | null;
  return !!e && (e.$metadata !== undefined || (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) || e.name === 'TimeoutError');
}
