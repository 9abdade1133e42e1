import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type FileBody, FileStorage, STORAGE_KEY, type StorageName, type StoredFile } from './file-storage.js';

/**
 * Files on a local (or mounted) disk: `<dir>/<first two key characters>/<key>`, so no
 * directory grows past a few thousand entries. Written to a temporary name and renamed, so a
 * reader never sees half a file.
 */
export class LocalDiskStorage extends FileStorage {
  readonly name: StorageName = 'local';

  constructor(private readonly dir: string) {
    super();
  }

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async store(key: string, body: FileBody): Promise<StoredFile> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    try {
      if (Buffer.isBuffer(body)) {
        await fsp.writeFile(temp, body, { mode: 0o640 });
      } else {
        await pipeline(body, fs.createWriteStream(temp, { mode: 0o640 }));
      }
      const { size } = await fsp.stat(temp);
      await fsp.rename(temp, file);
      return { key, size };
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
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

  async ping(): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    await fsp.access(this.dir, fs.constants.W_OK);
  }
}
