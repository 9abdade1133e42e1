import type { Readable } from 'node:stream';

/** What the storage knows of a stored file. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Where uploaded files live: outside the web root, under random keys, read back only through
 * routes that check who asks. Drivers: local disk (default); an object store can implement the
 * same three calls.
 */
export abstract class FileStorage {
  /** Stores the bytes under a new random key with the given extension (`jpg`, `png`, ...). */
  abstract put(bytes: Buffer, extension: string): Promise<StoredFile>;

  /** A stream of a stored file, or null when the key is unknown. */
  abstract open(key: string): Promise<Readable | null>;

  /** Removes a file; a missing file is not an error. */
  abstract remove(key: string): Promise<void>;
}

/** Keys are `<32 hex>.<ext>`: nothing a caller sends can point outside the storage. */
export const STORAGE_KEY = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
