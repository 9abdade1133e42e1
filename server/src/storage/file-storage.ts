import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What the storage knows of a stored file. */
export interface StoredFile {
  key: string;
  size: number;
}

/** The drivers, by the name a file's row records (`fto_files.storage`). */
export const STORAGE_NAMES = ['local', 's3'] as const;
export type StorageName = (typeof STORAGE_NAMES)[number];

/** What a driver is given to store: bytes already in memory, or a stream it reads as it writes. */
export type FileBody = Buffer | Readable;

/**
 * Where uploaded files live: outside the web root, under random keys, read back only through
 * routes that check who asks. Drivers: local disk (default) and an S3-compatible object store;
 * both stream files in and out, never holding a whole file.
 */
export abstract class FileStorage {
  /** The driver's name, as a file's row records it. */
  abstract readonly name: StorageName;

  /** Stores the bytes under a new random key with the given extension (`jpg`, `png`, ...). */
  put(body: FileBody, extension: string): Promise<StoredFile> {
    return this.store(newStorageKey(extension), body);
  }

  /** Stores the bytes under this key (a key of another driver, moved by `files migrate`), replacing any file there. */
  abstract store(key: string, body: FileBody): Promise<StoredFile>;

  /** A stream of a stored file, or null when the key is unknown. */
  abstract open(key: string): Promise<Readable | null>;

  /** Removes a file; a missing file is not an error. */
  abstract remove(key: string): Promise<void>;

  /** Resolves when the store takes files now (readiness); rejects with why not. */
  abstract ping(timeoutMs: number): Promise<void>;
}

/** Keys are `<32 hex>.<ext>`: nothing a caller sends can point outside the storage. */
export const STORAGE_KEY = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function newStorageKey(extension: string): string {
  const key = `${randomBytes(16).toString('hex')}.${extension}`;
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage extension: ${extension}`);
  return key;
}

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
}

/** The content type stored with an object (S3), by the key's extension. */
export const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
