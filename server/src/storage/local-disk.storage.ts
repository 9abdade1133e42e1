import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStorage, STORAGE_KEY, type StoredFile } from './file-storage.js';

/**
 * Files on a local (or mounted) disk: `<dir>/<first two key characters>/<key>`, so no
 * directory grows past a few thousand entries. Written to a temporary name and renamed, so a
 * reader never sees half a file.
 */
export class LocalDiskStorage extends FileStorage {
  constructor(private readonly dir: string) {
    super();
  }

  private pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(bytes: Buffer, extension: string): Promise<StoredFile> {
    const key = `${randomBytes(16).toString('hex')}.${extension}`;
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.part`;
    await fsp.writeFile(temp, bytes, { mode: 0o640 });
    await fsp.rename(temp, file);
    return { key, size: bytes.length };
  }

  async open(key: string): Promise<Readable | null> {
    if (!STORAGE_KEY.test(key)) return null;
    const file = this.pathOf(key);
    try {
      await fsp.access(file);
    } catch {
      return null;
    }
    return fs.createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    if (!STORAGE_KEY.test(key)) return;
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
